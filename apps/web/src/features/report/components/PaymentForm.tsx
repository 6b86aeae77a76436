import type { PublishKeyResponse } from '@ankvidya/schemas';
import type { Stripe } from '@stripe/stripe-js';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ApiError } from '@/shared/api/client';
import { useContent } from '@/shared/content/content';
import { randomId } from '@/shared/lib/ids';
import { Spinner } from '@/shared/ui/Spinner';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePublishKey } from '../api/get-publish-key';
import { DemoCheckoutForm } from './DemoCheckoutForm';
import type { RazorpayConstructor } from './RazorpayCheckout';

const StripeCheckout = lazy(() => import('./StripeCheckout'));
const RazorpayCheckout = lazy(() =>
  import('./RazorpayCheckout').then((m) => ({ default: m.RazorpayCheckout })),
);

type Provider =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'demo' }
  | { status: 'stripe'; stripe: Stripe }
  | { status: 'razorpay'; Razorpay: RazorpayConstructor; keyId: string };

/**
 * Loads the payment provider for the key: Stripe's or Razorpay's script for a real key, nothing
 * for the demo.
 */
function useProvider(key: PublishKeyResponse | undefined): Provider {
  const [provider, setProvider] = useState<Provider>({ status: 'loading' });
  useEffect(() => {
    if (!key) return;
    if (key.mode === 'demo') {
      setProvider({ status: 'demo' });
      return;
    }
    let live = true;
    const loaded: Promise<Provider> =
      key.mode === 'razorpay'
        ? import('./RazorpayCheckout')
            .then((m) => m.loadRazorpay())
            .then((Razorpay) => ({ status: 'razorpay', Razorpay, keyId: key.publishableKey }))
        : import('./StripeCheckout')
            .then((m) => m.loadStripeProvider(key.publishableKey))
            .then((stripe) => {
              if (!stripe) throw new Error('Stripe did not load');
              return { status: 'stripe', stripe };
            });
    loaded
      .then((ready) => {
        if (live) setProvider(ready);
      })
      .catch((error: unknown) => {
        console.error(error);
        if (live) setProvider({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [key]);
  return provider;
}

/**
 * The payment form: a spinner until the provider and its key are loaded, the form only once a
 * client secret has arrived. A failure to get the key or the intent is logged to the console only
 * (spec section 8).
 */
export function PaymentForm({
  pdfID,
  returnUrl,
  onBeforeConfirm,
  onPaidInPage,
  onAlreadyUnlocked,
}: {
  pdfID: string;
  returnUrl: string;
  onBeforeConfirm: () => void;
  /** The demo gateway and Razorpay finish on this page (Stripe redirects): go to the return page. */
  onPaidInPage: (result: { paymentIntent: string; status: 'succeeded' | 'failed' }) => void;
  /** The API says the report is already unlocked (409): nothing to pay, show the download. */
  onAlreadyUnlocked?: () => void;
}) {
  const ui = useContent('ui');
  const [attemptKey] = useState(randomId);
  const key = usePublishKey();
  const provider = useProvider(key.data);
  const ready = provider.status !== 'loading' && provider.status !== 'failed';
  const intent = usePaymentIntent(pdfID, attemptKey, ready);

  useEffect(() => {
    if (key.error) console.error(key.error);
  }, [key.error]);
  useEffect(() => {
    if (!intent.error) return;
    console.error(intent.error);
    if (intent.error instanceof ApiError && intent.error.status === 409) onAlreadyUnlocked?.();
  }, [intent.error, onAlreadyUnlocked]);

  if (key.isError || intent.isError || provider.status === 'failed') return null;
  if (!ready || !intent.data) return <Spinner label={ui.payment.loading} />;

  const clientSecret = intent.data.clientSecret;
  if (provider.status === 'demo') {
    return (
      <DemoCheckoutForm
        clientSecret={clientSecret}
        onBeforeConfirm={onBeforeConfirm}
        onDone={onPaidInPage}
      />
    );
  }
  if (provider.status === 'razorpay') {
    return (
      <Suspense fallback={<Spinner label={ui.payment.loading} />}>
        <RazorpayCheckout
          Razorpay={provider.Razorpay}
          keyId={provider.keyId}
          orderId={clientSecret}
          amount={intent.data.amount}
          currency={intent.data.currency}
          onBeforeConfirm={onBeforeConfirm}
          onDone={onPaidInPage}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<Spinner label={ui.payment.loading} />}>
      <StripeCheckout
        stripe={provider.stripe}
        clientSecret={clientSecret}
        returnUrl={returnUrl}
        onBeforeConfirm={onBeforeConfirm}
      />
    </Suspense>
  );
}
