import type { BabyNamesPageTexts } from '../../baby-names-page-types.js';

/** The baby-name finder: landing, form, results with working, shortlist, compare, sharing. */
export const babyNamesPage: BabyNamesPageTexts = {
  meta: {
    title: 'Baby names by numerology and birth star, with meanings',
    description:
      "Names for your baby with their meanings in English and Hindi, ranked by the birth star's first syllables and how each name sits with your child's moolank and bhagyank.",
    keywords: [
      'baby names by numerology',
      'baby names by nakshatra',
      'baby names by date of birth',
      'naamkaran names',
      'hindu baby names with meaning',
    ],
    shareKicker: 'Names that suit the birth star and numbers',
  },
  title: 'Baby names by numerology and birth star',
  intro:
    "Give your baby's date of birth (and the time, if you know it) and see names with their meanings, those that begin with the birth star's syllables first, each with the sums behind its place.",
  sections: [
    {
      heading: 'How we rank the names',
      blocks: [
        {
          type: 'ol',
          items: [
            "With a time of birth, we work out the birth star (nakshatra) and its quarter (pada) from the Moon's place, and put first the names that begin with its syllables. The syllable of the baby's own pada comes first in the list, as a priest reads it.",
            "Then the full name, with your surname, set against the baby's two numbers, the moolank from the day of birth and the bhagyank from the whole date, in the site's one friend table.",
            'Then the given name on its own, against the same two numbers.',
            'Then the total of its letters (the compound), where a favourable one counts in its favour.',
          ],
        },
        {
          type: 'p',
          text: 'A name "begins with" a syllable when its first sound in Devanagari is that syllable\'s: short and long vowels of one letter count alike (ला and ल), and a name starting with two joined letters is heard by the first (प्रिया under पी).',
        },
      ],
    },
    {
      heading: 'A list to talk over, not a verdict',
      blocks: [
        {
          type: 'p',
          text: "Every family chooses a name for many reasons: its meaning, a grandparent's wish, how it sounds with the surname. Use this list to find names you might not have thought of, and keep the ones you love. No name here is unlucky. If the birth falls close to the edge of a star's quarter, ask your family's priest, whose almanac may differ by a few minutes.",
        },
        {
          type: 'p',
          text: 'The meanings are written by us and checked against a second reading; names whose meaning is disputed are left out. Your shortlist stays in this browser.',
        },
      ],
    },
  ],
  form: {
    heading: "Your baby's details",
    intro: 'The date is enough; the time of birth adds the birth star.',
    dobLabel: 'Date of birth',
    timeLabel: 'Time of birth (optional)',
    timeHint: 'As the clock showed it in India, for example 06:45.',
    genderLabel: 'Names for a',
    boy: 'Boy',
    girl: 'Girl',
    surnameLabel: 'Surname (optional)',
    surnameHint: 'In English letters, to read the full name too.',
    letterLabel: 'Starting letter (optional)',
    letterAny: 'Any letter',
    submit: 'Show names',
    genderMissing: 'Please choose boy or girl.',
    surnameInvalid: 'Please type the surname in English letters.',
  },
  results: {
    heading: 'Names for your baby',
    numbers: 'Moolank {moolank}, bhagyank {bhagyank}',
    star: 'Birth star: {star}, pada {pada}. Its syllables: {syllables}.',
    nearBoundary:
      "The Moon was close to the edge of this quarter at that time: please ask your family's priest which syllable to use.",
    noTime: 'Add the time of birth to see the birth star and its syllables.',
    total: '{total} names',
    originLabel: 'Origin',
    originAll: 'All origins',
    none: 'No names fit these choices. Try another letter or origin.',
    more: 'Show more names',
    loading: 'Finding names…',
    failed: 'We could not fetch the names just now. Please try again in a minute.',
    score: 'Fit {score}/100',
    working: {
      heading: 'Why this place',
      syllableYes: "Begins with the birth star's syllable.",
      syllableNo: "Does not begin with the birth star's syllables.",
      nameNumber: '{name}: the letters add up to {compound}, naamank {number}.',
      harmony: 'With moolank {moolank}: {verdict}. With bhagyank {bhagyank}: {verdict2}.',
      fullName: 'Full name {name}: the letters add up to {compound}, naamank {number}.',
      compound: {
        favourable: 'The compound is favourable.',
        neutral: 'The compound is neutral.',
        challenging: 'The compound is one of the harder ones.',
      },
      order:
        'Names are ordered by the syllable first, then the full name, then the given name, then the compound.',
    },
    verdicts: { friendly: 'friendly', neutral: 'neutral', challenging: 'less easy' },
    add: 'Add {name} to the shortlist',
    remove: 'Remove {name} from the shortlist',
  },
  origins: {
    sanskrit: 'Sanskrit',
    hindi: 'Hindi',
    tamil: 'Tamil',
    telugu: 'Telugu',
    kannada: 'Kannada',
    malayalam: 'Malayalam',
    bengali: 'Bengali',
    marathi: 'Marathi',
    gujarati: 'Gujarati',
    punjabi: 'Punjabi',
    persian: 'Persian',
    arabic: 'Arabic',
  },
  shortlist: {
    heading: 'Your shortlist',
    empty: 'Add names you like with the ☆ button; they stay here.',
    note: 'Kept in this browser only.',
    compare: 'Compare side by side',
    compareHint: 'Choose two to five names.',
    shareLink: 'Copy link',
    shareWhatsApp: 'Share on WhatsApp',
    shareText: 'Names we like for our baby: {names}',
    copied: 'Link copied.',
    clear: 'Clear the shortlist',
    shared: 'A shortlist was shared with you: its names are added to yours.',
  },
  compare: {
    heading: 'Side by side',
    name: 'Name',
    meaning: 'Meaning',
    nameNumber: 'Naamank',
    fullName: "Full name's naamank",
    syllable: 'Birth-star syllable',
    score: 'Fit',
    close: 'Close',
  },
  letterPages: {
    boyTitle: 'Boy names starting with {letter}, with meanings',
    girlTitle: 'Girl names starting with {letter}, with meanings',
    boyDescription:
      '{count} Indian boy names starting with {letter}, each with its meaning and its Devanagari spelling.',
    girlDescription:
      '{count} Indian girl names starting with {letter}, each with its meaning and its Devanagari spelling.',
    intro:
      "Each name with how it is written in Devanagari and what it means. To see which names suit your baby's birth star and numbers, try the baby-name finder.",
    toolLink: 'Find names by birth star and numbers',
    lettersHeading: 'Names by first letter',
    boys: 'Boys',
    girls: 'Girls',
    both: 'for boys and girls',
  },
};
