/**
 * How an amount that includes GST is shown on the invoice (docs/decisions.md, "Invoices"): the
 * taxable value, then IGST at 18 %, or CGST and SGST at 9 % each when the place of supply is the
 * seller's own state; nothing but the total when the seller is not registered for GST.
 */
import type { InvoiceRecord } from '../../ports/invoices.js';

/** GST on the report: SAC 999799 at the standard 18 %. */
export const GST_RATE_PERCENT = 18;
/** The report's SAC (docs/decisions.md, "Invoices: SAC 999799"). */
export const SAC_CODE = '999799';

export type TaxName = 'IGST' | 'CGST' | 'SGST';

export interface TaxLine {
  tax: TaxName;
  ratePercent: number;
  /** Paise. */
  amount: number;
}

export interface TaxSplit {
  /** Whether the seller is registered for GST; otherwise there are no tax lines. */
  registered: boolean;
  /** Paise before tax (the total itself when not registered). */
  taxable: number;
  taxes: TaxLine[];
  /** Paise; always the amount paid: taxable plus the taxes, to the paisa. */
  total: number;
  /** The GST state code of the place of supply. */
  placeOfSupply: string;
}

/**
 * The place of supply of a service to an unregistered buyer (IGST Act s. 12(2)(b)): the buyer's
 * location when their address is on record (the state they chose at checkout), otherwise the
 * seller's location.
 */
export function placeOfSupply(sellerState: string, buyerState: string | null): string {
  return buyerState ?? sellerState;
}

/** Splits a GST-inclusive amount in paise; the parts always add up to it exactly. */
export function taxSplit(
  total: number,
  seller: { stateCode: string; gstin: string | null },
  buyerState: string | null,
): TaxSplit {
  const place = placeOfSupply(seller.stateCode, buyerState);
  if (seller.gstin === null)
    return { registered: false, taxable: total, taxes: [], total, placeOfSupply: place };
  // The taxable value is rounded to the paisa; the tax is what is left, so nothing is lost.
  const taxable = Math.round((total * 100) / (100 + GST_RATE_PERCENT));
  const tax = total - taxable;
  const half = GST_RATE_PERCENT / 2;
  const taxes: TaxLine[] =
    place === seller.stateCode
      ? [
          { tax: 'CGST', ratePercent: half, amount: Math.ceil(tax / 2) },
          { tax: 'SGST', ratePercent: half, amount: tax - Math.ceil(tax / 2) },
        ]
      : [{ tax: 'IGST', ratePercent: GST_RATE_PERCENT, amount: tax }];
  return { registered: true, taxable, taxes, total, placeOfSupply: place };
}

/** The split an issued document shows, from what was kept with it. */
export function taxSplitOf(record: InvoiceRecord): TaxSplit {
  return taxSplit(record.amount, record.seller, record.buyer.stateCode);
}
