/**
 * India's states and union territories by their GST state codes (the first two digits of a
 * GSTIN), as the GST portal lists them after the 2020 merger of Dadra and Nagar Haveli with Daman
 * and Diu (26; 25 is retired) and with Andhra Pradesh's new code (37; 28 is the pre-2014 one).
 * Their names are texts, in each locale's places.ts.
 */
export const INDIAN_STATE_CODES = [
  '01',
  '02',
  '03',
  '04',
  '05',
  '06',
  '07',
  '08',
  '09',
  '10',
  '11',
  '12',
  '13',
  '14',
  '15',
  '16',
  '17',
  '18',
  '19',
  '20',
  '21',
  '22',
  '23',
  '24',
  '26',
  '27',
  '29',
  '30',
  '31',
  '32',
  '33',
  '34',
  '35',
  '36',
  '37',
  '38',
] as const;

export type IndianStateCode = (typeof INDIAN_STATE_CODES)[number];
