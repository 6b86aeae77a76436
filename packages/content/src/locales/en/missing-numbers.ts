import type { Digit } from '@ankvidya/numerology-core';
import type { ContentBundle } from '../../types.js';
import { coloursOf, inSentence } from './associations.js';
import { attributes } from './attributes.js';

// Colours and metals come from attributes, the one source for every number.
const metal = (digit: Digit) => inSentence(attributes[digit].metal);
const firstColour = (digit: Digit) => inSentence(attributes[digit].luckyColours[0]);
const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** What the absence of a digit from the Lo Shu grid tends to mean, with traditional remedies. */
export const missingNumbers = {
  1: {
    impact:
      'When 1 is missing from your grid, self-expression may not come automatically. You might know exactly what you feel yet struggle to find the words, or find that others misread your intentions. Speaking up about your needs, in a relationship or when asking for a raise, can feel awkward, and you may prefer to let your work speak for you. None of this means you lack a voice; it simply asks you to practise using it. Many people without a 1 become thoughtful, careful communicators precisely because they learned to choose their words with care.',
    remedies: [
      `Traditionally, people offer water to the rising Sun each morning from a ${metal(1)} vessel, as a small daily ritual of confidence and gratitude.`,
      "The Sun mantra 'Om Suryaya Namah' is traditionally chanted eleven times at sunrise, especially on Sundays.",
      'In Lo Shu tradition, 1 belongs to the north and to water, so keeping the north side of your home clean, with a small bowl of fresh water or a little fountain there, is a common suggestion.',
      `Wearing a ${metal(1)} bracelet or ring is a traditional way of honouring the Sun.`,
      'Before an important conversation, write down what you want to say, or keep a journal to practise putting feelings into words.',
    ],
  },
  2: {
    impact:
      "When 2 is missing from your grid, the Moon's gentle intuition may feel less immediate. You may rely more on logic than on gut feeling, and sometimes miss the small signs of how someone feels until they say it outright. Patience with others, or with slow processes, may not come easily. This is not coldness; you may care deeply yet show it through action rather than words. Your clear thinking is a strength, and with a little attention to feelings, your own and other people's, your relationships can become warmer and more relaxed.",
    remedies: [
      `Traditionally, wearing a ${metal(2)} ring or chain, or drinking water from a ${metal(2)} glass, is suggested to invite the Moon's qualities.`,
      "Chanting 'Om Chandraya Namah' on Monday evenings, or offering water mixed with a little milk at a Shiva temple on Mondays, is a common traditional practice.",
      `${capitalised(coloursOf(2))} are the traditional colours for 2; a ${firstColour(2)} handkerchief or kurta on Mondays is a simple way to use them.`,
      'In Lo Shu tradition, 2 belongs to the south-west, so keeping a pair of matching objects there, such as two lamps or a photo of you with your family, is a familiar suggestion.',
      'Before you respond in a conversation, pause and ask yourself how the other person might be feeling; it is a small, everyday way of practising intuition.',
    ],
  },
  3: {
    impact:
      "When 3 is missing from your grid, imagination and easy optimism may take a little more effort. You may prefer facts to daydreams, and new subjects can feel slow to sink in at first, though once learned they tend to stay. At times you might doubt your own ideas or hesitate to plan far ahead. This absence often makes people practical and grounded, which is valuable. The traditional view is that Jupiter's qualities can be invited in through learning, respect for teachers and a hopeful daily routine.",
    remedies: [
      `${capitalised(coloursOf(3))} are the colours numerology gives to 3; wearing something ${firstColour(3)} on Thursdays, the day of Jupiter, or placing ${firstColour(3)} flowers at your prayer place is a simple suggestion.`,
      "Traditionally, people chant 'Om Gurave Namah' or 'Om Brihaspataye Namah' on Thursday mornings and apply a small tilak of turmeric or saffron.",
      'In Lo Shu tradition, 3 belongs to the east and to wood, so keeping healthy, leafy plants in the east of your home is a common remedy.',
      'Touching the feet of elders, thanking your teachers and gifting books to a child are traditional ways of honouring Jupiter.',
      'Keep a notebook for ideas and add at least one each day, however small, to build the habit of imagining.',
    ],
  },
  4: {
    impact:
      'When 4 is missing from your grid, order and routine may not come naturally. You might start tasks with energy and then lose track, find paperwork tedious, or keep your things in a creative jumble. Working with your hands or following a fixed method may feel less comfortable than thinking big. This absence often goes along with flexibility and a fresh approach, which are real strengths. Building a few simple systems lets your ideas land on solid ground without losing their spark.',
    remedies: [
      'Keep a daily to-do list and tick items off before bed; traditionally, small and steady order is said to invite the qualities of 4.',
      'In Lo Shu tradition, 4 belongs to the south-east and to wood, so a healthy money plant or another leafy plant in the south-east corner is a familiar suggestion.',
      "Chanting 'Om Rahave Namah' on Saturdays, and feeding birds with grain, are traditional practices connected with Rahu.",
      `${capitalised(coloursOf(4))} are traditionally linked with 4 and can be used for a work bag, notebook or desk items.`,
      'Take up a hands-on hobby, such as gardening, cooking from a recipe or simple repairs, to practise method and patience.',
    ],
  },
  5: {
    impact:
      'When 5 is missing from your grid, the centre of the Lo Shu square is empty, and you may sometimes feel that balance takes effort. Your moods or plans may swing more than you would like, and adapting to sudden change can feel unsettling. Because 5 links all the lines that pass through the middle of the grid, its absence can make it harder to pull your different strengths together. Yet many people without a 5 become wonderfully self-aware, learning steadiness through practice. A calm routine and a settled home often make a real difference.',
    remedies: [
      'The Lo Shu square puts 5 at its centre, and vastu keeps the centre of the home, the brahmasthan, open, clean and uncluttered; this is the most familiar suggestion for a missing 5.',
      `${capitalised(coloursOf(5))} are the lucky colours of 5, the number of Mercury; wearing something ${firstColour(5)} on Wednesdays or keeping a ${firstColour(5)} pen for important work is a simple way to use them.`,
      "Traditionally, people chant 'Om Budhaya Namah' on Wednesdays and offer green grass or leafy vegetables to cows.",
      'Follow a steady daily rhythm, with fixed times for waking, meals and sleep, to build the inner balance that 5 represents.',
      'A few minutes of slow, even breathing each morning is a traditional practice for centring yourself.',
    ],
  },
  6: {
    impact:
      'When 6 is missing from your grid, home and family may feel like an area you have to work at consciously. You love the people close to you, but you may not always show it in the ways they expect, or you may find household duties less rewarding than work outside. Some people without a 6 feel a little unsure of where they belong. This absence does not make you less caring. With a few warm habits, your home can become the comfortable, welcoming place you want it to be.',
    remedies: [
      `Traditionally, wearing ${coloursOf(6, 'or')} on Fridays, the day of Venus, is suggested.`,
      "Chanting 'Om Shukraya Namah' on Friday mornings is a common traditional practice for a missing 6.",
      'In Lo Shu tradition, 6 belongs to the north-west and to metal, so keeping the north-west of your home tidy and hanging a metal wind chime there is a familiar remedy.',
      'Make one family meal each week a fixed event, with phones kept aside, and take a small part in preparing it.',
      'Fresh flowers, a pleasant fragrance or a lovingly kept corner of your home are traditional ways of inviting the comfort of Venus.',
    ],
  },
  7: {
    impact:
      "When 7 is missing from your grid, Ketu's lessons may reach you in quieter ways, or you may not often pause to reflect on them. You might move quickly from one experience to the next without asking what it taught you, or feel that spiritual practice does not quite fit your busy life. Some people without a 7 find it hard to let go of disappointments. Your practical, engaged nature is valuable, and adding a little reflection can bring deeper calm and a clearer sense of purpose.",
    remedies: [
      'Set aside ten minutes each day for quiet sitting, prayer or meditation; traditionally this is the heart of inviting the qualities of 7.',
      "Chanting 'Om Ketave Namah' on Tuesdays, and feeding street dogs, are traditional practices connected with Ketu.",
      'In Lo Shu tradition, 7 belongs to the west and to metal, so a metal wind chime or a small bell in the west of your home is a familiar suggestion.',
      'Keep a small journal of lessons and, at the end of each week, write down one thing that life taught you.',
      `Soft, light shades suit 7: ${coloursOf(7, 'or')} can be worn on days when you want a calmer mind.`,
    ],
  },
  8: {
    impact:
      "When 8 is missing from your grid, patience and long-term discipline may take conscious effort. You might prefer quick results, find it hard to stick with a savings plan, or feel tempted to drop a routine once the first excitement fades. Details like bills and documents may slip now and then. This absence often comes with a spontaneous, open-hearted nature, which is lovely in its own right. Saturn's qualities, traditionally, grow through small acts of steadiness repeated day after day.",
    remedies: [
      "Traditionally, people chant 'Om Shanaischaraya Namah' on Saturdays and light a mustard oil lamp in the evening.",
      'Giving black sesame, mustard oil or a meal to someone in need on Saturdays, and showing respect to workers and elders, are traditional ways of honouring Saturn.',
      'In Lo Shu tradition, 8 belongs to the north-east and to earth, so keeping the north-east of your home clean and light, perhaps with a small bowl of smooth stones, is a common suggestion.',
      'Keep a savings jar and add a small amount every week, however little, to build the habit of patience.',
      `${capitalised(coloursOf(8))} are the traditional colours for 8 and can be used for a wallet, diary or work clothes.`,
    ],
  },
  9: {
    impact:
      'When 9 is missing from your grid, Mars energy may come in waves rather than a steady flow. You might have big dreams but hesitate to push for them, or find it hard to keep going when enthusiasm dips. Standing up for yourself, especially against a stronger personality, can feel uncomfortable. A missing 9 is more common among people born from the year 2000 onwards, and it often comes with a gentle, easy-going nature. Traditionally, courage is seen as a muscle that strengthens with small daily use.',
    remedies: [
      `${capitalised(coloursOf(9))} are the colours of Mars and of 9; wearing a ${firstColour(9)} thread on the wrist or something ${firstColour(9)} on Tuesdays is a common suggestion.`,
      "Reciting the Hanuman Chalisa or chanting 'Om Mangalaya Namah' on Tuesdays is a familiar traditional practice.",
      'In Lo Shu tradition, 9 belongs to the south and to fire, so lighting a diya or keeping a warm light in the south of your home in the evening is a traditional remedy.',
      'Regular physical activity, such as a brisk walk, a sport or surya namaskar, is a practical way to work with the steady energy that 9 represents.',
      'Take one small brave step each week, like voicing an opinion in a meeting or starting a task you have been putting off.',
    ],
  },
} as const satisfies ContentBundle['missingNumbers'];
