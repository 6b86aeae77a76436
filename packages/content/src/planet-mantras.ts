import type { ByDigit } from './types.js';

/**
 * The navagraha beej (seed) mantra of each number's planet, as it is commonly printed in Hindi
 * and Sanskrit prayer books, and its usual Latin transliteration. The same words in every
 * language: a mantra is not translated (docs/hindi-glossary.md). Its meaning, in our own words,
 * is in each locale's remedies texts. Kept once, here.
 */
export interface PlanetMantra {
  devanagari: string;
  /** For readers of Latin script; the Hindi report prints the Devanagari only. */
  transliteration: string;
}

export const PLANET_MANTRAS: ByDigit<PlanetMantra> = {
  1: {
    devanagari: 'ॐ ह्रां ह्रीं ह्रौं सः सूर्याय नमः',
    transliteration: 'Om Hraam Hreem Hraum Sah Suryaya Namah',
  },
  2: {
    devanagari: 'ॐ श्रां श्रीं श्रौं सः चन्द्राय नमः',
    transliteration: 'Om Shraam Shreem Shraum Sah Chandraya Namah',
  },
  3: {
    devanagari: 'ॐ ग्रां ग्रीं ग्रौं सः गुरवे नमः',
    transliteration: 'Om Graam Greem Graum Sah Gurave Namah',
  },
  4: {
    devanagari: 'ॐ भ्रां भ्रीं भ्रौं सः राहवे नमः',
    transliteration: 'Om Bhraam Bhreem Bhraum Sah Rahave Namah',
  },
  5: {
    devanagari: 'ॐ ब्रां ब्रीं ब्रौं सः बुधाय नमः',
    transliteration: 'Om Braam Breem Braum Sah Budhaya Namah',
  },
  6: {
    devanagari: 'ॐ द्रां द्रीं द्रौं सः शुक्राय नमः',
    transliteration: 'Om Draam Dreem Draum Sah Shukraya Namah',
  },
  7: {
    devanagari: 'ॐ स्रां स्रीं स्रौं सः केतवे नमः',
    transliteration: 'Om Sraam Sreem Sraum Sah Ketave Namah',
  },
  8: {
    devanagari: 'ॐ प्रां प्रीं प्रौं सः शनैश्चराय नमः',
    transliteration: 'Om Praam Preem Praum Sah Shanaishcharaya Namah',
  },
  9: {
    devanagari: 'ॐ क्रां क्रीं क्रौं सः भौमाय नमः',
    transliteration: 'Om Kraam Kreem Kraum Sah Bhaumaya Namah',
  },
};
