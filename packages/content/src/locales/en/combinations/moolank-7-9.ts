import type { CombinationReading } from '../../../reading-types.js';
import type { ByDigit } from '../../../types.js';

/**
 * Combination readings for moolank (psychic number) 7, 8 and 9, each with bhagyank
 * (life path number) 1 to 9. Indexed by bhagyank.
 */

export const moolank7: ByDigit<CombinationReading> = {
  1: {
    title: 'The Quiet Trailblazer',
    portrait:
      "Your moolank 7 makes you a private, searching thinker, while your bhagyank 1 keeps asking you to step forward and lead. You are the person who studies a problem in silence for weeks and then, to everyone's surprise, announces a bold and well-argued plan.",
    paragraphs: [
      'Ketu and the Sun agree on one thing: you are not built to follow the crowd. Ketu gives you independence of mind and the Sun gives you independence of action, so once you have thought something through, very little can shake you. The pull comes from a difference in visibility. Your inner nature wants to stay behind the curtain, yet your path keeps placing you on the stage, in charge of a project, a team or a family decision that others expect you to take.',
      'At work you lead best as the expert rather than the cheerleader. Heading a research unit, running a specialised consultancy or building a product from your own idea suits you, because authority there comes from knowledge. You may go quiet for days before the quarterly review and then speak for ten minutes that change the whole discussion. With money you are slow to think and quick to act once convinced, so writing down the reason for every large purchase keeps the confidence of the Sun honest.',
      'At home, people may find you warm in action but hard to read. Tell your family what you are working on before it is finished, not only after it succeeds. One concrete habit: each Sunday evening, share one plan for the coming week with your partner or a parent, even if it is half-formed. Letting others see your thinking early turns quiet leadership into the kind people are glad to follow.',
    ],
    strengths: [
      'Original ideas backed by careful study',
      'Calm and independent decision-making',
      'Leadership earned through real expertise',
    ],
    workOn: [
      'Sharing plans before they are complete',
      'Putting your warmth into words as well',
      'Welcoming input after your mind is made up',
    ],
  },
  2: {
    title: 'The Moonlit Intuitive',
    portrait:
      'Few people notice as much as you do, and fewer say as little about it. With moolank 7 and bhagyank 2, you join the inward wisdom of Ketu to the tender sensitivity of the Moon, and you often understand others before they speak, then help them quietly.',
    paragraphs: [
      'Intuition is doubled in this pairing. Ketu lets you see beneath the surface and the Moon lets you feel what lies there, so your first impressions of people are often right. Both numbers also prefer gentle ways to loud ones. The tension lies in how you recharge: your moolank needs solitude, while your bhagyank asks you to live through partnership and closeness. On some evenings you long to be needed, on others you want the door closed, and loved ones cannot always tell which evening it is.',
      'Work that mixes listening with reflection suits you: counselling, nursing, teaching young children, editing, human resources or any supportive role where patience matters. You would usually rather have a calm business partner than run a venture alone. Money is handled carefully, though you may postpone decisions while you wait to feel completely sure. Fixing a date by which you will choose keeps good opportunities from drifting past.',
      "In the family you are often the unofficial counsellor, and the family WhatsApp group can bring every relative's worry to your phone at once. Try this: tell the group, kindly and clearly, that you reply to messages after dinner, and keep the hour before dinner for yourself. Naming your quiet time protects it, and it helps the people you love understand that your silence is rest, not distance.",
    ],
    strengths: [
      'Accurate reading of people and moods',
      'Gentle and patient listening',
      'Quiet loyalty in close bonds',
    ],
    workOn: [
      'Telling loved ones when you need space',
      'Deciding without waiting for perfect certainty',
      "Guarding your energy from others' worries",
    ],
  },
  3: {
    title: 'The Scholar and Guide',
    portrait:
      'Books, questions and long talks about why things are as they are fill your life. Ketu behind your moolank 7 makes you a seeker, and Jupiter behind your bhagyank 3 asks you to share what you find, so at heart you are a student who becomes a teacher.',
    paragraphs: [
      'Jupiter is called Guru, and Ketu is linked with inner knowledge, so this is a pairing in which learning runs deep. You can study a subject for years without tiring, and your path gives that study a purpose: to explain, guide and lift others. Where the two part ways is company. Your moolank is content with a single lamp and a good book, while your bhagyank wants an audience, laughter and a room full of voices, and some days you may feel pulled between the library and the stage.',
      'Teaching, academic research, writing, publishing, spiritual study and corporate training suit this mix well. You may be happiest when you can read in the morning and explain in the afternoon. Money tends to sit low on your list of concerns, and you may spend freely on courses and books while a bill waits in the drawer. Setting up automatic payments for the basics frees your mind for what you love.',
      'Relatives ask you to settle a question or explain the meaning of a ritual. You can seem distant when deep in thought, and perhaps a little long-winded when sharing what you know. Here is a concrete step: offer a free hour each weekend to help neighbourhood children with a subject you enjoy. It gives your bhagyank its listeners, your moolank its depth, and your home a warm name in the lane.',
    ],
    strengths: [
      'A lifelong love of learning',
      'Clear explanations of difficult ideas',
      'Wise and thoughtful counsel',
    ],
    workOn: [
      'Balancing solitude with social warmth',
      'Keeping practical bills in view',
      'Listening as much as you explain',
    ],
  },
  4: {
    title: 'The Unconventional Investigator',
    portrait:
      'You question what others accept, and you keep digging long after they have stopped. With moolank 7 tied to Ketu and bhagyank 4 tied to Rahu, you carry both shadow planets of Vedic tradition, which makes you original, searching and happiest with a puzzle nobody else has solved.',
    paragraphs: [
      'In Vedic lore Rahu and Ketu are two halves of one story, and in you they meet again. Ketu turns you inward to study, and Rahu pushes you to challenge convention and try new methods. Together they give a rare mind for investigation, systems and hidden patterns. The friction is in rhythm: Ketu can lose interest in worldly goals, while Rahu brings sudden enthusiasms and sudden changes of direction, so your plans may swing between cool detachment and restless urgency.',
      'Software, data science, engineering, forensic accounting, investigative journalism or any craft where careful digging pays off will suit you. Long, detailed work does not tire you the way it tires others. With money, the habit to watch is the sudden leap: a new gadget, an expensive course, or a scheme that looks brilliant at midnight. Keep a separate list in the notes app on your phone for such ideas, and let each one wait there for thirty days before you spend on it.',
      'Relationships go best with people who enjoy your unusual views and do not need you to be predictable. You are loyal, though you may forget to show it while absorbed in a problem. One dependable ritual, such as cooking breakfast together every Saturday, gives your family a fixed point with you even when your mind is elsewhere.',
    ],
    strengths: [
      'A sharp eye for hidden patterns',
      'Courage to question set rules',
      'Persistence with complicated problems',
    ],
    workOn: [
      'Letting sudden ideas settle before acting',
      'Showing your loyalty in visible ways',
      'Finishing one investigation before starting another',
    ],
  },
  5: {
    title: 'The Curious Wanderer',
    portrait:
      'Your mind loves depth and your life loves movement. Born with moolank 7 and walking the road of bhagyank 5, you are a traveller who reflects, a talker who also listens, and someone who can turn a single journey into a whole year of ideas.',
    paragraphs: [
      'Mercury, linked with 5, makes you quick, adaptable and curious about everything, and Ketu, linked with 7, makes you want to understand each thing thoroughly. Curiosity is the common thread, and it is a strong one. The difference shows in pace. Your bhagyank wants new places, people and projects, while your moolank wants to stay with one question until it is answered. Too much novelty leaves you scattered, and too much quiet leaves you restless.',
      'Work that combines research with communication fits naturally: journalism, travel writing, market research, translation, presenting data to clients, or teaching languages. You can explain complex things in plain words. Money may flow out on experiences, tickets and new hobbies, followed by a frugal phase when you withdraw. Fixing a monthly amount for exploration, and never dipping into savings for it, lets both sides of you feel free.',
      'Friends love your stories and partners appreciate that you are never dull, yet they may wish you stayed in one place long enough to be caught. On a long train journey to your hometown you might read, chat with strangers in the next berth and think deeply, all in one day, and that is your balance in miniature. A practical step: choose one subject each season to study properly, and let travel and conversation feed it rather than replace it.',
    ],
    strengths: [
      'A quick mind with genuine depth',
      'Plain and engaging explanations',
      'Easy adaptability to new places',
    ],
    workOn: [
      'Staying with one pursuit long enough',
      'Keeping spending on exploration within a limit',
      'Being reachable for the people at home',
    ],
  },
  6: {
    title: 'The Serene Nurturer',
    portrait:
      'A peaceful, beautiful home matters deeply to you, and so does a quiet inner life. Your moolank 7 draws you towards reflection and spiritual questions, while your bhagyank 6, ruled by Venus, calls you to love, beauty and the care of family. You nurture people gently and think about them deeply.',
    paragraphs: [
      'Venus and Ketu share a love of refinement. You have a fine sense of what is beautiful, whether in music, an arrangement of flowers or a carefully chosen word, and you look for meaning in ordinary rituals. Yet these two numbers want different things from an evening. Your bhagyank sees hosting and shared meals as the heart of life, and your moolank quietly counts the minutes until it can be alone again, which can leave you feeling guilty for needing space.',
      'Design, music, healing therapies, interior decoration, counselling and caring professions suit this combination, particularly where craft and calm go together. You work carefully and dislike being rushed. Venus enjoys comfort and lovely things while Ketu is fairly indifferent to possessions, so your spending may swing between a handsome purchase for the home and weeks of simplicity. A shared household budget, reviewed with your partner once a month, steadies both moods.',
      'You are a devoted partner and parent, though you often say more through thoughtful gestures than through talk. Make one corner of the house truly yours: perhaps a chair on the balcony beside the tulsi plant, where you sit for twenty minutes each morning. When the family knows this is your place of calm, you can give them the rest of your day with a fuller heart.',
    ],
    strengths: [
      'A refined sense of beauty and harmony',
      'Care that is thoughtful, not showy',
      'A calm presence in a busy home',
    ],
    workOn: [
      'Taking solitude without feeling guilty',
      'Saying your love aloud more often',
      'Keeping spending steady across changing moods',
    ],
  },
  7: {
    title: 'The Deep Well',
    portrait:
      'Ketu governs both your day of birth and your whole date of birth, giving you moolank 7 and bhagyank 7 together. You are a natural contemplative who finds more truth in silence than in argument, and you often grasp the larger questions of life earlier than the people around you.',
    paragraphs: [
      'A doubled 7 is a rare gift of depth. Your intuition is strong, your concentration can be remarkable, and spiritual study, meditation or a serious field of research can absorb you for years. Because both numbers point the same way, you are seldom confused about what matters to you. The excess of this energy is simply too much of a good thing: detachment can slide into distance, reflection into overthinking, and a love of solitude into long stretches when nobody quite reaches you.',
      'You shine as a specialist, researcher, scholar, programmer or spiritual teacher, anywhere the quality of thought counts more than speed. Since money feels secondary, you may undercharge for your work or hesitate to ask for a raise. Once a year, find out what your skills are worth in the market and ask for that figure plainly; depth like yours deserves fair pay, and a steady income gives your inner life a secure floor.',
      'Family members may feel they know you only in part. The answer is gentle, regular contact rather than grand gestures. Join a small group that meets on a fixed day, such as a neighbourhood reading circle or a weekly satsang, so that company becomes part of your routine instead of a decision you must make each time. Shared silence with a few kindred people can nourish you as much as solitude does.',
    ],
    strengths: [
      'Profound intuition and concentration',
      'A clear sense of inner values',
      'Wisdom well beyond your years',
    ],
    workOn: [
      'Staying in touch when you withdraw',
      'Asking plainly for fair pay',
      'Turning long reflection into timely action',
    ],
  },
  8: {
    title: 'The Patient Philosopher',
    portrait:
      'Serious, self-contained and far-seeing, you carry a quiet weight that others notice. Your moolank 7 gives you the reflective mind of Ketu, and your bhagyank 8 places you on the road of Saturn, so you think long, work steadily and build things meant to last.',
    paragraphs: [
      'Ketu and Saturn both prefer depth to display. You can study, save and persevere while others chase quick rewards, and your judgement tends to ripen with age. The tension is about purpose. The path of Saturn asks you to engage with the material world, to manage money, property and responsibility, while the nature of Ketu cares little for possessions. At times you may feel torn between setting ambition aside and fulfilling it.',
      'Law, accounts, audit, scientific research, archives, engineering and long-horizon planning suit you. You are the person who reads a contract to its last clause. With money you are careful, perhaps too careful, and a post office recurring deposit opened years ago may still be running faithfully. These slow habits are a real strength; just make sure caution does not stop you from using what you have saved for the things you value.',
      'At home you may come across as grave, and younger relatives might hesitate before approaching you. You show love through reliability, but lightness matters too. Pick one pleasure and put it in your calendar as firmly as a duty: an evening of old film songs every Thursday, or a plate of chaat with the family after the weekly market. When enjoyment is scheduled, the serious side of you allows it.',
    ],
    strengths: [
      'Mature, long-range judgement',
      'Great patience with fine detail',
      'Discipline that others can rely on',
    ],
    workOn: [
      'Allowing yourself small everyday pleasures',
      'Seeming more approachable to younger relatives',
      'Balancing worldly duty with your inner calling',
    ],
  },
  9: {
    title: 'The Thoughtful Crusader',
    portrait:
      "You feel the world's troubles deeply and think about them carefully before you act. Ketu, behind your moolank 7, makes you reflective and spiritual, while Mars, behind your bhagyank 9, gives your life a direction of courage and service, so your compassion is both wise and warm.",
    paragraphs: [
      'Both numbers look beyond the self. Ketu loosens attachment to personal gain, and the 9 path points you towards a wider humanity, so ideals and service come naturally. Where they differ is tempo. Mars wants to act now, to march, argue and rescue, while Ketu wants to wait, understand and perhaps step back. You may swing between fiery commitment to a cause and a sudden retreat when it disappoints you.',
      'Medicine, healing work, research for social good, non-profit work, law, or teaching in places that need good teachers all fit you. Because you think before you fight, your efforts tend to be effective. Money matters less to you than meaning, and you may gladly take a lower-paying role for a worthy reason. That choice is honourable; write down what you will need over the next five years so that your idealism rests on firm ground.',
      'In relationships you are devoted, yet sometimes absent, lost in thought or busy with a cause. Loved ones need both sides of you. A good practice: volunteer once a month at a gurdwara langar, a food drive or a local school, and bring a family member along. Service shared becomes time together, and it lets your fire and your depth work side by side.',
    ],
    strengths: [
      'Compassion guided by clear thinking',
      'Courage rooted in conviction',
      'Dedication to causes beyond yourself',
    ],
    workOn: [
      'Pausing between feeling and reacting',
      'Staying steady after a disappointment',
      'Keeping family close while serving others',
    ],
  },
};

export const moolank8: ByDigit<CombinationReading> = {
  1: {
    title: 'The Determined Leader',
    portrait:
      'Ambition comes to you naturally, and so does the patience to earn it properly. With moolank 8 from Saturn and bhagyank 1 from the Sun, you are a person of duty who is also meant to lead, someone who climbs step by careful step and fully expects to reach the top.',
    paragraphs: [
      'Saturn and the Sun are described as son and father in Vedic stories, closely tied yet not always at ease, and that picture fits you. Both numbers respect effort, responsibility and authority, so you take charge seriously. The pull between them is about time and recognition. Your bhagyank wants visible progress and to be first, while your moolank knows that lasting results arrive slowly, and frustration can build when you see others praised quickly for less work.',
      'Administration, management, running a business, government service, engineering leadership or law suit you. You make a fair boss who holds everyone, yourself included, to the same standard. Money is handled with discipline, and you are likely to prefer building assets over spending for show. Take care that pride does not keep you from asking for advice on big financial choices; seeking a second opinion is part of good leadership.',
      'Protective by instinct, you may become the one who takes the final decisions in the family. Loved ones respect you, though they may wish you were softer. Here is a simple practice: keep a list on the fridge, held by a magnet, of what went well each week for you and for others at home. Noticing wins, large and small, eases the impatience of Saturn and lets the warmth of the Sun show.',
    ],
    strengths: [
      'Leadership grounded in hard work',
      'Fairness and consistently high standards',
      'Stamina for long, demanding projects',
    ],
    workOn: [
      'Waiting calmly for recognition to arrive',
      'Seeking advice without feeling smaller',
      'Showing your softer side to loved ones',
    ],
  },
  2: {
    title: 'The Tender Guardian',
    portrait:
      "You carry your family's well-being close to your heart and squarely on your shoulders. Your moolank 8 gives you the sense of duty that belongs to Saturn, and your bhagyank 2 gives your life the gentle, cooperative direction of the Moon, so you care deeply and dependably, often without anyone noticing the effort.",
    paragraphs: [
      'Here, discipline meets feeling. Saturn makes you reliable and patient, and the Moon makes you attentive to moods and needs, so people trust you both to be there and to understand. You are the one who remembers whose medicines need refilling this week and who packs a tiffin for a sibling leaving early for an exam. The friction appears as worry, because the seriousness of Saturn and the changing moods of the Moon together can make you anxious about things that have not happened.',
      'Careers that join care with structure suit you: hospital administration, banking, social work, human resources, nursing, teaching or a family business run with a partner. You prefer steady partnership to fierce competition. With money you are a careful saver and may hold back from spending even a little on yourself, so a small personal allowance each month, used without guilt, is a healthy balance.',
      'Relationships matter to you more than almost anything, and your loyalty lasts a lifetime. Yet you may hold hurt quietly instead of saying it. A concrete idea: set a phone alarm for a fifteen-minute worry window each evening, write down what is on your mind, and close the page when the alarm rings. Whatever still matters the next morning, say it calmly to the person concerned.',
    ],
    strengths: [
      'A dependable and caring presence',
      "Patience with other people's needs",
      'Loyal partnership in work and love',
    ],
    workOn: [
      'Easing worry about the future',
      'Spending a little on yourself',
      'Saying when you are hurt, gently and early',
    ],
  },
  3: {
    title: 'The Principled Mentor',
    portrait:
      'People come to you when they want advice that is both wise and realistic. Your moolank 8, ruled by Saturn, makes you disciplined and fair, while your bhagyank 3, ruled by Jupiter, sets your life on a path of teaching, guidance and growth. You are a mentor with standards and heart in equal measure.',
    paragraphs: [
      'Saturn and Jupiter together make a sound pairing for anyone who must judge, teach or advise. You value rules, but you also value the reasons behind them, and you would rather explain than simply impose. The numbers separate over mood. Jupiter is hopeful and expansive, and Saturn is cautious and slow, so you may alternate between big, generous plans and sudden doubts about whether any of them is sensible.',
      "Law, education, financial advisory work, training, publishing or administration in a school or university fit you well. During the office chai break, junior colleagues often drift towards you with their doubts, and you answer them with patience. With money, Saturn saves and Jupiter gives, so you may lend to relatives or fund a friend's idea and then fret about it later. Decide in advance on a fixed limit for loans to family and friends.",
      'Your household respects you, sometimes a little too formally, and children may see the teacher before they see the parent, aunt or uncle who adores them. A simple suggestion: take on one formal mentee each year, at work or in your community, and meet them monthly. Giving your guidance a proper place outside the house lets you relax and simply enjoy the people inside it.',
    ],
    strengths: [
      'Wise and balanced counsel',
      'A strong sense of fairness',
      'Patient teaching of others',
    ],
    workOn: [
      'Holding optimism and caution in calm balance',
      'Setting clear limits on lending money',
      'Being playful, not only instructive, at home',
    ],
  },
  4: {
    title: 'The Tireless Architect',
    portrait:
      'Hard work is your natural language. With moolank 8 under Saturn and bhagyank 4 under Rahu, you are the builder who lays foundations others never see, questions easy methods, and keeps going long after the first excitement of a project has faded.',
    paragraphs: [
      'Both 4 and 8 honour effort and structure, so this pairing gives extraordinary persistence. You can design a system, follow it for years and improve it quietly. Rahu adds an original streak, so you do not merely repeat old methods; you redesign them. Where they clash is rhythm. Saturn prefers slow, steady change and Rahu can bring sudden turns, so your life may feel like long periods of patient building broken by shifts you did not plan.',
      "Engineering, construction, operations, logistics, manufacturing, technology infrastructure or any role that keeps large systems running suits you. Because you trust your own effort more than anyone else's, you may take on too much. With money you are practical and prefer solid assets, such as a home improved slowly over the years. Delegate some tasks and let a trusted professional review your larger plans, so the load is shared.",
      'Your family depends on your steadiness, but they may see more of your tiredness than your tenderness. Here is one concrete practice: for each big goal, whether a house renovation or a change of career, write monthly milestones on a wall calendar and greet each one with a small family celebration when you reach it. Visible progress keeps your spirits even and lets loved ones share in what you are building.',
    ],
    strengths: [
      'Exceptional persistence and endurance',
      'Original problem-solving in practical work',
      "Reliable care for the family's security",
    ],
    workOn: [
      'Celebrating progress along the way',
      'Sharing the load with capable others',
      'Staying calm when plans change suddenly',
    ],
  },
  5: {
    title: 'The Steady Trader',
    portrait:
      'You have a head for business and the patience to let it grow. Your moolank 8 brings the discipline and long view of Saturn, and your bhagyank 5 brings the quick wit, adaptability and love of trade that belong to Mercury, so you can spot an opportunity and then build it carefully.',
    paragraphs: [
      'Mercury and Saturn are traditionally friendly, and in you they make a practical, commercial mind. You negotiate well, understand numbers and see how money moves. The contrast lies in temperament. Your bhagyank craves freedom, travel and variety, while your moolank prefers order and routine. Some weeks you may feel boxed in by your own responsibilities, and other weeks uneasy because everything seems to be changing too quickly.',
      "Business, trading, logistics, banking, import and export, sales with long-term clients or running a shop suit you. Bargaining at the Sunday sabzi mandi may feel like a sport, and you enjoy the game as much as the saving. In restless moments, Mercury can tempt you into impulse buys. A simple method helps: on payday, divide the month's income into three parts, for needs, for savings and for freedom, and spend the freedom part without guilt.",
      'Relationships flourish when your partner enjoys both your lively talk and your reliable planning. You may get so occupied with deals and deadlines that conversations at home turn into status updates. Ask one real question each evening, about feelings rather than tasks, and listen to the full answer. It takes a few minutes and keeps your home from becoming another office.',
    ],
    strengths: [
      'Sharp business sense with patience',
      'Skill with money and negotiation',
      'Adaptable yet thoroughly dependable',
    ],
    workOn: [
      'Handling restlessness without impulse spending',
      'Keeping home conversations about more than tasks',
      'Welcoming change without anxiety',
    ],
  },
  6: {
    title: 'The Devoted Provider',
    portrait:
      'For you, love is something built patiently, year after year. Your moolank 8 gives you the patience and responsibility of Saturn, and your bhagyank 6 turns your life towards the family, beauty and comfort that Venus rules. You work hard so that the people you love can live well.',
    paragraphs: [
      'Saturn and Venus are considered friends in Vedic astrology, and this pairing is one of steady devotion. You take family duties seriously and find real satisfaction in providing a secure and graceful home. The two numbers differ over timing. Venus wants to enjoy comfort and beauty now, while Saturn prefers to delay pleasure until the work is done, so you may keep postponing the holiday, the new sofa or a simple evening out.',
      'Real estate, hospitality, interior design, hotel management, the fashion business, healthcare administration and family enterprises suit you, because you bring both taste and reliability. Saturn budgets and Venus enjoys, and festivals show this clearly. Prepare your Diwali budget weeks ahead and include a line for pure enjoyment, such as sweets from a favourite shop or new clothes for yourself, not only gifts for others.',
      'As a partner and parent you are loyal and generous, though you may express love through provision more than through words or time. Loved ones value what you give; they also want your company. Set aside one evening a week when the work phone stays in a drawer and the family chooses what to do together. Your presence is the gift they will remember most.',
    ],
    strengths: [
      'Deep and lasting loyalty to family',
      'Good taste joined with practicality',
      'Patient building of a secure home',
    ],
    workOn: [
      'Enjoying comfort without delay or guilt',
      'Offering time as well as support',
      'Saying loving words more often',
    ],
  },
  7: {
    title: 'The Disciplined Seeker',
    portrait:
      'Outwardly you are practical, dutiful and hardworking; inwardly you keep asking what it all means. Your moolank 8 shapes your days with the steadiness of Saturn, while your bhagyank 7 steers your life towards the questions of truth and spirit that Ketu stands for. Over the years, the seeker in you grows stronger.',
    paragraphs: [
      "Your daily nature and your life's direction share a love of seriousness, solitude and depth. You can commit to a discipline, such as a daily prayer, a new language or a long course of study, and keep it for decades. The difference is that Saturn ties you to worldly duties while Ketu gradually loosens your interest in them. In midlife especially, achievements you worked hard for may feel less important than questions about purpose.",
      "You do well in research, law, medicine, philosophy, technical writing, audit or any profession that rewards precision and quiet focus. You are reliable with money and rarely careless. As your path unfolds you may want to simplify, spending less on things and more on learning or retreats. Make such changes gradually and with a written plan, so that both your family's security and your search stay on firm footing.",
      'Loved ones may find you hard to reach, working long hours one season and lost in reflection the next. Let them into your inner life. Perhaps you have long wished for a pilgrimage to Rishikesh or Varanasi, or a week at a meditation centre: plan it properly this year, fix the dates and invite someone close to share part of the journey. Turning the search into a shared experience keeps it grounded.',
    ],
    strengths: [
      'Devotion to disciplined daily practice',
      'Depth and precision of thought',
      'Steady reliability in your duties',
    ],
    workOn: [
      'Letting family into your inner world',
      'Simplifying life gradually, not abruptly',
      'Resting between work and reflection',
    ],
  },
  8: {
    title: 'The Enduring Mountain',
    portrait:
      'Born with moolank 8 and travelling a bhagyank 8 path, you carry the energy of Saturn twice over. You are persistent, principled and made for the long haul, a person who keeps promises made years ago and who may reach later in life what others expected much sooner.',
    paragraphs: [
      'The gift of a double 8 is endurance of a rare kind. You can work steadily for years, stay fair when others take sides and carry responsibilities that would wear most people out. Your sense of justice is strong and your word is usually trusted. The excess lies in weight. With Saturn on both sides, you may take everything too seriously, brace for difficulty even when things are going well, or keep working long after rest would serve you better.',
      'Management, law, finance, government service, mining, engineering, large institutions or any long-term enterprise suits you. Results may come slowly at first, but what you build tends to be solid. With money you are disciplined and conservative. Remember that saving is meant to support life, not replace it; once a year, spend part of your savings on an experience that brings you real joy.',
      'Loved ones find you utterly dependable, though they may wish for more lightness and laughter. Play restores your balance more than you might expect. Try a weekly game of carrom or chess with the children or cousins in your family, where nothing is at stake and you are allowed to lose. Laughter shared around a board softens the heaviness a doubled Saturn can carry.',
    ],
    strengths: [
      'Exceptional endurance and reliability',
      'A strong and steady sense of justice',
      'Building things that truly last',
    ],
    workOn: [
      'Letting yourself play and laugh',
      'Trusting that good times can last',
      'Resting before you feel worn out',
    ],
  },
  9: {
    title: 'The Steadfast Warrior',
    portrait:
      'You have the stamina of Saturn and the fire of Mars. Your moolank 8 makes you disciplined and patient by nature, and your bhagyank 9 gives your life a direction of courage, service and action. You fight for what is right, and you are willing to keep fighting for a long time.',
    paragraphs: [
      'Saturn and Mars are often seen as uneasy companions, yet together they create a powerful mix of restraint and drive. Your moolank steadies the fire of your bhagyank, and that fire gives your discipline a cause. When they clash, it is usually over speed: part of you wants to wait for the right moment and part of you wants to act immediately. Frustration held in for too long can come out as sudden sharp words.',
      'The defence services, police, surgery, sports coaching, engineering or social enterprises with demanding goals suit you, because you do not shy away from difficult work. With money you are generally careful, but a sense of injustice or a relative in need can prompt large, sudden outlays. Keeping a separate fund just for helping others lets your generosity flow without unsettling your own plans.',
      'Your family sees you as a protector, strong and sometimes stern, and anger you hold back can slip out at the wrong moment. A practical habit: play a fast game of football or go for a swim on the morning of any difficult family conversation, so the heat of Mars is spent and the calm of Saturn can speak. You will find your words fairer and your voice gentler.',
    ],
    strengths: [
      'Courage backed by real stamina',
      'Firm commitment to justice',
      'Protective strength for the family',
    ],
    workOn: [
      'Releasing frustration before it builds',
      'Choosing the right moment to act',
      'Speaking softly when feelings run high',
    ],
  },
};

export const moolank9: ByDigit<CombinationReading> = {
  1: {
    title: 'The Bold Pioneer',
    portrait:
      'Energy, courage and a wish to lead shape almost everything you do. With moolank 9 from Mars and bhagyank 1 from the Sun, you combine fire with direction: you volunteer first, speak up at the meeting and start something new while others are still debating.',
    paragraphs: [
      'Mars and the Sun are natural allies, and in this pairing they amplify each other. You have initiative, drive and the confidence to take charge in a crisis, and your warmth often inspires loyalty. The challenge is that both numbers are strong-willed. Together they can make you impatient with slower people and quick to bristle when your lead is questioned, so a small disagreement can turn into a contest of wills.',
      'Entrepreneurship, sports, defence, politics, emergency services, sales leadership or launching new projects at work suit you well. You thrive on targets and visible results. Money may be spent boldly on new ventures or on generous gestures. Before any large commitment, show the figures to one trusted person who is not afraid to disagree with you; that calms the impulse without dimming your courage.',
      'In your housing society you may end up heading the committee, sorting out the water supply and organising the festival all in one season. Family members admire your energy, but they also want to be consulted. Try this: in every family decision, ask two people for their view before you state your own. It turns natural leadership into shared leadership, and home becomes calmer for it.',
    ],
    strengths: [
      'Fearless initiative in new ventures',
      'Inspiring energy during a crisis',
      'Generous and protective warmth',
    ],
    workOn: [
      "Inviting others' views before deciding",
      'Keeping patience with slower people',
      'Letting go of small contests of will',
    ],
  },
  2: {
    title: 'The Warm-Hearted Protector',
    portrait:
      'Fire and water meet in you. Your moolank 9 gives you the energy, courage and quick feelings of Mars, and your bhagyank 2 directs your life through the sensitivity, cooperation and care of the Moon. You feel strongly, protect fiercely and long for harmony among the people around you.',
    paragraphs: [
      'Compassion is the bridge between these numbers. Mars makes you want to help, and the Moon helps you understand what help is actually needed, so you are a wonderful friend in trouble. The difficulty is emotional weather. A Mars temper and Moon moods together can make your reactions sudden, followed by hurt or regret, and you may feel everything at full strength, even small remarks.',
      'Nursing, social work, teaching, counselling, healthcare, community work or any role within a close team suits you, because you bring energy to cooperation rather than competition. With money you are generous and sometimes emotional, buying gifts when happy or spending when upset. Keep a simple record of how you felt on the days you spent more than planned; the pattern soon becomes clear and easier to change.',
      'Siblings and close friends know you as the one who defends them, and Raksha Bandhan may mean a great deal to you. When a quarrel flares, try a cooling routine: drink a glass of water, take ten slow breaths and step outside for five minutes before answering. Afterwards, a short and honest message of apology or explanation helps the relationship recover quickly, and your warmth is remembered longer than your words.',
    ],
    strengths: [
      'Fierce and caring loyalty',
      "Real understanding of others' needs",
      'Energy that strengthens teamwork',
    ],
    workOn: [
      'Cooling down before you respond',
      'Noticing spending that follows your moods',
      'Letting small remarks pass by',
    ],
  },
  3: {
    title: 'The Inspiring Champion',
    portrait:
      'Wherever you go, energy and optimism follow. Your moolank 9 brings the courage and drive of Mars, and your bhagyank 3 sets your life on the path of Jupiter, the path of expression, teaching and growth. You can rouse a room, lift tired spirits and turn good ideas into action.',
    paragraphs: [
      'Mars and Jupiter are good friends in Vedic tradition, and in you they create enthusiasm with purpose. You speak well, encourage others and believe in people. The risk lies in abundance. Both numbers are generous and expansive, so you may say yes to everything, spread yourself across too many plans, and now and then promise more than one person can deliver.',
      "Teaching, coaching, public speaking, media, event management, sports training or leading community programmes suit you well, since you motivate by example. Money tends to flow freely on treats for friends, donations and presents. At a cousin's wedding you might be the one organising the sangeet, rehearsing the dances and paying for extra sweets nobody asked you to buy. Set a personal spending limit for each celebration before it begins.",
      'Friends and family love your company, though they sometimes feel you are everywhere except with them. A concrete habit: before agreeing to anything new, count the commitments you already have that week, and allow yourself no more than three big ones. A few promises kept completely will bring you more respect and more joy than many kept halfway.',
    ],
    strengths: [
      'Enthusiasm that inspires others',
      'Confident and expressive speech',
      'Generous belief in other people',
    ],
    workOn: [
      'Saying no to some invitations',
      'Keeping celebration spending within limits',
      'Being fully present with loved ones',
    ],
  },
  4: {
    title: 'The Restless Reformer',
    portrait:
      'You see what is broken and want to fix it now. Your moolank 9 gives you the energy and courage of Mars, and your bhagyank 4 gives your life the direction of Rahu: hard work, unconventional thinking and change. At heart you are a reformer, impatient with systems that do not serve people.',
    paragraphs: [
      'Both numbers share a fighting spirit. Mars supplies courage, and Rahu supplies original ideas and a willingness to challenge tradition, so you are the one who questions an outdated rule or proposes a better method. The difficulty is intensity. Mars acts quickly and Rahu can bring sudden reversals, so you may begin a project with great fire and then switch to another cause halfway through.',
      'Engineering, technology, reform-minded public service, journalism, social campaigns, start-ups or skilled trades suit you, and you can work extremely hard for what you believe in. With money, a new enthusiasm can bring sudden spending, and you may not always see through what you invested in. One simple rule helps: finish or formally close one project before putting money into the next.',
      'In your neighbourhood you might be the one who gathers people for a cleanliness drive or keeps following up with the municipal office about a broken streetlight. Family members value your courage but may find your changes of direction tiring. Share your plans with them before you begin, and ask what support or concerns they have. Being heard early makes them willing partners in your reforms.',
    ],
    strengths: [
      'Courage to challenge outdated ways',
      'Enormous capacity for hard work',
      'Fresh and practical ideas for change',
    ],
    workOn: [
      'Finishing before starting something new',
      'Keeping family informed of big changes',
      'Pacing your energy for the long run',
    ],
  },
  5: {
    title: 'The Quick Spark',
    portrait:
      'Speed is your signature. With moolank 9 ruled by Mars and bhagyank 5 ruled by Mercury, you think fast, act fast and talk fast, and you are at your best when life is moving. People find you lively, persuasive and almost impossible to bore.',
    paragraphs: [
      'Action and adaptability reinforce each other in this pairing. Mars gives drive and Mercury gives wit and flexibility, which makes you resourceful when plans change at the last minute. You can sell an idea, organise a trip in an afternoon and make a friend while standing in a queue. The pull is towards restlessness. Neither number likes waiting, so patience, routine and follow-through can feel like burdens.',
      'Sales, marketing, media, travel and tourism, event management, trading or any role with plenty of variety suits you; long desk hours may dull your spark. Money can leave as quickly as it arrives, especially through online shopping when you are bored or excited. Leave every non-essential item in your online cart overnight, and by morning you will know which ones you actually want.',
      'Partners enjoy the fun and adventure you bring, though they may also long for steadiness and for plans that are carried through. In an argument you may also speak before you think. During a shared auto-rickshaw ride or metro journey, practise simply listening to whoever is with you, phone in your pocket. Small moments of full attention show loved ones that your quick mind can slow down for them.',
    ],
    strengths: [
      'Quick thinking and easy adaptability',
      'Persuasive and lively communication',
      'Energy that gets things moving',
    ],
    workOn: [
      'Waiting a little before purchases and replies',
      'Following through on your promises',
      'Building a few steady daily routines',
    ],
  },
  6: {
    title: 'The Loving Champion',
    portrait:
      'You love fiercely and give generously. Your moolank 9, ruled by Mars, gives you passion and courage, and your bhagyank 6, ruled by Venus, directs your life towards love, family, beauty and responsibility. You protect your home with the energy of Mars and nurture it with the grace of Venus.',
    paragraphs: [
      'Both numbers lean towards giving. Mars wants to defend and serve, and Venus wants to nurture and beautify, so you often become the centre of family life, the one who hosts, helps and remembers. The tension is between home and the wider world. Your 9 nature feels drawn to causes beyond the family, while your 6 path keeps calling you home, and a flash of Mars temper can also disturb the harmony Venus longs for.',
      'Healthcare, hospitality, teaching, design, the arts, community service or a family business suit you, because you work with heart. Venus enjoys comfort and Mars gives on impulse, so expenses may rise sharply around festivals and family occasions. Keeping a separate envelope each month for gifts and help makes your generosity joyful rather than stressful.',
      'In summer you might be the one making mango pickle with your grandmother, or inviting the whole extended family over for a festival meal. People adore this warmth, but you can feel hurt when your efforts go unnoticed. Ask for help openly instead of doing everything yourself and then feeling drained. A family that shares the work also shares the joy.',
    ],
    strengths: [
      'Generous and protective love',
      'Warm, welcoming hospitality',
      'Courage in caring for others',
    ],
    workOn: [
      'Asking for help before you tire',
      'Keeping your temper gentle at home',
      'Balancing family with wider causes',
    ],
  },
  7: {
    title: 'The Fire Turned Inward',
    portrait:
      'On the surface you are active, brave and quick to respond; underneath, your life keeps leading you towards quiet and inner understanding. Your moolank 9 carries the fire of Mars, while your bhagyank 7 follows the reflective, spiritual road of Ketu. Over time, your energy ripens into wisdom.',
    paragraphs: [
      'Mars and Ketu share an intensity: both go deep, one through action and the other through insight. Together they give you courage in the search for truth and a willingness to give up comfort for meaning. The tension lies in tempo. Your daily nature wants to act at once, while your life keeps teaching you to pause, observe and understand first, and frustration can rise when answers do not come quickly.',
      'Research, medicine, investigation, martial arts, yoga teaching, spiritual work, engineering or sports science suit you, and your focus under pressure is impressive. Purpose matters more to you than money, and you may spend generously on a cause or on a decision made in the heat of the moment. Before any large financial step, talk it over with someone whose calm you trust, and wait until you feel settled rather than stirred.',
      'Relationships ask patience of you, and of those close to you, since you may swing between passionate involvement and private withdrawal. A simple practice: after a brisk run or workout in the park, sit still for ten minutes before reaching for your phone. This small bridge between action and stillness teaches your fire to listen, and your loved ones will feel the calmer you that follows.',
    ],
    strengths: [
      'A courageous search for truth',
      'Intense focus under pressure',
      'Sincere and lasting spiritual curiosity',
    ],
    workOn: [
      'Pausing before you react',
      'Explaining your quiet spells to loved ones',
      'Accepting answers that come slowly',
    ],
  },
  8: {
    title: 'The Enduring Flame',
    portrait:
      'Your instincts are quick and fiery, yet your life keeps teaching you the value of time. With moolank 9 ruled by Mars and bhagyank 8 ruled by Saturn, you are energetic by nature and gradually become a builder of lasting things, someone who has learnt to pace great strength.',
    paragraphs: [
      'In this pairing, Mars provides the drive and Saturn provides the endurance. When they work together, you can commit to a hard goal and keep at it far longer than anyone expects. The friction is impatience. Mars wants results today while the path of Saturn delivers them in their own time, and the gap between the two can feel frustrating, particularly in your early working years.',
      'Engineering, management, defence, construction, law, sports or any career that rewards persistence suits you. Your energy gets projects started, and your path teaches you to complete them. With money, think the way an athlete thinks about training: a modest monthly SIP or savings plan, chosen with a qualified adviser and left alone for years, suits the path of Saturn better than the quick returns Mars may be tempted by.',
      'Family members see your strength and sometimes feel your impatience. Training for something long, such as a half marathon, a Himalayan trek or a yearly fitness goal, teaches your body the lesson Saturn teaches your life: steady daily effort adds up. Share your progress with the family and let them cheer you on, and you may notice the same patience appearing in how you listen to them.',
    ],
    strengths: [
      'Drive joined with endurance',
      'Courage to take on hard goals',
      'Maturity that grows through experience',
    ],
    workOn: [
      'Accepting slow results with calm',
      'Pacing your energy over long efforts',
      'Showing patience with family members',
    ],
  },
  9: {
    title: 'The Double Flame',
    portrait:
      'Mars rules your moolank 9 and your bhagyank 9 alike, so its fire shapes both who you are each day and where your life is heading. You are fiery, compassionate and generous, the first to volunteer and the last to leave, and you live every chapter at full strength.',
    paragraphs: [
      'A double 9 brings a big heart along with the energy to act on it. Your courage is real, your compassion reaches strangers, and you can inspire others simply by showing up. Nine is also the number of completion, so you may move through many chapters in life, each ending teaching you to let go gracefully. The excess shows as heat: a sharper temper, a habit of joining every fight for fairness, and giving until nothing is left for yourself.',
      'Service-led careers suit you: medicine, emergency services, social work, the armed forces, activism, sports or teaching. You are at your best with a cause. With money, you may give more than you can comfortably spare, especially to relatives in need. Choose a small number of causes to support properly instead of many at once, and look over that list every year on your birthday.',
      'Relationships with you are passionate and loyal, and loved ones need you to rest as much as you need to act. When you help organise the Ganpati pandal or Navratri garba in your area, you may put in the work of ten people. Set an end time for each day of such efforts and keep to it. Protecting your energy is not selfishness; it keeps your fire bright for many years.',
    ],
    strengths: [
      'Fearless courage and boundless energy',
      'Compassion for strangers and family alike',
      'A gift for inspiring others to act',
    ],
    workOn: [
      'Cooling a quick temper with kindness',
      'Saving some energy for yourself',
      'Choosing fewer battles to fight',
    ],
  },
};
