import type { NewbornReportTexts } from '../../newborn-report-types.js';

/** A newborn's report: the shortlisted names read against the child's numbers. */
export const newbornReport: NewbornReportTexts = {
  numbers:
    "Moolank {moolank} comes from the day of birth and bhagyank {bhagyank} from the whole date. Each name's letters are added up (the compound) and reduced to one digit, its naamank, which is set against both numbers in the friend table.",
  star: "Born at {time} (India time): birth star {star}, pada {pada}. The child's syllable is {syllable}; the star's four are {syllables}.",
  noTime:
    "No time of birth came with this report, so the names are not checked against the birth star's syllables. The baby names page does that when you give the time.",
  columns: {
    name: 'Name',
    meaning: 'Meaning',
    number: 'Naamank',
    moolank: 'With moolank {moolank}',
    bhagyank: 'With bhagyank {bhagyank}',
    syllable: 'Birth-star syllable',
  },
  syllable: { yes: 'Yes', no: 'No' },
  working: '{name}: {letters} = {compound}, naamank {number}.',
  best: "Of these names, {name} sits best with the child's numbers: {verdict} with moolank {moolank} and {verdict2} with bhagyank {bhagyank}.",
  bestWithSyllable:
    "Of these names, {name} sits best with the child's numbers and birth star: {verdict} with moolank {moolank}, {verdict2} with bhagyank {bhagyank}, and it begins with the syllable of the child's pada.",
  noBest:
    "None of these names sits easily with both of the child's numbers: each is less easy with moolank {moolank} or bhagyank {bhagyank}, so they are listed last. The baby names page can suggest names that sit well with both.",
  framing:
    'A name is more than its number: its meaning, how it sounds with the surname and what the family wishes for count as much. Let the numbers help you choose between names you already love.',
};
