import { INDIAN_STATE_CODES } from '@ankvidya/content/lazy';
import { useId } from 'react';
import { useContent } from '@/shared/content/content';

/**
 * The buyer's state, asked above the payment form and optional: the invoice's place of supply
 * (IGST for another state than the seller's, CGST and SGST for the same; unanswered, the
 * seller's state, as the GST rules say for a buyer whose address is not on record).
 */
export function BuyerStateSelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (code: string) => void;
}) {
  const id = useId();
  const ui = useContent('ui');
  const { states } = useContent('places');
  const sorted = [...INDIAN_STATE_CODES].sort((a, b) => states[a].localeCompare(states[b]));
  return (
    <div className="field buyer-state">
      <label htmlFor={id}>{ui.payment.buyerState.label}</label>
      <select id={id} value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">{ui.payment.buyerState.notGiven}</option>
        {sorted.map((code) => (
          <option key={code} value={code}>
            {states[code]}
          </option>
        ))}
      </select>
    </div>
  );
}
