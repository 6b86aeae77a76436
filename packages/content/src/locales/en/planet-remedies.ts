import type { Digit } from '@ankvidya/numerology-core';
import type { RemedyChapterCopy } from '../../remedy-types.js';
import { coloursOf } from './associations.js';

// Colours come from attributes, the one source for every number.
const colours = (digit: Digit) => coloursOf(digit, 'or');

/**
 * The remedies a practitioner gives for each number's planet, in the Indian (Vedic) tradition:
 * colour and day, daan, fast, the navagraha beej mantra (PLANET_MANTRAS) and the planet's yantra,
 * each with why. Which planets a person is given is core's chooseRemedies.
 */
export const planetRemedies: RemedyChapterCopy = {
  heading: 'Remedies chosen from your numbers',
  summaryItems: {
    moolank: '{planet} for your moolank {digit}',
    missing: '{planet} for the missing {digit}',
    nameClash: '{planet} for your naamank {digit}',
  },
  moolankAndBhagyank: {
    same: 'Your bhagyank is {digit} as well, so {planet} rules both your day of birth and your whole birth date: its remedies count twice for you.',
    friendly:
      'Your bhagyank {bhagyank} is a natural friend of {digit}, so what you do for {planet} also supports the direction your life keeps taking.',
    neutral:
      'Your bhagyank {bhagyank} neither helps nor resists {digit}, which makes the remedies of {planet} your steadiest anchor.',
    challenging:
      'Your bhagyank {bhagyank} pulls another way from {digit}; keeping up one or two remedies of {planet} regularly helps the two numbers work together.',
  },
  planetHeading: '{planet}, number {digit}',
  reasons: {
    moolank:
      'Because {digit} is your moolank: {planet} rules the day of the month you were born on, and its remedies strengthen what already comes most naturally to you.',
    missing:
      'Because {digit} is missing from your grid: the remedies of {planet} are the traditional way of inviting in the quality that its empty square stands for.',
    missingNoLetter:
      'Because {digit} is missing from your grid and no letter of your name carries it either: the remedies of {planet} are the traditional way of inviting in the quality that its empty square stands for.',
    missingWithLetters:
      'Because {digit} is missing from your grid, though your name carries it through {letters}: the remedies of {planet} bring in on purpose what your name already hints at.',
    missingCalm:
      '{digit} is also missing from your grid, but your name already carries the number of {planet}, so here its remedies aim at balance rather than at more of it.',
    nameClash:
      'Because your naamank {naamank} is not a natural friend of {numbers}: calming {planet} is the traditional way of easing that pull, with no change to your name.',
  },
  moolankWithName: {
    same: 'Because {digit} is your moolank and your naamank as well: {planet} rules both the day of the month you were born on and the name you are called by, so its remedies strengthen what comes most naturally to you.',
    friendly:
      'Because {digit} is your moolank: {planet} rules the day of the month you were born on, and your naamank {naamank}, a natural friend of {digit}, carries its remedies further each time your name is said.',
    neutral:
      'Because {digit} is your moolank: {planet} rules the day of the month you were born on, and with your naamank {naamank} neither helping nor resisting it, its remedies are what keeps that strength in use.',
    challenging:
      'Because {digit} is your moolank: {planet} rules the day of the month you were born on, and its remedies keep that strength steady beside your naamank {naamank}, which pulls another way.',
  },
  clashWith: {
    moolank: 'your moolank {moolank}',
    bhagyank: 'your bhagyank {bhagyank}',
    both: 'your moolank {moolank} or your bhagyank {bhagyank}',
  },
  calmNote:
    'Here the aim is to calm {planet}, not to strengthen it, so its colour is left out: giving, a simple fast and its mantra are how tradition softens a planet that pulls against your own.',
  columns: { remedy: 'Remedy', what: 'What and when', why: 'Why' },
  kinds: {
    colour: 'Colour and day',
    daan: 'Daan (giving)',
    fast: 'Fast (vrat)',
    mantra: 'Mantra',
    yantra: 'Yantra',
    act: 'One small act',
  },
  colourWhat:
    'Wear {colours} on {day}, in your clothes or in a small touch such as a handkerchief.',
  daanWhat: 'On {day}, give {items} to {to}.',
  fastWhat: 'On {day}: {how}.',
  mantraWhat: '{mantra}, on {day}. {meaning}',
  transliterate: true,
  yantraWhat: 'A {name}, {how}.',
  actWhat: 'On {day}: {act}',
  whyFor: {
    strengthen: {
      colour:
        'Your moolank {moolank} is the number of {planet}, so its colour on {day} strengthens the side of you that comes first and steadies it for the road your bhagyank {bhagyank} sets.',
      mantra:
        'Your name is said every day and carries your naamank {naamank}; chanting for {planet} on {day} keeps your moolank {moolank} sounded beside it.',
      act: 'With your bhagyank {bhagyank} and naamank {naamank} beside it, one act a week for {planet} is enough to keep your moolank {moolank} strong without adding a burden.',
    },
    invite: {
      daan: 'Your grid has no {digit}, and tradition invites an absent planet by giving what it stands for: on {day}, {planet} is welcomed in beside your moolank {moolank} and bhagyank {bhagyank}.',
      yantra:
        'The {digit} your birth date left out is kept in sight by the yantra of {planet}; beside your naamank {naamank}, it is the one figure in your day for the square your grid leaves empty.',
      act: 'A small act for {planet} on {day} gives the missing {digit} a place in your week, which your moolank {moolank} and naamank {naamank} do not give it on their own.',
    },
    calm: {
      daan: 'Giving on {day} is how tradition calms {planet}, the planet of your naamank {naamank}, so that it pulls less against {numbers}.',
      fast: 'A simple {day} fast softens {planet} rather than strengthening it, easing your naamank {naamank} towards {numbers}.',
      mantra:
        'Chanted to calm rather than to call in, the mantra of {planet} lets your naamank {naamank} and {numbers} work side by side, with no change to your name.',
    },
  },
  care: 'Every remedy here is a traditional practice offered as an option, and none promises a particular outcome. A fast is never required: leave it out or keep it lighter if you are unwell, pregnant, elderly, diabetic or on regular medicine, ask your doctor first, and give only what you can spare, with respect.',
  planets: {
    1: {
      name: 'Sun (Surya)',
      inSentence: 'the Sun',
      colours: colours(1),
      colourWhy:
        'These are the Sun’s own shades; wearing one on its day is a quiet reminder to stand tall and take the lead.',
      daan: {
        items: 'wheat, jaggery (gur) or a small copper vessel',
        to: 'an elder who has guided you, or a temple',
        why: 'The Sun stands for the father, authority and self-respect; giving its grain and metal to an elder turns that energy into gratitude rather than pride.',
      },
      fast: {
        how: 'one simple meal before sunset, without salt (the Ravivar vrat)',
        why: 'A light, salt-free Sunday gives the Sun’s day to discipline and clear energy.',
      },
      mantraMeaning:
        'A salute to Surya, the light that wakes the world: Om and three seed syllables that carry the Sun’s note and are sounded, not translated.',
      mantraWhy:
        'Chanted at sunrise, 108 times on a mala or 11 times on a busy morning, it turns attention to confidence and clarity.',
      actWhy:
        'Morning light is the Sun’s own hour; a few quiet minutes in it begin the day with clarity.',
      yantra: {
        name: 'Surya yantra',
        how: 'on copper or paper, kept clean at your prayer place facing east',
        why: 'A yantra is the planet’s diagram; looking at it while you chant gives the mind one point to rest on.',
      },
    },
    2: {
      name: 'Moon (Chandra)',
      inSentence: 'the Moon',
      colours: colours(2),
      colourWhy:
        'These are the shades of moonlight and still water; worn on Mondays they invite a softer, settled mood.',
      daan: {
        items: 'rice, milk, sugar or a white cloth',
        to: 'your mother, an older woman of the family or a woman in need',
        why: 'The Moon stands for the mother and for nourishment, so its gifts are the white foods that feed a home, given to someone who looks after others.',
      },
      fast: {
        how: 'fruit and milk in the day and one plain meal in the evening (the Somvar vrat)',
        why: 'The Monday fast is kept for a calm mind; eating simply leaves room for rest and reflection.',
      },
      mantraMeaning:
        'A bow to Chandra, the cool light of the night sky, opened with Om and the Moon’s three seed syllables.',
      mantraWhy:
        'Chanted on Monday evenings, best once the Moon is up, its slow rhythm is used to quieten a busy mind.',
      actWhy:
        'The Moon stands for the mother and for care; a call to someone who cared for you returns a little of it.',
      yantra: {
        name: 'Chandra yantra',
        how: 'in silver or on white paper, at the north-west of your prayer place',
        why: 'Kept in sight with the mantra, it reminds you to tend your moods as carefully as your tasks.',
      },
    },
    3: {
      name: 'Jupiter (Guru, Brihaspati)',
      inSentence: 'Jupiter',
      colours: colours(3),
      colourWhy:
        'Yellow is Jupiter’s colour, worn by teachers and priests across India; on Thursdays it sets a tone of learning and good counsel.',
      daan: {
        items: 'chana dal, turmeric, bananas or a book',
        to: 'a teacher, a student who needs it or a temple',
        why: 'Jupiter is the guru, so its gifts go to those who teach and learn; sharing knowledge is counted among its strongest remedies.',
      },
      fast: {
        how: 'one meal of yellow food such as chana dal, without salt (the Guruvar vrat)',
        why: 'A simple Thursday keeps the day for study, prayer and respect for teachers, which is what Jupiter asks.',
      },
      mantraMeaning:
        'A salutation to the Guru, teacher of the gods, with Om and Jupiter’s seed syllables, which carry its sound rather than a meaning in words.',
      mantraWhy:
        'Chanted on Thursday mornings after a bath, it is a daily turn towards wisdom and wise advice.',
      actWhy: 'Jupiter is the teacher; thanking one, or teaching in turn, keeps its wisdom moving.',
      yantra: {
        name: 'Guru (Brihaspati) yantra',
        how: 'on a yellow cloth at the north-east of your prayer place',
        why: 'The north-east is Jupiter’s direction in Vedic tradition, so its yantra is kept there as a place for study and prayer.',
      },
    },
    4: {
      name: 'Rahu',
      inSentence: 'Rahu',
      colours: colours(4),
      colourWhy:
        'These shades belong to Rahu, the planet of the new and unusual; worn on Saturdays they acknowledge its energy without letting it run the day.',
      daan: {
        items: 'a warm blanket, urad dal or a coconut',
        to: 'a sweeper, a cleaner or someone who works out in the cold',
        why: 'Rahu is said to look after those at the edges of society; a useful gift to someone whose work often goes unseen turns its restless energy into kindness.',
      },
      fast: {
        how: 'keep the day light, with one simple meal and nothing after sunset',
        why: 'Rahu has no weekday of its own and keeps Saturn’s; a quiet, simple Saturday is the traditional way of settling confusion.',
      },
      mantraMeaning:
        'A bow to Rahu, the shadow planet of ambition and sudden change, with Om and its three seed syllables.',
      mantraWhy:
        'Chanted after sunset, it is used to bring a scattered mind back to one point when plans multiply.',
      actWhy:
        'Rahu thrives on restless screens and noise; an hour without them after dark settles it.',
      yantra: {
        name: 'Rahu yantra',
        how: 'kept at the south-west of your home or prayer place',
        why: 'Tradition turns to Rahu’s yantra in unsettled times: a fixed figure to look at when thoughts race.',
      },
    },
    5: {
      name: 'Mercury (Budh)',
      inSentence: 'Mercury',
      colours: colours(5),
      colourWhy:
        'Green is Mercury’s colour, the colour of fresh growth; on Wednesdays it suits a day of study, trade and clear talk.',
      daan: {
        items: 'whole green moong, green vegetables, or notebooks and pens',
        to: 'school children or a young student',
        why: 'Mercury is the young planet of learning and speech, so its gifts go to those still learning; green fodder for a cow is another traditional form.',
      },
      fast: {
        how: 'one meal, with green moong (the Budhvar vrat)',
        why: 'A simple Wednesday is kept for a quick, clear mind, which heavy food and hurry tend to cloud.',
      },
      mantraMeaning:
        'A salutation to Budh, the swift messenger among the planets, with Om and its seed syllables.',
      mantraWhy:
        'Chanted on Wednesday mornings before study or work; many students use it to settle the mind before an exam.',
      actWhy: 'Mercury rules messages; clearing the ones you owe frees the very mind it sharpens.',
      yantra: {
        name: 'Budh yantra',
        how: 'on a green cloth at the north of your desk or prayer place',
        why: 'Kept where you read and write, it ties Mercury’s mantra to the work it is meant to help you focus on.',
      },
    },
    6: {
      name: 'Venus (Shukra)',
      inSentence: 'Venus',
      colours: colours(6),
      colourWhy:
        'These are Venus’s soft colours; on Fridays they set a mood of ease, beauty and affection.',
      daan: {
        items: 'rice, curd, white sweets, a perfume or a white cloth',
        to: 'young girls of a family in need, or a woman who could use it',
        why: 'Venus stands for women, beauty and comfort; giving something pleasant, not only useful, is in its spirit.',
      },
      fast: {
        how: 'one meal without sour food (the Shukravar vrat)',
        why: 'Many keep this Friday fast for harmony at home; its simplicity is the point.',
      },
      mantraMeaning:
        'A bow to Shukra, the bright planet of love and the arts, opened with Om and its three seed syllables.',
      mantraWhy:
        'Chanted on Fridays, often with a white flower at the prayer place, as a wish for harmony in your relationships.',
      actWhy: 'Venus loves beauty and ease at home; one cared-for room invites both.',
      yantra: {
        name: 'Shukra yantra',
        how: 'at the south-east of your prayer place, with a fresh white flower',
        why: 'Kept beautiful and fresh, it becomes a small daily act of the care Venus stands for.',
      },
    },
    7: {
      name: 'Ketu',
      inSentence: 'Ketu',
      colours: colours(7),
      colourWhy:
        'These are the colours numerology gives to 7; their gentleness suits Ketu, the planet of the inward look.',
      daan: {
        items: 'a meal to the dogs of your street, and a grey or many-coloured blanket or sesame',
        to: 'an ashram or a sadhu',
        why: 'Feeding dogs is the best-known Ketu remedy; Ketu favours gifts given without wanting anything back.',
      },
      fast: {
        how: 'one simple meal, without onion or garlic',
        why: 'Ketu has no weekday of its own and follows Mars; a plain Tuesday gives its quiet, spiritual side room.',
      },
      mantraMeaning:
        'A bow to Ketu, the planet of letting go and inner insight, with Om and its three seed syllables.',
      mantraWhy:
        'Chanted after dusk, many pair it with a few minutes of sitting in silence beside a lamp.',
      actWhy:
        'Ketu asks you to let go; writing a worry down and tearing it up is a small, real release.',
      yantra: {
        name: 'Ketu yantra',
        how: 'kept beside the lamp at your prayer place',
        why: 'With the mantra it gives a still point for meditation, which is what Ketu asks for.',
      },
    },
    8: {
      name: 'Saturn (Shani)',
      inSentence: 'Saturn',
      colours: colours(8),
      colourWhy:
        'These are Saturn’s colours, the colours of patience and hard work; worn on Saturdays they mark a day of steady effort.',
      daan: {
        items: 'black sesame (til), mustard oil, black urad dal, or shoes and a blanket',
        to: 'labourers, the elderly poor or people living with a disability',
        why: 'Saturn stands for labour and for those who serve; help given to them in person, with respect, is the remedy tradition values most for Shani.',
      },
      fast: {
        how: 'one meal after sunset, with urad dal or sesame (the Shanivar vrat)',
        why: 'The Saturday fast is a practice of patience, and patience is Saturn’s lesson.',
      },
      mantraMeaning:
        'A salutation to Shani, Shanaishchara, "the one who moves slowly", with Om and its three seed syllables.',
      mantraWhy:
        'Chanted on Saturday evenings, often beside a mustard-oil lamp; it is a practice of patience more than a plea.',
      actWhy:
        'Saturn honours those who serve; a kind word to them, by name, is the simplest Shani remedy.',
      yantra: {
        name: 'Shani yantra',
        how: 'on a black or dark blue cloth at the west of your prayer place',
        why: 'Its square of numbers is a steady figure for a steady planet, looked at while you chant.',
      },
    },
    9: {
      name: 'Mars (Mangal)',
      inSentence: 'Mars',
      colours: colours(9),
      colourWhy:
        'These are the colours of Mars, the planet of courage and energy; on Tuesdays they suit a day for action.',
      daan: {
        items: 'masoor dal, jaggery or a red cloth',
        to: 'a Hanuman temple or a young person in need',
        why: 'Mars stands for energy and strength; giving its red lentils and jaggery turns a quick temper into warmth for others.',
      },
      fast: {
        how: 'one meal without salt, often with a visit to a Hanuman temple (the Mangalvar vrat)',
        why: 'The Tuesday fast is kept to direct energy well; a day without salt is a small practice of restraint.',
      },
      mantraMeaning:
        'A bow to Bhauma, "the son of the Earth", as Mars is called, with Om and its three seed syllables.',
      mantraWhy:
        'Chanted on Tuesday mornings, its firm sound is used to steady courage and cool anger.',
      actWhy:
        'Mars is energy that needs an outlet; spending it in effort leaves less of it for temper.',
      yantra: {
        name: 'Mangal yantra',
        how: 'on a red cloth at the south of your prayer place',
        why: 'The south is Mars’s direction in Vedic tradition; the yantra kept there is a reminder to act with courage, not haste.',
      },
    },
  },
};
