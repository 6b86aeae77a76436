import { HARMONY_TABLE, luckyTimes, type Digit } from '@ankvidya/numerology-core';
import { birthDays, dayWorking, type MoolankTexts } from '../../../moolank-working.js';
import type { BlogEntry } from '../../../types.js';
import { associationLines, listOf } from '../associations.js';
import { attributes } from '../attributes.js';

const sun = (planet: string) => (planet === 'Sun' || planet === 'Moon' ? `the ${planet}` : planet);

/** One moolank article: the written parts, with the working, the friend table and the lucky days. */
export function moolankArticle(digit: Digit, texts: MoolankTexts): BlogEntry {
  const days = birthDays(digit);
  const example = days[days.length - 1]!;
  const row = HARMONY_TABLE[digit];
  const others = (list: readonly Digit[]) => list.filter((n) => n !== digit).map(String);
  const lucky = luckyTimes(digit);
  const planet = sun(attributes[digit].planet);
  return {
    path: `/blog/moolank-${digit}`,
    title: texts.title,
    keywords: texts.keywords,
    description: texts.description,
    image: `moolank-${digit}`,
    imageAlt: texts.imageAlt,
    intro: texts.intro,
    sections: [
      {
        heading: `The nature of moolank ${digit}`,
        blocks: texts.nature.map((text) => ({ type: 'p', text })),
      },
      {
        heading: `How moolank ${digit} is found`,
        blocks: [
          {
            type: 'p',
            text: `Your moolank comes from the day of the month you were born on, and from nothing else: the month and the year do not count. Add the digits of the day until one digit is left. Everyone born on the ${listOf(days.map(ordinal))} of any month has moolank ${digit}.`,
          },
          {
            type: 'ol',
            items: [
              `Take the day of birth alone. For someone born on ${example} July 1996, that is ${example}.`,
              ...dayWorking(example).map((step, i, all) =>
                i === all.length - 1
                  ? `${step}. The moolank is ${digit}.`
                  : `${step}, which still has two digits, so add again.`,
              ),
            ],
          },
          {
            type: 'p',
            text: `The bhagyank is a different number: it adds the whole date, day, month and year. Someone born on ${example} July 1996 and someone born on ${example} January 2001 both have moolank ${digit}, though their bhagyanks differ. Many numerologists read the moolank as the way you see yourself and react day to day, and the bhagyank as the longer direction of your life.`,
          },
        ],
      },
      {
        heading: `Work and money for moolank ${digit}`,
        blocks: [
          { type: 'p', text: texts.work },
          { type: 'ul', items: texts.workList },
          {
            type: 'p',
            text: `Moolank ${digit} can describe a way of working; it cannot promise a job, a salary or success. Choose work for your skills and interests first, and for big money decisions take the advice of a qualified person.`,
          },
        ],
      },
      {
        heading: `Love, friendship and family`,
        blocks: texts.relationships.map((text) => ({ type: 'p', text })),
      },
      {
        heading: 'Everyday habits and wellbeing',
        blocks: [
          { type: 'p', text: texts.health },
          {
            type: 'p',
            text: `These habits for moolank ${digit} are lifestyle ideas from the tradition, not medical advice. For any health concern, please see a doctor; no number can take the place of one.`,
          },
        ],
      },
      {
        heading: `Friendly and challenging numbers for moolank ${digit}`,
        blocks: [
          {
            type: 'p',
            text: `Ankvidya reads every pair of numbers from one friend table, built on the natural friendships of the planets in Vedic astrology. Moolank ${digit} belongs to ${planet}. The table counts ${listOf(others(row.friendly))} as friendly to it, ${row.neutral.length > 0 ? `${listOf(others(row.neutral))} as neutral` : 'none as neutral'}, and ${row.challenging.length > 0 ? `${listOf(others(row.challenging))} as challenging` : 'none as challenging'}. The number is always friendly to itself.`,
          },
          {
            type: 'p',
            text: `Challenging does not mean bad. A challenging pair simply needs a little more patience and clear talk, and many happy marriages, friendships and partnerships join a moolank ${digit} with a number the table calls challenging. Read these as tendencies to notice, never as a reason to avoid a person, a date or an opportunity.`,
          },
        ],
      },
      {
        heading: `Lucky days, colours and dates for moolank ${digit}`,
        blocks: [
          {
            type: 'p',
            text: `The site gives each moolank its favourable days and colours from the same table. The dates of the month whose number is friendly to moolank ${digit} are ${listOf(lucky.dates.map(String))}. Use them as gentle preferences, for example to choose a day for a small start, and not as rules.`,
          },
          // The gemstone line is left to the life path articles, which carry it with its caution.
          {
            type: 'ul',
            items: associationLines(digit).filter((line) => !line.startsWith('Gemstone')),
          },
        ],
      },
      {
        heading: `How to use your moolank ${digit}`,
        blocks: [
          { type: 'p', text: texts.use },
          { type: 'ol', items: texts.steps },
          {
            type: 'p',
            text: `Moolank ${digit} is one part of the picture. The free numerology calculator on this site works out your moolank from your date of birth, together with your other numbers, so you can see where this one fits and read further from there.`,
          },
        ],
      },
    ],
  };
}

/** "1st", "22nd", "13th". */
function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen
    ? 'th'
    : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[n % 10] ?? 'th');
  return `${n}${suffix}`;
}
