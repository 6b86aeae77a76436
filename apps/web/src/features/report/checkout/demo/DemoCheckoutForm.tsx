import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '@/shared/api/client';
import { useContent } from '@/shared/content/content';
import { useConfirmDemoPayment } from './confirm-demo-payment';
import { PayButton, PaymentMessage, paymentErrorMessage } from '../../components/CheckoutParts';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

function expiryValid(value: string, now = new Date()): boolean {
  const match = /^(\d{2})\s*\/\s*(\d{2})$/.exec(value.trim());
  if (!match) return false;
  const month = Number(match[1]);
  const year = 2000 + Number(match[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1);
}

/**
 * The demo gateway's card form, plainly labelled: no money is taken. It checks the card the way a
 * provider would (its messages are validation_error), confirms through /api/demo/confirm, and
 * returns to /numerology-pdf the way Stripe's redirect does.
 */
export function DemoCheckoutForm({
  clientSecret,
  onBeforeConfirm,
  onDone,
}: {
  clientSecret: string;
  onBeforeConfirm: () => void;
  onDone: (result: { paymentIntent: string; status: 'succeeded' | 'failed' }) => void;
}) {
  const ui = useContent('ui');
  const id = useId();
  const confirm = useConfirmDemoPayment();
  const [number, setNumber] = useState('4242 4242 4242 4242');
  const [expiry, setExpiry] = useState(
    () => `12/${String((new Date().getFullYear() + 3) % 100).padStart(2, '0')}`,
  );
  const [cvc, setCvc] = useState('123');
  const [processing, setProcessing] = useState(false);
  const [message, setMessage] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (processing) return;
    const digits = number.replace(/\s+/g, '');
    const problem =
      !/^\d{16}$/.test(digits) || !luhn(digits)
        ? ui.payment.demoErrors.number
        : !expiryValid(expiry)
          ? ui.payment.demoErrors.expiry
          : !/^\d{3,4}$/.test(cvc.trim())
            ? ui.payment.demoErrors.cvc
            : null;
    if (problem) {
      setMessage(paymentErrorMessage({ type: 'validation_error', message: problem }, ui));
      return;
    }
    setMessage(null);
    setProcessing(true);
    onBeforeConfirm();
    try {
      const result = await confirm.mutateAsync(clientSecret);
      const paymentIntent = clientSecret.split('_secret_')[0] ?? clientSecret;
      onDone({ paymentIntent, status: result.status === 'failed' ? 'failed' : 'succeeded' });
    } catch (error) {
      console.error(error);
      const type = error instanceof ApiError ? error.code : undefined;
      setMessage(
        paymentErrorMessage(
          { type, message: error instanceof Error ? error.message : undefined },
          ui,
        ),
      );
      setProcessing(false);
    }
  };

  return (
    <form
      className="form payment-form payment-form--demo"
      onSubmit={(event) => void submit(event)}
      aria-describedby={`${id}-label`}
    >
      <p id={`${id}-label`} className="demo-label">
        {ui.payment.demoLabel}
      </p>
      <p className="field__hint">{ui.payment.demoHint}</p>
      <div className="field">
        <label htmlFor={`${id}-number`}>{ui.payment.demoCardNumber}</label>
        <input
          id={`${id}-number`}
          inputMode="numeric"
          autoComplete="off"
          value={number}
          onChange={(event) => setNumber(event.target.value)}
        />
      </div>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-expiry`}>{ui.payment.demoExpiry}</label>
          <input
            id={`${id}-expiry`}
            autoComplete="off"
            value={expiry}
            onChange={(event) => setExpiry(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={`${id}-cvc`}>{ui.payment.demoCvc}</label>
          <input
            id={`${id}-cvc`}
            inputMode="numeric"
            autoComplete="off"
            value={cvc}
            onChange={(event) => setCvc(event.target.value)}
          />
        </div>
      </div>
      <PayButton ui={ui} processing={processing} />
      <PaymentMessage message={message} />
    </form>
  );
}
