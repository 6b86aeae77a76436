import type { UiStrings } from '@ankvidya/content';

/** "Pay INR 499/-", then "Processing ... " while a payment is being confirmed. */
export function PayButton({
  ui,
  processing,
  disabled,
}: {
  ui: UiStrings;
  processing: boolean;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      className="button button--large pay-button"
      disabled={processing || disabled}
    >
      {processing ? ui.payment.processing : ui.payment.pay}
    </button>
  );
}

/** The provider's message (card_error, validation_error) or our own, in red under the form. */
export function PaymentMessage({ message }: { message: string | null }) {
  if (message === null) return null;
  return (
    <p className="payment-message" role="alert">
      {message}
    </p>
  );
}

/** Which message a failed confirmation shows (spec section 8). */
export function paymentErrorMessage(
  error: { type?: string; message?: string } | undefined,
  ui: UiStrings,
): string {
  if (error?.type === 'card_error' || error?.type === 'validation_error')
    return error.message ?? '';
  return ui.payment.unexpectedError;
}
