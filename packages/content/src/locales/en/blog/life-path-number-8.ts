import type { BlogEntry } from '../../../types.js';
import { associationLines } from '../associations.js';

export const lifePath8: BlogEntry = {
  path: '/blog/life-path-number-8',
  title: "Life Path Number 8: Meaning, Discipline and Saturn's Wisdom",
  keywords: [
    'life path number 8',
    'life path 8 meaning',
    'numerology 8 personality',
    'life path 8 career and leadership',
    'life path 8 marriage',
    'saturn number 8 numerology',
    'shani numerology',
  ],
  description:
    'Life path number 8 explained: a patient, capable path guided by Saturn, the teacher of discipline. Strengths, challenges, career, family and how to find it.',
  image: 'life-path-8',
  imageAlt: 'Illustration of the number 8 as a balanced pair of scales on a stone step',
  intro:
    "Life path 8 is the path of steady effort, responsibility and earned respect. Discover how Saturn's patient wisdom shapes this number, what it brings to work and family, and how to calculate it from your birth date. In Indian numerology the life path number is called the bhagyank.",
  sections: [
    {
      heading: 'Understanding life path 8',
      blocks: [
        {
          type: 'p',
          text: 'Eight is the number of structure and stewardship. People on this path often carry a quiet sense that they are here to build something solid, whether that is a business, a career, a family home or simply a name for being dependable. You may have taken on responsibility early, perhaps helping at a family shop, minding younger siblings or handling paperwork for elders.',
        },
        {
          type: 'p',
          text: 'The planet linked with 8 is Saturn, known in India as Shani. In Vedic tradition Saturn is honoured as a fair and patient teacher, the keeper of karma, who rewards honest effort over time. Temples across the country welcome devotees on Saturdays, and many families speak of Shani Dev with deep respect as the one who teaches justice, humility and perseverance. That spirit runs through life path 8: results come, and they come to those who keep going with integrity.',
        },
        {
          type: 'p',
          text: 'The shape of 8 itself, two circles resting one upon the other, is often read as balance between the material and the spiritual, between giving and receiving. Numerology offers this as a way to look at your own life more clearly, not as a rule about what must happen.',
        },
      ],
    },
    {
      heading: 'Strengths of the 8 personality',
      blocks: [
        {
          type: 'ul',
          items: [
            'Perseverance: you keep working steadily when others give up, and you usually finish what you start.',
            'Organisation: budgets, timelines and systems make sense to you, and you can bring order to a messy situation.',
            'Natural authority: people tend to take you seriously, and you are often asked to lead, supervise or decide.',
            'A strong sense of justice: like Saturn, you care about fairness and are troubled when people are treated wrongly.',
            'Long-term vision: you are willing to plant today for a harvest years away, such as studying for a professional exam while working full time.',
          ],
        },
        {
          type: 'p',
          text: 'These qualities make 8 a builder. What you create tends to last, because it rests on effort and careful thought rather than shortcuts.',
        },
      ],
    },
    {
      heading: 'Challenges and how to work with them',
      blocks: [
        {
          type: 'p',
          text: 'The seriousness of 8 is a great asset, but now and then it can tip too far. Here are common patterns and gentle ways to balance them.',
        },
        {
          type: 'ul',
          items: [
            'Working without rest: you may feel you must earn every break. Keeping one evening a week completely free of work is a practical reminder that rest is part of good work.',
            'Holding feelings inside: 8s often show love through duty rather than words. Telling a child that you are proud of them, or thanking a spouse out loud, can mean as much as anything you provide.',
            'Impatience with slow progress: because you think long-term, delays can frustrate you. Tracking small milestones in a notebook helps you see how far you have already come.',
            'Measuring worth by achievement: success at work is satisfying, but it is not the whole of you. Time with friends, a hobby, or seva at a local temple or community kitchen can widen your sense of self.',
          ],
        },
        {
          type: 'p',
          text: "Saturn's lesson here is balance. Discipline serves you best when it is paired with kindness towards yourself and others.",
        },
      ],
    },
    {
      heading: 'Career paths and money attitudes',
      blocks: [
        {
          type: 'p',
          text: 'Life path 8 often feels at home in roles with responsibility and visible results. Many 8s are drawn to management and administration, business and entrepreneurship, banking and accounting, law and the judiciary, the civil services, engineering, construction and real estate, and any position where they oversee people or resources. You usually respect hierarchy but want to rise through it on merit.',
        },
        {
          type: 'p',
          text: 'Your working style tends to be steady rather than flashy. You may not be the loudest voice in a meeting, yet colleagues notice that your projects are delivered on time and your figures add up. That quiet reliability earns trust, and trust tends to open doors over the years.',
        },
        {
          type: 'p',
          text: 'With money, 8s often think carefully about security: an emergency fund, education for the children, a home for the family. This practical mindset is valuable. Still, numerology cannot promise wealth or predict financial results for anyone, and it should never replace advice from qualified professionals. Use your natural talent for planning as a strength, and remember to enjoy some of what you earn with the people you love.',
        },
      ],
    },
    {
      heading: 'Love, marriage and family life',
      blocks: [
        {
          type: 'p',
          text: "In relationships, 8 is loyal, protective and committed. You show care through action: booking a parent's health check-up, saving for a sibling's wedding, fixing the leaking tap before anyone asks. Your partner can usually rely on you completely.",
        },
        {
          type: 'p',
          text: 'Where 8s sometimes need practice is in softer expression. A partner may long for a surprise, a shared laugh or simply more unhurried time together. Planning a monthly outing, even a simple walk by the lake or a meal at a favourite dhaba, is a practical way for an 8 to keep romance alive alongside responsibility.',
        },
        {
          type: 'p',
          text: 'In Vedic astrology, Saturn counts Mercury and Venus among its friends, so many numerologists see 8 getting along well with 5 and 6. Consider this a gentle observation rather than a rule. Mutual respect, patience and honest conversation matter far more than any pairing of numbers.',
        },
      ],
    },
    {
      heading: 'Calculating life path 8 from a birth date',
      blocks: [
        {
          type: 'p',
          text: 'Finding your life path takes only a pen and a minute of care. Add the day, month and full year of birth as ordinary numbers, then add together the digits of the total, repeating until you reach a single digit. This example, for a birth date of 20 August 1969, needs two rounds of reduction.',
        },
        {
          type: 'ol',
          items: [
            'List the parts: 20 is the day, 8 is the month and 1969 is the year.',
            'Day plus month: 20 + 8 = 28.',
            'Add the year: 28 + 1969 = 1997.',
            'First reduction: 1 + 9 + 9 + 7 = 26.',
            "Second reduction: 2 + 6 = 8, so this person's life path number is 8.",
          ],
        },
        {
          type: 'p',
          text: 'Notice that the first reduction still left two digits, so the process simply continued. Double-check each line before you trust the result, since a single misplaced digit in the year can lead to a completely different number.',
        },
      ],
    },
    {
      heading: 'Saturn, Earth and the lucky associations of 8',
      blocks: [
        {
          type: 'ul',
          items: [
            'Planet: Saturn (Shani), the teacher of patience, justice and steady effort.',
            'Element: Earth, in the Lo Shu tradition, where 8 sits in the bottom left corner of the grid.',
            ...associationLines(8),
          ],
        },
        {
          type: 'p',
          text: 'Traditionally, many people honour Saturn on Saturdays by lighting a sesame oil lamp, visiting a Hanuman or Shani temple, or offering food and help to those in need. Service, especially towards workers, elders and the less fortunate, is considered particularly dear to Shani Dev. Whether or not you follow these customs, their spirit of humility and honest work fits the 8 path beautifully.',
        },
      ],
    },
    {
      heading: 'Closing thoughts on the path of 8',
      blocks: [
        {
          type: 'p',
          text: "Life path 8 is a path of respect earned slowly and kept for a long time. Saturn's gift to you is the understanding that real achievement grows from patience, honesty and care for others. When you combine your capability with warmth, you become the kind of person a family, a team or a community can build upon.",
        },
        {
          type: 'p',
          text: 'If 8 is your number, celebrate how far your steady effort has carried you. Then make room for joy along the way: a festival with loved ones, a holiday you keep postponing, a slow cup of chai with no task attached. Balance is the crown of this path.',
        },
      ],
    },
  ],
};
