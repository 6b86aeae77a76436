import type { PublishKeyResponse } from '@ankvidya/schemas';
import { useEffect, useState, type ComponentType } from 'react';
import { ApiError } from '@/shared/api/client';
import { useContent } from '@/shared/content/content';
import { randomId } from '@/shared/lib/ids';
import { Spinner } from '@/shared/ui/Spinner';
import { usePaymentIntent } from '../api/create-payment-intent';
import { usePublishKey } from '../api/get-publish-key';
import { loadCheckout } from '../checkout/registry';
import type { CheckoutProps } from '../checkout/types';
import { BuyerStateSelect } from './BuyerStateSelect';

type Checkout =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; Form: ComponentType<CheckoutProps> };

/**
 * Loads the checkout of the provider the key names (from checkout/registry.ts): its script, bound
 * to the key, for a real provider; nothing for the demo.
 */
function useCheckout(key: PublishKeyResponse | undefined): Checkout {
  const [checkout, setCheckout] = useState<Checkout>({ status: 'loading' });
  useEffect(() => {
    if (!key) return;
    let live = true;
    loadCheckout(key.mode)
      .then((provider) => provider.prepare(key.publishableKey))
      .then((Form) => {
        if (live) setCheckout({ status: 'ready', Form });
      })
      .catch((error: unknown) => {
        console.error(error);
        if (live) setCheckout({ status: 'failed' });
      });
    return () => {
      live = false;
    };
  }, [key]);
  return checkout;
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
  /** Providers that finish on this page (not those that redirect): go to the return page. */
  onPaidInPage: (result: { paymentIntent: string; status: 'succeeded' | 'failed' }) => void;
  /** The API says the report is already unlocked (409): nothing to pay, show the download. */
  onAlreadyUnlocked?: () => void;
}) {
  const ui = useContent('ui');
  const [attemptKey] = useState(randomId);
  const key = usePublishKey();
  const checkout = useCheckout(key.data);
  const ready = checkout.status === 'ready';
  // The state goes with the intent: a change asks for a new one (its own Idempotency-Key).
  const [buyerState, setBuyerState] = useState('');
  const intentKey = buyerState ? `${attemptKey}-state-${buyerState}` : attemptKey;
  const intent = usePaymentIntent(pdfID, intentKey, ready, buyerState || undefined);

  useEffect(() => {
    if (key.error) console.error(key.error);
  }, [key.error]);
  useEffect(() => {
    if (!intent.error) return;
    console.error(intent.error);
    if (intent.error instanceof ApiError && intent.error.status === 409) onAlreadyUnlocked?.();
  }, [intent.error, onAlreadyUnlocked]);

  if (key.isError || intent.isError || checkout.status === 'failed') return null;
  if (checkout.status !== 'ready') return <Spinner label={ui.payment.loading} />;

  const { Form } = checkout;
  return (
    <>
      <BuyerStateSelect value={buyerState} onChange={setBuyerState} />
      {intent.data ? (
        // A new intent (another state) is a new checkout: the provider's form starts afresh.
        <Form
          key={intent.data.clientSecret}
          clientSecret={intent.data.clientSecret}
          amount={intent.data.amount}
          currency={intent.data.currency}
          returnUrl={returnUrl}
          onBeforeConfirm={onBeforeConfirm}
          onPaidInPage={onPaidInPage}
        />
      ) : (
        <Spinner label={ui.payment.loading} />
      )}
    </>
  );
}
