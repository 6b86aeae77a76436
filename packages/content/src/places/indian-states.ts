/**
 * India's states and union territories with their GST state codes (the first two digits of a
 * GSTIN), as the GST portal lists them after the 2020 merger of Dadra and Nagar Haveli with Daman
 * and Diu (code 26; 25 is retired) and Andhra Pradesh's new code (37; 28 is the pre-2014 one).
 * Names are written the way each language writes them; the code is what invoices compare.
 */
export interface IndianState {
  /** Two-digit GST state code. */
  code: string;
  en: string;
  hi: string;
}

export const INDIAN_STATES = [
  { code: '01', en: 'Jammu and Kashmir', hi: 'जम्मू और कश्मीर' },
  { code: '02', en: 'Himachal Pradesh', hi: 'हिमाचल प्रदेश' },
  { code: '03', en: 'Punjab', hi: 'पंजाब' },
  { code: '04', en: 'Chandigarh', hi: 'चंडीगढ़' },
  { code: '05', en: 'Uttarakhand', hi: 'उत्तराखंड' },
  { code: '06', en: 'Haryana', hi: 'हरियाणा' },
  { code: '07', en: 'Delhi', hi: 'दिल्ली' },
  { code: '08', en: 'Rajasthan', hi: 'राजस्थान' },
  { code: '09', en: 'Uttar Pradesh', hi: 'उत्तर प्रदेश' },
  { code: '10', en: 'Bihar', hi: 'बिहार' },
  { code: '11', en: 'Sikkim', hi: 'सिक्किम' },
  { code: '12', en: 'Arunachal Pradesh', hi: 'अरुणाचल प्रदेश' },
  { code: '13', en: 'Nagaland', hi: 'नगालैंड' },
  { code: '14', en: 'Manipur', hi: 'मणिपुर' },
  { code: '15', en: 'Mizoram', hi: 'मिज़ोरम' },
  { code: '16', en: 'Tripura', hi: 'त्रिपुरा' },
  { code: '17', en: 'Meghalaya', hi: 'मेघालय' },
  { code: '18', en: 'Assam', hi: 'असम' },
  { code: '19', en: 'West Bengal', hi: 'पश्चिम बंगाल' },
  { code: '20', en: 'Jharkhand', hi: 'झारखंड' },
  { code: '21', en: 'Odisha', hi: 'ओडिशा' },
  { code: '22', en: 'Chhattisgarh', hi: 'छत्तीसगढ़' },
  { code: '23', en: 'Madhya Pradesh', hi: 'मध्य प्रदेश' },
  { code: '24', en: 'Gujarat', hi: 'गुजरात' },
  {
    code: '26',
    en: 'Dadra and Nagar Haveli and Daman and Diu',
    hi: 'दादरा और नगर हवेली और दमन और दीव',
  },
  { code: '27', en: 'Maharashtra', hi: 'महाराष्ट्र' },
  { code: '29', en: 'Karnataka', hi: 'कर्नाटक' },
  { code: '30', en: 'Goa', hi: 'गोवा' },
  { code: '31', en: 'Lakshadweep', hi: 'लक्षद्वीप' },
  { code: '32', en: 'Kerala', hi: 'केरल' },
  { code: '33', en: 'Tamil Nadu', hi: 'तमिलनाडु' },
  { code: '34', en: 'Puducherry', hi: 'पुदुच्चेरी' },
  { code: '35', en: 'Andaman and Nicobar Islands', hi: 'अंडमान और निकोबार द्वीपसमूह' },
  { code: '36', en: 'Telangana', hi: 'तेलंगाना' },
  { code: '37', en: 'Andhra Pradesh', hi: 'आंध्र प्रदेश' },
  { code: '38', en: 'Ladakh', hi: 'लद्दाख' },
] as const satisfies readonly IndianState[];

export type IndianStateCode = (typeof INDIAN_STATES)[number]['code'];

export const INDIAN_STATE_CODES = INDIAN_STATES.map((state) => state.code) as [
  IndianStateCode,
  ...IndianStateCode[],
];

/** The state with this GST code, if there is one. */
export function indianState(code: string): IndianState | undefined {
  return INDIAN_STATES.find((state) => state.code === code);
}
