/**
 * Sentences that weave the grid and remedies chapters from the person's own numbers (issue 23
 * item 15): a grid digit against the moolank and the name number together, a remedy's why opened
 * from the grid itself (how often the moolank stands there, which line a missing number would
 * join), and the summary of the person's own planets in place of one rule for everyone.
 */

/**
 * A grid digit against the moolank and the naamank (friendly or the same number counts as good
 * terms): the digit is the moolank itself ("own"), the naamank itself ("name", with the moolank
 * on good terms with it or not), or a friend of both, of one, or of neither.
 * Slots: {digit}, {planet}, {moolank}, {moolankPlanet}, {naamank}, {namePlanet}.
 */
export type GridPairStanding =
  | 'ownGood'
  | 'ownApart'
  | 'nameGood'
  | 'nameApart'
  | 'both'
  | 'moolankOnly'
  | 'nameOnly'
  | 'neither';

/**
 * A missing digit (never the moolank) against the moolank and the naamank: the name number is
 * the missing digit itself, or the digit is a friend of both, of one, or of neither. Slots as
 * GridPairStanding's.
 */
export type MissingPairStanding = 'nameIs' | 'both' | 'moolankOnly' | 'nameOnly' | 'neither';

export interface GridWeaveTexts {
  gridWithPair: Readonly<Record<GridPairStanding, string>>;
  missingWithPair: Readonly<Record<MissingPairStanding, string>>;
  /**
   * Where a grid digit comes from when no letter of the name carries it, in one sentence with
   * what that means: {digit}, {count}, {sources}.
   */
  sourcesNoLetter: { once: string; many: string };
  /**
   * A grid digit's first reading sentence ({what}, without its full stop) with where the
   * person's digit comes from: {digit}, {count}, {sources}.
   */
  whatWithSources: { once: string; many: string };
  remedies: {
    /**
     * One planet of the summary with how it is treated, after its reason ("the Moon for your
     * moolank 2"): slot {item}.
     */
    modes: Readonly<Record<'strengthen' | 'invite' | 'calm', string>>;
    /** The summary of the person's planets: {items}. */
    summary: string;
    /**
     * The colour's why for the moolank's planet, by how often the moolank stands in the grid
     * and what puts it there: {moolank}, {planet}, {day}, {count}, {sources}.
     */
    colourOnce: string;
    /** The moolank stands once, put there only by the day of birth adding up to it. */
    colourDerived: string;
    colourMany: string;
    /**
     * The daan's why for a missing number's planet, by the fullest line through its square:
     * {digit}, {planet}, {day}, {plane}, {line}, {present}; or no line has a number yet.
     */
    daanLine: string;
    daanNoLine: string;
    /**
     * Leads the everyday steps: the person's missing numbers ({all}) and those the steps are for
     * ({first}).
     */
    stepsLead: string;
  };
}
