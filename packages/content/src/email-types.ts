/**
 * The email a buyer gets after each payment, with the report PDF attached. Slots: {name} (whose
 * report it is), {accountUrl} (My account), {contactUrl} (the contact page), {refundPolicyUrl}
 * and {deliveryPolicyUrl} (the policies). The HTML part is
 * drawn from the same texts, so the two never say different things.
 */
export interface PaymentEmailTexts {
  subject: string;
  greeting: string;
  /** Thanks, and what is attached. */
  paid: string;
  /** Where to download it again later. */
  account: string;
  /** The words of the link to My account. */
  accountLink: string;
  /** What to do when something is wrong. */
  help: string;
  /** Where the refund and delivery policies are. */
  policies: string;
  /** The closing line, before the brand's name. */
  signOff: string;
  /** The brand as it signs the email. */
  signature: string;
}

export interface EmailTexts {
  payment: PaymentEmailTexts;
}
