import type { NameCorrectionTexts } from '../../name-correction-types.js';

/** The name correction page: what it is, how we do it, the cautions, and the tool's words. */
export const nameCorrection: NameCorrectionTexts = {
  meta: {
    title: 'Name correction numerology: spellings that suit your numbers',
    description:
      'Find spellings of your name that sound the same and carry a naamank friendly to your moolank and bhagyank. Free, every step shown, no sign-in needed.',
    keywords: [
      'name correction numerology',
      'name spelling numerology',
      'naamank',
      'numerology name correction calculator',
      'lucky name spelling',
    ],
  },
  title: 'Name correction: spellings that suit your numbers',
  intro:
    'Try small changes to the way you write your name, keep the sound you answer to, and see which spellings carry a name number (naamank) in step with your date of birth.',
  sections: [
    {
      heading: 'What name correction is',
      blocks: [
        {
          type: 'p',
          text: 'In Indian numerology every letter of a name has a value, and the letters add up to your naamank. Your date of birth gives two more numbers: the psychic number (moolank), from the day you were born, and the life path number (bhagyank), from the whole date. When the planets behind your naamank are friends of the planets behind your moolank and bhagyank, the name is said to work with your birth numbers rather than across them.',
        },
        {
          type: 'p',
          text: 'Name correction is the search for a spelling that does this while you stay recognisably yourself. It is why you see a doubled letter in a signature or an extra a on a shop board, and why a few well-known actors write their names a little differently from their school certificates. Nothing about you changes; only the letters you choose to sign with.',
        },
      ],
    },
    {
      heading: 'How we do it',
      blocks: [
        {
          type: 'ol',
          items: [
            'We read the spelling you use today: every letter with its value from the table the whole site uses, the total before reduction (the compound, written like 28/1) and the naamank it reduces to.',
            'We work out your moolank and bhagyank from your date of birth and look up how each sits with the naamank in our friend table, which follows the natural friendships of the planets.',
            "We try small changes that keep the name sounding the same: a doubled consonant (Ajay, Ajjay), a doubled a (Akash, Aakash), a vowel written long (Sunil, Suneel; Puja, Pooja), an h added or left out where Indian spellings vary (Amit, Amith; Sidharth, Sidarth), y for a final i (Shanti, Shanty), a final a left out or added to a man's given name (Rama, Ram), a middle name written as its initial, or an initial left out. The first letter of every word stays as it is, and no suggestion makes more than two changes.",
            'We keep only the spellings whose naamank is friendly to both your moolank and your bhagyank and whose compound has a favourable meaning, and list those with the fewest changes first.',
            'You can type spellings of your own, compare them side by side and star the one you like best. The full report includes your starred spelling.',
          ],
        },
      ],
    },
    {
      heading: 'Before you change anything',
      blocks: [
        {
          type: 'ul',
          items: [
            'A new spelling is a choice of how you write your name, not a legal change. Your Aadhaar, PAN, passport, school and bank records keep the name they have unless you change it through the proper process.',
            'Documents, banks and family matter more than any number. A signature that does not match your papers can hold up a KYC check, an exam form or a visa, so many people keep their official name and use the new spelling for a business card, a shop board or social media.',
            'Talk it over at home first, above all for a child. A name is shared with parents, grandparents and the people who call you by it every day.',
            'Keeping your name as it is never brings harm. A number is a gentle nudge, and your effort, your habits and the people around you shape your life far more than any letter.',
          ],
        },
      ],
    },
  ],
  form: {
    heading: 'Try it with your name',
    intro:
      'Write your name as you use it every day, in English letters (a name in Devanagari is read in its most common English spelling), with your date of birth. Your name stays on this device: the spellings are worked out in your browser.',
    nameLabel: 'Name',
    nameHint: 'First name and surname, as you sign them today.',
    dobLabel: 'Date of birth',
    genderLabel: 'Gender (optional)',
    genderUnsaid: 'Prefer not to say',
    male: 'Male',
    female: 'Female',
    genderHint:
      "Used for one change only: a final a added to or left out of a man's given name (Ram, Rama). For a woman, a final a can change how the name is heard, so we leave it.",
    submit: 'Show my spellings',
    missingName: 'Please enter your name.',
    latinNeeded:
      'Please write your name in English letters (A to Z): the letter values are read from that spelling.',
    fromAnalysis: 'Filled in from your analysis. Change anything you like.',
  },
  reading: {
    currentHeading: 'Your spelling today: {name}',
    birthNumbers: 'Your moolank is {moolank} and your bhagyank is {bhagyank}.',
    compound: 'Compound {label}',
    naamank: 'Naamank {number}',
    noCompound:
      'Your letters add up to less than 10, so there is no compound to read; the naamank says it all.',
    withMoolank: 'With your moolank {number}',
    withBhagyank: 'With your bhagyank {number}',
    targetMoolank: 'your moolank {number}',
    targetBhagyank: 'your bhagyank {number}',
    and: ' and ',
    verdicts: { friendly: 'Friendly', neutral: 'Neutral', challenging: 'Asks for care' },
    tones: {
      favourable: 'A favourable compound',
      neutral: 'A middle-of-the-road compound',
      challenging: 'A compound that asks for care',
    },
    working: 'See the letters and the sums',
    total: 'Total {total}',
    letterValue: 'counts',
    alreadyHarmonious:
      'Your spelling today already fits: its naamank is friendly to both of your birth numbers and its compound is favourable. The spellings below are offered only to strengthen the compound further; keeping yours is just as sound.',
  },
  suggestions: {
    heading: 'Spellings that sit well with your numbers',
    intro:
      'Each keeps the sound of your name, changes a few small things, carries a naamank friendly to your moolank and bhagyank, and has a compound with a favourable meaning. The spellings that look and sound most natural come first.',
    strengthenIntro:
      'Your name already fits, so these are offered to strengthen the compound: each keeps its sound, has a naamank friendly to your moolank and bhagyank and a favourable compound. The most natural come first.',
    none: 'Within two small changes, no spelling of this name carries a naamank friendly to both of your numbers with a favourable compound. That is common and nothing to worry about. You can still try spellings of your own below.',
    fallback:
      'Few or no spellings are friendly to both of your numbers (some pairs of numbers share no friend at all), so the closest follow: none is challenging to either number or carries a challenging compound, and each shows its own verdicts.',
    editsLabel: 'What changed',
    edits: {
      'double-consonant': 'A consonant doubled: {from} becomes {to}, and sounds just the same.',
      'double-vowel': 'The a doubled: {from} becomes {to}, as Akash is also written Aakash.',
      'lengthen-vowel': 'A vowel written long: {from} becomes {to}, as Sunil is also Suneel.',
      'add-h': 'An h added: {from} becomes {to}, as Indian spellings write t and d both ways.',
      'drop-h': 'An h left out: {from} becomes {to}; both forms are common in India.',
      'y-for-i': 'A final i written as y: {from} becomes {to}, as in Shanti and Shanty.',
      'drop-final-a': 'The final a left out: {from} becomes {to}, as Rama is also Ram.',
      'add-final-a': 'A final a added: {from} becomes {to}, as Arjun is also Arjuna.',
      'add-initial': 'A middle name written as its initial: {from} becomes {to}.',
      'drop-initial': 'The initial {from} left out; the rest of the name stays.',
      'drop-vowel': 'A silent a left out: {from} becomes {to}, as Devgan is also written Devgn.',
      'shorten-vowel': 'A long vowel written short: {from} becomes {to}, as Pooja is also Puja.',
      'swap-vowel': 'An e written as a, or an a as e: {from} becomes {to}, as Verma and Varma.',
      'y-glide': 'The y between i and a written or left out: {from} becomes {to}, as Riya and Ria.',
      'prefix-initial':
        'An initial in front: {from} becomes {to}, as many names carry the father’s or family initial.',
    },
    addTrial: 'Add {name} to my trials',
    inTrials: '{name} is in your trials',
    showMore: 'Show {count} more',
    cautionNote:
      'A new spelling is a choice of how you write your name, not a legal change. Before you use one, read',
    cautionLink: 'what to weigh first',
  },
  trials: {
    heading: 'Your trial spellings',
    intro:
      'Type any spelling you are considering, or add one of the suggestions, and compare them with the spelling you use today.',
    label: 'A spelling to try',
    hint: 'English letters, spaces, dots, apostrophes and hyphens.',
    add: 'Add to my trials',
    empty:
      'No trials yet. Your spellings will appear here, side by side with the one you use today.',
    duplicate: '{name} is already in your list.',
    invalid:
      'Please write the spelling in English letters (A to Z), with spaces, dots, apostrophes or hyphens if you like, up to 100 characters.',
    same: 'That is the spelling you use today; it is already the first row.',
    full: 'You can keep up to 12 trials for one name. Remove one to add another.',
    table: {
      caption: 'Your spellings side by side',
      spelling: 'Spelling',
      number: 'Number',
      moolank: 'Moolank {number}',
      bhagyank: 'Bhagyank {number}',
      today: 'today',
      tones: { favourable: 'favourable', neutral: 'middle', challenging: 'asks for care' },
    },
    star: 'Star {name} as your preferred spelling',
    starShort: 'Star',
    remove: 'Remove {name}',
    removeShort: 'Remove',
    kept: 'Your trials stay in this browser, even after a reload, and are cleared when you sign out.',
  },
  report: {
    heading: 'Take it further in your report',
    text: 'The full PDF report reads your name in depth: its harmony with your moolank and bhagyank, the meaning of its compound, and up to five spellings with their working.',
    starredNote: 'Your starred spelling, {name}, is included in your report.',
    cta: 'Get your report',
  },
};
