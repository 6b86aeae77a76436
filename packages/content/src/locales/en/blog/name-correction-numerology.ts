import type { BlogEntry } from '../../../types.js';

export const nameCorrectionArticle: BlogEntry = {
  path: '/blog/name-correction-numerology',
  title: 'Name Correction in Numerology: How Spellings Are Checked, Honestly',
  keywords: [
    'name correction numerology',
    'name spelling numerology',
    'naamank calculation',
    'name number change',
    'numerology name correction tool',
  ],
  description:
    'How a name spelling is read in numerology, what our name correction tool checks and suggests, what it cannot promise, and why your documents come first.',
  image: 'topic-name-correction',
  imageAlt: 'The letters of a name in a row of cards, each card showing the number of its letter',
  intro:
    'Many families in India ask whether a small change of spelling could suit their numbers better. This article explains how a spelling is read, what our free name correction tool does and does not do, and why your papers matter more than any number.',
  sections: [
    {
      heading: 'Why people look at the spelling of a name',
      blocks: [
        {
          type: 'p',
          text: 'Your date of birth is fixed, but the way you write your name is partly a choice. That is why name correction has long been part of Indian numerology: a film title with a doubled letter, a shop board with an extra a, a business card with Amith instead of Amit. The idea is simple. Each letter carries a number, the letters of the name add up to a naamank, and the naamank is read against the two numbers of your birth, the moolank and the bhagyank.',
        },
        {
          type: 'p',
          text: 'It is worth saying plainly at the start: a spelling is a small thing. It can be a pleasant way to feel that your name and your birth numbers sit well together, and some people enjoy choosing one for a brand or a signature. It does not replace effort, skill, health care or good advice, and no honest numerologist can promise what a new spelling will bring.',
        },
      ],
    },
    {
      heading: 'How a spelling is read',
      blocks: [
        {
          type: 'p',
          text: 'Ankvidya uses one letter table everywhere on the site: A 1, B 2, C 3, D 4, E 5, F 8, G 3, H 5, I 1, J 1, K 2, L 3, M 4, N 5, O 7, P 8, Q 1, R 2, S 3, T 4, U 6, V 6, W 6, X 5, Y 1, Z 7. No letter carries 9. Spaces and dots do not count, and capital and small letters count the same.',
        },
        {
          type: 'ol',
          items: [
            'Write the name as you actually use it, for example on your signature or visiting card.',
            'Give every letter its number from the table, and add each word.',
            'Add the words together. This total before reduction is called the compound, written like 27/9.',
            'Add the digits of the compound until one digit is left. That digit is the naamank.',
          ],
        },
        {
          type: 'p',
          text: 'Take Amit Joshi. Amit gives A 1, M 4, I 1, T 4, a total of 10. Joshi gives J 1, O 7, S 3, H 5, I 1, a total of 17. Then 10 + 17 = 27, and 2 + 7 = 9, so the compound is 27/9 and the naamank is 9.',
        },
      ],
    },
    {
      heading: 'Reading the naamank against your birth numbers',
      blocks: [
        {
          type: 'p',
          text: 'The naamank is then compared with your moolank and your bhagyank using the same friend table the whole site uses, built from the traditional friendships of the planets. Each pair is friendly, neutral or challenging. Suppose Amit was born on 23 November 1988: his moolank is 5 and his bhagyank is 6. A naamank 9 is challenging with 5 and neutral with 6. That is not a problem to fix in a hurry; it is only the starting point of the question.',
        },
        {
          type: 'p',
          text: 'The compound is read too. Following the tradition of compound numbers from 10 to 52, each compound is counted as favourable, middle-of-the-road, or one that asks for care. 27 is read as favourable, so the name already has something going for it.',
        },
      ],
    },
    {
      heading: 'What our name correction tool does',
      blocks: [
        {
          type: 'p',
          text: 'The tool tries small spelling changes that Indian names already use, word by word, and keeps only the ones that still sound like your name. The first letter of every word always stays.',
        },
        {
          type: 'ul',
          items: [
            'A consonant doubled, as in Ajjay or Sunnil.',
            'A vowel doubled or lengthened, as in Aakash, Sharmaa or Suneel.',
            'An h added after t or d, or dropped from th and dh, as in Amith or Sidhart.',
            'A final i written as y, or a middle name shortened to its initial.',
            "A final a written in or left out, only in a man's given names, where both spellings are common.",
          ],
        },
        {
          type: 'p',
          text: 'It makes at most two such changes, and offers a spelling only when its naamank is friendly to both your moolank and your bhagyank and its compound is a favourable one. The fewest changes come first. For Amit Joshi born on 23 November 1988, one change is enough: Amith Joshi. Amith gives 15 and Joshi still 17, so 15 + 17 = 32, and 3 + 2 = 5. The compound 32/5 is favourable, and a naamank 5 is friendly with both 5 and 6.',
        },
        {
          type: 'p',
          text: 'Sometimes no spelling within two changes fits both numbers. That happens often, for instance with Ajay Sharma on the same date of birth, and it is nothing to worry about. Some pairs of birth numbers share no friendly number at all, such as a moolank 2 with a bhagyank 8; then the tool shows spellings friendly to one number and neutral with the other, and says so. And sometimes your name already reads well: Kavita Nair on that date, with 24/6, needs no change.',
        },
        {
          type: 'p',
          text: 'The working happens in your browser. Your name is not sent anywhere to be checked, and the spellings you try are kept only on your own device, so you can compare them later.',
        },
      ],
    },
    {
      heading: 'What no spelling can promise',
      blocks: [
        {
          type: 'p',
          text: 'A numerologist who says a new spelling will bring a job, a marriage or better health is claiming more than any tradition can support. We present name correction as a traditional practice and a prompt for reflection. If a spelling feels right to you, enjoy it. If it feels forced, your present name is perfectly fine.',
        },
        {
          type: 'p',
          text: 'Be wary of anyone who links a spelling to fear, who says a name is harming your family, or who asks for a large fee together with stones or rituals. Nothing here needs to be bought. If you ever think of wearing a gemstone, please consult a qualified and experienced person first, and take that decision in your own time. And never set aside medical advice or medicines because of a number.',
        },
      ],
    },
    {
      heading: 'Documents and KYC come first',
      blocks: [
        {
          type: 'p',
          text: 'A new spelling is a choice of how you write your name, not a legal change. Aadhaar, PAN, passport, bank accounts, school certificates and property papers keep the name they carry unless it is changed through the proper process, such as a gazette notification. A signature or a form that does not match your papers can hold up a KYC check, a loan, an exam form or a visa.',
        },
        {
          type: 'p',
          text: 'That is why many people keep their official name exactly as it is and use a chosen spelling only where it does no harm: a business card, a shop board, a social media handle, an email signature. Talk it over with your family first, and if you are considering a legal change for any reason, take advice on the paperwork before you change anything.',
        },
      ],
    },
  ],
  tool: {
    heading: 'Check your own spelling',
    text: 'The free name correction tool reads your name letter by letter, compares its naamank with your moolank and bhagyank, and suggests close spellings when they fit.',
    link: 'Open name correction',
    to: '/name-correction',
  },
};
