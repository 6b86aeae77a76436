/**
 * The report's price in paise, as the server charges it (REPORT_PRICE in @ankvidya/schemas; a
 * test holds the two equal). A number here, so that a page showing the price does not load the
 * schemas package (and zod) to learn it.
 */
export const REPORT_PRICE_PAISE = 49900;
