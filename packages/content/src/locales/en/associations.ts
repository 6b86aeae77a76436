import { luckyTimes, type Digit } from '@ankvidya/numerology-core';
import { attributes, weekdays } from './attributes.js';

/**
 * Shown beside every mention of a gemstone, on the site, in the blog and in the report, so it
 * says "here" and never "this report" or "this article".
 */
export const gemCaution =
  'Nothing here needs to be bought. If you ever think of wearing a gemstone, please consult a qualified and experienced person first, and take that decision in your own time.';

/**
 * Said beside the stones of Saturn, Rahu and Ketu (attributes' chartOnly gems) wherever one is
 * named: "{stone}" is the gem as written there, e.g. "Blue sapphire (neelam)".
 */
export const gemFromChartOnly =
  '{stone} is never chosen from a birth number alone. Traditionally it is considered only after an experienced jyotishi has read the whole birth chart, and many people who share this number never wear it at all.';

/** The chartOnly note for a gem, or nothing for the other stones. */
export const chartOnlyNote = (gem: { name: string; localName: string; chartOnly: boolean }) =>
  gem.chartOnly ? gemFromChartOnly.replace('{stone}', `${gem.name} (${gem.localName})`) : '';

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
 * The lines of a blog article's list of lucky associations: colours, gemstone (with the
 * caution) and metal from attributes, and the friendly numbers and days of the one table.
 */
export function associationLines(digit: Digit): string[] {
  const { luckyColours, gem, metal, planet } = attributes[digit];
  // Days and numbers by the one rule of the friend table, as in the report.
  const lucky = luckyTimes(digit);
  const luckyDays = lucky.weekdays.map((day) => weekdays[day]);
  return [
    `Friendly numbers: ${listOf(lucky.numbers.map(String))}.`,
    `${luckyDays.length > 1 ? 'Days' : 'Day'}: ${listOf(luckyDays)}.`,
    `Colours: ${listOf(luckyColours.map(inSentence))}.`,
    `Gemstone: ${inSentence(gem.name)} (${gem.localName}), traditionally linked with ${planetName(planet)}. ${[chartOnlyNote(gem), gemCaution].filter(Boolean).join(' ')}`,
    `Metal: ${inSentence(metal)}.`,
  ];
}
