import type { ContentBundle } from '../../types.js';

export const planes = {
  tradition:
    'The plane names used here are borrowed from the arrows of Pythagorean-style grid reading, where a full or empty row, column or diagonal of a birth-date grid is given a meaning of its own. Indian numerology practice commonly applies these labels to the Lo Shu square, 4 9 2 / 3 5 7 / 8 1 6. In the same practice, the two diagonals are popularly called the golden yog or plane (4-5-6) and the silver yog or plane (2-5-8).',
  mental: {
    name: 'Mental plane',
    complete:
      'With 4, 9 and 2 all present, the top row of your grid is full, and the tradition reads this as a well-stocked mind. You likely enjoy thinking things through, remember details others forget and can hold a plan in your head while you work on it. Puzzles, study and problem-solving at work may come naturally. Because the mind is so active, it can sometimes run ahead into worry or overthinking, so a short evening walk or a few quiet minutes without your phone can help you switch off.',
    empty:
      'None of 4, 9 or 2 appears in your grid, so the mental plane is empty. This does not mean you lack intelligence; it often describes someone who learns best by doing, watching and feeling rather than by theory alone. You may find long study sessions or abstract planning tiring. A small notebook for ideas, a daily crossword or sudoku, and reading a few pages each night are gentle ways to exercise the thinking side at your own pace.',
    partial:
      'Some digits of the mental plane are present, so your thinking has real strengths alongside areas that grow with practice. Regular reading and writing down your plans can round it out.',
  },
  emotional: {
    name: 'Emotional plane',
    complete:
      'When 3, 5 and 7 are all present, the middle row of the grid is complete, and the tradition links this with a rich inner life. You probably feel things deeply, sense the mood of a room quickly and respond to others with warmth. Many people with this plane are drawn to music, prayer, art or helping roles. The gift comes with a need for care: strong feelings can tire you, so give yourself time to rest after emotionally heavy days, such as a wedding in the family or a hard week at work.',
    empty:
      'With none of 3, 5 or 7 in your grid, the emotional plane is empty. This is usually read as a person who keeps feelings private, not as someone who lacks them. You may find it easier to show love through actions, like packing a tiffin for someone, than through words. Writing a few lines in a diary, talking regularly with one trusted friend, or spending quiet time in nature can help you notice and express what you feel.',
    partial:
      'Part of the emotional plane is filled, so you feel deeply in some areas and stay reserved in others. Naming your feelings, even privately in a diary, can bring more balance.',
  },
  practical: {
    name: 'Practical plane',
    complete:
      'A full bottom row, with 8, 1 and 6 all present, is traditionally read as a strong practical sense. You are likely good with your hands, comfortable with money and able to turn plans into working routines. People often turn to you when something needs fixing, organising or budgeting, from a leaking tap to a family function. Keep in mind that not everything can be measured or arranged; making room for rest, play and feelings keeps this grounded strength from turning into constant busyness.',
    empty:
      'When 8, 1 and 6 are all missing, the practical plane is empty. You may be more at home with ideas, feelings or creativity than with bills, repairs and daily routines, and that is a valid way to be. The tradition suggests building practical habits one small step at a time: a weekly checklist on the fridge, a savings jar for a goal, or learning one household skill each month. Over time these habits can become second nature.',
    partial:
      'Some of the practical plane is present, so everyday tasks suit you in part. A simple routine or checklist can support the parts that feel harder.',
  },
  thought: {
    name: 'Thought plane',
    complete:
      'With 4, 3 and 8 forming a full left column, the tradition sees a natural planner. You probably like to think before you act, can picture how a project will unfold and enjoy arranging ideas into a clear order. This suits careers and hobbies that need foresight, from designing a house to planning a school event. Sometimes planning can go on longer than needed, so set yourself a date to move from the drawing board to the first real step.',
    empty:
      'None of 4, 3 or 8 is present, so the thought plane is empty. You may prefer to act on instinct and work things out as you go, which can be a strength in fast-moving situations. At times, though, jumping in without a plan can mean extra effort later. Try writing three lines before any new task: what you want, what you need and the first step. This small habit builds forethought without slowing you down.',
    partial:
      'Parts of the thought plane are present, so you plan well in some matters and improvise in others. Jotting down a short plan before big decisions can help.',
  },
  will: {
    name: 'Will plane',
    complete:
      'A complete middle column, with 9, 5 and 1 all present, is traditionally read as strong willpower. When you set your heart on a goal, you tend to keep going even when others give up, whether it is an exam, a fitness target or a business dream. This determination is a real asset. The kind reminder that comes with it: firmness can slide into stubbornness, so listening to a different view before you decide can make your will even more effective.',
    empty:
      "With 9, 5 and 1 all absent, the will plane is empty. This can show up as finding it hard to stick with goals or being easily swayed by others' opinions. It is a pattern you can work with, not a fixed fate. Start with very small commitments, such as a ten-minute morning walk for one week, and tick them off on a calendar. Each kept promise to yourself quietly strengthens your resolve.",
    partial:
      'Some digits of the will plane are present, so your determination is strong in certain areas and softer in others. Small, regular commitments can steady it further.',
  },
  action: {
    name: 'Action plane',
    complete:
      'When 2, 7 and 6 fill the right column, the tradition reads it as a person of action. You likely turn ideas into results, enjoy being busy and feel restless when things stand still. Friends and colleagues may rely on you to get things moving, whether that means organising a trip or finishing a delayed project. Remember to pause now and then to check direction, because even the most energetic effort works best when it is aimed well.',
    empty:
      'None of 2, 7 or 6 appears, so the action plane is empty. You may have plenty of good ideas but find it harder to begin or to follow through, especially when no one is waiting on you. This is common and very workable. Choose one small action each day and do it before noon, or share your goal with a friend or in the family WhatsApp group so someone checks in with you.',
    partial:
      'Part of the action plane is present, so you act readily in some situations and hesitate in others. Breaking tasks into small first steps can help you move forward.',
  },
  golden: {
    name: 'Golden plane',
    complete:
      'When 4, 5 and 6 form a full diagonal, Indian numerology popularly calls it the golden yog. It is traditionally linked with steady material progress, good judgement in property and money matters, and the ability to make plans work in the real world. Many readers take it as encouragement to trust their practical wisdom. Like every pattern in the grid, it describes a tendency rather than a promise, and steady effort and good choices still do the real work.',
    empty:
      'With 4, 5 and 6 all absent, the golden diagonal is empty. Many people have no golden yog, and it says nothing about your worth or your future. It simply suggests that material progress may come through conscious habits rather than by instinct. Keeping a simple monthly budget, learning about savings and planning purchases in advance are traditional, practical ways to build that stability step by step.',
    partial:
      'Some digits of the golden diagonal are present, so its qualities of stability and practical judgement show up in part. Careful planning with money can strengthen them.',
  },
  silver: {
    name: 'Silver plane',
    complete:
      'When 2, 5 and 8 line up along the diagonal, Indian numerology popularly calls it the silver yog. It brings together the sensitivity of 2, the balance of 5 and the patience of 8, and is traditionally associated with good relations with people, sound practical sense and gradual, well-earned progress. It is often read as a helpful sign for work that involves dealing with the public. Treat it as a strength to use wisely, not as a guarantee.',
    empty:
      'None of 2, 5 or 8 is present, so the silver diagonal is empty. This is very common and is nothing to worry about. It may mean that patience with people and with slow results needs a little conscious practice. Traditionally, people work on this by listening fully before replying, keeping one long-term goal in view and celebrating small progress, such as a month of regular savings or a finished course module.',
    partial:
      'Part of the silver diagonal is present, so sensitivity, balance and patience show up unevenly. Slowing down in conversations and decisions can bring them together.',
  },
} as const satisfies ContentBundle['planes'];
