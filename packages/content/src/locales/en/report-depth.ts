import type { DepthTexts } from '../../reading-types.js';
import { woven } from './report-woven.js';
import { life } from './report-life.js';
import { gridWeave } from './report-grid-weave.js';
import { othersWeave } from './report-others-weave.js';

/**
 * Report-only depth texts: how to use each digit present in the Lo Shu grid, what each missing
 * digit asks of the reader, and practical advice for every plane and status. Written to go
 * deeper than the free analysis page without repeating its sentences.
 */
export const depth: DepthTexts = {
  gridDepth: {
    1: "Your 1 is the Sun's seat in your grid, and its best use is to take ownership of one clear thing at a time. At work, volunteer to be the person who sums up a meeting in three lines and sends round the next steps, because clarity from you can save everyone an hour. In the family, you can be the one who fixes a date for the Sunday visit to your grandparents while everyone else keeps saying 'let us see'. A habit worth practising: each morning, name one decision that is yours today and make it before lunch. The sign of overuse is quiet but telling: people stop offering ideas around you, and you find yourself deciding things that were never yours to decide.",
    2: "The Moon gives your 2 a fine ear for what sits beneath the words, and daily life rewards you when you put that ear to deliberate use. In a tense office discussion, you can be the one who restates both sides fairly so that the room cools down. At home, your sense of timing helps: you know when to raise a delicate topic with your parents and when to wait until after dinner. Practise one habit: before you agree to anything, pause for a breath and check whether your yes is real or merely polite. Overuse shows as tiredness after every social evening and a calendar full of other people's plans, with nothing in it that you chose for yourself.",
    3: "Jupiter, the guru among the planets, makes your 3 a teacher's number, and it grows strongest when you pass on what you learn. At work, offer to train the newest person on the team or to write the simple guide that nobody else has time for. With family, your patient explanations can turn a child's maths homework from a tug of war into a game. One habit to practise: after you read or learn something useful, explain it to someone within a day, in your own words. That keeps your knowledge alive and honest. The warning sign of overuse is advice given before anyone asks for it, or a hopeful plan announced to everyone long before its first brick is laid.",
    4: 'Rahu brings your 4 an unusual mix: a love of solid method together with a willingness to reach the same goal by an unexpected route. Use it at work by building systems, such as a shared folder that finally makes sense or a new way to track orders in a small business, and by questioning steps that exist only out of habit. At home, you are the right person to plan the travel, bookings and bags for a family pilgrimage. A useful habit is to review your routines every three months and drop one that no longer earns its place. Overuse looks like restlessness dressed up as effort: reorganising what already works, or changing plans suddenly and leaving others to catch up.',
    5: "Mercury sits in your 5, at the very centre of the grid, so your gift is to connect people, ideas and places. Use it at work by being the bridge between departments, the person who can explain the accounts team's concern to the sales team in words both understand. In family life you negotiate well, whether that means settling who stays where during a cousin's wedding or striking a fair deal with the vegetable vendor. Practise this habit: finish one conversation or task fully before you pick up your phone for the next. You will know the quality is overused when you are always on the move, when messages get half answers, and when friends say they never quite have your full attention.",
    6: 'Venus makes your 6 the number of care, taste and hospitality, and you use it best when your care comes with clear limits. At work, your eye for what looks and feels right can lift a presentation, a shop display or the way a client is welcomed at the door. In the family, you often make a festival feel special, from the rangoli at the entrance to the sweets arranged for guests. Try a weekly habit of asking each person at home for one thing they would like from you, instead of guessing. Overuse tends to appear as quiet resentment: doing everything for everyone, then feeling hurt that nobody noticed how much it took.',
    7: "Ketu gives your 7 a researcher's patience and a seeker's heart, and you use it best by asking deeper questions than others bother to ask. At work, you are suited to checking facts, tracing why a problem keeps returning, or reading the fine print before a contract is signed. At home, relatives may come to you when they need a calm, considered view rather than a quick reaction. A helpful habit is one short period each day with no input at all, no news, no music, no scrolling, simply to let your thoughts settle. The sign of overuse is withdrawal: answering every invitation with a polite no and keeping even your good news to yourself.",
    8: 'Saturn lends your 8 staying power, and it works best on goals measured in years rather than weeks. At work, you can see a long audit, a slow client or a multi-year project through without losing heart, and your sense of fairness makes people trust your decisions. In family matters, you make a steady keeper of records, from property papers to the dates when insurance premiums fall due. Practise one habit: at the end of every month, note one thing that has grown because you kept going. Overuse shows as rigidity, when rules start to matter more to you than the people they were meant to serve, and when rest feels like something you must first earn.',
    9: 'Mars powers your 9 with courage and a strong urge to serve, and you use it well when you aim that fire at something that truly needs it. At work, you can take on the difficult conversation others avoid, or lead the push to meet a deadline that seemed impossible. In your neighbourhood or family, you are often first to organise help, whether that is a relief collection after heavy rains or a friend shifting house. A good habit is to move your body every day before you send any important reply, so that your energy is spent before your words are chosen. Overuse shows as a short fuse, a yes to every cause, and disappointment when others do not match your pace.',
  },
  missingDepth: {
    1: "Without a 1, the skill your grid asks you to build is stating your own position plainly, even when it is only a preference about where to eat. In daily life this can show as saying 'anything is fine' and later wishing you had spoken, or letting a louder colleague present your idea. Practise by giving your view first in small, low-stakes moments. A confident friend, sibling or mentor who asks 'but what do you want?' can fill the gap beautifully, and watching how they speak teaches you more than any book.",
    2: "An absent 2 asks you to build the skill of tuning in: noticing tone, timing and the feelings behind a request. You may find that you answer the words of a message rather than its mood, or that you solve a friend's problem when they only wanted to be heard. This is a learnable skill, and asking 'how do you feel about it?' once a day is a good start. Gentle, intuitive people around you, perhaps a spouse or an old school friend, can quietly point out what you missed, and their insight is worth welcoming.",
    3: 'With 3 absent, the skill to cultivate is hopeful imagination: picturing a better outcome and sharing it in words that lift others. Day to day, you might focus first on what could go wrong in a plan, or find it hard to explain an idea until it is fully formed. Try describing one good possibility aloud before you list the risks. Cheerful, curious people in your circle, a teacher you admire or a child full of questions, can supply the spark, while you supply the grounding that makes their ideas workable.',
    4: 'A missing 4 asks you to build structure on purpose rather than wait for it to appear. In everyday life this may look like receipts stuffed into a drawer, a Diwali budget decided only after the shopping is done, or a good project that stalls halfway because nobody set out the steps. Breaking any task into three written stages is a skill worth practising. Organised people around you, a methodical colleague or a parent who loves lists, can fill the gap, and working beside them often brings your fresh ideas out at their best.',
    5: 'Without a 5 in the centre, the skill to practise is flexible balance: adjusting when plans change without feeling thrown off course. It may show when a train runs late, guests arrive early or a meeting is moved, and your whole day seems to tilt. Preparing a simple second option for important plans builds this steadiness over time. Adaptable, easy-going friends can be a real help; travelling or working alongside them, you learn that a changed plan is often just a different road to the same place.',
    6: 'An absent 6 asks you to build the skill of showing care in ways others can see and feel. You may love your family deeply yet express it through earning, fixing or advising, while they are waiting for company, compliments or time. Learning what each person counts as love, and offering it deliberately, closes that gap. Warm, homely people in your life, an aunt who hosts every gathering or a friend who never forgets an anniversary, can model this for you and share the work of making a house feel like home.',
    7: 'With 7 absent, the skill your grid invites is reflection: stopping after an experience to ask what it meant and what you would do differently. Everyday life may move so fast that lessons are lived but not learnt, and similar situations return wearing new clothes. A short pause after any important event, even during the ride home, builds this habit. Thoughtful people, perhaps a grandparent or a friend who enjoys long talks, can help you see the pattern, and their calm questions often open doors you did not know were there.',
    8: 'A missing 8 asks you to build patience with slow results and care with the small print of life. You may prefer quick returns, lose interest in a long course midway, or remember a bill only when the reminder message arrives. Choosing one long goal and reviewing it on the same date each month is a steady way to grow this skill. Disciplined, careful people around you, a sibling who tracks every rupee or a senior at work, can fill the gap, and their steadiness pairs well with your spontaneity.',
    9: "Without a 9, the skill to build is sustained courage: speaking up and pressing on even when the first enthusiasm has faded. It may show as letting an unfair remark pass at a relative's dinner table, or putting a goal aside the moment it meets resistance. Choosing one small stand to take each week and following it through strengthens this quality. Energetic, brave people in your life, a sporty cousin or a colleague who enjoys a challenge, can carry some of the fire, and their example can make boldness feel more natural to you.",
  },
  planeAdvice: {
    mental: {
      complete:
        "Give your well-stocked mind one real problem to solve each week, such as planning a child's birthday party on a fixed budget. Switch it off at a set hour each night, so that thinking serves you instead of keeping you awake.",
      partial:
        'Notice which side of thinking comes easily to you, whether method, idealism or intuition, and strengthen the weaker side on purpose. A monthly non-fiction book or a short course in a subject you find difficult will round out your mind steadily.',
      empty:
        'Learn through your hands and eyes first: watch a demonstration, try the task, and only then read about it. Explaining what you learnt to a friend over the phone that evening will fix the idea in memory better than long study sessions.',
    },
    emotional: {
      complete:
        'Your feelings are a rich resource, so let them feed something creative, like singing at a sangeet or writing letters to people you love. Protect that depth by stepping back from quarrels that are not yours to carry.',
      partial:
        'Some feelings flow easily for you while others stay locked away. Try sharing one small emotion each day with someone you trust, such as telling a colleague you felt proud of a piece of work, to widen your emotional range gently.',
      empty:
        'Begin with feelings that are easy to name, like the thrill of a close cricket match or relief when a long task ends, and say them aloud. Music, devotional songs or caring for a pet can also open the heart without any pressure to explain it.',
    },
    practical: {
      complete:
        'Your practical gifts make you the household organiser, so share the skills instead of doing every job yourself. Teach a younger relative how to read an electricity bill or plan the monthly grocery list, and keep one evening a week free of chores.',
      partial:
        'Identify which practical area feels hardest, whether money, physical tasks or daily routines, and choose one small skill within it to learn this month. Asking a handy neighbour to show you their method just once is often enough to get started.',
      empty:
        "Start with a single practical routine you can keep for twenty-one days, such as laying out the next day's clothes each night. Pair up with a friend who enjoys organising, and trade your creative ideas for their help with forms and errands.",
    },
    thought: {
      complete:
        'Planning comes naturally to you, so use it for goals that truly matter, like mapping out a home renovation or a career move. Set an end date for the planning stage, and share your plan with someone who will nudge you into action.',
      partial:
        'Your foresight is strong in some areas and thin in others. Before any decision that involves money or a commitment of more than a month, spend ten quiet minutes writing down the likely outcomes, easy and difficult, to stretch your planning side.',
      empty:
        'Planning can be learnt with simple tools, such as a wall calendar, a phone reminder or a one-page plan for each festival season. Begin with something pleasant, like a weekend outing, so that thinking ahead feels enjoyable rather than a chore.',
    },
    will: {
      complete:
        'Your determination is a powerful engine, so choose carefully where to point it, one or two big goals at a time. Before you dig in on any disagreement, ask yourself whether winning it matters as much as the relationship involved.',
      partial:
        'Your resolve is firm in some matters and wavers in others, so pick one area where you tend to give up and make a tiny daily promise there. Telling a supportive friend about the goal adds gentle accountability without pressure.',
      empty:
        'Build willpower the way you build stamina, with short efforts repeated often, such as reading five pages every night for a month. Celebrate each finished week in a small way, perhaps with a favourite snack, so the habit feels rewarding from the start.',
    },
    action: {
      complete:
        'You get things done, so direct that drive towards work that matches your values, and check each week whether your busyness is moving you forward. Leave room for others to contribute, because not every task at a housewarming needs your hands.',
      partial:
        'You move quickly on some tasks and stall on others, usually the ones without a clear first step. Write that first step on a sticky note and put it where you will see it, such as the bathroom mirror, so that starting becomes easier.',
      empty:
        'Action grows from small, visible wins, so choose a task you can finish within fifteen minutes and complete it today. Working alongside a natural doer, like a colleague who loves ticking boxes, can carry you forward until the momentum becomes your own.',
    },
    golden: {
      complete:
        'The golden diagonal points to practical judgement, so back it with research and patience rather than relying on instinct alone. Before any property or large purchase, compare at least three options in writing and take the view of a qualified adviser.',
      partial:
        'Stability and sound judgement show up in part for you, so strengthen the missing side through routine. Reviewing your spending every Sunday evening, and fixing the budget for a big purchase before you visit the showroom, will steady your material footing.',
      empty:
        'You can build the qualities of the golden diagonal with care and consistency, starting with a small sum set aside on the day your income arrives. Learning one new thing about managing household money each month adds up to real confidence over a year.',
    },
    silver: {
      complete:
        "Your warmth with people, balance and patience combine well, so use them in work that meets the public, such as teaching, sales or community service. Guard your energy by setting clear times when you are available to solve other people's problems.",
      partial:
        'Sensitivity, balance and patience appear unevenly in you, so observe which one deserts you under pressure and practise it in calm moments. If patience is the gap, for instance, try waiting in a queue without reaching for your phone.',
      empty:
        "Grow these qualities through gentle daily practice, such as greeting your building's security guard by name or letting a slow conversation run its full course. Small moments of patience with people add up to the warmth and steadiness this diagonal represents.",
    },
  },
  woven,
  life,
  gridWeave,
  othersWeave,
};
