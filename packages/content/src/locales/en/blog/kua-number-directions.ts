import type { BlogEntry } from '../../../types.js';

export const kuaNumberArticle: BlogEntry = {
  path: '/blog/kua-number-directions',
  title: 'Kua Number and Your Favourable Directions, Explained Simply',
  keywords: [
    'kua number',
    'kua number calculation',
    'kua number directions',
    'east group west group kua',
    'kua number 5',
  ],
  description:
    'How to work out your kua number from your year of birth, why men and women use different sums, what kua 5 borrows, and how the four favourable directions are used.',
  image: 'topic-kua-number',
  imageAlt: 'A compass marked with north, east, south and west around a needle',
  intro:
    'The kua number comes from feng shui, the Chinese art of arranging space, and many Indian numerologists now read it beside the moolank and bhagyank. Here is the sum, the East and West groups, and a calm way to use your directions at home or at work.',
  sections: [
    {
      heading: 'Where the kua number comes from',
      blocks: [
        {
          type: 'p',
          text: 'The kua number belongs to the Eight Mansions school of feng shui, called Ba Zhai in Chinese. It links each person with one of the nine cells of the Lo Shu square, and through that cell with a set of compass directions said to support them. In India it has become a familiar part of numerology charts, partly because the Lo Shu grid is already so popular here.',
        },
        {
          type: 'p',
          text: 'It helps to keep feng shui and vastu apart. Both speak about directions, but they are different traditions with different rules. The kua directions on Ankvidya are those of Eight Mansions feng shui. If your home was planned by vastu, there is no need to change it because of a kua number; the two need not be mixed.',
        },
      ],
    },
    {
      heading: 'Working out your kua number',
      blocks: [
        {
          type: 'p',
          text: 'Only your year of birth and your gender are needed. The sum differs for men and women, as the tradition sets it out.',
        },
        {
          type: 'ul',
          items: [
            'For men: add the digits of the year until one digit is left, subtract it from 11, and reduce the answer to one digit if needed.',
            'For women: add 4 to the year, then add the digits of the result until one digit is left.',
          ],
        },
        {
          type: 'p',
          text: 'Take a man born in 1990. The digits of 1990 give 1 + 9 + 9 + 0 = 19, then 1 + 9 = 10, then 1 + 0 = 1. Subtracting from 11 leaves 10, which reduces to 1. His kua number is 1.',
        },
        {
          type: 'p',
          text: 'Now a woman born in the same year. The working is 1990 + 4 = 1994, and 1 + 9 + 9 + 4 = 23, then 2 + 3 = 5. Her kua number is 5, which has a special rule, explained below.',
        },
      ],
    },
    {
      heading: 'A note on January births',
      blocks: [
        {
          type: 'p',
          text: 'Feng shui counts its year from the solar new year, called Lichun, which falls around 4 February, not from 1 January. Practitioners therefore use the previous year for anyone born before that date. Ankvidya’s kua uses the calendar year, as our specification asks, and the full report adds a note for anyone born before 4 February, with the kua the solar year would give. For a man born on 20 January 1990, for example, the calendar year gives kua 1, while the solar-year reading would use 1989 and give kua 2. Knowing both lets you follow whichever your own teacher or family uses.',
        },
      ],
    },
    {
      heading: 'Kua 5 borrows its directions',
      blocks: [
        {
          type: 'p',
          text: 'Kua 5 sits in the centre of the Lo Shu square, not at one of its eight compass points, so it has no directions of its own. The tradition solves this simply: men whose kua is 5 use the directions of kua 2, and women use those of kua 8. Both of these are Earth numbers of the West group, so the borrowing keeps the same element. The woman born in 1990 in our example therefore uses the directions of kua 8.',
        },
      ],
    },
    {
      heading: 'The East and West groups',
      blocks: [
        {
          type: 'p',
          text: 'Every kua belongs to one of two groups. Kuas 1, 3, 4 and 9 form the East group; kuas 2, 6, 7 and 8 form the West group, which kua 5 joins through its borrowed set. People in the same group share the same four favourable directions, arranged differently. In a family, this is why a husband and wife may find that their best directions differ, and why the tradition suggests each person choose their own seat at a desk rather than moving the whole house.',
        },
      ],
    },
    {
      heading: 'The four favourable directions',
      blocks: [
        {
          type: 'p',
          text: 'Each kua has four favourable directions, each traditionally linked with one purpose. Ankvidya names them by what they are used for:',
        },
        {
          type: 'ul',
          items: [
            'Wealth (sheng qi): the direction to face while you work, study for a job or hold an important meeting.',
            'Health (tian yi): traditionally used for rest and recovery, for example the direction your head points while you sleep. Many Indian homes avoid sleeping with the head to the north; if north is your health direction, another favourable one can serve for sleep.',
            'Relationships (yan nian): for family time and conversations that matter, such as where you sit at the dinner table.',
            'Personal growth (fu wei): for study, prayer and quiet reflection.',
          ],
        },
        {
          type: 'p',
          text: 'For kua 1 these are south-east for wealth, east for health, south for relationships and north for personal growth. For kua 8, the set the woman in our example borrows, they are south-west for wealth, north-west for health, west for relationships and north-east for personal growth.',
        },
        {
          type: 'p',
          text: 'The other four directions are simply the ones to use less when you have a choice. They are not bad directions and nothing harmful lives there; the tradition only suggests that your favourable ones are a better default for your desk or your pillow.',
        },
      ],
    },
    {
      heading: 'Using your directions without upheaval',
      blocks: [
        {
          type: 'p',
          text: 'Most people cannot turn their house around, and they do not need to. Small adjustments are the whole idea: turning a study table a little, choosing which side of the bed to sleep on, or sitting on a particular side of the office table. If a change would be awkward or costly, leave it. A good chair, daylight and a tidy room help more than any compass point.',
        },
        {
          type: 'p',
          text: 'Your kua number also appears in your Lo Shu grid, where Ankvidya counts it alongside the digits of your date of birth, your bhagyank and, for two-digit birth days, your moolank. So the kua plays two roles on the site: it fills a cell of the grid, and it gives you a set of directions to try.',
        },
      ],
    },
    {
      heading: 'Questions families often ask',
      blocks: [
        {
          type: 'p',
          text: 'Should a whole family follow one person’s directions? No. Each person has their own kua, so a shared room is best arranged for comfort and use, with each person choosing a seat or a side of the bed that suits them where that is easy. Does a child need a kua reading? There is no need; children change desks and rooms often, and good light and a quiet corner for homework matter far more.',
        },
      ],
    },
  ],
  tool: {
    heading: 'Find your kua number and directions',
    text: 'The free calculator works out your kua number from your year of birth and gender, and lists your four favourable directions and the East or West group you belong to.',
    link: 'Open the free calculator',
    to: '/numerology-calculator',
  },
};
