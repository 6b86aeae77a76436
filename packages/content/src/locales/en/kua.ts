import type { ContentBundle } from '../../types.js';

export const kua = {
  1: {
    element: 'Water',
    description:
      'Kua 1 belongs to the East group and carries the Water element, which the Lo Shu tradition links with flow, learning and quiet depth. People with this kua are often described as adaptable and thoughtful, like a river that finds its way around a stone. Traditionally, you would face south-east while working on accounts or a business plan, and keep your study table turned to the north when you want steady growth in learning. Many families with a kua 1 member place the bed so that the head points east, the health direction. Try one change at a time, notice how the room feels for a few weeks, and keep what genuinely helps you settle and focus.',
  },
  2: {
    element: 'Earth',
    description:
      'Kua 2 sits in the West group and shares the Earth element, a quality of care, patience and steady nourishment, like a field that feeds a whole village. People with this kua often hold a family or team together without much fuss. In the Eight Mansions (Ba Zhai) school of feng shui, a kua 2 person might set the work desk so that they face north-east during office calls or while checking the household budget. For better rest, the tradition suggests sleeping with the head toward the west. When you want warmer ties with relatives, sitting facing north-west during a long family conversation is a simple thing to try. These are customs to explore gently, not rules you must follow.',
  },
  3: {
    element: 'Wood',
    description:
      'Kua 3 is part of the East group, and its element is Wood: growth, fresh starts and the push of a young plant toward the light. People with this kua are often lively, curious and quick to begin new projects. Traditionally, you would face south while working on something connected with income, such as a freelance order or a shop ledger, and keep the study table facing east, your growth direction. Your health direction is north, but in India sleeping with the head to the north is widely avoided. Vastu, for its part, places the head to the south or the east. A kind way to use north is to face it while you read, rest in a chair or do your breathing practice. At night, sleep with your head to the east, which both traditions welcome, and let your own comfort be the final guide.',
  },
  4: {
    element: 'Wood',
    description:
      'Kua 4 belongs to the East group and, like kua 3, carries the Wood element, though its Wood is softer and more flexible, like bamboo bending in the wind. People with this kua are often gentle planners who grow steadily rather than suddenly. The tradition suggests facing north while you handle money matters, whether that is filing tax returns or planning a small business. For sleep, many families keep the head of the bed toward the south. Facing south-east while you read, practise music or take an online course is said to support learning and self-development. Use these ideas lightly, keeping whatever makes your room feel calm and useful.',
  },
  5: {
    element: 'Earth',
    description:
      'Kua 5 is the centre of the Lo Shu square, the still point around which the other eight numbers are arranged. Its element is Earth, the quality of balance and of holding things together, like the courtyard of an old family house that every room opens onto. People with this kua are often the steadying presence in a group: the friend who calms a quarrel, or the colleague everyone turns to when plans change at the last minute. Living your kua 5 well means keeping your own centre steady too. A clear, uncluttered middle to your home, regular meals and an unhurried pause before big decisions are simple ways to do it. Balance, for a kua 5, is practised daily rather than found once.',
  },
  6: {
    element: 'Metal',
    description:
      "Kua 6 is in the West group, and its element is Metal, which stands for clarity, structure and dependable strength, like a well-made brass lamp that lasts for generations. People with this kua often like order and take responsibility seriously. Traditionally, you would face west while working on anything tied to earnings, from a sales report to your shop's stock list. Sleeping with the head toward the north-east is the customary suggestion for health. If you are preparing for a promotion or a new qualification, a study corner facing north-west is a simple arrangement to try. These are time-honoured habits offered for reflection, not promises of any result.",
  },
  7: {
    element: 'Metal',
    description:
      'Kua 7 belongs to the West group and also carries Metal, here in its finer form, like silver jewellery or the clear ring of a temple bell. People with this kua are often articulate, sociable and fond of good things. In the tradition, facing north-west while you handle business emails or client meetings is linked with wealth. For health, many people keep the head of the bed pointing south-west. When you want closer friendships or smoother family ties, sitting facing north-east during important conversations is the usual suggestion. Try these at your own pace; if a change does not suit your room or routine, it is perfectly fine to let it go.',
  },
  8: {
    element: 'Earth',
    description:
      'Kua 8 is part of the West group, and its element is Earth in its mountain form: stable, patient and quietly strong. People with this kua often build things slowly and carefully, from savings to skills. Traditionally, you would face south-west while working on finances, for example while planning a home loan repayment or a savings jar for the year. The customary suggestion for health is to sleep with the head toward the north-west. A desk facing north-east is often recommended for study and spiritual practice, since that is your growth direction. Treat these as traditional ideas to test kindly against your own experience, not as guarantees.',
  },
  9: {
    element: 'Fire',
    description:
      'Kua 9 is in the East group, and its element is Fire: warmth, visibility and enthusiasm, like the diya that lights up a doorway at Diwali. People with this kua often shine in front of others and inspire those around them. The tradition suggests facing east while you work on your career or business, and keeping the head of the bed toward the south-east for good rest. If you are preparing for an interview or building a public profile, a study space that faces south, your growth direction, is a simple idea to try. Let these customs support you gently, and keep only what feels natural in your own home.',
  },
  fiveNote:
    'Kua 5 has no directions of its own, because it sits at the centre of the Lo Shu square rather than at one of the eight compass points. Traditionally, men whose kua works out to 5 use the directions of kua 2, and women use those of kua 8. Both are Earth kuas of the West group, so the borrowing keeps the same element. With the borrowed set, you use the directions just as anyone else does: your wealth direction while you work, your growth direction for study and your health direction for rest, each as a gentle suggestion.',
  names: {
    groups: { East: 'East group', West: 'West group' },
    favourable: 'Favourable directions',
    borrowedFavourable: 'Favourable directions, borrowed from kua {kua}',
    purposes: {
      wealth: 'Wealth',
      health: 'Health',
      relationships: 'Relationships',
      growth: 'Personal growth',
    },
    directions: {
      N: 'North',
      NE: 'North-east',
      E: 'East',
      SE: 'South-east',
      S: 'South',
      SW: 'South-west',
      W: 'West',
      NW: 'North-west',
    },
  },
} as const satisfies ContentBundle['kua'];
