/**
 * Who sells: the business details the contact page, the policies, the pay form and every invoice
 * print. They come from the server's configuration (SELLER_*), never from the browser.
 */
import { INDIAN_STATE_CODES } from '@ankvidya/content/lazy';
import { z } from 'zod';

const GSTIN_CHARS = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
/** State code, PAN (5 letters, 4 digits, 1 letter), entity number, 'Z', check character. */
const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

/** The GSTIN check character: the GST network's mod-36 scheme over the first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const product = GSTIN_CHARS.indexOf(first14[i] ?? '') * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_CHARS[(36 - (sum % 36)) % 36] ?? '';
}

/** A well-formed GSTIN whose check character is right (it cannot say the number is registered). */
export function isValidGstin(gstin: string): boolean {
  return GSTIN_SHAPE.test(gstin) && gstinCheckCharacter(gstin.slice(0, 14)) === gstin[14];
}

export const stateCodeSchema = z.enum(INDIAN_STATE_CODES, {
  message: 'must be a two-digit GST state code such as 27 (Maharashtra) or 07 (Delhi)',
});

export const gstinSchema = z
  .string()
  .trim()
  .toUpperCase()
  .refine(isValidGstin, 'must be a 15-character GSTIN with a correct check character');

/** What `GET /api/seller` answers: the seller as the pages show it. */
export const sellerSchema = z.object({
  legalName: z.string(),
  /** The name customers know (Ankvidya), when the legal name differs. */
  tradeName: z.string(),
  address: z.string(),
  stateCode: stateCodeSchema,
  /** null: not registered for GST (then invoices carry no tax lines). */
  gstin: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  grievanceOfficer: z.object({ name: z.string(), email: z.string() }),
  /**
   * true when these are the built-in sample details of a local or demo server: pages then say
   * so, since they describe no real business.
   */
  sample: z.boolean(),
});
export type Seller = z.infer<typeof sellerSchema>;
