/**
 * Sentences that weave the compatibility ("others") and remedies chapters from the person's own
 * numbers (issue 23 item 15), in place of lines everyone read word for word: which mobile totals
 * sit well with the person's numbers and which digits would bring what their grid lacks, and which
 * of the numbers left for later the letters of the name already carry.
 */

/**
 * The invitation to have a mobile number read, from the person's numbers: the moolanks that sit
 * well with both numbers (moolankGroups' "easy") as the totals to look for, and the grid's missing
 * digits as the digits a number can bring. Slots: {easy}, {numbers} ("your moolank 2 and your
 * bhagyank 5"), {missing}. With neither (no easy total, a full grid) the general invitation stays.
 */
export interface MobileInviteTexts {
  easyAndMissing: string;
  easyOnly: string;
  missingOnly: string;
}

/**
 * The missing numbers left for later in the remedies chapter, against the letters of the name:
 * none of them carried by a letter, some ({carried}), or all. Slots: {digits}, {carried}.
 */
export interface LaterTexts {
  none: string;
  some: string;
  all: string;
}

export interface OthersWeaveTexts {
  mobileInvite: MobileInviteTexts;
  later: LaterTexts;
}
