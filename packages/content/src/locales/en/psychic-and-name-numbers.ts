import type { ContentBundle } from '../../types.js';

/**
 * Psychic numbers (moolank): the reduced day of birth. How a person sees themselves,
 * their instincts, daily temperament, friendships and everyday working style.
 */
export const psychicNumbers = {
  1: {
    title: 'The Self-Starter',
    summary:
      "Born on the 1st, 10th, 19th or 28th, you carry the Sun's steady warmth and see yourself as someone meant to lead, decide and light the way for others.",
    paragraphs: [
      "Moolank 1, the number of people born on the 1st, 10th, 19th or 28th of any month, is ruled by the Sun, and your inner picture of yourself has the Sun's quality: you expect to be at the centre of your own day, not a passenger in it. You wake up with a plan, even if it is only the order in which you will finish your chores, and you feel restless when someone else sets the pace without asking you. In a crowded or confused situation, your instinct is to step forward, take a decision and carry the consequences yourself. Others often notice that you seem sure of yourself long before you have all the facts.",
      'In friendship and love you want respect before sweetness. You are generous, the one who pays for the chai without fuss or drives a friend to the railway station at five in the morning, but you need to feel that your opinions count. A partner who admires your drive and also tells you honestly when you are being stubborn suits you best. You may find it hard to ask for help, because needing someone can feel like a small defeat. Letting a trusted friend carry part of the load, even once in a while, softens this and brings you closer to the people who already care about you.',
      'At work, a 1 is usually the person who starts things: the new filing system, the first draft of the proposal, the idea raised in a meeting while everyone else waits to see which way the wind blows. You like clear ownership and can feel cramped under close supervision, so your day goes best when a few tasks are entirely yours. The Sun can make you impatient with slower colleagues. A small habit, such as asking one question before giving your own view, helps the team follow you willingly rather than simply keep up.',
    ],
    strengths: [
      'Natural initiative',
      'Courage to decide quickly',
      'Generous and protective',
      'Strong self-belief',
      'Clear sense of direction',
    ],
    challenges: [
      'Finds it hard to ask for help',
      'Can grow impatient with a slower pace',
      'May lead conversations without meaning to',
      'Takes criticism to heart at first',
    ],
  },
  2: {
    title: 'The Gentle Moon',
    summary:
      'If you were born on the 2nd, 11th, 20th or 29th, the Moon guides you: you sense moods quickly and see yourself as the one who keeps people connected and at ease.',
    paragraphs: [
      'The Moon rules moolank 2, and like the Moon your inner weather changes through the month. You see yourself as sensitive, and you are right: you notice the tight voice of a cousin on the phone or the silence of a colleague who skipped lunch. Your instincts are emotional before they are logical, and they are often accurate. On some days you feel full of energy and ideas; on others you want a quiet corner, a cup of tea and no questions. Learning to respect these tides, instead of scolding yourself for them, is one of the kindest things you can do for yourself.',
      'In relationships you want closeness, reassurance and small signs that you matter: a good-night message, a remembered birthday, a chair saved for you at a family function. You give the same care in return and are often the peacemaker when siblings argue. Because you dislike conflict, you may agree to things you do not really want and feel hurt about them later. Practise saying what you need in one gentle, simple sentence. The people who love you would usually rather hear it plainly than be left to guess.',
      "At work you shine in partnership. You read a client's hesitation, smooth over a tense meeting and remember who takes their coffee without sugar. You prefer a calm office with clear roles to a noisy race for attention, and sudden changes of plan can unsettle you for the rest of the day. Keeping a small notebook with the day's three priorities gives you an anchor when things shift. Colleagues trust you with confidential matters because you listen without rushing to judge, and that quiet trust is worth more than you may realise.",
    ],
    strengths: [
      'Deep empathy',
      'Skill in cooperation',
      'Good listener',
      'Intuitive sense of people',
      'Patient and tactful',
    ],
    challenges: [
      'Moods that rise and fall',
      'Difficulty saying no',
      'Takes small remarks to heart',
      'May wait too long before acting',
    ],
  },
  3: {
    title: 'The Cheerful Guide',
    summary:
      "People born on the 3rd, 12th, 21st or 30th carry Jupiter's expansive spirit, seeing themselves as learners and teachers who bring optimism and good counsel into every room.",
    paragraphs: [
      'Jupiter, known as Guru in Vedic tradition, rules moolank 3, and it shapes how you see yourself: as someone who grows, learns and passes on what you know. You tend to be hopeful by instinct. When a plan goes wrong, your first thought is what can be learnt from it, not who is to blame. You enjoy words, jokes and stories, and you often become the person who explains the rules of a new game to the children at a family gathering. Your sense of dignity matters to you, and you like to be seen as fair.',
      'Friends come to you for advice and for laughter, and you give both freely. You want relationships with room to talk about ideas, books, faith and plans for the future; shallow chatter bores you quickly. You can be a little proud, and it may sting when someone close ignores your well-meant suggestions. Remember that guidance is a gift, not an order, and people sometimes need to learn in their own way. A partner who shares your love of learning, or at least enjoys listening, can keep you content for a long time.',
      "At work you like responsibility that comes with respect. You are often the one who trains new joiners, writes the clear email that everyone forwards, or keeps spirits up during a long deadline. Routine work done alone can drain you, so mix it with tasks that let you speak, teach or plan. Jupiter's generosity can also lead you to promise more than the week allows. A simple weekly list on your phone, checked every Monday morning, keeps your good intentions realistic and your word reliable.",
    ],
    strengths: [
      'Optimism that lifts others',
      'Natural teacher and adviser',
      'Expressive with words',
      'Sense of fairness and dignity',
    ],
    challenges: [
      'Can be a little proud',
      'Spreads energy over too many plans',
      'May offer advice before it is asked for',
      'Finds dull routine hard to bear',
    ],
  },
  4: {
    title: 'The Original Thinker',
    summary:
      'Born on the 4th, 13th, 22nd or 31st, you are shaped by Rahu, seeing the world from an unusual angle and trusting hard work more than easy promises.',
    paragraphs: [
      'Moolank 4 is linked with Rahu, the shadow planet of Vedic astrology, and people with this moolank often feel they see things a little differently from everyone around them. You question rules that others accept, and you want to know how something works before you trust it. You see yourself as practical and honest, someone who would rather build slowly on solid ground than chase a shortcut. Your instincts lean towards order: a tidy desk, a fixed morning routine, a list for the weekly vegetable shopping. At the same time, a sudden new idea can grip you completely.',
      "In friendships you are loyal but selective. You may keep a small circle rather than a large crowd, and you value friends who keep their word. You show love through action, such as fixing a relative's laptop or helping with a house shift on a Sunday, more than through sweet words. Because you speak plainly, others sometimes mistake your honesty for coldness. Adding a warm line before a frank opinion, or first asking how someone is feeling, lets people see the care that is already there.",
      "At work you are steady, thorough and reliable with detail. You often spot the flaw in a process that everyone else has quietly learnt to work around. Unexpected changes can frustrate you, and you may push back against authority that seems unfair. Channel that energy into well-prepared suggestions rather than silent resentment. Because Rahu's restlessness can sometimes pull you towards sudden decisions, a simple habit helps: sleep on any big choice for one night, and write down your reasons before you act on them.",
    ],
    strengths: [
      'Practical and hard-working',
      'Independent thinking',
      'Loyal to a chosen few',
      'Careful with detail',
      'Honest speech',
    ],
    challenges: [
      'Can sound blunt without meaning to',
      'Finds sudden change unsettling',
      'Tends to keep worries inside',
      'May question rules before understanding them',
    ],
  },
  5: {
    title: 'The Quick Messenger',
    summary:
      'Born on the 5th, 14th or 23rd, you are ruled by Mercury, quick in thought and speech, and you see yourself as someone who needs variety, movement and fresh conversation.',
    paragraphs: [
      'Mercury, the planet of speech, trade and quick thinking, rules moolank 5. You experience yourself as curious and adaptable; the same route to work every day, or the same dinner every Monday, soon makes you restless. Your mind jumps from one idea to the next, and you are often shaping your reply before the other person has finished speaking. You read situations quickly and find a way around obstacles that stop others. Travel, new gadgets, the morning news and a change of scene all recharge you, while long stretches of sameness leave you flat.',
      'With friends you are lively company, the one who knows a new café, starts the funniest thread in the family WhatsApp group, or plans a sudden weekend trip. You want relationships that give you freedom and never feel like a cage. You may lose interest when things become too predictable, so you do well with partners and friends who keep learning alongside you. Remember that steady people bring their own depth; a little patience with them can turn a pleasant friendship into a lifelong one.',
      'At work you handle many tasks at once and enjoy roles involving people, communication, sales or problem-solving. You can charm a difficult customer and explain a complicated idea in simple words. Your real test is finishing: you may start five things with excitement and complete two. Setting a small daily target, and closing one open task before opening a new browser tab, turns your natural speed into something the whole team can count on. Short breaks for a walk also help your busy mind settle.',
    ],
    strengths: [
      'Quick, flexible mind',
      'Easy way with people',
      'Persuasive communication',
      'Adapts well to change',
    ],
    challenges: [
      'Gets bored with routine',
      'May leave tasks unfinished',
      'Can speak before thinking',
      'Feels restless when tied down',
    ],
  },
  6: {
    title: 'The Graceful Nurturer',
    summary:
      'If your birthday falls on the 6th, 15th or 24th, Venus guides you towards beauty, comfort and harmony, and you see yourself as someone who cares for home and people.',
    paragraphs: [
      'Venus, called Shukra in Vedic tradition, rules moolank 6, and it gives you an eye for beauty and a heart for care. You notice when a room feels cluttered, when two colours clash, or when a guest has not yet been offered water. You see yourself as the one who keeps life pleasant, and you feel most at ease when your surroundings are neat and peaceful. Music, good food, fresh flowers and the diyas lit around the house at Diwali can lift your mood more than you might admit.',
      "Love and family are central for you. You want relationships that are loyal, affectionate and a little romantic, and you remember anniversaries, favourite sweets and the names of a friend's children. You often carry other people's responsibilities along with your own, from helping a neighbour's child with homework to managing arrangements for a cousin's wedding. This generosity is lovely, but it can tire you out. Allowing others to look after you in return, and accepting that help graciously, keeps the balance healthy.",
      'At work you bring warmth, taste and a strong sense of duty. You are good at making clients feel welcome, designing something attractive, or settling a disagreement so that both sides feel heard. Harsh, shouting environments wear you down, and you may avoid confrontation even when it is needed. Practising a calm, clear way of saying no protects your time and your goodwill. A pleasant workspace, even a small plant or a framed photograph on your desk, genuinely helps you focus through a long day.',
    ],
    strengths: [
      'Caring and responsible',
      'Good sense of beauty and design',
      'Loyal in love and friendship',
      'Brings harmony to groups',
    ],
    challenges: [
      'Takes on too much for others',
      'Avoids difficult conversations',
      'Can feel hurt when care is not returned',
      'Enjoys comfort a little too much at times',
    ],
  },
  7: {
    title: 'The Quiet Seeker',
    summary:
      'Born on the 7th, 16th or 25th, you are linked with Ketu, thoughtful and inward-looking, seeing yourself as someone who searches for meaning beneath the surface of daily life.',
    paragraphs: [
      'Moolank 7 is associated with Ketu, the shadow planet connected in Vedic tradition with detachment and inner wisdom. You experience yourself as a thinker who needs time alone to make sense of things. Where others react at once, you observe, reflect and only then respond. Your intuition can be striking, and you may sense that something is wrong before anyone says a word. Quiet places, such as an early morning terrace, a library corner or a temple courtyard before the crowds arrive, restore you in a way that busy gatherings rarely do.',
      'In friendship you prefer depth to numbers. A few people who understand your silences mean more to you than a crowded social calendar. You want a partner who respects your need for space and does not take it as rejection. Sometimes you keep your feelings so private that loved ones feel shut out without your intending it. Sharing even a small part of what is on your mind, perhaps during an evening walk together, helps them understand you and reminds you that you do not have to work everything out alone.',
      'At work you excel at research, analysis and any task that rewards patience and careful thought. You can find the answer buried in a long report or notice a pattern no one else has spotted. Noisy open offices and constant small talk can drain you, so blocking out time for focused work, or wearing headphones during those hours, helps a great deal. Remember to share your findings clearly and in good time; your insights are valuable, but colleagues can only use what you actually tell them.',
    ],
    strengths: [
      'Deep thinking and analysis',
      'Strong intuition',
      'Calm under pressure',
      'Spiritual curiosity',
    ],
    challenges: [
      'May withdraw from people',
      'Keeps feelings very private',
      'Can overthink decisions',
      'Slow to trust new people',
    ],
  },
  8: {
    title: 'The Patient Builder',
    summary:
      'People born on the 8th, 17th or 26th are ruled by Saturn, serious and persevering, and see themselves as earning every step through discipline and endurance.',
    paragraphs: [
      'Saturn, known as Shani, rules moolank 8. Saturn is often misunderstood, but in numerology it is the planet of patience, justice and steady effort. You see yourself as responsible, perhaps more serious than your friends, and you tend to carry duties quietly. Your instinct is to plan for the long run: you would rather put aside a little each month in a savings jar than spend everything on one impulse. Results may come to you more slowly than to others, yet what you build with care tends to last.',
      'You are not quick to open your heart, but once you commit to a friend or partner you are deeply dependable. You show love by being present: accompanying someone to a hospital visit, helping an elderly parent with paperwork, remembering promises made years ago. You want relationships built on respect and reliability rather than drama. Because you can appear reserved, others may not realise how much you feel. Letting yourself laugh, relax and share small joys lightens the weight you carry and lets people come closer.',
      'At work you are disciplined, fair and capable of long, steady effort. You are often trusted with accounts, records or systems that must not fail. You may work long hours and forget to rest, or feel quietly frustrated when recognition arrives late. Setting clear limits for your working day, taking a proper weekly day off and celebrating small milestones with your team keeps your energy even. Your patience is a real strength, and like any strength it needs rest as well as use.',
    ],
    strengths: [
      'Great perseverance',
      'Responsible and dependable',
      'Strong sense of justice',
      'Long-term planning',
      'Calm in hard times',
    ],
    challenges: [
      'Can seem reserved at first',
      'Tends to overwork',
      'May worry about the future',
      'Finds it hard to relax',
    ],
  },
  9: {
    title: 'The Brave Heart',
    summary:
      'Born on the 9th, 18th or 27th, you are ruled by Mars, energetic, courageous and warm-hearted, seeing yourself as someone who stands up for people and causes you believe in.',
    paragraphs: [
      'Mars, called Mangal in Vedic tradition, rules moolank 9, and it gives you energy, courage and a strong sense of right and wrong. You see yourself as someone who acts. When a neighbour needs help or a friend is treated unfairly, you step in without waiting to be asked. Your instincts are fast and fiery, and your feelings show clearly on your face. You also have a big heart: 9 is the last of the single digits, and many people with this moolank feel a natural concern for others far beyond their own family.',
      'In relationships you are passionate, protective and generous. You want loyalty and honesty, and you are quick to defend the people you love. You can also be quick to anger, though the storm usually passes soon. A friend or partner who stays calm and lets you cool down before talking suits you well. Physical activity, such as a brisk morning walk, a game of badminton or a yoga session, gives your Mars energy a healthy outlet and keeps small irritations from growing into quarrels.',
      'At work you bring drive and the courage to take on difficult tasks that others avoid. You do well in roles that need action, steady leadership in a crisis, or service to a larger cause. You may clash with slow processes or with people you feel are not pulling their weight. Counting to ten before replying to a tense email, and choosing your battles with care, helps your energy go where it matters most. At its best, your enthusiasm can carry an entire team through a hard week.',
    ],
    strengths: [
      'Courage and energy',
      'Protective of others',
      'Generous and compassionate',
      'Acts quickly in a crisis',
    ],
    challenges: [
      'Quick to anger, quick to forgive',
      'Impatient with delays',
      "Takes on other people's battles",
      'May act before planning',
    ],
  },
} as const satisfies ContentBundle['psychicNumbers'];

/**
 * Name numbers: the reduced sum of the letter values of a name. How the name presents
 * a person to the world, first impressions and its vibration in work and social life.
 */
export const nameNumbers = {
  1: {
    title: 'The Confident Signature',
    summary:
      'Your name adds up to 1, giving it a clear, self-assured ring that introduces you to others as capable, independent and ready to take the first step.',
    paragraphs: [
      'When the letter values of your name reduce to 1, the name itself tends to announce a leader. People meeting you for the first time, at an interview, a wedding reception or a new housing society meeting, often sense decisiveness before you have said very much. The number 1 carries the brightness of the Sun, and a name with this vibration can make you look like the person to ask when a decision is needed. In the traditional letter chart, A, I, J, Q and Y each carry the value 1, though it is always the total of all the letters that counts.',
      'In working life, a naamank 1 suits situations where your name stands on its own: a shop signboard, a byline, a venture you founded or an email that goes out under your signature. Colleagues may expect you to take charge, and sometimes that expectation arrives before you feel ready. Your social circle may see you as self-reliant, so friends might forget that you also enjoy being looked after. Letting people see a softer side, such as sharing a favourite old film song or a childhood story, balances the strong first impression.',
      'Some people, traditionally, adjust the spelling of their name by adding or dropping a letter so that its total reaches a number they feel drawn to. If you ever think about this, treat it as a personal and cultural choice rather than a formula, because no spelling can promise a result. A name is a doorway, and it is your own conduct that people remember once they have walked through it.',
    ],
    strengths: [
      'Strong first impression',
      'Projects confidence',
      'Suits independent ventures',
      'Memorable in leadership roles',
    ],
    challenges: [
      'Others may expect you always to lead',
      'Your softer side may go unnoticed',
      'May seem self-sufficient when you need support',
    ],
  },
  2: {
    title: 'The Welcoming Name',
    summary:
      "A name that reduces to 2 carries the Moon's soft vibration, presenting you as approachable, tactful and easy to trust, someone people feel comfortable confiding in.",
    paragraphs: [
      "A naamank 2 sends out a gentle, inviting signal. New acquaintances often relax around you quickly, as if they have known you longer than they have. At a parent-teacher meeting or on a first day in a new office, people tend to sit beside you, ask you questions and share small details of their lives. This number is linked with the Moon, and a name carrying it suggests sensitivity, diplomacy and a willingness to listen. The letters B, K and R hold the value 2 in the chart, but the whole name's total is what shapes the vibration.",
      'In working life, this name suits roles built on trust and partnership: counselling, human resources, customer care, teaching young children, or being the dependable second-in-command who keeps a business running smoothly. Your name may lead people to assume you will always agree, so they might overlook your firmer opinions. Speaking up early in meetings helps others see the full picture of who you are. Socially, you are often invited to mediate, and your name carries a reassuring quality at family functions and community events.',
      "Traditionally, some people add a letter or alter a spelling so that a name's vibration feels more assertive or more balanced to them. This is an old custom with personal meaning, not a guarantee of anything. Families sometimes talk with an elder before making such a change, and many decide to keep the original after all. If your name already feels like home, there is no need to change it; the gentleness it carries is a strength in its own right.",
    ],
    strengths: [
      'Approachable first impression',
      'Inspires trust',
      'Suits partnership roles',
      'Calming presence in groups',
    ],
    challenges: [
      'May be seen as too agreeable',
      'Firmer views can be overlooked',
      'People may lean on you heavily',
    ],
  },
  3: {
    title: 'The Bright Voice',
    summary:
      "With a naamank of 3, your name carries Jupiter's warmth and expression, so people tend to see you as friendly, articulate and full of good ideas.",
    paragraphs: [
      "A name adding up to 3 tends to sound cheerful to the world. People often remember you after a single conversation because you seem lively, well-spoken and genuinely interested in them. On a reunion committee or at a neighbourhood Ganesh festival, you may be the one asked to give the welcome speech or write the announcement. Jupiter's link with this number lends the name an air of wisdom and good fortune in the traditional view, and others may come to you expecting encouragement. C, G, L and S each carry the value 3 in the letter chart.",
      'Professionally, this vibration supports work where communication matters: teaching, writing, media, marketing, hospitality, or any role in which you must explain, persuade or entertain. Your name can open doors socially, since people enjoy your company and recommend you to others. The flip side is that they may not take your serious side as seriously as you would wish. When something important is at stake, follow a friendly conversation with a clear written summary; it shows the steady thinker behind the sparkle.',
      'In many Indian families a name is chosen with great care, and some people later change a letter or two so that its numerical total shifts. Numerology treats this as a traditional practice with personal meaning, not a promise of success. Whether or not you ever consider it, your name already gives you a bright voice, and what you choose to say with it matters most.',
    ],
    strengths: [
      'Warm and memorable presence',
      'Gift for speaking and writing',
      'Socially popular',
      'Encouraging to others',
    ],
    challenges: [
      'Serious side may be underestimated',
      'Can be seen as talkative',
      'Invitations and commitments may pile up',
    ],
  },
  4: {
    title: 'The Solid Foundation',
    summary:
      'A name that reduces to 4 presents you as steady, practical and trustworthy, the kind of person others rely on to keep plans grounded and promises kept.',
    paragraphs: [
      'When your name totals 4, the first impression you make is one of reliability. People sense that you will turn up on time, read the instructions and finish what you start. In the traditional chart, D, M and T carry the value 4, and a name with this total is linked with Rahu, which adds an independent, slightly unconventional edge. You may find that people hand you the practical side of things, from the budget for a society event to the seating plan for a family puja.',
      'At work this name suits engineering, accounts, administration, construction, technology and any field where systems must hold together. Managers and clients often trust you with details because your name itself seems to promise care. Socially, however, people may see you as more serious than you really are and may leave you out of the fun part of the plan. Showing your humour, or sharing a hobby like gardening or weekend cricket, helps them meet the warmer person behind the dependable name.',
      'Some people with a naamank 4 choose, in keeping with old custom, to adjust a spelling slightly so that the total moves to a number they prefer. Others keep their name exactly as their parents gave it. Both are valid choices. No spelling can promise a particular result; the steadiness people see in you comes from your own habits, and those travel with you whatever your name adds up to.',
    ],
    strengths: [
      'Gives a reliable impression',
      'Trusted with detail and systems',
      'Suits structured careers',
      'Known for keeping promises',
    ],
    challenges: [
      'May seem too serious at first',
      'Can be overlooked for creative roles',
      'Others may hand you all the practical chores',
    ],
  },
  5: {
    title: 'The Lively Connector',
    summary:
      "A naamank of 5 carries Mercury's quick, sociable energy, so the world tends to meet you as versatile, witty and easy to talk to.",
    paragraphs: [
      'A name that adds up to 5 has a lively, moving quality. People often see you as adaptable and modern, someone comfortable with strangers, new places and new technology. At a networking event or on a long train journey, conversations seem to start around you. Mercury, the planet linked with this number, governs speech and exchange, and your name tends to place you in the middle of both. The letters E, H, N and X carry 5 in the chart, though only the full total decides your naamank.',
      'In working life, this vibration fits sales, travel, media, trade, language teaching, event planning and any role that rewards quick thinking and a wide circle of contacts. Your name can make you memorable on a visiting card or a social media profile. The same quality may lead some people to see you as restless or less committed than you are. Following through visibly, by replying promptly and closing each project with a short note, shows that the lively name also belongs to a dependable person.',
      "A traditional practice in numerology is to alter a name's spelling, perhaps by doubling a letter, so that the total becomes a number someone feels suits them better. It is offered here only as a custom that many people find meaningful, with no promised outcome. Anyone considering it usually takes time, talks it over with family, and remembers that official records would need updating too. Your name's vibration is one thread in your life; your own choices weave the rest of the cloth.",
    ],
    strengths: [
      'Sociable and engaging',
      'Seen as modern and adaptable',
      'Memorable when networking',
      'Suits communication and travel',
    ],
    challenges: [
      'May be seen as restless',
      'Commitment can be questioned at first',
      'Focus may scatter in busy periods',
    ],
  },
  6: {
    title: 'The Gracious Host',
    summary:
      'When your name reduces to 6, it carries the charm of Venus, presenting you as warm, graceful and caring, someone people instinctively associate with comfort and good taste.',
    paragraphs: [
      "A naamank 6 tends to create an impression of warmth and harmony. People may notice your manners, your dress sense or the way you make everyone feel included. At a family gathering you might be the person who is handed the baby, asked to draw the rangoli, or trusted to choose the gift. Venus lends this number an association with beauty, art and affection, and your name often suggests that you will make any space more pleasant. U, V and W carry 6 in the letter chart, yet it is the whole name's total that matters.",
      'In a career, this vibration sits well with design, fashion, hospitality, healthcare support, teaching, interiors, counselling and any role where care and beauty meet. Clients often feel at ease dealing with you, and colleagues turn to you when the team needs calm. The same gentle image may lead others to assume you will always adjust or always help. Setting a kind boundary, such as a fixed hour after which you stop taking work calls, protects both your goodwill and your energy.',
      'Traditionally, some people adjust how their name is written, for example in official documents or on the nameplate by the front door, to bring its total to a number they feel drawn to. Such choices are personal and cultural, and they carry no guarantee of any outcome. Some families make the change quietly, while others prefer to let the name given at the naming ceremony stand untouched. If you love the name you have, its natural grace is already with you every day.',
    ],
    strengths: [
      'Warm, graceful impression',
      'Inspires comfort and trust',
      'Good sense of style',
      'Suits caring and creative work',
    ],
    challenges: [
      'Others may expect you always to help',
      'Can be seen as too accommodating',
      'May put your own needs last',
    ],
  },
  7: {
    title: 'The Thoughtful Presence',
    summary:
      'A name that adds up to 7 carries a quiet, reflective vibration, so people often see you as wise, private and a little mysterious when they first meet you.',
    paragraphs: [
      'People meeting someone whose name totals 7 often sense depth. You may come across as calm, observant and slightly reserved, the person who listens more than speaks at a crowded dinner table. That quiet can draw people in, since they feel you understand more than you say. This number is associated with Ketu, linked in Vedic thought with spiritual insight, and a name carrying it can give an impression of learning and inner strength. In the letter chart, only O and Z hold the value 7.',
      'Professionally, this vibration suits research, science, technology, writing, law, financial analysis, philosophy and spiritual study. Your name can make people trust your judgement on complex questions. In social life, though, you might be seen as distant or hard to approach, and invitations may come less often than you would like. A simple habit of starting conversations, such as asking a colleague about their weekend or sharing an interesting article in the office group, helps others discover how warm you can be.',
      'Some people, following tradition, add or change a letter when they want their name to carry a more outgoing vibration for public work, while others happily keep the depth that a 7 brings. Numerology offers this only as a custom to reflect on, never as a promise. If you do explore it, take your time and choose a form of your name you would still be glad to hear called across a room. The quiet wisdom people sense in you is real, whichever spelling you use.',
    ],
    strengths: [
      'Gives an impression of wisdom',
      'Trusted on complex matters',
      'Calm and composed presence',
      'Suits research and study',
    ],
    challenges: [
      'May seem distant at first',
      'Fewer casual invitations',
      'Others may take time to know you',
    ],
  },
  8: {
    title: 'The Steady Authority',
    summary:
      "With a naamank of 8, your name carries Saturn's weight and seriousness, presenting you as capable, disciplined and able to handle responsibility and long projects.",
    paragraphs: [
      "A name that reduces to 8 tends to give an impression of authority and substance. People may assume you are older, more experienced or more senior than you are, and they often take your words seriously. In a meeting, your opinion may carry weight even when you speak briefly. Saturn's link with this number brings associations of discipline, justice and endurance, and your name may suggest someone who can be trusted with responsibility. In the letter chart, F and P are the two letters that carry the value 8.",
      'At work, this vibration suits management, administration, banking, law, property, manufacturing and any field where long-term effort and sound judgement matter. Your name may make others expect you to be strict, so a warm greeting or a word of thanks goes a long way. Socially, friends may see you as the responsible one who books the tickets, collects the money for a group gift or remembers the deadline. Allow yourself to be playful now and then; it shows that the strong name belongs to a kind and approachable person.',
      'Some people, following tradition, adjust the spelling of their name so that its total matches a number they feel closer to, and this is sometimes discussed for an 8. There is no need to see 8 as difficult: it is the number of patience and lasting effort. Whether you keep your name or alter it, no spelling can promise an outcome; your own steady work is what people come to respect.',
    ],
    strengths: [
      'Commands respect',
      'Seen as capable with responsibility',
      'Suits leadership and finance roles',
      'Projects maturity',
    ],
    challenges: [
      'Can seem strict at first',
      'May be given heavy duties early',
      'Playful side may go unseen',
    ],
  },
  9: {
    title: 'The Generous Champion',
    summary:
      'A name that reduces to 9 carries the energy of Mars and a broad, humane spirit, so people often see you as bold, kind and ready to stand up for others.',
    paragraphs: [
      'A naamank 9 tends to make a strong, warm impression. People sense energy and courage in you, along with a humane warmth that reaches strangers as easily as family. During a community drive, a school event or a neighbourhood clean-up, your name may be the first one mentioned when a volunteer is needed to lead. Interestingly, no letter in the traditional chart carries the value 9, so a name arrives at 9 only through the sum of all its letters, which some people find fitting for the number of completion.',
      'Careers with a purpose suit this vibration: social work, healthcare support, defence, sports, the arts, teaching and any role with a cause behind it. Your name can inspire trust in people who need help, and colleagues often see you as generous with time and ideas. Because the name suggests strength, others may not notice when you are tired or upset. Telling a close friend how you really feel, and stepping back from causes that are not yours to carry, keeps your energy strong for the ones that are.',
      "As with every naamank, some people traditionally change a letter in the spelling to shift the total. Others feel that a 9 already has a sense of wholeness and keep their name just as it is. Numerology presents this only as a custom to consider thoughtfully, with no promise attached. A nickname used among friends has its own total too, and some people enjoy working it out simply for curiosity. Your name's courage becomes visible through what you do with it.",
    ],
    strengths: [
      'Bold and warm impression',
      'Inspires trust in a crisis',
      'Generous spirit',
      'Suits service and leadership',
    ],
    challenges: [
      'Others may miss when you are tired',
      'Can take on too many causes',
      'Strong image may feel imposing to some',
    ],
  },
} as const satisfies ContentBundle['nameNumbers'];
