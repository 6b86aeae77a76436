/** The words of the invoice and credit note PDFs (apps/api/src/features/invoices). */
export interface InvoiceTexts {
  titles: {
    /** A GST-registered seller's invoice: rule 46 asks for the words "Tax Invoice". */
    taxInvoice: string;
    /** The document of a seller not registered under GST, which may not charge GST. */
    invoice: string;
    creditNote: string;
  };
  /** The banner of a local server's document, whose seller is the built-in sample. */
  sample: string;
  soldBy: string;
  billedTo: string;
  gstin: string;
  notRegistered: string;
  /** "{state} (state code {code})". */
  stateWithCode: string;
  invoiceNumber: string;
  creditNoteNumber: string;
  date: string;
  placeOfSupply: string;
  paymentId: string;
  /** A credit note's reference: "{number} dated {date}". */
  againstInvoice: string;
  againstInvoiceValue: string;
  reason: string;
  reasonRefund: string;
  columns: { description: string; sac: string; amount: string };
  /** "Personal numerology report (PDF) for {name}". */
  description: string;
  taxableValue: string;
  /** "{tax} @ {rate}%", e.g. "IGST @ 18%". */
  taxLine: string;
  total: string;
  /** The total of a seller not registered under GST (no tax in it). */
  totalNoTax: string;
  totalCredited: string;
  amountInWords: string;
  reverseCharge: string;
  noGst: string;
  computerGenerated: string;
  /** Words for amounts, read by the invoice's number-to-words in Indian numbering. */
  words: {
    /** 1 to 99: the word for n is at index n - 1. */
    oneTo99: readonly string[];
    hundred: string;
    thousand: string;
    lakh: string;
    crore: string;
    zero: string;
    /** "Rupees {rupees} only". */
    rupeesOnly: string;
    /** "Rupees {rupees} and {paise} Paise only". */
    rupeesAndPaise: string;
  };
}
