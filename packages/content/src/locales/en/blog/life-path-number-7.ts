import type { BlogEntry } from '../../../types.js';
import { associationLines } from '../associations.js';

export const lifePath7: BlogEntry = {
  path: '/blog/life-path-number-7',
  title: 'Life Path Number 7: Meaning for the Thoughtful Seeker',
  keywords: [
    'life path number 7',
    'life path 7 meaning',
    'numerology 7 spiritual seeker',
    'life path 7 career paths',
    'life path 7 love compatibility',
    'ketu numerology number 7',
  ],
  description:
    'Explore life path number 7: the thoughtful, intuitive seeker linked with Ketu. Learn its strengths, challenges, work style, love life and how to calculate it.',
  image: 'life-path-7',
  imageAlt: 'Illustration of the number 7 as a lamp glowing beside an open book',
  intro:
    'Life path 7 belongs to the thinkers and seekers, people who want to know what lies beneath the surface. Here is a gentle guide to its meaning, its gifts and how to find out whether 7 is your number. In Indian numerology the life path number is called the bhagyank.',
  sections: [
    {
      heading: 'What it means to walk life path 7',
      blocks: [
        {
          type: 'p',
          text: 'Seven is the number of inner search. People with this life path are rarely satisfied with a quick answer. You want to understand why things happen, how they work and what they mean. You may be the friend who reads the full article rather than the headline, or who sits quietly at a gathering, noticing more than you say.',
        },
        {
          type: 'p',
          text: 'Its planet, Ketu, is one of the two shadow points of Vedic astrology, traditionally associated with detachment, insight, spirituality and letting go of outer show. This suits the 7 temperament well. Many 7s feel a pull towards meditation, philosophy, prayer or simply long, thoughtful walks, and they value depth over display.',
        },
        {
          type: 'p',
          text: 'Numerology offers this description for reflection. It does not decide your fate; it gives words to tendencies you may already sense in yourself, so that you can work with them consciously.',
        },
      ],
    },
    {
      heading: 'The quiet strengths of a 7',
      blocks: [
        {
          type: 'ul',
          items: [
            'Depth of thought: you study a subject properly and often become the person others consult for a careful opinion.',
            'Intuition: you sense when something is off in a deal, a plan or a conversation, sometimes before you can explain why.',
            'Independence of mind: you think for yourself and are not easily swayed by the crowd or by passing trends.',
            'Calm in solitude: you can spend a whole Sunday with books, music or your own thoughts and come back refreshed.',
            'Spiritual curiosity: questions about purpose, dharma and meaning interest you far more than gossip.',
          ],
        },
        {
          type: 'p',
          text: 'In a noisy world, these qualities are precious. A 7 often brings the pause that helps a family or a team avoid a hasty mistake.',
        },
      ],
    },
    {
      heading: 'Challenges on the path of the seeker',
      blocks: [
        {
          type: 'p',
          text: 'The inward-looking nature of 7 has a few common stumbling blocks. Each one has a simple remedy you can practise.',
        },
        {
          type: 'ul',
          items: [
            'Keeping to yourself too much: friends may mistake your silence for distance. A short message in the family group or a regular call to one close friend keeps bonds warm without draining you.',
            'Overthinking: analysing every angle can delay decisions. Give yourself a fair deadline, gather what you need, then choose and move on.',
            'Slowness to trust: you may watch people for a long time before opening up. Sharing one small personal thought at a time is a gentle way to let others in.',
            'Impatience with small talk: everyday chatter can feel pointless, yet it is how many relationships begin. Seeing it as a doorway rather than a waste of time can change how it feels.',
          ],
        },
        {
          type: 'p',
          text: 'Working with these patterns does not mean becoming someone else. It means letting your wisdom travel outwards, where others can benefit from it too.',
        },
      ],
    },
    {
      heading: 'Career choices and money habits',
      blocks: [
        {
          type: 'p',
          text: 'Seven tends to thrive in work that rewards focus, research and expertise. Many 7s enjoy science and research, data analysis, software and engineering, medicine and pharmacy, law, academic life, writing, the study of astrology and other traditional subjects, and spiritual or counselling roles. You usually prefer a quiet workspace and enough time to do a job thoroughly.',
        },
        {
          type: 'p',
          text: 'Open-plan offices and back-to-back meetings can tire you. If your current job is busy and social, small adjustments help: headphones for deep-focus hours, a fixed slot for replying to messages, or a short walk alone after lunch to reset your mind.',
        },
        {
          type: 'p',
          text: 'Your attitude to money is often thoughtful and a little detached. You may not chase wealth for its own sake, yet you research before investing and dislike risky shortcuts. That careful streak is useful. Just make sure detachment does not turn into neglect: a yearly review of savings, insurance and family documents keeps practical matters in order. Numerology describes tendencies only; it cannot forecast earnings or promise any financial outcome.',
        },
      ],
    },
    {
      heading: 'Love, family and close bonds',
      blocks: [
        {
          type: 'p',
          text: "A 7 loves deeply but quietly. You may not express affection through grand gestures, yet you show it through attention: remembering something your partner mentioned weeks ago, researching the right specialist for an elderly parent, or choosing a book that exactly suits a friend's interests.",
        },
        {
          type: 'p',
          text: 'You need a partner who respects your need for quiet time and does not take it personally when you retreat for a few hours. In return, make a point of sharing your inner world. A 7 who explains that they need an hour to think and will join everyone afterwards avoids many misunderstandings at home.',
        },
        {
          type: 'p',
          text: 'In family life, elders often value your good sense, and younger relatives may bring you questions they cannot ask anyone else. Numerology books commonly suggest that 7 pairs well with 2, whose gentleness feels safe, and with fellow 7s who understand the need for silence. Compatibility lists are only a starting point; understanding and patience decide the rest.',
        },
      ],
    },
    {
      heading: 'How to find your life path number',
      blocks: [
        {
          type: 'p',
          text: 'To calculate a life path, add your day of birth, month of birth and full year together, then sum the digits of the result until a single digit remains. Let us follow one real date step by step: 18 March 1993.',
        },
        {
          type: 'ol',
          items: [
            'Separate the date into day 18, month 3 and year 1993.',
            'First add 18 and 3 to get 21.',
            'Then add 21 to 1993, which gives 2014.',
            'Now add the digits of 2014: 2 + 0 + 1 + 4 = 7.',
            'Because 7 is already one digit, the life path number for this date is 7.',
          ],
        },
        {
          type: 'p',
          text: 'A quick way to check your work is to redo the addition in a different order, for example starting with the year and then adding the month and the day. Should your total ever come to 11, 22 or 33 along the way, the Ankvidya blog treats it as a master number and leaves it unreduced.',
        },
      ],
    },
    {
      heading: 'Ketu, Metal and other traditional associations of 7',
      blocks: [
        {
          type: 'ul',
          items: [
            'Planet: Ketu, the south node of the Moon in Vedic astrology, linked with detachment, insight and spiritual growth.',
            'Element: Metal, following the Lo Shu tradition, where 7 sits in the middle of the right-hand column.',
            ...associationLines(7),
          ],
        },
        {
          type: 'p',
          text: 'Traditionally, people with a strong 7 may set aside a few minutes each morning for silent prayer or meditation, keep a small corner of the home clean and uncluttered for reflection, or spend time near a river or the sea. Such customs are offered as supports for a calmer mind, not as promises of any particular result.',
        },
      ],
    },
    {
      heading: 'A closing note for the seeker',
      blocks: [
        {
          type: 'p',
          text: 'Life path 7 invites you to look inward and then share what you find. Your questions, your research and your quiet wisdom are gifts, especially in a fast and noisy age. The invitation is to keep one foot in the world of people while the other explores the world of ideas.',
        },
        {
          type: 'p',
          text: 'If 7 is your number, honour your need for stillness without hiding behind it. Keep a notebook of insights, share one of them with someone this week, and let your calm presence do its quiet work.',
        },
      ],
    },
  ],
};
