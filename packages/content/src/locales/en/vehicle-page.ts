import type { VehiclePageTexts } from '../../tool-pages-types.js';

/** The vehicle number page: what it is, how we read a registration, the framing, the tool's words. */
export const vehiclePage: VehiclePageTexts = {
  meta: {
    title: 'Vehicle number numerology: read your car or bike number',
    description:
      'Add up the digits of your car or bike registration, see the last four alone, and how the total sits with your moolank and bhagyank. Free, every sum shown.',
    keywords: [
      'vehicle number numerology',
      'car number numerology',
      'lucky vehicle number',
      'bike number numerology',
      'vehicle number as per date of birth',
    ],
    shareKicker: 'Free, every sum shown, for car or bike',
  },
  title: 'Vehicle number numerology',
  intro:
    'See what your car or bike registration adds up to, what its last four digits make on their own, and how that sits with the numbers of your birth date, with every sum shown.',
  sections: [
    {
      heading: 'What vehicle number numerology is',
      blocks: [
        {
          type: 'p',
          text: 'Many families in India think about the number before they take delivery of a new car or scooter, and some RTOs even sell fancy numbers for it. In numerology the digits of a registration add up to a single number from 1 to 9, and each number carries the tone of its planet: the steady focus of Saturn, the quick movement of Mercury, the care of the Moon.',
        },
        {
          type: 'p',
          text: 'A number is always read together with its owner. Your psychic number (moolank), from the day you were born, and your life path number (bhagyank), from the whole date, are the two numbers the vehicle number is set against, so the same plate can sit well with one driver and ask a little more of another.',
        },
      ],
    },
    {
      heading: 'How we read a registration',
      blocks: [
        {
          type: 'ol',
          items: [
            'We check the registration the way it is written on the plate: the state code, the RTO number, the series letters and the four-digit number (MH 12 AB 1234), or the Bharat series (22 BH 1234 AA). Spaces, dashes and small letters make no difference.',
            'We add every digit of the registration and reduce the total to one digit by adding its digits again: a total of 13 becomes 1 + 3 = 4. This is the number most practitioners read first.',
            'We also add the last four digits on their own, the number the plate is known by, because many practitioners read only those.',
            'If you ask for it, we add the letters too, by the Chaldean letter table the whole site uses (A is 1, B is 2, M is 4 and so on). Fewer practitioners count them, so it is a choice, not the main reading.',
            'We set the number from all the digits against your moolank and your bhagyank in the one friend table of the site. Each pair reads as friendly, neutral or challenging.',
          ],
        },
      ],
    },
    {
      heading: 'A number to drive with calmly',
      blocks: [
        {
          type: 'p',
          text: 'A registration is given by the RTO, and a vehicle is chosen for its safety, its price and the family it carries. Read the result as a small observation about tone, something to reflect on, never as a reason to worry. No number is harmful to own, and no number can keep anyone safe on the road: careful driving, a helmet, a seat belt and a well-kept vehicle do that.',
        },
        {
          type: 'p',
          text: 'Your registration stays on your phone: the reading is worked out in your browser, and the number is never sent to us or stored.',
        },
      ],
    },
  ],
  form: {
    heading: 'Read your vehicle number',
    intro:
      'Type the registration and your date of birth. Everything is worked out on this device: checking your number never sends it anywhere.',
    numberLabel: 'Vehicle registration number',
    numberHint: 'As on the plate, for example MH 12 AB 1234 or 22 BH 1234 AA.',
    dobLabel: "The owner's date of birth",
    lettersLabel: 'Count the letters too',
    lettersHint:
      'Some practitioners add the letters by the Chaldean table; most read the digits alone.',
    submit: 'Read my vehicle number',
    fromAnalysis: 'The date of birth is filled in from your analysis.',
  },
  result: {
    heading: 'Reading of {number}',
    workingHeading: 'How the total was found',
    digitsCaption: 'The digits of the registration',
    total: 'Total {total}',
    reduced: 'All the digits reduce to {number}',
    lastFour: 'The last four digits, {serial}: total {total}, which reduces to {number}',
    lastFourNote:
      'Many practitioners read only these four. When they give a different number from all the digits, both are worth a look; the harmony below uses all the digits.',
    lettersHeading: 'With the letters',
    withLetters: 'Letters {letters} + digits {digits} = {total}, which reduces to {number}',
    birthNumbers: 'Moolank {moolank} · Bhagyank {bhagyank}',
    withMoolank: '{number} with your moolank {moolank}',
    withBhagyank: '{number} with your bhagyank {bhagyank}',
    verdicts: { friendly: 'Friendly', neutral: 'Neutral', challenging: 'Challenging' },
    verdictTexts: {
      friendly:
        'A friendly pair: the number is said to support the way you already move through the day. Enjoy it.',
      neutral:
        'A neutral pair: the number neither adds nor takes away much. Your own habits on the road count far more.',
      challenging:
        'A challenging pair: the tone of the number differs from yours, which some read as a reminder to plan journeys with a little more patience. It is not a reason to sell a vehicle you are happy with.',
    },
    meaningHeading: 'What {number} is said to bring to a vehicle',
    byNumber: {
      1: 'The Sun: a number of independence and first places. Said to suit a vehicle for work and for getting somewhere on time.',
      2: 'The Moon: a gentle, caring number. Said to suit a family car and the journeys made for the people in it.',
      3: 'Jupiter: a number of learning and good counsel. Said to suit school runs, travel to teach or study, and trips to elders.',
      4: 'Rahu: an unusual, hard-working number. It asks for regular servicing and paperwork kept in order, and rewards steady routines.',
      5: 'Mercury: a number of movement and trade. Said to suit a vehicle that is always on the go, for business and for many short trips.',
      6: 'Venus: a number of comfort and beauty. Said to suit a vehicle chosen with care for the family, kept clean and pleasant.',
      7: 'Ketu: a reflective number. Said to suit quiet drives and pilgrimages; some owners like to keep its journeys unhurried.',
      8: 'Saturn: a number of patience and long effort. Said to suit a vehicle for work and long distances, driven steadily.',
      9: 'Mars: a number of energy and courage. Said to suit an active owner; it asks for calm in traffic and a sensible speed.',
    },
    framing:
      'This is a reading of tone for reflection, not a prediction. Safe driving, a well-kept vehicle and valid papers matter far more than any number.',
    analysisLink: 'See your full free analysis',
  },
  compare: {
    heading: 'Compare vehicle numbers',
    intro:
      'Choosing a registration for a new car or bike? Type up to {max} candidates and see them ranked for you, or for the whole family with up to {owners} dates of birth. Worked out on this device.',
    open: 'Compare several vehicle numbers',
    numbersLabel: 'Candidate vehicle numbers',
    numbersHint:
      'One registration a line, as on the plate, up to {max}: for example MH 12 AB 1234.',
    noNumbers: 'Please type at least one vehicle number.',
    tooMany: 'Please compare at most {max} vehicle numbers at a time.',
    badLine: 'Line {line}: {problem}',
    dobsLegend: 'Dates of birth',
    dobLabel: 'Date of birth {n}',
    addDob: 'Add another date of birth',
    removeDob: 'Remove this date',
    submit: 'Compare',
    resultHeading: 'The vehicle numbers, best first',
    method:
      'All the digits of each registration are added and reduced to one digit, then set against every moolank and bhagyank: friendly counts 2, neutral 1, challenging 0, out of 100. Everyone counts the same. Safe driving matters far more than any number.',
    columns: {
      rank: 'Rank',
      number: 'Vehicle number',
      total: 'Total',
      score: 'Score',
      harmony: 'With each person',
    },
    score: '{score} of 100',
    personHarmony: 'Person {n}: moolank {moolank}, bhagyank {bhagyank}',
    verdicts: { friendly: 'friendly', neutral: 'neutral', challenging: 'challenging' },
  },
};
