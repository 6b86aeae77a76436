/** Invoices and credit notes as `GET /api/me` lists them (the account page reads this shape). */
import { z } from 'zod';

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export const invoiceKindSchema = z.enum(INVOICE_KINDS);
export type InvoiceKind = z.infer<typeof invoiceKindSchema>;

/** The id in `GET /api/invoices/{id}/pdf`. */
export const invoiceIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Not an invoice id');

export const invoiceSummarySchema = z.object({
  /** For `GET /api/invoices/{id}/pdf`. */
  id: z.string(),
  kind: invoiceKindSchema,
  /** "AV/26-27/000123" (invoice) or "CN/26-27/000001" (credit note); at most 16 characters. */
  number: z.string(),
  pdfID: z.string(),
  paymentId: z.string(),
  /** Paise, GST included (49900 = INR 499). A credit note gives back this amount. */
  amount: z.number().int(),
  currency: z.string(),
  issuedAt: z.string(),
  /** A credit note's invoice number; null for an invoice. */
  refersTo: z.string().nullable(),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;
