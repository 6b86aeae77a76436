/** A complete seller, as a production server that takes money must configure it. */
export const SELLER_ENV = {
  SELLER_LEGAL_NAME: 'Ankvidya Numerology Services LLP',
  SELLER_ADDRESS: '4th floor, 12 Jangli Maharaj Road, Pune 411004',
  SELLER_STATE: '27',
  GRIEVANCE_OFFICER_NAME: 'Meera Kulkarni',
} as const;
