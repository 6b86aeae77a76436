/**
 * The 27 nakshatras in order from 0° sidereal, each with the starting syllables of its four
 * padas: the avakahada chakra, the 108-syllable table a family's priest reads a child's first
 * sound from. The table follows the common North Indian panchang; its known variants are in
 * docs/decisions.md (Abhijit's Ju, Je, Jo, Kha given to Uttara Ashadha or Shravana by some).
 */
export interface Syllable {
  /** As the table is written, in Devanagari. */
  devanagari: string;
  /** The usual Latin spelling of its sound. */
  latin: string;
}

export interface NakshatraEntry {
  number: number;
  /** A stable id (names in each language are texts: the content package has them). */
  id: NakshatraId;
  padas: readonly [Syllable, Syllable, Syllable, Syllable];
}

const s = (devanagari: string, latin: string): Syllable => ({ devanagari, latin });

/** The 27 in order, 1 (Ashwini) to 27 (Revati). */
export const NAKSHATRA_IDS = [
  'ashwini',
  'bharani',
  'krittika',
  'rohini',
  'mrigashira',
  'ardra',
  'punarvasu',
  'pushya',
  'ashlesha',
  'magha',
  'purva-phalguni',
  'uttara-phalguni',
  'hasta',
  'chitra',
  'swati',
  'vishakha',
  'anuradha',
  'jyeshtha',
  'mula',
  'purva-ashadha',
  'uttara-ashadha',
  'shravana',
  'dhanishta',
  'shatabhisha',
  'purva-bhadrapada',
  'uttara-bhadrapada',
  'revati',
] as const;
export type NakshatraId = (typeof NAKSHATRA_IDS)[number];

/** Row n holds the four padas' syllables of nakshatra n + 1 (its id is in the comment). */
const PADAS: readonly NakshatraEntry['padas'][] = [
  [s('चु', 'Chu'), s('चे', 'Che'), s('चो', 'Cho'), s('ला', 'La')], // ashwini
  [s('ली', 'Li'), s('लू', 'Lu'), s('ले', 'Le'), s('लो', 'Lo')], // bharani
  [s('अ', 'A'), s('ई', 'I'), s('उ', 'U'), s('ए', 'E')], // krittika
  [s('ओ', 'O'), s('वा', 'Va'), s('वी', 'Vi'), s('वु', 'Vu')], // rohini
  [s('वे', 'Ve'), s('वो', 'Vo'), s('का', 'Ka'), s('की', 'Ki')], // mrigashira
  [s('कु', 'Ku'), s('घ', 'Gha'), s('ङ', 'Na'), s('छ', 'Chha')], // ardra
  [s('के', 'Ke'), s('को', 'Ko'), s('हा', 'Ha'), s('ही', 'Hi')], // punarvasu
  [s('हु', 'Hu'), s('हे', 'He'), s('हो', 'Ho'), s('डा', 'Da')], // pushya
  [s('डी', 'Di'), s('डू', 'Du'), s('डे', 'De'), s('डो', 'Do')], // ashlesha
  [s('मा', 'Ma'), s('मी', 'Mi'), s('मू', 'Mu'), s('मे', 'Me')], // magha
  [s('मो', 'Mo'), s('टा', 'Ta'), s('टी', 'Ti'), s('टू', 'Tu')], // purva-phalguni
  [s('टे', 'Te'), s('टो', 'To'), s('पा', 'Pa'), s('पी', 'Pi')], // uttara-phalguni
  [s('पू', 'Pu'), s('ष', 'Sha'), s('ण', 'Na'), s('ठ', 'Tha')], // hasta
  [s('पे', 'Pe'), s('पो', 'Po'), s('रा', 'Ra'), s('री', 'Ri')], // chitra
  [s('रू', 'Ru'), s('रे', 'Re'), s('रो', 'Ro'), s('ता', 'Ta')], // swati
  [s('ती', 'Ti'), s('तू', 'Tu'), s('ते', 'Te'), s('तो', 'To')], // vishakha
  [s('ना', 'Na'), s('नी', 'Ni'), s('नू', 'Nu'), s('ने', 'Ne')], // anuradha
  [s('नो', 'No'), s('या', 'Ya'), s('यी', 'Yi'), s('यू', 'Yu')], // jyeshtha
  [s('ये', 'Ye'), s('यो', 'Yo'), s('भा', 'Bha'), s('भी', 'Bhi')], // mula
  [s('भू', 'Bhu'), s('धा', 'Dha'), s('फा', 'Pha'), s('ढा', 'Dha')], // purva-ashadha
  [s('भे', 'Bhe'), s('भो', 'Bho'), s('जा', 'Ja'), s('जी', 'Ji')], // uttara-ashadha
  [s('खी', 'Khi'), s('खू', 'Khu'), s('खे', 'Khe'), s('खो', 'Kho')], // shravana
  [s('गा', 'Ga'), s('गी', 'Gi'), s('गू', 'Gu'), s('गे', 'Ge')], // dhanishta
  [s('गो', 'Go'), s('सा', 'Sa'), s('सी', 'Si'), s('सू', 'Su')], // shatabhisha
  [s('से', 'Se'), s('सो', 'So'), s('दा', 'Da'), s('दी', 'Di')], // purva-bhadrapada
  [s('दू', 'Du'), s('थ', 'Tha'), s('झ', 'Jha'), s('ञ', 'Na')], // uttara-bhadrapada
  [s('दे', 'De'), s('दो', 'Do'), s('चा', 'Cha'), s('ची', 'Chi')], // revati
];

export const NAKSHATRAS: readonly NakshatraEntry[] = NAKSHATRA_IDS.map((id, index) => {
  const padas = PADAS[index];
  if (!padas) throw new Error(`No syllables for nakshatra ${index + 1} (${id})`);
  return { number: index + 1, id, padas };
});
