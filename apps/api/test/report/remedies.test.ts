/**
 * The remedies chapter offers each person the planets of their own numbers (numerology-core's
 * chooseRemedies), each with its reason and the three remedies that reason calls for (strengthen,
 * invite or calm), each why in the person's own numbers, in the report's language.
 */
import { PLANET_MANTRAS, getContent } from '@ankvidya/content';
import { describe, expect, it } from 'vitest';
import { buildModel, type ReportRequest } from '../../src/report/model.js';
import { sectionTexts } from './section-text.js';

const person = (name: string, dob: string, gender: 'Male' | 'Female', locale: 'en' | 'hi' = 'en') =>
  ({
    name,
    dob,
    gender,
    locale,
    generatedAt: new Date('2026-03-14T10:30:00Z'),
    currentYear: 2026,
  }) satisfies ReportRequest;

const ASHA = person('Asha Verma', '1990-08-05', 'Female');
// Moolank 1 with name number 4: not friends, and 4 is missing from her grid too.
const PRIYA = person('Priya Nair', '1992-03-28', 'Female');
// The same moolank as Asha (5), other missing numbers and name number.
const RAHUL = person('Rahul Sharma', '1985-12-23', 'Male');

const chapter = (request: ReportRequest) => {
  const model = buildModel(request);
  return { model, flat: sectionTexts(model, 'remedies').join(' ').replace(/\s+/g, ' ') };
};

describe('the remedies chapter', () => {
  it('lists the planets of the person’s own numbers, each with its reason', () => {
    const { model, flat } = chapter(ASHA);
    const copy = getContent('en').report.planetRemedies;
    expect(model.remedies.map((c) => c.digit)).toEqual([5, 2, 6]);
    expect(flat).toContain('Mercury (Budh), number 5');
    expect(flat).toContain(
      'Because 5 is your moolank: Mercury rules the day of the month you were born on',
    );
    expect(flat).toContain(
      'Your remedies come from your own numbers, three planets at most: Mercury for your moolank 5, strengthened with its colour, its mantra and one small act; the Moon for the missing 2, invited in with giving, its yantra and one small act; Venus for the missing 6, invited in with giving, its yantra and one small act.',
    );
    expect(flat).toContain('Your bhagyank is 5 as well, so Mercury rules both');
    // Each missing number's reason says which letters of her name carry it (R for 2, V for 6).
    expect(flat).toContain(
      'Because 2 is missing from your grid, though your name carries it through R: the remedies of the Moon bring in on purpose what your name already hints at.',
    );
    expect(flat).toContain(
      'Because 6 is missing from your grid, though your name carries it through V',
    );
    // The moolank's planet is strengthened: its colour, mantra and one small act, not its whole
    // table; each why in her numbers, then tradition's.
    const mercury = copy.planets[5];
    expect(flat).toContain('Wear green, light grey or white on Wednesday');
    expect(flat).toContain(PLANET_MANTRAS[5].devanagari);
    expect(flat).toContain(PLANET_MANTRAS[5].transliteration);
    expect(flat).toContain(mercury.mantraMeaning);
    expect(flat).toContain('On Wednesday: reply to every message');
    expect(flat).toContain(
      // Her 5 stands three times in her grid (the day, the bhagyank and the kua).
      `Your moolank 5 stands 3 times in your grid, from the day of your birth, your bhagyank, and your kua number, so the colour of Mercury on Wednesday is less about adding strength than about wearing a strong side of you calmly and evenly. ${mercury.colourWhy}`,
    );
    expect(flat).toContain(mercury.actWhy);
    expect(flat).not.toContain('On Wednesday, give whole green moong');
    expect(flat).not.toContain(mercury.fast.why);
    expect(flat).not.toContain(`A ${mercury.yantra.name}`);
    // A missing number's planet is invited: giving, its yantra and a small act, not its colour.
    for (const digit of [2, 6] as const) {
      const planet = copy.planets[digit];
      expect(flat).toContain(planet.daan.why);
      expect(flat).toContain(`A ${planet.yantra.name}`);
      expect(flat).toContain(planet.actWhy);
      expect(flat).not.toContain(planet.colourWhy);
      expect(flat).not.toContain(planet.fast.why);
      expect(flat).not.toContain(PLANET_MANTRAS[digit].devanagari);
      expect(flat).toContain(`Your grid has no ${digit}, and tradition invites an absent planet`);
    }
    // Each daan's why names the line of her grid the missing number would join.
    expect(flat).toContain(
      'on Monday, the Moon is welcomed onto your Silver plane (2 – 5 – 8), where your 5 and 8 already wait for it.',
    );
    expect(flat).not.toContain('Wear white, cream, silver or light green on Monday');
    expect(flat).not.toContain(getContent('en').report.reading.remedies.weeklyHeading);
    // Everyday steps only for a first missing number whose planet has no table: 4, not 2 or 6.
    expect(flat).toContain('Missing number 4');
    expect(flat).not.toContain('Missing number 2');
    expect(flat).toContain(copy.care);
    // The gemstone caution stays.
    expect(flat).toContain(getContent('en').reading.gemCaution);
  });

  it('calms the planet of a name number that clashes, without its colour', () => {
    const { model, flat } = chapter(PRIYA);
    const copy = getContent('en').report.planetRemedies;
    expect(model.remedies.map((c) => [c.digit, c.mode])).toEqual([
      [1, 'strengthen'],
      [4, 'calm'],
      [5, 'invite'],
    ]);
    expect(flat).toContain(
      'Because your naamank 4 is not a natural friend of your moolank 1: calming Rahu',
    );
    expect(flat).toContain('4 is also missing from your grid, but your name already carries');
    expect(flat).toContain('Here the aim is to calm Rahu, not to strengthen it');
    expect(flat).not.toContain(copy.planets[4].colourWhy);
    expect(flat).toContain(copy.planets[1].colourWhy);
    expect(flat).toContain('On Saturday, give a warm blanket');
    // Calmed: giving, a fast and its mantra, each why naming the clash in her numbers.
    expect(flat).toContain(copy.planets[4].fast.why);
    expect(flat).not.toContain(copy.planets[4].yantra.why);
    expect(flat).toContain(
      'A simple Saturday fast softens Rahu rather than strengthening it, easing your naamank 4 towards your moolank 1.',
    );
  });

  it('gives two people with the same moolank different remedies', () => {
    const asha = chapter(ASHA);
    const rahul = chapter(RAHUL);
    expect(asha.model.moolank).toBe(rahul.model.moolank);
    expect(rahul.model.remedies.map((c) => c.digit)).not.toEqual(
      asha.model.remedies.map((c) => c.digit),
    );
    // No letter of "Rahul Sharma" carries 7 (O or Z would), and his reason says so.
    expect(rahul.flat).toContain(
      'Because 7 is missing from your grid and no letter of your name carries it either',
    );
    expect(rahul.flat).toContain('Your bhagyank 4 is a natural friend of 5');
    expect(asha.flat).not.toContain('Your bhagyank 4');
    expect(asha.flat).not.toContain('Because 7 is missing from your grid');
  });

  it('works for a full grid and for a name without a name number', () => {
    // Every digit present: no missing-number planets, only the moolank's (and a clashing name's).
    const meera = chapter(person('Meera Iyer', '1952-06-17', 'Male'));
    expect(meera.model.missing).toEqual([]);
    expect(meera.model.remedies.every((c) => c.reasons.every((r) => r.kind !== 'missing'))).toBe(
      true,
    );
    expect(meera.flat).toContain(getContent('en').report.missing.none);
    // A name in Devanagari only has no name number, so no name remedy.
    const priya = chapter(person('प्रिया शर्मा', '1993-07-19', 'Female'));
    expect(priya.model.nameReading.naamank).toBe(0);
    expect(priya.model.remedies[0]!.reasons[0]).toEqual({ kind: 'moolank' });
    expect(priya.model.remedies.some((c) => c.mode === 'calm')).toBe(false);
    // No line names a naamank: tradition's why alone where the line would need one.
    expect(priya.flat).not.toMatch(/naamank \d/);
  });

  it('reads in Hindi, with the mantra in Devanagari only', () => {
    const { model, flat } = chapter({ ...PRIYA, locale: 'hi' });
    const copy = getContent('hi').report.planetRemedies;
    expect(flat).toContain(copy.heading.toLocaleUpperCase());
    expect(flat).toContain('क्योंकि 1 आपका मूलांक है');
    expect(flat).toContain('क्योंकि आपका नामांक 4 आपके मूलांक 1 का स्वाभाविक मित्र नहीं है');
    expect(flat).toContain('शनिवार के दिन गरम कंबल');
    expect(flat).toContain(
      'शनिवार का सादा व्रत राहु को मज़बूत नहीं, नरम करता है, जिससे आपका नामांक 4 आपके मूलांक 1 के साथ ज़्यादा सहज चलता है।',
    );
    for (const choice of model.remedies) {
      if (choice.kinds.includes('mantra'))
        expect(flat).toContain(PLANET_MANTRAS[choice.digit].devanagari);
      expect(flat).not.toContain(PLANET_MANTRAS[choice.digit].transliteration);
      if (choice.kinds.includes('yantra'))
        expect(flat).toContain(copy.planets[choice.digit].yantra.name);
    }
    expect(flat).toContain(copy.care);
  });
});

describe('the small act in the remedies table', () => {
  it('goes on in lower case after its day, as the fast does', () => {
    // Asha Verma: Mercury for her moolank 5, whose act is to reply to every message.
    const { flat } = chapter(ASHA);
    expect(flat).toContain('On Wednesday: reply to every message');
    expect(flat).not.toContain('On Wednesday: Reply');
  });
});
