/**
 * Stripe's Payment Element. This module (with stripe-js) is loaded only on the report page, and
 * only when the API serves a real key; stripe-js/pure adds Stripe's script from its CDN on demand.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState, type FormEvent } from 'react';
import { useContent } from '@/shared/content/content';
import { PayButton, PaymentMessage, paymentErrorMessage } from '../../components/CheckoutParts';

export function loadStripeProvider(publishableKey: string): Promise<Stripe | null> {
  return loadStripe(publishableKey);
}

function CheckoutForm({
  returnUrl,
  onBeforeConfirm,
}: {
  returnUrl: string;
  onBeforeConfirm: () => void;
}) {
  const ui = useContent('ui');
  const stripe = useStripe();
  const elements = useElements();
  const [processing, setProcessing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Payment is not attempted until the provider and its elements are ready.
    if (!stripe || !elements) return;
    setProcessing(true);
    onBeforeConfirm();
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: returnUrl },
    });
    // Only reached when confirmation failed; on success Stripe sends the browser to returnUrl.
    setMessage(paymentErrorMessage(error, ui));
    setProcessing(false);
  };

  return (
    <form className="form payment-form" onSubmit={(event) => void submit(event)}>
      <PaymentElement options={{ layout: 'tabs' }} />
      <PayButton ui={ui} processing={processing} disabled={!stripe || !elements} />
      <PaymentMessage message={message} />
    </form>
  );
}

export default function StripeCheckout({
  stripe,
  clientSecret,
  returnUrl,
  onBeforeConfirm,
}: {
  stripe: Stripe;
  clientSecret: string;
  returnUrl: string;
  onBeforeConfirm: () => void;
}) {
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        appearance: {
          theme: 'stripe',
          variables: {
            colorPrimary: '#2E2A6B',
            colorText: '#1E1B2E',
            colorDanger: '#B3261E',
            borderRadius: '8px',
          },
        },
      }}
    >
      <CheckoutForm returnUrl={returnUrl} onBeforeConfirm={onBeforeConfirm} />
    </Elements>
  );
}
