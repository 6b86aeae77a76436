import type { CombinationReading } from '../../../reading-types.js';
import type { ByDigit } from '../../../types.js';

/** Readings for moolank (psychic number) 4 with each bhagyank (life path number) 1 to 9. */
export const moolank4: ByDigit<CombinationReading> = {
  1: {
    title: 'The Independent Reformer',
    portrait:
      "You are a self-starter with an unusual map in your head. Your moolank 4, ruled by Rahu, questions how things are usually done, and your bhagyank 1, ruled by the Sun, pushes you to lead the change yourself instead of waiting for anyone's approval.",
    paragraphs: [
      'Both numbers prize independence, so you rarely feel comfortable taking orders you cannot explain. The Sun gives you the confidence to step forward; Rahu gives you an original idea worth stepping forward with. Together they make you the person who redesigns the billing system of the family shop, or who quietly builds a better process and presents it already finished. The pull comes from pace. Your bhagyank wants quick, visible leadership, while your day-of-birth nature prefers to test every brick before moving on, so you can swing between bold starts and long stretches of checking.',
      'At work you do well where you can own a project and shape its rules: a small business of your own, technical leadership, a consultancy, or a department that badly needs fixing. With money you are careful by habit yet capable of sudden bold bets when an idea excites you. Keep a separate account for experiments, so that the household budget never carries your trials.',
      'In family life you protect fiercely and decide fast, yet loved ones may feel they were informed rather than asked. Before announcing any big plan at home, share it as a draft over dinner and invite one change from each person. You lose nothing in authority, and you gain people who back you because they helped shape the plan.',
    ],
    strengths: [
      'Original ideas backed by real effort',
      'Courage to lead unpopular changes',
      'Self-reliance under pressure',
    ],
    workOn: [
      'Asking before deciding for others',
      'Balancing bold bets with steady saving',
      'Letting others finish their explanations',
    ],
  },
  2: {
    title: 'The Gentle Systems-Keeper',
    portrait:
      'Your moolank 4 gives you a practical, questioning mind, and your bhagyank 2 asks you to spend that mind in the service of partnership. You are the dependable, soft-spoken person who keeps things running behind the scenes and notices, long before anyone speaks, when someone in the room is upset.',
    paragraphs: [
      "Rahu and the Moon make an interesting pair. Rahu brings sudden ideas and a wish to do things your own way; the Moon brings tides of feeling and a longing for closeness. On good days the combination is lovely: you build order so that the people you care about feel safe, like the one who writes down a grandmother's pickle recipes so they are never lost. On harder days your frank words and your tender heart argue with each other, and you may say something blunt, then worry about it all night.",
      'Work suits you where care meets method: human resources, hospital coordination, school administration, accounts for a charitable trust, or any role where you are the steady second-in-command. You may be paid less than the weight you quietly hold together, so learn to list your contributions plainly at appraisal time. At home you save sensibly, though you lend to friends more easily than you admit.',
      'Relationships are central to your path, and a partner may find you loving yet hard to read. Set up a fixed Sunday evening conversation with your partner or a close relative in which each of you names one thing that pleased you and one thing that bothered you that week. Feelings spoken in small doses rarely grow into large storms.',
    ],
    strengths: [
      'Quiet reliability that others lean on',
      'Sensitivity to unspoken moods',
      'Patient, careful teamwork',
    ],
    workOn: [
      'Voicing hurt before it settles inside',
      'Claiming credit for your own work',
      'Softening frank remarks with warmth',
    ],
  },
  3: {
    title: 'The Unusual Teacher',
    portrait:
      'In you, the hard-working, unconventional mind of moolank 4 meets the wisdom and cheer of bhagyank 3. You learn things the long way round, understand them deeply, and then find a fresh, slightly surprising way to explain them to everyone else.',
    paragraphs: [
      "Jupiter, the planet of learning, guides your life's direction, and Rahu lends your everyday thinking an original twist. The two work well together whenever knowledge is involved. You are the person who can explain new tax rules to the neighbourhood grocer using his own ledger, or teach a younger cousin algebra through cricket scores. Where they pull apart is mood: Jupiter is hopeful and expansive, while Rahu can make you doubtful and critical, so you may swing between big hopes and sharp self-judgement.",
      'Teaching, training, technical writing, content creation, architecture and research with a public side all fit you. Your money habits tend to be mixed: you save steadily but spend freely on books, courses and tools, telling yourself that each one is an investment. Often it is, yet a yearly learning budget keeps the enthusiasm honest.',
      "Among friends and family you bring the interesting opinion to the dinner table, and occasionally you argue a point for too long. Let people disagree with you without needing to win. One concrete step: offer a free monthly session at a local library or community hall on a subject you know well. Regular teaching gives Jupiter a home and gives Rahu's restless mind a purpose.",
    ],
    strengths: [
      'Explaining hard ideas in fresh ways',
      'Deep, patient learning',
      'Honest, thought-provoking conversation',
    ],
    workOn: [
      'Letting a debate end without winning',
      'Keeping course spending within a plan',
      'Being as kind to yourself as to students',
    ],
  },
  4: {
    title: 'The Builder Twice Over',
    portrait:
      "With moolank 4 and bhagyank 4, Rahu shapes both your daily nature and your life's direction. You are a builder through and through: methodical, hard-working, fiercely independent in thought, and ready to spend years on something that others would abandon after a few months.",
    paragraphs: [
      'A doubled 4 gives you a rare gift of endurance. Where most people need encouragement to keep going, you need only a clear reason. You can master a difficult trade, keep a small business alive through lean seasons, or maintain the household accounts in a spreadsheet so detailed that the whole family relies on it. Doubled Rahu also sharpens your original streak, so you may reach solutions that look odd at first and turn out to be right.',
      'The excess of this energy shows up as rigidity and a feeling of always carrying the load. When a plan changes suddenly, you can feel it almost in your body, and you may resist even improvements that come from outside your own system. Work can swallow weekends because rest feels like slacking. With money you are cautious to a fault, sometimes saving for security so long that the security is never enjoyed.',
      'In relationships you are faithful, protective and quietly proud of the people you provide for, though you may forget to tell them. Loosen the grip a little at a time. When the family next plans a holiday, hand the whole plan to someone else, accept their choices, and simply turn up with your bag packed. Learning to be carried now and then makes your strength easier for others to live with.',
    ],
    strengths: [
      'Endurance for long, demanding projects',
      'Thorough and exact with systems',
      'Original answers to practical problems',
    ],
    workOn: [
      'Welcoming changes you did not plan',
      'Resting on weekends without guilt',
      'Spending some savings on shared joy',
    ],
  },
  5: {
    title: 'The Restless Craftsman',
    portrait:
      'Your moolank 4 likes method, proof and a solid plan, while your bhagyank 5 keeps opening new doors and new roads. You are a practical person whose life keeps asking you to move, trade, travel and adapt, and you are at your best when you bring order to change.',
    paragraphs: [
      'Rahu and Mercury are both quick in their own ways, so this pairing is rarely dull. Rahu brings sudden turns and an unconventional eye; Mercury brings speech, trade and adaptability. Together they suit work where systems meet movement: logistics, an online store, travel operations, or software that people use on the go. The tension lies inside you. One part wants a fixed routine and predictable income, and the other gets bored the moment the routine starts working.',
      'Money can come to you in bursts, from a side deal or a new venture, and leave in bursts too, often on gadgets or upgrades your careful side later questions. Split every unexpected income into three parts before you touch it: one for savings, one for the business and one for pleasure. The rule satisfies both numbers at once.',
      'At home you can seem settled one month and impatient the next, and family may not know which version to expect. Tell them plainly when a restless phase begins. Pin new ideas on a corkboard as they arrive and test only one each quarter, which lets you chase novelty without shaking the ground under everyone else.',
    ],
    strengths: [
      'Bringing structure to fast-moving work',
      'Practical sense in business dealings',
      'Adapting without losing your footing',
    ],
    workOn: [
      'Pausing before upgrading what still works',
      'Telling family about your restless phases',
      'Finishing one venture before starting another',
    ],
  },
  6: {
    title: 'The Devoted Home-Builder',
    portrait:
      'You combine the steady labour of moolank 4 with the loving, family-centred direction of bhagyank 6. You work hard so that the people you love can live comfortably, and you show affection through repairs, budgets and careful planning more often than through words.',
    paragraphs: [
      "Venus guides your life towards home, beauty and responsibility, and Rahu gives you the grit to build that home brick by brick. These two agree on one thing: security matters. You might spend years saving for the down payment on a flat, then take equal pride in choosing its curtains. The friction arrives when Rahu's frankness meets Venus's wish for harmony. You want peace at home, yet you may point out every flaw in how the kitchen is run and then wonder why the atmosphere has cooled.",
      'At work you suit interior design, civil engineering, real estate, hospitality management, property maintenance and any role where practical skill creates comfort for others. You are careful with money for the family and sometimes rather strict with yourself.',
      "Your relationships thrive when you let your tenderness show. Your partner and children know you care; they would still love to hear it. Make one small change: at dinner, name one thing each person did that day that you appreciated. Over months it turns your quiet dependability into warmth everyone can feel. Also let one corner of the house be arranged exactly to your own taste, so that Venus has somewhere to rest after Rahu's long working day.",
    ],
    strengths: [
      'Building lasting security for family',
      'Practical skill with homes and spaces',
      'Steady, faithful love',
    ],
    workOn: [
      'Saying appreciation aloud more often',
      'Choosing kindness over correcting small flaws',
      'Spending a little on your own comfort',
    ],
  },
  7: {
    title: 'The Quiet Questioner',
    portrait:
      'Your moolank 4, ruled by Rahu, meets a bhagyank 7 ruled by Ketu, so the paired shadow planets of Vedic tradition both have a say in your life. You are a private, probing person who is never satisfied with surface answers and who works hard, often alone, to understand how things truly function.',
    paragraphs: [
      'Rahu and Ketu are traditionally seen as two halves of one whole, one reaching outward for experience and the other turning inward towards meaning. In you they cooperate surprisingly well. Your day-of-birth nature supplies the patience to gather facts, and your bhagyank supplies the depth to see what the facts mean. You may spend an entire weekend reading about the history of a temple you visited, or rewrite a piece of code until it is elegant rather than merely working.',
      'Research, data analysis, forensic accounting, software architecture, law, archaeology and technical investigation suit you. You handle money carefully, though you may neglect it simply because it bores you next to your current question. Automate the basics, such as bill payments and a fixed monthly saving, so that your attention can stay where it likes to be.',
      'The numbers pull apart when it comes to company. Rahu wants to be understood while Ketu wants to be left alone, and people close to you can be puzzled by the mix, sometimes mistaking your silence for distance. Once a month, send a friend or relative a short note about something you have been exploring. Sharing your inner world in small pieces keeps relationships warm without costing you the solitude you need.',
    ],
    strengths: [
      'Patient, probing investigation',
      'Independent judgement on complex matters',
      'Calm focus when working alone',
    ],
    workOn: [
      'Sharing thoughts before they feel complete',
      'Giving everyday money matters some attention',
      'Reaching out first to old friends',
    ],
  },
  8: {
    title: 'The Patient Architect',
    portrait:
      'Moolank 4 and bhagyank 8 are both numbers of effort, and together they make you one of the most persistent people anyone knows. You understand that real results arrive late, and you are willing to keep working quietly through the years when nothing seems to move.',
    paragraphs: [
      "Saturn, linked with your life's direction, teaches discipline, justice and delayed reward, while Rahu, linked with your day of birth, adds independence and a taste for unusual methods. The reinforcement is plain to see: you can prepare for a difficult exam over several attempts, or grow a business from one rented room, without losing heart. The risk is that the two together make life feel like one long duty, and joy postponed for too long can start to seem unnecessary.",
      'Administration, law, engineering, mining, manufacturing, audit, government service and long-term project management suit your temperament. With money you are disciplined and wary of debt, and you tend to build wealth slowly through consistent habits rather than quick wins.',
      'In family life you are the dependable one who handles the property papers and remembers when insurance renewals fall due. You may come across as stern when you are simply tired. Try marking every completed month of a long goal on a wall calendar, and each time you turn a page, do one small thing purely for pleasure with the people you love, perhaps a plate of chaat at the corner stall. Celebration is not a prize you must earn at the very end; it is fuel for the journey.',
    ],
    strengths: [
      'Persistence through slow seasons',
      'Strong sense of fairness and duty',
      'Disciplined, debt-wary money habits',
    ],
    workOn: [
      'Celebrating progress along the way',
      'Showing warmth even when tired',
      'Trusting that rest is part of work',
    ],
  },
  9: {
    title: 'The Fearless Fixer',
    portrait:
      'Your moolank 4 brings steady effort and a mind that sees problems clearly, and your bhagyank 9 adds courage, energy and a wish to serve. You roll up your sleeves when something is broken, whether it is a faulty process at work or an unfairness in the neighbourhood.',
    paragraphs: [
      'Mars, linked with 9, lends you fire and boldness, and Rahu adds a streak that refuses to accept things simply because they have always been that way. Combined, they make you a practical crusader. You might organise volunteers when the lane floods in the monsoon, or argue for a fairer shift roster for junior colleagues. Both numbers also carry intensity, so frustration can flare quickly when people seem careless or unfair, and your words can land harder than you intended.',
      'Emergency services, engineering, defence, sports, social enterprise and any role that joins hard work to a cause will feel meaningful to you. You are generous to people in need and can overlook your own future in the process. Set aside a fixed monthly amount for giving, so that your generosity has a shape and your savings have a floor.',
      'At home you are protective and loyal, and loved ones feel safe with you, though they may tiptoe around your temper more than they need to. When a message makes you angry, write your reply, save it as a draft and read it again after lunch. Most of the time you will send a calmer version, and the point you wanted to make will be heard more clearly.',
    ],
    strengths: [
      'Courage to fix what is broken',
      'Hard work in service of others',
      'Loyal protection of loved ones',
    ],
    workOn: [
      'Letting anger cool before replying',
      'Balancing generosity with your own savings',
      'Patience with slower colleagues',
    ],
  },
};

/** Readings for moolank (psychic number) 5 with each bhagyank (life path number) 1 to 9. */
export const moolank5: ByDigit<CombinationReading> = {
  1: {
    title: 'The Bold Trader',
    portrait:
      "Quick-witted moolank 5 meets self-driven bhagyank 1 in you. You are a sharp, persuasive self-starter who spots an opening before others notice it, and you would rather build something of your own than spend decades following someone else's plan.",
    paragraphs: [
      'Mercury gives you speech, wit and a head for trade; the Sun gives your life a direction of leadership and independence. In business these two reinforce each other beautifully. You might turn a weekend stall at a local mela into a regular trade, or talk your way into leading a project nobody else wanted. The tension is between speed and staying power: Mercury loves the next idea, while the Sun expects you to stand firmly behind the last one, so others may see brilliant starts and fewer finishes.',
      'Entrepreneurship, sales leadership, marketing, media, public life and consulting tend to suit you. Money comes to you through initiative, though you may reinvest impulsively because each new opening feels urgent. A monthly review with a trusted accountant or a financially careful friend gives your quick decisions a second pair of eyes without slowing you down.',
      'In relationships you are lively and generous, but you can steer conversations and decisions without noticing. A partner may want more say than you naturally offer. Whenever family plans are being discussed, let the other person speak first, and repeat their view back to them before giving yours. Your leadership becomes more persuasive when people feel truly heard.',
    ],
    strengths: [
      'Spotting opportunities quickly',
      'Persuasive, confident leadership',
      'Independent drive to build',
    ],
    workOn: [
      'Finishing what you start',
      'Slowing down impulsive reinvestment',
      'Letting others speak first at home',
    ],
  },
  2: {
    title: 'The Sensitive Communicator',
    portrait:
      'You carry the bright, talkative energy of moolank 5 along a life shaped by bhagyank 2, the number of partnership and intuition. You are easy company and a natural listener too, someone who reads a room quickly and finds exactly the words that ease it.',
    paragraphs: [
      'Mercury makes you quick and curious, and the Moon makes you feel deeply, which gives you a rare blend of wit and empathy. You might be the grandchild who keeps the elders laughing on the weekly phone call while also noticing that one of them sounds tired. The two pull apart when your need for variety meets your need for closeness. You may want freedom one week and reassurance the next, and you may not know which you need until someone gets it wrong.',
      'Counselling, customer relations, radio and podcasting, teaching young children, mediation and public relations let you use both gifts at once. Your spending can follow your moods, with small comfort purchases on low days. A simple envelope system, with one envelope kept for treats, lets those moments stay enjoyable without upsetting the month.',
      'Relationships matter enormously to you, and hurtful words stay with you longer than you show. Because Mercury replies fast, you may answer a painful message at once and regret it. Give yourself a two-minute pause, make a cup of tea, and then respond. Your natural kindness usually returns within those minutes, and the conversation that follows is far gentler.',
    ],
    strengths: [
      'Wit combined with real empathy',
      'Reading moods and easing tension',
      'Warm, expressive friendship',
    ],
    workOn: [
      'Pausing before replying when hurt',
      'Keeping comfort spending within limits',
      'Naming what you need clearly',
    ],
  },
  3: {
    title: 'The Lively Storyteller',
    portrait:
      'With moolank 5 and bhagyank 3, expression runs through you twice over. You are a lively talker, an eager learner and a natural entertainer, someone who turns an ordinary bus ride into a story and an ordinary lesson into something people remember for years.',
    paragraphs: [
      'Mercury governs communication and Jupiter governs wisdom and teaching, so your gifts point the same way: words, ideas and people. You may be the one who runs the office quiz, explains the new phone to the elders, or starts a book club that actually meets. The two numbers strengthen your optimism, which is lovely, but they also double your appetite for new interests. Five hobbies, three online courses and two half-written blogs can sit side by side for years.',
      'Writing, journalism, advertising, teaching, theatre, tourism and content creation all suit you. Your money tends to flow towards experiences and learning: concert tickets, weekend trips, yet another course. None of these is wasteful in itself, but together they can leave little for savings, so move a fixed sum into savings on payday before the fun money is touched.',
      'Friends love your company, and family gatherings feel livelier when you arrive. Sometimes the people closest to you want depth rather than entertainment, a quieter talk in which you listen more than you perform. Make a practical rule: finish one course or creative project completely before paying for the next. The satisfaction of completion teaches patience, and Mercury will still find plenty to enjoy along the way.',
    ],
    strengths: [
      'Making ideas lively and memorable',
      'Optimism that lifts a group',
      'Quick, wide-ranging learning',
    ],
    workOn: [
      'Completing projects before starting new ones',
      'Listening deeply in close relationships',
      'Saving before spending on experiences',
    ],
  },
  4: {
    title: 'The Adventurous Planner',
    portrait:
      'Your day-of-birth nature, moolank 5, loves freedom and change, but your bhagyank 4 keeps asking you to build something lasting. You are a free spirit learning to lay foundations, and when you manage both, your ventures have energy and staying power at the same time.',
    paragraphs: [
      'Mercury wants the open road, while Rahu on your bhagyank wants hard work and a structure you have designed yourself. The pairing can feel like two different people sharing one desk, yet it is powerful. You can be the travel blogger who also keeps meticulous accounts, or the salesperson who quietly designs a better tracking sheet for the whole team. The pull between them shows whenever life asks for routine and your mind is already somewhere else.',
      'Careers that mix movement with method suit you: field engineering, supply chain work, event production, research-based journalism, or a business with both travel and paperwork. Your bhagyank may bring sudden turns in career, and each one usually teaches a skill that proves useful later. Build one steady anchor, such as a monthly saving that never changes, so that the turns feel like adventures rather than shocks.',
      'In relationships you bring fun and spontaneity while also wanting to be taken seriously as a dependable partner. Keep a simple weekday routine, with the same wake-up time and the same working hours, and leave weekends open for exploring. Your family can rely on your weekdays, and your restless side can look forward to Saturday.',
    ],
    strengths: [
      'Energy paired with practical planning',
      'Learning well from sudden changes',
      'Fun yet dependable company',
    ],
    workOn: [
      'Sticking with routines on dull days',
      'Keeping one financial anchor steady',
      'Following through on long projects',
    ],
  },
  5: {
    title: 'Mercury in Full Flight',
    portrait:
      'With moolank 5 and bhagyank 5, Mercury speaks through both who you are and where your life is heading. You are fast, curious, persuasive and endlessly adaptable, someone who can talk to anyone, learn almost anything and feel at home in a new city within a week.',
    paragraphs: [
      'A doubled 5 is a gift of movement. Your mind links ideas quickly, your speech wins people over, and change that would shake others simply interests you. You may hold a job and two side businesses, switch languages mid-sentence, or plan a trip the same evening you hear about a cheap ticket. People come to you for news, contacts and solutions, and you usually have all three.',
      'The excess of the same energy is scatter. Doubled Mercury can leave many conversations open and few concluded, many apps installed and few used, many friends and too little time for any of them. Spending can follow the same pattern, with small purchases adding up to surprising totals by the end of the month. Late nights on the phone feel energising until your mornings start to pay for them.',
      "Sales, media, travel, trading, event management and any work with constant variety suit you, provided something holds the thread. Try a 'one in, one out' rule: before you accept a new commitment, subscription or project, close an old one. It keeps your life spacious, and it lets the people you love see that your quickness comes with loyalty.",
    ],
    strengths: [
      'Lightning-quick, adaptable thinking',
      'Persuasive, engaging speech',
      'Ease in new places and groups',
    ],
    workOn: [
      'Closing old commitments before new ones',
      'Noticing small purchases adding up',
      'Giving chosen people your steady time',
    ],
  },
  6: {
    title: 'The Charming Host',
    portrait:
      'Your moolank 5 gives you sparkle, speech and a love of variety, and your bhagyank 6 draws your life towards family, beauty and responsibility. You are sociable and stylish, the one who makes a gathering fun, yet underneath you want a loving home to return to.',
    paragraphs: [
      'Mercury and Venus are natural friends. Mercury brings wit and business sense, Venus brings taste and warmth, and together they suit anything where charm meets commerce: a boutique, a café, wedding planning, beauty products, hospitality or marketing. You might start a home-baking business through a social media page and discover that your real gift is making every customer feel special.',
      'The pull between the numbers appears when duty calls. Your bhagyank asks for steady responsibility towards family, while the 5 of your birth date wants freedom and fresh experiences. You can love your family deeply and still feel restless during a long stretch of household obligations. Money slips easily towards pretty things and entertaining guests, so plan a monthly hosting budget alongside your regular savings.',
      "Partners find you affectionate and fun, but they may need reassurance that your love of socialising does not mean a lack of commitment. Keep one family ritual that you never cancel, perhaps a Sunday lunch together with every phone left in another room. It gives your loved ones the constancy Venus asks of you and leaves the rest of the week open for Mercury's adventures.",
    ],
    strengths: [
      'Charm that makes people feel welcome',
      'Good taste with good business sense',
      'Affectionate, lively relationships',
    ],
    workOn: [
      'Staying steady through long family duties',
      'Planning spending on entertaining and gifts',
      'Reassuring loved ones of your commitment',
    ],
  },
  7: {
    title: 'The Wandering Philosopher',
    portrait:
      "Moolank 5 makes you quick, sociable and eager for experience, while bhagyank 7 turns your life's journey inward towards meaning. You travel both outer roads and inner ones, collecting experiences and then disappearing for a while to understand what they meant.",
    paragraphs: [
      'Mercury is a planet of the outer world, of trade, speech and travel, and Ketu is a point of the inner world, of detachment and insight. Living with both can feel puzzling. You may be the life of a party on Friday and want complete silence on Saturday. When they cooperate, though, you become a wonderful observer who explains deep things simply, like the friend who comes back from a pilgrimage with insights rather than only photographs.',
      'Journalism, travel writing, research, psychology, documentary work, teaching philosophy and analytical roles in technology suit this mix. Money is rarely your main motive, and you may grow careless with it while chasing a question. A short check of your accounts on the first Sunday of each month keeps practical matters from interrupting your deeper pursuits.',
      'You need a partner who enjoys both your chatter and your silences, and people may feel confused when you suddenly withdraw, so let them know it is not about them. Take one screen-free morning each month, perhaps in a quiet park, and write down what you have learnt recently. It settles your restless mind and gives Ketu the stillness it seeks.',
    ],
    strengths: [
      'Explaining deep ideas simply',
      'Curiosity about people and meaning',
      'Sharp observation and insight',
    ],
    workOn: [
      'Telling loved ones when you need space',
      'Attending to practical money matters',
      'Balancing socialising with solitude',
    ],
  },
  8: {
    title: 'The Disciplined Dealmaker',
    portrait:
      'You pair the quick, trading mind of moolank 5 with the patient, ambitious path of bhagyank 8. You are sharp in business and good with both people and numbers, and you are slowly learning that your biggest achievements come from staying with one plan far longer than your restless side would like.',
    paragraphs: [
      'Mercury loves speed and opportunity, while Saturn, linked with 8, rewards patience, discipline and fair dealing. This is one of the more productive pairings for business, because your quick eye finds the opening and the 8 path lends the endurance to build on it. The difficulty is timing. You may want fast results and feel frustrated when Saturn keeps its slower calendar, and that frustration can tempt you towards shortcuts that rarely suit an 8 path.',
      'Finance, law, trading, real estate, management, logistics and corporate communication fit you well. Keep a decision diary: each time you make an important money decision, write down why, and reread the diary every three months. You will soon see which instincts serve you and which simply wanted excitement, and over time the record becomes your most honest adviser.',
      'In family life you are a responsible provider who also brings humour into the house. Loved ones may sometimes feel that work gets the better part of you. Switch off work notifications after nine at night and let family conversations stay unhurried. Ambition grows healthier when it rests on a contented home.',
    ],
    strengths: [
      'Quick eye for sound opportunities',
      'Endurance to build over the long term',
      'Good with people and numbers',
    ],
    workOn: [
      'Accepting slower timelines calmly',
      'Steering clear of tempting shortcuts',
      'Keeping work out of family evenings',
    ],
  },
  9: {
    title: 'The Spirited Campaigner',
    portrait:
      'The persuasive, lively energy of moolank 5 joins the passionate, service-minded path of bhagyank 9. You speak with conviction, act with courage and care deeply about causes larger than yourself, and people often follow you simply because your energy is contagious.',
    paragraphs: [
      "Mercury gives you words and Mars gives you fire. When you believe in something, you can rally the whole residents' association behind a cleaner park, or persuade colleagues to join a weekend blood donation camp. Both numbers love movement and action, so you rarely sit still for long. Together they can also make you impatient: when people move slowly your tone can sharpen, and the same fire that inspires can scorch.",
      'Social work, activism, law, sports, media, sales and public speaking suit you, as do roles in relief work or non-profit organisations. With money you are generous and sometimes impulsive, giving freely whenever a story moves you. Keep a short note on your phone of the causes you have chosen to support, and look at it before a new appeal sweeps you along.',
      'At home you are loving, protective and now and then stormy. Disagreements flare fast and are usually forgiven just as fast by you, though perhaps not by others. In a heated moment, ask one sincere question before making your next point; it slows the exchange and often reveals that you both want the same thing. Your passion becomes truly powerful when patience travels alongside it.',
    ],
    strengths: [
      'Inspiring others to act',
      'Courageous, convincing speech',
      'Generous heart for good causes',
    ],
    workOn: [
      'Softening your tone when others are slow',
      'Giving by plan rather than by impulse',
      'Asking before arguing in heated moments',
    ],
  },
};

/** Readings for moolank (psychic number) 6 with each bhagyank (life path number) 1 to 9. */
export const moolank6: ByDigit<CombinationReading> = {
  1: {
    title: 'The Gracious Leader',
    portrait:
      'Your moolank 6 gives you warmth, charm and a strong sense of duty, and your bhagyank 1 calls you to lead. You are a caring person who ends up in charge, often without asking for it, because people trust you to look after them as well as the task.',
    paragraphs: [
      "Venus and the Sun create a leader with a soft heart. You may be the eldest sibling who became the family's decision-maker, or the team lead who remembers when every colleague's child has exams. These numbers reinforce each other in loyalty and generosity. They pull apart when leadership calls for hard decisions. The Sun wants you to act firmly, Venus wants everyone to be happy, and you may delay an unpopular choice longer than is good for anyone.",
      'Running a salon, boutique, design studio, school or hospitality business suits you, as do management roles in healthcare and education. You earn through your own initiative and spend generously on family and on presentation. Make sure your own savings grow alongside the gifts you give, perhaps by saving first and gifting from what remains.',
      'At home you can carry too much alone, partly out of love and partly out of pride. This festival season, hand out the preparations: give each member of the household a clear role, from shopping to decoration, and resist redoing their work. Shared responsibility makes the celebration warmer, and you will have energy left to enjoy it.',
    ],
    strengths: [
      'Leading with warmth and care',
      'Generous, protective loyalty',
      'Natural authority people trust',
    ],
    workOn: [
      'Making unpopular decisions sooner',
      'Sharing responsibilities at home',
      'Growing savings alongside generosity',
    ],
  },
  2: {
    title: 'The Tender Caretaker',
    portrait:
      'With moolank 6 and bhagyank 2, love and sensitivity shape almost everything you do. You are gentle, loyal and deeply attuned to others, the person friends call at midnight and family trusts to keep the peace, sometimes at the cost of your own needs.',
    paragraphs: [
      "Venus brings affection, beauty and a wish for harmony; the Moon brings intuition and emotional depth. These are old friends, and together they make you unusually caring. You may keep a diary of everyone's birthdays and favourite sweets, or sense a friend's trouble from a single line in a message. The difficulty is that both numbers lean towards others. Neither naturally speaks up for you, so your own wishes can go unspoken for years.",
      'Nursing, counselling, early childhood education, social work, art therapy and hospitality suit your gentle strength. With money you are careful but easily persuaded to lend or give when someone is upset. A written rule, such as discussing any loan above a set amount with a trusted person first, protects both your finances and your relationships.',
      'In love you are devoted and romantic, and you may feel hurt when others do not notice your efforts. Each week, name one need aloud to someone close: a quiet evening, help with a chore, or simply a hug. Asking is not selfishness; it gives the people who love you a way to give back, and it lets your relationships become truly mutual.',
    ],
    strengths: [
      'Deep emotional intuition',
      'Gentle, loyal devotion',
      'Keeping the peace in families',
    ],
    workOn: [
      'Speaking up for your own wishes',
      'Setting limits on lending and giving',
      'Asking instead of waiting to be noticed',
    ],
  },
  3: {
    title: 'The Joyful Artist',
    portrait:
      'Here the beauty-loving warmth of moolank 6 meets the expressive, hopeful path of bhagyank 3. You are creative, hospitable and full of cheer, someone whose home is filled with music, guests and laughter, and whose talents often find their way into teaching others.',
    paragraphs: [
      'Venus and Jupiter are the two great benefic planets of Vedic tradition, and in you their blessings combine into joy. You might arrange a music evening of old film songs and a harmonium at every family function, or teach classical dance to the children of your building. Both numbers love comfort, celebration and generosity, which makes you delightful company. The same abundance can tip into too much: too many commitments, too many sweets, too many purchases for the next gathering.',
      'Music, dance, design, teaching, writing, event hosting and the hospitality trade suit you well. You often spend freely on celebrations, because sharing joy feels like the whole point of money. Set a celebration budget at the start of each year covering festivals, birthdays and gifts, so that you can be generous without worry.',
      'In relationships you are warm and encouraging, though you may sidestep serious conversations because you prefer to keep things pleasant. Give difficult topics their place, perhaps a calm talk over tea once the guests have gone home. Your optimism is strongest when it has looked at reality and still chosen hope.',
    ],
    strengths: [
      'Creative, joyful expression',
      'Generous, welcoming hospitality',
      'Encouraging as a teacher and friend',
    ],
    workOn: [
      'Keeping celebrations within a yearly budget',
      'Facing serious conversations with courage',
      'Saying no to extra commitments',
    ],
  },
  4: {
    title: 'The Practical Nurturer',
    portrait:
      'Your moolank 6 brings love, warmth and a feeling for beauty, while your bhagyank 4 asks you to build solid foundations. You are a caring person with a practical life purpose: creating a home, a family and a working life that are secure, orderly and quietly beautiful.',
    paragraphs: [
      'Venus makes you affectionate, and Rahu on your bhagyank brings hard work, unusual turns and a need for structure. Together they can make you a wonderful home-maker in the widest sense, someone who plans the griha pravesh of a new house down to the last detail and still remembers fresh flowers at the door. The friction comes when sudden changes, which Rahu can bring, disturb the harmony Venus loves. An unexpected transfer or a cancelled plan can unsettle you more than others realise.',
      "Architecture, interior work, hospital administration, property management, accounts in a creative firm and teaching all suit you. With money you are responsible, and you often build savings steadily over the years for the family's future.",
      "Put up a whiteboard in the kitchen, or start a shared calendar on everyone's phones, where each person writes down plans, duties and changes. It gives your 4 path the structure it needs and your 6 nature the comfort of knowing everyone is looked after. When changes do come, look at the board together and adjust as a team rather than absorbing the stress alone.",
    ],
    strengths: [
      'Building a secure, beautiful home',
      'Steady, responsible care',
      'Patience with long-term plans',
    ],
    workOn: [
      'Adapting calmly to sudden changes',
      'Sharing stress instead of absorbing it',
      'Allowing some imperfection in plans',
    ],
  },
  5: {
    title: 'The Home-Loving Explorer',
    portrait:
      'Moolank 6 roots you in love, home and responsibility, while bhagyank 5 sends your life in many directions. You are a warm, sociable person whose path keeps bringing travel, change and new people, and you learn to carry your sense of home wherever you go.',
    paragraphs: [
      'Venus wants comfort and a nest; Mercury wants new roads and new conversations. You might move cities for work and within a month turn a rented flat into a cosy home and befriend half the building. Both numbers share a gift for charm and social ease. They pull apart when you must choose between family obligations and a tempting opportunity elsewhere, and you may feel guilty whichever way you decide.',
      'Hospitality, travel and tourism, retail, beauty and fashion marketing, media and client relationship roles suit you. Money flows easily towards beautiful things and journeys. Keep a separate travel fund that you fill every month, so that adventures never eat into household needs and you can say yes to a good trip without a second thought.',
      'Your relationships benefit from variety that you plan together. Try alternating weekends: one at home with family rituals, the next for a short outing, a new market or a day trip. This honours both your love of home and your need for movement, and your family learns to enjoy your adventurous side instead of worrying about it.',
    ],
    strengths: [
      'Making any place feel like home',
      'Warm, easy sociability',
      'Adapting gracefully to change',
    ],
    workOn: [
      'Deciding without excessive guilt',
      'Keeping a separate fund for travel',
      'Sharing plans with family early',
    ],
  },
  6: {
    title: 'The Heart of the Home',
    portrait:
      'With moolank 6 and bhagyank 6, Venus shapes both the way you are and the way your life unfolds. You are loving, responsible, beauty-minded and deeply devoted to family and friends, a person around whom homes, celebrations and whole communities naturally gather.',
    paragraphs: [
      'A doubled 6 brings a generous gift: the capacity to make others feel cared for. You notice when someone is hungry, lonely or overlooked, and you act without fuss. Your home may be where relatives stay, festivals are held and neighbours drop in, and when a festival comes round you may cook sweets for the entire building. Your taste in colour, music and arrangement brings grace to everything from a living room to an office presentation.',
      "Too much of this good thing looks like over-responsibility. Doubled Venus can make you feel that everyone's happiness is your job, that the house must always be perfect, and that saying no is unkind. Comfort can also become a refuge, with treats and shopping soothing a tiredness that really needs rest. When your care is not returned, resentment can build quietly.",
      'Teaching, healthcare, design, hospitality, counselling and community work suit you. Each week, accept one offer of help without arguing, and keep one evening entirely for yourself, for music, a novel or doing nothing at all. Your love is most generous when you are not exhausted, and letting others care for you teaches them how much it means.',
    ],
    strengths: [
      'Making others feel deeply cared for',
      'Natural grace and taste',
      'Devoted loyalty to family',
    ],
    workOn: [
      'Accepting help without protest',
      'Releasing the need for perfection',
      'Resting instead of comfort shopping',
    ],
  },
  7: {
    title: 'The Gentle Mystic',
    portrait:
      'Your moolank 6 gives you a loving heart and a love of beauty, and your bhagyank 7 leads your life towards reflection, spirituality and inner truth. You are caring yet private, someone who gives warmly to others and then needs quiet time to return to yourself.',
    paragraphs: [
      'Venus and Ketu form an unusual but meaningful pair. Venus loves people, comfort and harmony, while Ketu seeks detachment and understanding. You might begin each day in a small puja corner, singing a bhajan softly before the household wakes, and then spend the rest of the day caring for everyone. The two reinforce each other in devotion and sincerity. They pull apart when family expects you to be available at every moment and your spirit quietly asks for solitude.',
      'Healing professions, counselling, music, spiritual teaching, research in the arts and quiet creative work suit you. Meaning matters more to you than money, and you may undervalue your skills as a result. State your fees, or ask for a raise, as firmly as you would speak up for someone you love.',
      "Tell your family clearly when you need a quiet hour, so that your withdrawal is understood as rest and not rejection. You might say, 'I am going to read in my room for an hour, and I will join you for dinner.' Such simple clarity protects both your love and your solitude, and over time the people around you learn to respect your need for peace.",
    ],
    strengths: [
      'Sincere devotion and compassion',
      'Spiritual depth and intuition',
      'A fine artistic sensitivity',
    ],
    workOn: [
      'Explaining your need for solitude',
      'Valuing your skills in money matters',
      'Balancing care for others with inner time',
    ],
  },
  8: {
    title: 'The Dutiful Provider',
    portrait:
      'Moolank 6 makes you loving and responsible, and bhagyank 8 points your life towards discipline, ambition and long effort. You are the steady, caring provider who takes family duties seriously and works patiently towards security for the people you love.',
    paragraphs: [
      "Venus and Saturn together make love practical. You might manage your parents' pension paperwork, pay a younger sibling's college fees, or quietly handle the EMI on the family home, all while keeping a pleasant face. Both numbers carry responsibility, so this pairing is reliable and honourable. The difficulty is heaviness: Venus wants joy and beauty, Saturn wants duty and patience, and in your life duty often wins, leaving the softer side waiting.",
      'Banking, law, administration, healthcare management, real estate, the trade in fine goods and family business suit you. You build wealth slowly and steadily, and your results tend to arrive later than you hoped but last longer than you expected.',
      'Relationships need lightness as well as commitment. Write one small weekly pleasure into your planner with the same seriousness as a bill payment, perhaps a music concert, a film with your partner, or an hour of painting. It sounds simple, yet it keeps your warmth from being buried under responsibility, and it shows your family that the provider also knows how to enjoy life.',
    ],
    strengths: [
      'Reliable, patient responsibility',
      'Building lasting security',
      'Honourable in money and duty',
    ],
    workOn: [
      'Making space for joy and beauty',
      'Sharing the weight of family duties',
      'Showing warmth even during busy times',
    ],
  },
  9: {
    title: 'The Passionate Protector',
    portrait:
      'You combine the loving heart of moolank 6 with the brave, giving path of bhagyank 9. You are warm, generous and fiercely protective, someone who cares for family and strangers alike and who cannot look away when someone is in need.',
    paragraphs: [
      'Venus brings love and beauty; Mars brings courage, energy and a fighting spirit. Both numbers are humanitarian, and together they make you a true protector. You might feed the stray dogs of your lane every evening, run a clothes collection drive for a nearby shelter, or stand up for a relative who is being treated unfairly. The pull between them shows in emotion. Venus wants peace, Mars wants action, and when someone you love is hurt, your temper can rise quickly.',
      'Social work, medicine, teaching, animal welfare, community leadership, non-profit management and the arts with a cause suit you well. You tend to give generously, sometimes beyond comfort. Choose one or two causes to support consistently, and keep one evening a week that is given to no one, so that your service stays steady rather than draining you.',
      'In close relationships you are loyal and passionate, though you may expect others to care as intensely as you do. Allow loved ones to show care in their own way. When anger rises on behalf of someone else, step away, drink a glass of water, and speak only when you can be both firm and kind.',
    ],
    strengths: [
      'Courageous compassion for others',
      'Generous, tireless service',
      'Fierce loyalty to loved ones',
    ],
    workOn: [
      'Keeping giving within sustainable limits',
      'Calming anger before speaking',
      "Accepting others' ways of showing care",
    ],
  },
};
