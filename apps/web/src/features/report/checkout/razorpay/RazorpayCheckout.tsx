/**
 * Razorpay Checkout, UPI first. Its script is added only here (the report page, razorpay mode);
 * the window it opens takes the payment, and the page only hands the signed answer to the API.
 */
import type { RazorpayVerifyBody } from '@ankvidya/schemas';
import { useState, type FormEvent } from 'react';
import { useContent } from '@/shared/content/content';
import { useUser } from '@/shared/state/hooks';
import { verifyRazorpayPayment } from './verify-razorpay-payment';
import { PayButton, PaymentMessage } from '../../components/CheckoutParts';

export const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';

/** The parts of Checkout's options and instance this page uses. */
export interface RazorpayOptions {
  key: string;
  order_id: string;
  amount: number;
  currency: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string };
  config: {
    display: {
      blocks: Record<string, { name: string; instruments: { method: string }[] }>;
      sequence: string[];
      preferences: { show_default_blocks: boolean };
    };
  };
  theme: { color: string };
  handler: (response: RazorpayVerifyBody) => void;
  modal: { ondismiss: () => void };
}
export interface RazorpayInstance {
  open(): void;
  on(
    event: 'payment.failed',
    listener: (response: { error?: { description?: string } }) => void,
  ): void;
}
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

let loading: Promise<RazorpayConstructor> | null = null;

/** Adds checkout.js once; resolves with window.Razorpay (already there: no script is added). */
export function loadRazorpay(): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = RAZORPAY_SCRIPT;
    script.async = true;
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay did not load'));
    script.onerror = () => reject(new Error('Razorpay did not load'));
    document.head.append(script);
  }).finally(() => {
    // Loaded: window.Razorpay answers from now on; failed: the next call tries again.
    loading = null;
  });
  return loading;
}

export function RazorpayCheckout({
  Razorpay,
  keyId,
  orderId,
  amount,
  currency,
  onBeforeConfirm,
  onDone,
}: {
  Razorpay: RazorpayConstructor;
  keyId: string;
  orderId: string;
  amount: number;
  currency: string;
  onBeforeConfirm: () => void;
  onDone: (result: { paymentIntent: string; status: 'succeeded' | 'failed' }) => void;
}) {
  const ui = useContent('ui');
  const brand = useContent('site').brand.name;
  const user = useUser();
  const [processing, setProcessing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  // Closing the window is the buyer's own choice, not a failure: said calmly, not in red.
  const [closed, setClosed] = useState(false);

  const paid = async (response: RazorpayVerifyBody) => {
    try {
      await verifyRazorpayPayment(response);
      onDone({ paymentIntent: response.razorpay_payment_id, status: 'succeeded' });
    } catch (error) {
      console.error(error);
      setMessage(ui.payment.unexpectedError);
      setProcessing(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    setMessage(null);
    setClosed(false);
    setProcessing(true);
    onBeforeConfirm();
    const checkout = new Razorpay({
      key: keyId,
      order_id: orderId,
      amount,
      currency: currency.toUpperCase(),
      name: brand,
      description: ui.payment.razorpay.description,
      prefill: user ? { name: user.name, email: user.email } : undefined,
      // Most buyers pay by UPI: its block comes first, the other methods follow as usual.
      config: {
        display: {
          blocks: { upi: { name: ui.payment.razorpay.upiBlock, instruments: [{ method: 'upi' }] } },
          sequence: ['block.upi'],
          preferences: { show_default_blocks: true },
        },
      },
      theme: { color: '#2E2A6B' },
      handler: (response) => void paid(response),
      modal: {
        ondismiss: () => {
          setProcessing(false);
          setClosed(true);
        },
      },
    });
    // The window stays open for another try; its reason is shown under the form too.
    checkout.on('payment.failed', (response) =>
      setMessage(response.error?.description || ui.payment.unexpectedError),
    );
    checkout.open();
  };

  return (
    <form className="form payment-form" onSubmit={submit}>
      <p className="field__hint">{ui.payment.razorpay.hint}</p>
      <PayButton ui={ui} processing={processing} />
      <PaymentMessage message={message} />
      {closed && message === null ? (
        <p className="payment-note" role="status">
          {ui.payment.razorpay.dismissed}
        </p>
      ) : null}
    </form>
  );
}
