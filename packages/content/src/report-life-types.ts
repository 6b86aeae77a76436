/**
 * Sentences that weave the careers, compatibility, combination and glance chapters from the
 * person's own combination (issue 23 item 15): the name number read against the moolank and the
 * bhagyank, the grid against the pair, rather than one block per moolank for everyone.
 * Slots: {naamank}, {moolank}, {bhagyank}, {number}, {digits}, {count}, {supplied}, {left}.
 */
export type NameStanding = 'same' | 'friendly' | 'neutral' | 'challenging';

/** How the name number stands to both numbers of the pair (friendly or the same counts as "with"). */
export type PairStanding = 'both' | 'moolankOnly' | 'bhagyankOnly' | 'neither';

export interface LifeTexts {
  occupations: {
    /** Leads one number's list: why this many of its fields come first, by the name's standing. */
    lead: Readonly<Record<NameStanding, string>>;
    /** Leads the name number's own fields, by how the name stands to the pair. */
    nameLead: Readonly<Record<PairStanding, string>>;
    /** Whether the naamank is among the lucky numbers of the moolank: {naamank}. */
    luckyName: { among: string; apart: string };
    /** Leads one number's list when the name gives no number to read it against. */
    noName: string;
  };
  others: {
    /** Short row labels (under five words): easy with both, mixed, asks patience. */
    rows: { easy: string; mixed: string; patience: string };
    /** Reads the rows against the pair; {digits} lists the easy numbers, or none. */
    easy: string;
    easyNone: string;
    patience: string;
    patienceNone: string;
    /** The same two for a pair of one number twice. */
    easyDouble: string;
    patienceDouble: string;
    /** The name number's friends: who meets the person easily through their name. */
    name: string;
    /**
     * Moolanks that are missing numbers of the person's grid: "{missing}" (all missing), and
     * for fillEasy "{digits}", those of them in easy company.
     */
    gridFillEasy: string;
    gridFillOther: string;
    /** "{other}": heading over the one pair read in full (the moolank with the chosen number). */
    pairHeading: string;
    /**
     * Why that number was chosen: sits well with both numbers ("{numbers}", one of pairNumbers),
     * and also fills the grid, meets the naamank, both, neither; or no other number sits well.
     */
    pairWhy: { gridAndName: string; grid: string; name: string; easy: string; self: string };
    /** "{moolank}" and "{bhagyank}", or one number twice. */
    pairNumbers: { two: string; double: string };
  };
  combination: {
    /** The name number with the pair. */
    nameWithPair: Readonly<Record<PairStanding | 'same', string>>;
    /** The name number with a pair of one number twice (moolank and bhagyank the same). */
    nameWithDouble: { good: string; apart: string };
    /** Which number of the pair the grid holds more often. */
    pairInGrid: { moolankStronger: string; bhagyankStronger: string; even: string };
  };
  glance: {
    /** The missing digits against the letters of the name. */
    missingNone: string;
    missingAllSupplied: string;
    missingSomeSupplied: string;
    missingNoneSupplied: string;
  };
  impact: {
    /** The parts of the date and the numbers a grid digit is counted from. */
    sources: {
      day: string;
      month: string;
      year: string;
      moolank: string;
      bhagyank: string;
      kua: string;
    };
    /** After a source counted more than once: {count}. */
    sourceTimes: string;
  };
  missing: {
    /** Other numbers on the fullest line through a missing digit: {plane}, {line}, {present}, {digit}. */
    lineHelps: string;
    /** No other number on any line through it: {digit}. */
    lineEmpty: string;
  };
  kua: {
    /** Where the kua comes from, by gender, with the other gender's kua for the same year: {kua}, {year}, {otherKua}. */
    originWoman: string;
    originMan: string;
    /** The year gives both genders the same kua: {kua}, {year}. */
    originSame: string;
  };
}
