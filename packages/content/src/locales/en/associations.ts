import { HARMONY_TABLE, type Digit } from '@ankvidya/numerology-core';
import { attributes } from './attributes.js';

/**
 * Shown beside every mention of a gemstone, on the site, in the blog and in the report, so it
 * says "here" and never "this report" or "this article".
 */
export const gemCaution =
  'Nothing here needs to be bought. If you ever think of wearing a gemstone, please consult a qualified and experienced person first, and take that decision in your own time.';

/** "a, b and c" (or "a, b or c"). */
export function listOf(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${conjunction} ${items[items.length - 1]}`;
}

/** A name as it reads inside a sentence: "Light green" -> "light green". Not for days. */
export const inSentence = (name: string): string => name.charAt(0).toLowerCase() + name.slice(1);

/** A number's lucky colours inside a sentence: "white, pink or light blue". */
export const coloursOf = (digit: Digit, conjunction: 'and' | 'or' = 'and'): string =>
  listOf(attributes[digit].luckyColours.map(inSentence), conjunction);

/** "the Sun", "the Moon", "Jupiter". */
const planetName = (planet: string): string =>
  planet === 'Sun' || planet === 'Moon' ? `the ${planet}` : planet;

/**
 * The lines of a blog article's list of lucky associations that come from attributes: days,
 * colours, gemstone (with the caution) and metal, and the friendly numbers of the one table.
 */
export function associationLines(digit: Digit): string[] {
  const { luckyDays, luckyColours, gem, metal, planet } = attributes[digit];
  return [
    `Friendly numbers: ${listOf(HARMONY_TABLE[digit].friendly.map(String))}.`,
    `${luckyDays.length > 1 ? 'Days' : 'Day'}: ${listOf(luckyDays)}.`,
    `Colours: ${listOf(luckyColours.map(inSentence))}.`,
    `Gemstone: ${inSentence(gem.name)} (${gem.localName}), traditionally linked with ${planetName(planet)}. ${gemCaution}`,
    `Metal: ${inSentence(metal)}.`,
  ];
}
