import type { BlogEntry } from '../../../types.js';
import { associationLines } from '../associations.js';

export const lifePath9: BlogEntry = {
  path: '/blog/life-path-number-9',
  title: "Life Path Number 9: The Generous Humanitarian's Path",
  keywords: [
    'life path number 9',
    'life path 9 meaning',
    'numerology 9 humanitarian',
    'life path 9 work and purpose',
    'life path 9 love life',
    'mars number 9 numerology',
    'mangal numerology',
  ],
  description:
    'Life path number 9 meaning: a generous, courageous and compassionate path ruled by Mars. Explore strengths, challenges, career, love and how to calculate it.',
  image: 'life-path-9',
  imageAlt: 'Illustration of the number 9 as a glowing diya lighting a circle of hands',
  intro:
    'The last of the single digits, 9 carries something of every number before it. Learn what this generous, fiery life path means for your character, your work and your relationships, and how to confirm it from your date of birth. In Indian numerology the life path number is called the bhagyank.',
  sections: [
    {
      heading: 'The meaning of life path number 9',
      blocks: [
        {
          type: 'p',
          text: 'Nine completes the cycle of single digits, and numerologists often describe it as the number of fulfilment, compassion and wide horizons. If 9 is your life path, you probably care about more than your own small circle. News of a flood in another state moves you, and you may find yourself organising a collection drive or sharing a relief appeal before anyone else does.',
        },
        {
          type: 'p',
          text: "There is a lovely bit of arithmetic behind the number's reputation. Multiply 9 by any number from 1 upwards and the digits of the answer always reduce back to 9: 9 × 7 = 63, and 6 + 3 = 9; 9 × 12 = 108, and 1 + 0 + 8 = 9. Many see in this a symbol of a number that contains everything and returns to itself, just as a 9 tends to hold a little of every other number's experience. It is fitting, too, that 108, the count of beads on a traditional japa mala, reduces to 9.",
        },
        {
          type: 'p',
          text: "Mars, the planet of 9, is known in India as Mangal and is linked with courage, energy and the protector's spirit. Put together, 9 combines a big heart with the fire to act on it. Treat this as an invitation to reflect rather than a fixed description of who you must be.",
        },
      ],
    },
    {
      heading: 'Where a 9 shines',
      blocks: [
        {
          type: 'ul',
          items: [
            "Compassion: you feel other people's difficulties sincerely and want to help in real, practical ways.",
            'Courage: Mars gives you the nerve to speak up for someone who is being treated unfairly, even when it is uncomfortable.',
            'Generosity: you share time, food, knowledge and money freely, and you rarely keep score.',
            'Broad vision: you see the bigger picture and can inspire others with a sense of purpose.',
            'Creativity: many 9s have a flair for art, music, writing or performance that moves an audience.',
          ],
        },
        {
          type: 'p',
          text: 'Together these qualities make 9 a natural helper and a leader of causes. People often remember the warmth you brought long after a project has ended.',
        },
      ],
    },
    {
      heading: 'Challenges for 9, with gentle remedies',
      blocks: [
        {
          type: 'p',
          text: 'Big hearts and fiery energy have their own tender spots. The following patterns are common on this path, and each can be eased with steady practice.',
        },
        {
          type: 'ul',
          items: [
            'Quick temper: Mars can make anger flare fast. Counting slowly to ten, stepping out for a glass of water, or a brisk evening walk gives that heat somewhere harmless to go.',
            'Giving until empty: you may help everyone except yourself. Keep a small weekly refill ritual, such as music, a hobby or time with one close friend.',
            'Difficulty letting go: as the number of endings, 9 may hold on to old hurts or past chapters. Writing a letter you never send, or simply naming what you are ready to release, can bring a sense of closure.',
            'Disappointment in others: your ideals are high, and people may fall short of them. Remembering that everyone is still learning helps you stay kind without lowering your values.',
          ],
        },
        {
          type: 'p',
          text: 'The aim is not to dim your fire but to direct it, so that your passion warms people rather than wearing you out.',
        },
      ],
    },
    {
      heading: 'Career direction and money mindset',
      blocks: [
        {
          type: 'p',
          text: 'Many 9s look for work with meaning. You may feel most fulfilled in teaching, medicine and nursing, social service and non-profit work, law and public advocacy, the armed forces, the police or emergency services, and in the arts, where you can touch many lives at once. Mars energy also suits sports, surgery, engineering and any field that calls for courage under pressure.',
        },
        {
          type: 'p',
          text: 'A 9 at work often becomes the person who speaks for the team or notices when a policy is unfair. You tend to lead by example and by conviction. The challenge is to pick your battles, saving your energy for the issues that matter most.',
        },
        {
          type: 'p',
          text: 'Money matters to 9s mainly as a means to help others and to live with dignity. You may give generously to relatives, temples, gurdwaras or charities, which is admirable. To keep giving for years, it helps to set aside your own savings first and then decide how much to share each month. Numerology does not forecast what anyone will earn, and none of this is financial advice; it simply suggests where your natural habits might need a little balance.',
        },
      ],
    },
    {
      heading: 'Love, family and friendship',
      blocks: [
        {
          type: 'p',
          text: 'A 9 loves with its whole heart. You are romantic, loyal and often very protective of the people close to you. Partners appreciate your warmth, your sense of humour and the way you stand by them in difficult times.',
        },
        {
          type: 'p',
          text: 'Because you care for so many people, your partner may sometimes feel they are sharing you with the whole world. Protecting time that belongs only to the two of you, such as a weekly dinner without phones or an early morning walk together, shows that they come first in your heart even when your calendar is full.',
        },
        {
          type: 'p',
          text: 'In the wider family, 9s often become the ones who settle disputes, support elders and welcome newcomers, such as a new daughter-in-law finding her feet in the household. Numerology traditionally notes an easy understanding between 9 and the numbers 3 and 6, which share its warmth and idealism. Hold such matches lightly; respect and kindness are what truly keep a family together.',
        },
      ],
    },
    {
      heading: 'Calculating your life path: a worked example',
      blocks: [
        {
          type: 'p',
          text: 'To reach your life path number, add the day, month and year of birth together in full, and then reduce the total by summing its digits until one digit is left. Here is how it works for someone born on 16 October 1981.',
        },
        {
          type: 'ol',
          items: [
            'Take the numbers from the date: 16 for the day, 10 for October and 1981 for the year.',
            'Combine day and month: 16 + 10 = 26.',
            'Bring in the year: 26 + 1981 = 2007.',
            'Sum the digits: 2 + 0 + 0 + 7 = 9.',
            'With a single digit reached, the life path is 9.',
          ],
        },
        {
          type: 'p',
          text: 'Write each step on paper rather than doing it in your head, and recheck the year in particular, since its middle digits are easy to skip. A curious side note: adding 9 to any number never changes its reduced digit, which is one reason some people call 9 the number that always holds its ground.',
        },
      ],
    },
    {
      heading: 'Mars, Fire and other traditional links for 9',
      blocks: [
        {
          type: 'ul',
          items: [
            'Planet: Mars (Mangal), the planet of courage, energy and protection.',
            'Element: Fire, in the Lo Shu tradition, where 9 sits at the top centre of the grid.',
            'Numbers often called favourable: 3, 6 and 9.',
            ...associationLines(9),
          ],
        },
        {
          type: 'p',
          text: 'Traditionally, many people with a strong Mars influence visit a Hanuman temple on Tuesdays, offer sweets such as boondi, or take up regular physical activity to channel their energy. Others simply wear a touch of red on important days. These customs are ways to focus intention and energy, and they carry no guarantee of any result.',
        },
      ],
    },
    {
      heading: 'Closing thoughts for the compassionate 9',
      blocks: [
        {
          type: 'p',
          text: 'Life path 9 brings together courage and compassion, fire and kindness. You are here to serve something larger than yourself, to finish what needs finishing and to leave places better than you found them. That is a generous calling, and it deserves a generous amount of care for the person carrying it: you.',
        },
        {
          type: 'p',
          text: 'If this is your number, let this week include one act of service and one act of rest. Both belong to the path. When your inner lamp is well tended, its light reaches far.',
        },
      ],
    },
  ],
};
