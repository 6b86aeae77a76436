import type { CombinationReading } from '../../../reading-types.js';
import type { ByDigit } from '../../../types.js';

/** Moolank 1 (Sun) with each bhagyank 1 to 9. */
export const moolank1: ByDigit<CombinationReading> = {
  1: {
    title: 'The Doubled Sun',
    portrait:
      'Your moolank 1 and bhagyank 1 are the same, so the Sun shines on you twice: once in your daily temperament and again in the road your life takes. You are the person who starts, decides and stands by the decision, and you rarely feel at home anywhere you cannot steer.',
    paragraphs: [
      'A doubled number works like a loudspeaker. Whatever the Sun gives you, it gives in double measure: the confidence to stand up at a housing society meeting and propose the new water tank, the stamina to see it built, and the plain pride of having done it yourself. There is little inner tug-of-war here, because your instincts and your purpose point the same way. That makes you quick and whole-hearted. It also means nothing inside you applies the brakes, so the excess of this pairing is a life that slowly turns into a one-person show, where others feel they are watching rather than taking part.',
      'In work you do best with real ownership: your own practice, your own branch, your own department. Money tends to follow your effort, though you may spend as boldly as you earn, especially on things that show you are doing well. Move a fixed amount into savings on salary day, before anything else, so pride never decides the budget alone. At home, your family leans on your strength but may hesitate to disagree with you. Try a simple custom this month: for one family decision each week, such as where to go on the holiday or what to cook for guests, speak last. You may be surprised how much wisdom was waiting behind the quiet.',
    ],
    strengths: [
      'Whole-hearted confidence in your own path',
      'Stamina to carry plans to the end',
      'Natural authority that others trust',
    ],
    workOn: [
      'Sharing the stage with quieter people',
      'Listening fully before announcing a decision',
      'Spending on substance rather than show',
    ],
  },
  2: {
    title: 'The Sun with Soft Hands',
    portrait:
      "Born with moolank 1 but walking the road of bhagyank 2, you are a leader whose life keeps teaching partnership. You carry the Sun's drive in your daily temper, and the Moon's quiet wisdom waits for you in every relationship that matters.",
    paragraphs: [
      "These two numbers do not share a temperament, and you may feel it. Your instinct says act now, alone if needed; your life's direction keeps placing you beside someone, a business partner, a spouse, a sibling who runs the family shop with you, whose agreement you need. Early on this can feel like being held back. With time you discover how well the two support each other: the 1 supplies courage and the 2 supplies timing, so you learn to move when the moment is ripe rather than merely when you are ready.",
      'At work you are at your best as the decisive half of a pair, the one who signs while the other checks the fine print, or the manager who hears the team out before choosing. With money you can swing between bold and cautious, so a shared rule helps, such as waiting a week before any purchase above an agreed amount. Family members feel both protected and cared for by you, but your own moods may catch you off guard, because the Moon makes your feelings deeper than your confident face suggests. Keep a Sunday evening sit-down with the person closest to you, fifteen minutes over tea, to talk about the week ahead. It gives your feelings a regular door, so they need not slip out sideways.',
    ],
    strengths: [
      'Courage softened by real consideration',
      'Good judgement of the right moment',
      'A loyal, dependable partner in any venture',
    ],
    workOn: [
      'Voicing hurt feelings before they harden',
      'Accepting help without feeling smaller',
      "Trusting a partner's pace when it differs",
    ],
  },
  3: {
    title: 'The Sunlit Teacher',
    portrait:
      "Leading by explaining comes naturally to you. Your moolank 1 gives you the Sun's self-reliance, and your bhagyank 3 puts Jupiter's wisdom on your road, so your confidence makes people listen and your optimism makes them want to follow.",
    paragraphs: [
      "The Sun and Jupiter are traditionally counted as friends, and in you they cooperate easily. Your instinct to take charge meets a life purpose of learning and sharing, so you often end up as the one who not only starts the project but trains the people who will carry it on. You might be the elder cousin who coaches the building's children for their board exams, or the senior at work everyone asks for a second opinion. Where they pull apart is patience: the 1 wants results by Friday, while the 3 grows slowly through study and conversation.",
      "Careers that mix authority with expression suit you: teaching, law, training, consulting, media, or management with a public face. You earn well when you are visible, yet you can be generous to the point of carelessness, treating friends to dinner more often than the budget allows. A monthly cap on outings solves this without dimming your warmth. With those you love you are lively and encouraging, though you may give advice when someone only wanted company. Before offering a solution to a friend or a child, ask, 'Do you want my view or just my ear?' One habit for this month: record a short voice note of an idea each evening, then pick the best one at the weekend to act on. It turns your many bright thoughts into a few finished things.",
    ],
    strengths: [
      'Leads by teaching and explaining clearly',
      'Warm optimism that lifts a team',
      'Confident, persuasive way with words',
    ],
    workOn: [
      'Waiting for slow results without losing faith',
      'Keeping generosity within a sensible budget',
      'Listening when advice is not requested',
    ],
  },
  4: {
    title: 'The Bold Reformer',
    portrait:
      "With moolank 1 and bhagyank 4, you carry the Sun's confidence into a life marked by Rahu's unusual turns. You are an independent thinker who questions old ways, builds new ones with real effort, and does not mind being the first to try something the neighbourhood finds strange.",
    paragraphs: [
      "The Sun and Rahu make a curious pair. Your daily nature wants recognition and clear command; your life's direction brings sudden changes, unusual paths and hard, patient work that may go unseen for a while. When these cooperate, you become a reformer: the person who brings solar panels to the family home while relatives are still arguing about the electricity bill, or who introduces new software at the office and stays late teaching everyone to use it. When they pull apart, you may feel frustrated that life keeps changing the plan just as you had taken charge of it.",
      'Your talents suit roles where innovation needs a firm hand: technology, engineering, practical research, or running a small venture in an unusual field. Earnings can arrive in uneven waves with this pairing, so a reserve kept for surprises is your best friend; a separate account holding three months of household expenses gives your bold ideas a safe floor. With family, you are protective and hardworking, yet you can seem stubborn when elders prefer tradition. Try explaining each new idea in terms of what it keeps the same, not only what it changes. Respect for the old often opens the door for the new.',
    ],
    strengths: [
      'Original ideas backed by hard work',
      'Courage to break with outdated habits',
      'Steadiness when plans suddenly change',
    ],
    workOn: [
      'Accepting detours without taking them personally',
      'Keeping a cushion for uneven earnings',
      'Explaining new ideas gently to elders',
    ],
  },
  5: {
    title: 'The Quick-Footed Leader',
    portrait:
      "Few people move as fast as you do. Your moolank 1 gives you the Sun's drive, and your bhagyank 5 sends you down Mercury's busy road of trade, travel and talk, so you make decisions on the go and can sell an idea before others have finished hearing it.",
    paragraphs: [
      'Both numbers love momentum, and that is where they reinforce each other: the 1 gives you the nerve to begin, and the 5 gives you the flexibility to change course without losing heart. You might turn a weekend baking hobby into orders from the neighbourhood, then add home delivery, then a stall at the Sunday market, all within a single year. The pull between them is subtle. The Sun wants a settled kingdom to rule, while Mercury keeps opening new doors, so you can end up leading five things halfway.',
      'Sales, business, marketing, travel, media and any work with negotiation and movement tend to bring out your best. Money comes through deals and contacts, and it can leave just as quickly when a new opportunity sparkles. Before starting anything new, write a single page: what it costs, what it needs from you each week, and what you will stop doing to make room for it. As a partner you are fun, generous and full of plans, but the people at home may long for you to sit still long enough to hear about their day. Leave your phone in another room during one meal every day. Family notice that kind of attention more than any present you bring home from a trip.',
    ],
    strengths: [
      'Fast, confident decisions under pressure',
      'Persuasive talent for business and trade',
      'Adapts to change without losing the lead',
    ],
    workOn: [
      'Finishing one venture before starting another',
      'Staying present during quiet family time',
      'Checking costs before chasing the next opportunity',
    ],
  },
  6: {
    title: 'The Generous Head of Home',
    portrait:
      "Moolank 1 with bhagyank 6 joins the Sun's leadership to Venus's love of family, beauty and comfort. You are the capable one who takes responsibility for everyone's wellbeing, likes a well-run and good-looking home, and feels proudest when the people you love are happy and secure.",
    paragraphs: [
      "Your daily nature wants to lead, and your life's direction asks you to care. Put together, this makes a natural head of a household or a team: the person who manages the arrangements for a niece's wedding, checks that the grandparents have a comfortable room, and still remembers to order the flowers. The two numbers agree that you should be in charge of wellbeing. They pull apart when the Sun's need to be right meets Venus's need for harmony; you may want peace at home, yet insist on having it your way.",
      'Work that combines authority with care or beauty suits you: hospitality, interior design, hospital administration, education, fashion, or running a family business. You earn steadily and spend on comfort and gifts, sometimes more than planned, especially around festivals. An envelope set aside for the Diwali budget in early autumn keeps your generosity joyful rather than stressful. In love you are loyal and romantic, with high standards for how a home should feel. Let others contribute in their own style, even when the cushions do not match the curtains. A family in which everyone has a small corner of their own choosing feels warmer than one arranged by a single hand.',
    ],
    strengths: [
      "Takes responsibility for loved ones' wellbeing",
      'Good taste with a practical touch',
      'Loyal and protective in love',
    ],
    workOn: [
      'Letting others arrange things their way',
      'Planning festival spending well in advance',
      'Choosing harmony over being right',
    ],
  },
  7: {
    title: 'The Solitary Seeker',
    portrait:
      "Your moolank 1 is the Sun's outward confidence, and your bhagyank 7 is Ketu's inward search. You are a self-reliant thinker who needs both a field to lead in and a quiet room to think, and you trust ideas you have tested for yourself far more than anything you were simply told.",
    paragraphs: [
      "Independence is the common ground of these numbers: you prefer to work things out alone, and you dislike being hurried into other people's conclusions. The Sun gives you the nerve to act on your findings, while Ketu gives you depth, intuition and a taste for questions that have no quick answer. The pull comes from direction. The 1 faces the world and wants to be seen; the 7 turns inward and wants to understand. On some days you crave an audience, on others a closed door, and the people around you may not know which version of you has arrived.",
      "Research, analysis, law, technology, writing, medicine, astrology or any expert role where your judgement is respected will hold your interest. You handle money thoughtfully but may neglect it while absorbed in a project, so a fixed date each month for bills and savings spares you last-minute stress. Those close to you know you as sincere and steadfast, yet you may share your thoughts less than you imagine. A simple signal helps: tell your family plainly when you need an hour alone and when you are ready to talk again. Protect a quiet hour early on Sunday, perhaps with a journal, before the week's noise starts. Ideas that come then often guide the days that follow.",
    ],
    strengths: [
      'Independent, original and tested thinking',
      'Intuition backed by careful study',
      'Quiet dignity and self-respect',
    ],
    workOn: [
      'Telling loved ones when you need space',
      'Sharing your inner thoughts more often',
      'Keeping practical matters on a schedule',
    ],
  },
  8: {
    title: 'The Patient Builder',
    portrait:
      "The Sun rules your moolank 1 and Saturn shapes your bhagyank 8. You are an ambitious person who is learning to wait, someone with a leader's fire and a builder's patience, whose achievements tend to come later than you hoped but stand firmer than most.",
    paragraphs: [
      "Tradition treats the Sun and Saturn as opposites, and in you they meet as a steady tension between speed and patience. Your instinct wants recognition now; your life's direction hands out rewards slowly, after effort, discipline and time. That can feel unfair in your twenties, when a colleague seems to rise faster or a project waits months for paperwork. Yet the pairing is strong precisely because each number corrects the other: the 1 keeps you from giving up, and the 8 keeps you from rushing. The foundations you lay in the slower years often carry the most weight later.",
      'You do well in structured fields with clear ladders: administration, government service, law, finance, construction, manufacturing, or a long-term family enterprise. With money you are capable of real discipline, and a steady monthly habit, such as a recurring deposit started with whatever amount feels comfortable, fits your nature better than quick schemes. In family life you are dependable and serious, sometimes too serious, and loved ones may see the duty more clearly than the affection. Make room for light moments on purpose. Play a round of carrom with the children after dinner, or phone an old friend for no reason at all. Effort earns respect, but laughter earns closeness.',
    ],
    strengths: [
      'Ambition joined with real patience',
      'Discipline in money and work',
      'Dependable under heavy responsibility',
    ],
    workOn: [
      'Making peace with slower timelines',
      'Showing affection as well as duty',
      'Resting without feeling guilty about it',
    ],
  },
  9: {
    title: "The Sun's Warrior Heart",
    portrait:
      "Bravery sits close to the surface in you. Your moolank 1 gives you the Sun's leadership and your bhagyank 9 brings Mars's courage, energy and urge to serve, so you step forward when others hang back and find your deepest satisfaction in fighting for causes larger than yourself.",
    paragraphs: [
      'Both numbers are fire and forward motion, and they reinforce each other with force: both are bold, both act quickly, both prefer a clear cause. Often it is you who organises the lane cleanup after the monsoon rains, or who speaks up for a junior colleague in a meeting when nobody else will. The strain between them concerns the self. The 1 wants personal achievement, while the 9 asks you to give, serve and let go, and learning to lead for others rather than for applause is the long lesson of your life.',
      'Fields with challenge and purpose suit you: the armed forces, police, sports, surgery, engineering, social work, politics, or a business with a mission. You earn with energy and spend with it too, often on others; a separate savings jar for your own future is a quiet act of self-respect. Temper is the one area that needs care, because two fiery numbers can make a sharp word arrive before a kind thought. Your loyalty to family is fierce, and people feel safe with you. When you feel the heat rising in an argument, step out for a glass of water and five slow breaths before you reply. That small pause protects the relationships your courage has built.',
    ],
    strengths: [
      'Fearless in standing up for others',
      'Great energy for demanding tasks',
      'Leadership guided by a sense of purpose',
    ],
    workOn: [
      'Pausing for breath before replying in anger',
      'Saving something for your own future',
      'Leading for the cause, not the applause',
    ],
  },
};

/** Moolank 2 (Moon) with each bhagyank 1 to 9. */
export const moolank2: ByDigit<CombinationReading> = {
  1: {
    title: 'The Moon Finding Its Voice',
    portrait:
      "Your moolank 2 gives you the Moon's gentle, intuitive temperament, while your bhagyank 1 asks you to stand on your own and lead. You are a sensitive soul on a courageous road, someone whose life keeps nudging a natural helper to become a decision-maker.",
    paragraphs: [
      "This pairing can feel like being cast in a role you never auditioned for. Day to day you prefer harmony, consultation and a calm atmosphere, yet life keeps handing you moments when you must choose alone: being the first in the family to move to another city for a job, or the one who must finally decide about an ageing parent's care. The Moon and the Sun light the sky together, though, and that is the secret of your chart. Your feeling for people makes your leadership kind, and your growing courage keeps your kindness from being taken for granted.",
      'Work that blends care with independence suits you: running a small clinic or tuition centre, counselling, human resources, or a creative studio of your own. You are likely to earn more confidently once you stop undervaluing your services; quote your fee without apologising, and hold it for a full month before deciding whether it was too high. In love you are devoted and attentive, though you may silently expect others to guess your needs. At home you often become the bridge between generations. One practical step: each morning, write down one decision you will take by yourself that day, however small, such as choosing the route or the menu. Daily practice slowly makes leadership feel natural.',
    ],
    strengths: [
      'Leadership warmed by genuine empathy',
      'Sensitivity to what people really need',
      'Growing courage beneath gentle manners',
    ],
    workOn: [
      'Naming your fee without apology',
      'Making small decisions without seeking approval',
      'Saying what you need out loud',
    ],
  },
  2: {
    title: 'The Full Moon',
    portrait:
      'The Moon rules both your moolank 2 and your bhagyank 2, colouring your temperament and your destiny alike. You are deeply intuitive, tender and cooperative, a natural keeper of peace, and your great task is to give your feelings a steady shore so their tides refresh you rather than toss you about.',
    paragraphs: [
      "Doubling the Moon doubles its gifts. You sense undercurrents in a room before anyone speaks, you remember the little things that make people feel loved, and you can bring two quarrelling relatives to the same table for a festival meal. Your hunches about people are often strikingly accurate. The excess shows up as too much of the same softness: a sharp sting from criticism, a habit of putting everyone else's comfort first, and moods that rise and fall more strongly than in most people. With no different number to balance it, this pairing must find its steadiness through habit and routine.",
      'You thrive in supportive, partnership-based work: nursing, counselling, teaching young children, hospitality, diplomacy, design, music, or serving as the trusted second-in-command. You are usually careful with money, but you may lend too easily to relatives who ask with a sad story. Decide once, calmly, on a yearly limit for lending, and refer to it instead of deciding in the emotion of the moment. In love you are devoted and need reassurance in return, so a partner who expresses affection openly suits you. A steady evening rhythm, perhaps a diya lit at dusk and ten quiet minutes on the balcony, gives your feelings a daily anchor. On calmer days you will hear your intuition most clearly.',
    ],
    strengths: [
      'Exceptional intuition about people',
      'Tender, devoted care for loved ones',
      'A gift for making peace in families',
    ],
    workOn: [
      'Building a steady daily routine',
      'Setting kind limits on lending and giving',
      'Taking criticism as information, not rejection',
    ],
  },
  3: {
    title: 'The Moonlit Storyteller',
    portrait:
      "Imagination and empathy live side by side in you. Your moolank 2 brings the Moon's feeling and your bhagyank 3 adds Jupiter's wisdom and love of expression, so you grow by teaching, writing, singing or simply telling a story that makes someone feel understood.",
    paragraphs: [
      "These numbers work together gracefully. The Moon gives you empathy and imagination; Jupiter gives you words, optimism and a wish to share what you know. Together they make a gentle guide: the aunt every child in the joint family runs to with a problem, or the colleague who turns a dull training session into something people actually remember. The difference lies in confidence. Your daily self may hesitate and doubt, while your life's road keeps asking you to stand before others and speak, so you may feel nervous about the very thing you do best.",
      'Teaching, writing, counselling, the arts, event hosting, social media, work with children and spiritual guidance all fit this combination. Money often comes through creativity and communication, but it can scatter on books, courses and kindly gifts. Keep one page in a diary where you note every creative earning, however small; watching it grow builds faith in your talent. Your home is often full of music, food and guests, and you are affectionate and playful with the people in it. Your feelings can be hurt when your ideas are brushed aside. This week, share one creative piece, a poem, a recipe or a short talk, with a small trusted circle first. Gentle audiences build the courage for larger ones.',
    ],
    strengths: [
      'Expressive warmth that reaches people',
      'Imagination combined with empathy',
      'A natural gift for guiding children',
    ],
    workOn: [
      'Trusting your voice before an audience',
      'Tracking creative earnings with care',
      'Not taking brushed-aside ideas to heart',
    ],
  },
  4: {
    title: 'The Gentle Rebel',
    portrait:
      'Soft-spoken on the surface, you hold surprisingly unconventional views. Your moolank 2 seeks harmony and emotional security, while your bhagyank 4, ruled by Rahu, brings hard work, unusual turns and an independent streak, so you prefer calm yet keep being asked by life to adapt, rebuild and think differently.',
    paragraphs: [
      'This pairing holds a real contrast. The Moon loves familiar faces and a predictable routine, while Rahu brings sudden transfers, new technologies, changes of plan and paths nobody in the family has walked before. You may be the first to choose an unusual career or a life that differs from what relatives expected, and you may feel both proud and anxious about it. Where they agree is diligence: both numbers, in their own ways, are willing to put in patient, unseen effort. Your care for detail and your ability to keep working quietly make you a remarkable builder once you accept that change is part of your road.',
      "Work that rewards careful, original effort suits you: data, accounts, research support, architecture, crafts, healthcare administration, software testing or social causes. You prefer financial security, yet life may bring irregular phases, so a monthly habit of saving even a small fixed sum soothes the Moon's worry. With family you are loyal and caring, but you may bottle up stress until it spills over. Make a small calm place for yourself at home, a corner with a plant and a chair, where you can sit for ten minutes after a demanding day. Explaining your unusual choices calmly to elders, one conversation at a time, turns their worry into respect.",
    ],
    strengths: [
      'Patient, careful and hardworking',
      'Original views expressed gently',
      'Reliable in long, detailed tasks',
    ],
    workOn: [
      'Meeting sudden change with curiosity',
      'Letting stress out before it builds up',
      'Trusting your unconventional choices',
    ],
  },
  5: {
    title: 'The Sensitive Traveller',
    portrait:
      "With moolank 2 and bhagyank 5, the Moon's tender sensitivity meets Mercury's restless curiosity. You are an adaptable, friendly person who reads moods well and talks easily, yet your life keeps carrying you into new places, people and jobs, sometimes faster than your heart would choose.",
    paragraphs: [
      "Communication is where the two numbers cooperate best. The Moon helps you sense what someone feels, and Mercury helps you find the words and the deal that suit them. You could calm an angry customer on the phone and close a sale in the same conversation. Where they pull apart is pace. Your inner nature wants roots and reassurance; your life's direction offers movement, variety and change. A new city, a new team or an overnight train journey for work every few weeks can be exciting, yet leave you quietly tired and homesick.",
      'Sales, customer relations, travel, media, public relations, retail, counselling and any role that mixes people and movement can suit you well. You are clever at finding bargains and side income, but you may spend emotionally on low days. Before shopping online late at night, leave the item in the cart and look at it again after breakfast; many such purchases lose their charm by morning. You need a partner who can be both a home and an adventure, and you bring charm and care to that bond. Carry a small, familiar ritual wherever you go, perhaps a family photo on the bedside or the same evening prayer, so that every new place holds something of home.',
    ],
    strengths: [
      'Reads people and responds skilfully',
      'Adapts quickly to new surroundings',
      'A friendly talent for communication',
    ],
    workOn: [
      'Creating roots while on the move',
      'Resisting emotional late-night spending',
      'Resting before travel fatigue builds up',
    ],
  },
  6: {
    title: 'The Heart of the Home',
    portrait:
      "Moolank 2 and bhagyank 6 bring together the Moon's care and Venus's delight in family, beauty and ease. You are a nurturing, affectionate person who makes homes feel warm and people feel loved, and life keeps leading you to the places where care and responsibility are most needed.",
    paragraphs: [
      "Here the two numbers agree almost completely. Both value love, harmony and home, and both take pleasure in looking after others, so you may find yourself packing an extra tiffin for a colleague who lives away from family, or remembering every anniversary in the extended circle. This is your great gift. The pull apart is less a clash than an overload. The Moon feels, Venus takes responsibility, and together they can make you carry everyone's worries as if they were your own, until your own needs slip quietly to the end of the list.",
      'Careers in care, beauty and comfort suit you: nursing, teaching, interior decoration, fashion, cooking, hospitality, wellness, counselling and family businesses. You handle household money sensibly but are tempted by lovely things for the home and presents for others. Keep a small gift allowance each month and enjoy spending it without guilt. You are loyal, romantic and deeply committed, though you may feel hurt when your care goes unnoticed. Asking plainly for appreciation is not selfish. One evening each week, let someone else cook or plan while you do something only for yourself, a class, a book or a visit to a friend. A home keeps its warmth when the one who tends it is rested.',
    ],
    strengths: [
      'Deep, nurturing care for others',
      'A gift for creating a warm home',
      'Loyal, committed and romantic',
    ],
    workOn: [
      'Putting your own needs on the list',
      'Asking openly for appreciation',
      'Letting others share the caring',
    ],
  },
  7: {
    title: 'The Quiet Mystic',
    portrait:
      'The Moon, ruler of your moolank 2, and Ketu, ruler of your bhagyank 7, both look inward. You are an intuitive, thoughtful and private person with a rich inner life, someone who understands others without many words and whose path leads towards spiritual depth, study and self-knowledge.',
    paragraphs: [
      'Two intuitive numbers meet here, so your inner radar is unusually sharp; you may know a friend is troubled before the message arrives, or feel hesitant about a plan that later quietly falls through. The Moon and Ketu reinforce each other in sensitivity, reflection and a preference for calm. The difference is that the Moon longs for closeness, while Ketu is comfortable alone. You may move between wanting to be held and wanting to be left in peace, and loved ones can find this confusing unless you tell them what you need.',
      'Fields that value depth suit you: research, psychology, healing, writing, spiritual teaching, archival work, astrology, photography or music. Money is rarely your main driver, and you may neglect practical planning, so an automatic transfer into savings each month takes the burden off your mind. Within the family you are gentle and loyal, but when hurt you sometimes withdraw instead of explaining. A quiet practice suits this pairing: sit for the evening aarti or a short meditation at the same hour each day, and keep a small diary of dreams and hunches. Over the months you will see which inner signals prove trustworthy, and learn to trust them more wisely.',
    ],
    strengths: [
      'Powerful intuition and inner wisdom',
      'A calm, reflective presence',
      'Understanding others without many words',
    ],
    workOn: [
      'Explaining feelings instead of withdrawing',
      'Giving practical matters regular attention',
      'Balancing solitude with closeness',
    ],
  },
  8: {
    title: 'The Steady Tide',
    portrait:
      "With moolank 2 and bhagyank 8, the Moon's sensitivity walks beside Saturn's discipline. You are a caring, responsible person who takes duties seriously and works patiently even when rewards come slowly, and your life's journey turns a soft heart into a steady, trusted pillar.",
    paragraphs: [
      "This is a pairing of feeling and endurance. The Moon gives you empathy and an instinct to care; Saturn gives you patience, a sense of justice and the capacity to carry long responsibilities. Together they make someone who can look after an elderly parent for years, or keep the family accounts in order through a difficult phase, without complaint. The strain lies in heaviness. Saturn's seriousness can weigh on the Moon's moods, and you may feel that life asks more of you than of others, or that your effort goes unnoticed.",
      'Work with structure and service suits you: banking, accounts, administration, law, social work, healthcare, government jobs or property. You are careful and steady with money, and slow growth suits you better than risk; a passbook showing small, regular deposits can be quietly reassuring. Partners find you faithful and responsible, though you may keep your softer feelings behind a serious face. Relatives rely on you and may forget to ask how you are. Put one small weekly joy in the calendar, such as a film, a plate of chaat from the market or an hour with a hobby, and treat it as seriously as any duty.',
    ],
    strengths: [
      'Patient endurance through long duties',
      'Empathy joined with fairness',
      'Careful, steady handling of money',
    ],
    workOn: [
      'Lightening up when duty feels heavy',
      'Letting others see your softer feelings',
      'Scheduling small joys like appointments',
    ],
  },
  9: {
    title: 'The Compassionate Fire',
    portrait:
      "Your moolank 2 holds the Moon's tenderness, and your bhagyank 9 burns with Mars's courage and urge to serve. You are a kind-hearted person with surprising strength, someone who feels others' pain deeply and whose life keeps calling that feeling out into brave, practical action.",
    paragraphs: [
      "Feeling and action join hands in this pairing. Where another person might only sympathise, you may collect blankets and old sweaters for a shelter before winter, or cook for a neighbour's family through a hard week. Your compassion gives your courage a direction, and your courage gives your compassion hands. The pull comes from temperament. Your daily self is gentle and dislikes conflict, yet Mars can bring sudden flashes of anger, especially when you see unfairness, and their intensity can surprise you as much as anyone.",
      "Service-oriented work fits you: medicine, nursing, social work, NGOs, teaching, counselling, animal welfare, public service, or any role where care meets energy. Money may come and go with your generosity, so decide in advance what portion of your income you will give each month, and then give that portion joyfully without second thoughts. With family you are loving and protective, though your feelings can swing from tender to fiery. When emotions run high, type what you feel into your phone's notes before you speak. The words that still seem right the next morning are usually the ones worth saying.",
    ],
    strengths: [
      'Compassion that turns into action',
      'Courage in defending the vulnerable',
      'Generous, protective love for family',
    ],
    workOn: [
      'Cooling sudden anger before speaking',
      'Planning how much to give each month',
      'Protecting your own energy while serving',
    ],
  },
};

/** Moolank 3 (Jupiter) with each bhagyank 1 to 9. */
export const moolank3: ByDigit<CombinationReading> = {
  1: {
    title: 'The Guide Who Leads',
    portrait:
      "Your moolank 3 carries Jupiter's optimism and love of learning, and your bhagyank 1 asks you to lead under the Sun. You are a hopeful, articulate person who naturally advises others, and your life's journey asks you to take the front seat and turn good counsel into decisive action.",
    paragraphs: [
      "Your temperament and your destiny get along well here. The 3 in your nature makes you cheerful, expressive and eager to share knowledge; the 1 in your life's direction pushes you to take charge, start things and own the outcome. You may move from being the helpful colleague with good ideas to the one asked to run the department, or go from suggesting a new format for the school reunion to organising the whole event. The tension comes from comfort. Advising is easy for you, but deciding alone, and answering for it when things go wrong, can feel heavier.",
      "Roles that join teaching with authority suit you: principal, trainer, manager, lawyer, editor, consultant, public representative, or founder of an education venture. With money you can be expansive, investing in learning, travel and people; a written plan for each year's larger expenses keeps generosity and growth in balance. A partner may want more of your attention and less of your advice, even while enjoying your encouragement and liveliness. Younger relatives often find in you a natural mentor. Choose one area this year where you will be the final decision-maker, and decide on time even if every detail is not ready. Leadership grows by practice, not by perfect information.",
    ],
    strengths: [
      'Optimistic, inspiring leadership',
      'Clear explanations that win support',
      'Confidence to take the front seat',
    ],
    workOn: [
      'Deciding firmly without waiting for perfection',
      'Planning larger expenses well ahead',
      'Giving attention instead of advice at home',
    ],
  },
  2: {
    title: 'The Kind Counsellor',
    portrait:
      "With moolank 3 and bhagyank 2, Jupiter's wisdom meets the Moon's sensitivity. You are a warm, sociable and thoughtful person who speaks well and listens even better, and your life's road leads towards partnership, diplomacy and quiet influence rather than the loudest seat in the room.",
    paragraphs: [
      'These two numbers make a gentle counsellor. Your daily self brings humour, ideas and a gift for words; your destiny asks you to use them in support of others, bringing people together and smoothing misunderstandings. You may be the neighbour who settles a parking quarrel in the society without anyone losing face, or the friend who knows exactly what to say to someone who is grieving. The pull is between expression and restraint. Jupiter likes to speak and be heard, while the Moon asks you to wait, sense and sometimes step back, and your own ideas can get lost in all that accommodating.',
      "Counselling, teaching, human resources, hospitality, mediation, writing, healthcare and partnership businesses suit you well. Income usually comes through cooperation, a shared firm or a supportive team, and you prefer a stable salary to gambles. Watch for spending to please others, such as costly gifts meant to keep relations smooth. Relatives adore your affectionate, chatty company, and many of them confide in you; make sure you also have a confidant of your own. A helpful habit: before saying yes to any request, reply, 'Let me check and tell you by evening.' That small gap lets your own wishes join the conversation.",
    ],
    strengths: [
      'Tactful words in delicate moments',
      'Warm, sociable and easy to trust',
      'A talent for bringing people together',
    ],
    workOn: [
      'Keeping your own ideas in the room',
      'Spending less simply to please others',
      'Having someone to confide in yourself',
    ],
  },
  3: {
    title: 'Jupiter in Double Measure',
    portrait:
      "Your moolank 3 and bhagyank 3 match, so Jupiter blesses both your nature and your path. You are expansive, cheerful, wise beyond your years and bursting with things to say, learn and teach, and your life's challenge is to focus that abundance so it grows into something lasting.",
    paragraphs: [
      "A doubled 3 multiplies Jupiter's gifts. You learn quickly, speak well, make friends easily and carry a natural faith that things will work out. People seek your advice, enjoy your company and leave a conversation with you feeling lighter, which can make you a wonderful teacher, writer, speaker or guide. The excess arrives as spread: too many interests, too many commitments, too many half-read books on the bedside table. Jupiter also brings a touch of pride, and with two 3s you may sometimes be sure you know best, or find it hard to hear that a plan of yours did not land well.",
      'Education, publishing, media, law, spiritual teaching, the performing arts, advertising and training suit you strongly. You can earn through your voice and knowledge, but money may flow out just as generously on learning, hospitality and fun. A simple rule helps: for every new course or gadget, first finish or fully use one you already have. You are affectionate, playful and full of plans with the people you love, yet you may treat serious talks too lightly; when a partner or parent needs a listening ear, offer it without jokes. Choose one project this year, a book, a course or a small class you teach on Saturdays, and put it ahead of every tempting new idea until it is complete.',
    ],
    strengths: [
      'Abundant optimism and good humour',
      'A gift for teaching and explaining',
      'Quick, curious, lifelong learning',
    ],
    workOn: [
      'Focusing on one project at a time',
      'Taking serious conversations seriously',
      'Accepting feedback without feeling slighted',
    ],
  },
  4: {
    title: 'The Grounded Visionary',
    portrait:
      "Big ideas come to you easily, and your life keeps asking you to build them. Moolank 3 and bhagyank 4 join Jupiter's optimism and expression to Rahu's hard work and unusual turns, so you are bright and talkative, yet often called to roll up your sleeves and find new ways where familiar ones no longer work.",
    paragraphs: [
      "These numbers are a study in contrast. Your daily nature is expansive, sociable and hopeful; your life's direction is practical, effortful and sometimes surprising. When they cooperate, you become a visionary who can also build: the teacher who designs a new method for slow learners and then patiently tests it for a whole term, or the founder who turns a clever idea into a working app. On other days, routine tasks may feel dull, and life's sudden changes seem to interrupt your plans just as you grow excited.",
      'Work combining ideas and structure suits you: technology, education reform, engineering, architecture, research, journalism or any field in the middle of change. Income may arrive irregularly at first; a simple spreadsheet of earnings and expenses, updated every Sunday night, gives your optimism facts to stand on. Among family you are cheerful and loving, but you sometimes argue for unusual choices that worry the elders. Offer your ideas as experiments with a time limit, such as trying the new plan for three months, which makes change feel safer to others. Above all, break your large dreams into weekly steps. Small finished pieces turn vision into something people can see.',
    ],
    strengths: [
      'Creative ideas with practical follow-through',
      'Hopeful in the face of change',
      'Can design new systems and methods',
    ],
    workOn: [
      'Finding patience for routine tasks',
      'Tracking money regularly and honestly',
      'Offering new ideas as gentle experiments',
    ],
  },
  5: {
    title: 'The Lively Communicator',
    portrait:
      "Quick-witted, sociable and endlessly curious, you learn from everywhere and everyone. Your moolank 3 brings Jupiter's gift for words and ideas, and your bhagyank 5 adds Mercury's speed, trade and travel, so your life is rarely short of movement, news or new people.",
    paragraphs: [
      "In expression these two numbers are highly compatible. Jupiter supplies meaning and optimism; Mercury supplies quickness, humour and commercial sense. You could explain a complicated government scheme to an elderly relative in five minutes, then convince a shopkeeper to stock a friend's homemade pickles the same afternoon. Both love variety, so life with you is seldom dull. The pull is about depth. Jupiter wants to grow wisdom over time, while Mercury wants the next thing, and together they can leave you knowing a little about everything but not enough about the one thing that would make you truly expert.",
      "Media, marketing, sales, teaching, travel, journalism, public speaking, event management and consulting all suit you. Money comes readily through contacts and talk, but it can also slip away on outings, gadgets and trips planned on a whim. Keep a monthly 'fun fund' in cash; when it is spent, the month's outings are done. You are lively, generous and affectionate in love, but partners may want more consistency than surprise. Keep promises small and reliable, such as a phone call at the same hour every evening when you are away. Pick one subject you love and study it seriously for a year, through a course or a mentor. Depth adds weight to your natural charm.",
    ],
    strengths: [
      'Quick wit and easy conversation',
      'A knack for selling and persuading',
      'Curiosity that learns from everyone',
    ],
    workOn: [
      'Going deep in one chosen field',
      'Keeping promises small and reliable',
      'Limiting spending on spur-of-the-moment outings',
    ],
  },
  6: {
    title: 'The Joyful Nurturer',
    portrait:
      "With moolank 3 and bhagyank 6, Jupiter's warmth and wisdom combine with Venus's love of family, art and comfort. You are a generous, cheerful and caring person who fills homes with laughter and beauty, and your life's direction centres on love, responsibility and making people feel welcome.",
    paragraphs: [
      'A generous spirit is what these numbers share. Jupiter gives you good humour and a teaching instinct, while Venus adds taste, affection and a sense of duty to loved ones. You might be the one who teaches the neighbourhood children kolam patterns before Pongal, or who hosts the long lunch where three generations end up singing old film songs. The pull is gentle but real. Jupiter wants to be admired for wisdom and Venus wants to be loved for care, so you may feel wounded when family take your efforts for granted or set aside your well-meant advice.',
      'Work that blends beauty, care and expression suits you: teaching, the arts, design, music, hospitality, wedding planning, counselling or wellness. You spend generously on home, gifts and celebrations; before any gathering, fix an amount per guest and plan the menu around it, which keeps hospitality joyful for the purse as well as the heart. You are romantic and loyal, and you are drawn to a partner who enjoys beauty and family life as much as you do. At times you may take on too many roles at once, from cook to counsellor to host. Keep one evening every week as a no-hosting night for yourself. Rest refills the warmth that others come to you for.',
    ],
    strengths: [
      'Cheerful warmth that welcomes everyone',
      'Artistic taste and creative flair',
      'Devoted care for family and friends',
    ],
    workOn: [
      'Declining some roles without guilt',
      'Setting a budget before hosting',
      'Accepting that advice may be refused',
    ],
  },
  7: {
    title: 'The Scholar-Sage',
    portrait:
      "Jupiter's expressive wisdom shapes your moolank 3, and Ketu's inward search for truth shapes your bhagyank 7. You are a thoughtful, articulate person with a real hunger for meaning, at ease in a lively conversation yet most fulfilled when exploring deep questions about life, faith and knowledge.",
    paragraphs: [
      "Both numbers are drawn to wisdom, though through different doors. Jupiter seeks knowledge in order to share it, and Ketu seeks it for its own sake, in silence. Together they make a scholar and a seeker, someone who might spend a weekend reading old scriptures and then explain them beautifully at a satsang or study circle. The tension is sociability. Your daily self enjoys company and humour, yet your life's path keeps drawing you towards solitude and reflection, so friends may be puzzled when the cheerful talker suddenly disappears for a while.",
      'Research, philosophy, higher teaching, writing, spiritual guidance, astrology, psychology and scientific work suit you. Money may not be your main motive, and you may undervalue what you know; put a fair price on your classes, consultations or writing, and keep your accounts as carefully as your study notes. The right partner for you gives you room to retreat and enjoys real conversation, and you offer sincerity and thoughtfulness in return. Explain your quiet phases kindly to family so they do not feel shut out. Visit a library, a temple or another quiet place of your choosing regularly, and write what you learn on index cards kept in one box. In time, those cards may become something you teach.',
    ],
    strengths: [
      'Deep thinking expressed with clarity',
      'Genuine hunger for truth and meaning',
      'Ability to teach subtle ideas simply',
    ],
    workOn: [
      'Explaining your quiet phases to loved ones',
      'Valuing your knowledge fairly in money',
      'Balancing study with practical life',
    ],
  },
  8: {
    title: 'The Wise Administrator',
    portrait:
      "Moolank 3 and bhagyank 8 bring Jupiter's optimism to Saturn's discipline. You are cheerful yet responsible, a natural advisor with a serious sense of duty, and your life gradually turns your wisdom into solid, lasting achievement, often later than you expected but on foundations that hold.",
    paragraphs: [
      "Jupiter the guru and Saturn the taskmaster are both teachers, one expansive and one restraining. In you, they produce someone who can inspire and organise: the department head who motivates the team and also fixes the filing system, or the family elder who settles a question about ancestral property fairly while keeping everyone on speaking terms. They reinforce each other in integrity, since both care about doing right. They pull apart in pace and mood. Your daily self expects good things soon, while your life's direction delays results and asks for endurance, and that can test your natural optimism.",
      "Law, administration, finance, education management, government service, consulting and large organisations suit you. You are capable of excellent money discipline once you see its purpose, and long-term saving linked to a meaningful goal, such as a child's education or a home, motivates you more than a dry budget. Relatives respect you and depend on you, yet you can become too busy with duty to enjoy your own warmth. Hold on to your humour when things move slowly. Mark each small milestone, a promotion, a cleared loan, a passed exam, with a simple celebration at home, perhaps sweets shared after dinner. Honouring progress keeps the long road cheerful.",
    ],
    strengths: [
      'Optimism balanced by responsibility',
      'Fair judgement in family and work',
      'Capacity for lasting achievement',
    ],
    workOn: [
      'Staying hopeful through slow periods',
      'Enjoying life alongside your duties',
      'Celebrating small milestones along the way',
    ],
  },
  9: {
    title: 'The Inspiring Crusader',
    portrait:
      "Enthusiasm and idealism carry you into every cause you believe in. Your moolank 3 brings Jupiter's wisdom and cheer, and your bhagyank 9 adds Mars's courage, energy and wish to serve, so you speak up for what is right, inspire others easily and feel most alive when helping many people.",
    paragraphs: [
      'This pairing is full of warm energy. The 3 gives you words, faith and hopefulness; the 9 gives you courage, stamina and a humanitarian heart. You might rally volunteers for a Ganesh Chaturthi pandal that also runs a free eye check-up camp, or use your speaking gift to champion a fairer leave policy at work. The pull lies in intensity. Jupiter prefers persuasion and patience, while Mars can rush in and fight, so your enthusiasm may sometimes turn into sharp words when others do not share your fire.',
      'Teaching, law, social work, politics, journalism, NGOs, the defence services, sports coaching and motivational work suit you. Money may flow in through effort and out through giving or grand plans; set aside one fixed portion for your own household before any donation or big idea. You are passionate, generous and loyal with those you love, and you expect the same intensity in return. Family life brings you joy when loved ones are part of your causes rather than competing with them. Take a child, sibling or friend along on your next volunteer day. Shared purpose is your best way to turn busy days into close bonds.',
    ],
    strengths: [
      'Inspires others through words and example',
      'Courageous in standing up for causes',
      'Generous, energetic and idealistic',
    ],
    workOn: [
      'Persuading with patience, not force',
      'Securing household needs before giving away',
      'Including family in your causes',
    ],
  },
};
