/**
 * Sentences that weave the compatibility ("others"), careers and remedies chapters from the
 * person's own numbers (issue 23 item 15), in place of lines everyone read word for word: which
 * mobile totals sit well with the person's numbers and which digits would bring what their grid
 * lacks, the moolanks that ask for patience read with the naamank, which lucky numbers the grid
 * holds, and which of the numbers left for later the letters of the name already carry.
 */

/**
 * The invitation to have a mobile number read, from the person's numbers: the moolanks that sit
 * well with both numbers (moolankGroups' "easy") as the totals to look for, and the grid's missing
 * digits as the digits a number can bring (either list read with "or"). Slots: {easy}, {numbers} ("your moolank 2 and your
 * bhagyank 5"), {missing}. With neither (no easy total, a full grid) the general invitation stays.
 */
export interface MobileInviteTexts {
  easyAndMissing: string;
  easyOnly: string;
  missingOnly: string;
}

/**
 * The missing numbers left for later in the remedies chapter, against the letters of the name:
 * none of them carried by a letter, some ({carried}; the others, {rest}, wait), or all.
 * Slots: {digits}, {carried}, {rest}.
 */
export interface LaterTexts {
  none: string;
  some: string;
  all: string;
}

/**
 * The moolanks that ask for patience, read with the naamank too, when it stands the same way to
 * each of them: the naamank is the one such moolank itself ("own"), on good terms with them (a
 * friend, or the same number), neutral, or pulling away. Slots: {digits}, {naamank} ("own" has
 * no {naamank}: it is {digits}).
 */
export interface PatienceWithNameTexts {
  own: string;
  good: string;
  neutral: string;
  against: string;
}

/**
 * What the lucky things follow (the moolank and its planet) and the rule of the lucky numbers,
 * with which of them the grid holds: all, or some ({held}) and the rest ({absent}), which the
 * lucky dates bring in. The moolank is always among both (the day of birth puts it in the grid),
 * so never none. Slots: {number}, {planet}, {held}, {absent}.
 */
export interface LuckyRuleTexts {
  all: string;
  some: string;
}

export interface OthersWeaveTexts {
  mobileInvite: MobileInviteTexts;
  later: LaterTexts;
  patienceWithName: PatienceWithNameTexts;
  luckyRule: LuckyRuleTexts;
}
