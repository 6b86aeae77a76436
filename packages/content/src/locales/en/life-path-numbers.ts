import type { ContentBundle } from '../../types.js';

export const lifePathNumbers = {
  1: {
    title: 'The Pioneer',
    summary:
      'Bhagyank 1 is the road of the self-starter: a lifetime of learning to lead, to trust your own judgement and to begin the things that others only talk about.',
    paragraphs: [
      'Your bhagyank comes from adding every digit of your full date of birth and reducing the total to one digit. When that digit is 1, your life keeps asking one question in many forms: will you stand on your own feet? The Sun, which Vedic tradition links with this number, is the first light of the morning, and your purpose is to bring something new into being, whether a business, a fresh family custom or simply a braver way of living. Many people on this path are told in their early years to wait their turn. The lesson is to find your own voice without waiting for permission.',
      "At work you are happiest when you can own something from start to finish. You may be the one who suggests a better way to keep the shop's accounts, or who volunteers to lead the college fest when nobody else raises a hand. Self-employment, management and any role with a clear area of your own tend to suit you. With money, you usually prefer to earn your own and decide for yourself how it is spent; the independence matters more to you than the amount. One simple habit helps: before a big purchase or investment, sleep on it and ask one trusted person for a view, because speed is both your gift and your blind spot.",
      'In relationships you are loyal and protective, and you show love by doing: solving the problem, making the plan, booking the tickets. Partners and family sometimes want to be asked rather than told, so your growth lies in listening fully before you decide. You may discover that the people closest to you have quiet strengths you overlooked while you were busy leading. Over a lifetime, the mature 1 learns that real leadership makes room for others to shine. Keep a notebook of the ideas you start and the ones you finish; seeing both lists side by side teaches patience better than any lecture.',
    ],
    strengths: [
      'Courage to begin what others only plan',
      'Clear, quick decision-making',
      'Self-reliance and inner drive',
      'Originality in ideas and methods',
      'Protective loyalty to family',
    ],
    challenges: [
      'Learning to ask for help without feeling small',
      'Slowing down to hear other views',
      'Letting others lead now and then',
      'Finishing projects after the first excitement fades',
    ],
  },
  2: {
    title: 'The Peacemaker',
    summary:
      'Bhagyank 2 is a journey of partnership and quiet influence, where your purpose is to bring people together, sense what goes unsaid and build harmony that lasts.',
    paragraphs: [
      "A bhagyank of 2 places cooperation at the centre of your story. The Moon, which tradition links with this number, governs feelings, tides and the rhythm of home, and you carry that sensitivity into every room you enter. Your purpose is rarely to stand alone at the front; it is to help the whole group work better. You notice when a cousin has gone quiet at a family function, or when two colleagues are about to misunderstand each other, and you often step in before anyone else sees the problem. Much of your life's learning is about valuing this gentle gift as a real strength rather than a lesser one.",
      'At work you shine as the steady partner, the trusted assistant, the counsellor, the mediator or the team member who keeps everyone talking. Teaching, healthcare, human resources, design and diplomacy often draw people on this path because these fields reward patience and care for detail. You may prefer a secure salary to a risky venture, and that is a reasonable choice, not a weakness. With money you are usually careful, though sometimes too generous with relatives. A monthly budget written together with your spouse or a sibling suits your cooperative nature, and a small savings jar that is only yours reminds you that looking after yourself also matters.',
      'Relationships are the heart of the 2 path. You love deeply and loyally, and you remember birthdays, favourite sweets and the small details others forget. Because you feel so much, a harsh word can stay with you for days. Your growth comes from saying what you need plainly, kindly and early, instead of hoping others will guess. Practise one small no each week, perhaps to an extra task you cannot manage, and notice that the relationship survives. Over the years, a confident 2 becomes the calm centre of a family or workplace, trusted precisely because their kindness comes with honest boundaries.',
    ],
    strengths: [
      'Patience and tact in difficult moments',
      'Deep empathy and careful listening',
      'A talent for teamwork and partnership',
      'Attention to small but important details',
      'A calming presence in family life',
    ],
    challenges: [
      'Speaking up for your own needs',
      'Taking criticism less to heart',
      "Deciding without waiting for everyone's approval",
      'Setting gentle limits on how much you give',
    ],
  },
  3: {
    title: 'The Joyful Communicator',
    summary:
      'Bhagyank 3 is the path of expression, where words, art, laughter and friendship become the tools through which you learn, teach and lift the spirits of others.',
    paragraphs: [
      "With 3 as your bhagyank, your life unfolds through expression. Jupiter, honoured as the guru among the planets in Vedic astrology, is linked with this number, and it brings a love of learning, sharing and celebrating. Your purpose is to give shape to feelings and ideas so that others can enjoy them too, through speaking, writing, singing, cooking or simply telling a story at the dinner table that makes everyone laugh. You may have been the child who organised the building's Diwali programme. The deeper journey is learning to take your gifts seriously enough to develop them with steady practice.",
      'At work you flourish where creativity and people meet: teaching, media, marketing, writing, performing, hospitality, event planning or any role where your words carry weight. Routine without variety can drain you, so look for work that offers a stage or a fresh challenge every few months. Income may arrive in waves, and you enjoy spending it on gifts, outings and beautiful things. A practical rhythm helps: whenever money comes in, move a fixed share to savings first and enjoy the rest freely. That way your generous, cheerful nature stays a source of joy instead of becoming a worry at the end of the month.',
      'You make friends easily and bring warmth to every relationship, with compliments, jokes and thoughtful surprises. Partners love your lightness, yet they may sometimes wish you would stay with a serious conversation a little longer. For a 3, growth lies in depth: finishing the painting, completing the course, keeping the promise made in a happy moment. Try choosing one creative project each year and seeing it through to the end. You may also find that a journal helps you understand your moods, which can swing from sparkling to low. Expressed honestly, your sensitivity becomes your art.',
    ],
    strengths: [
      'A gift for words and storytelling',
      'Natural optimism that lifts others',
      'Creativity across many forms',
      'Warmth that makes friendships easy',
      'An ability to teach and inspire',
    ],
    challenges: [
      'Completing what you begin',
      'Focusing energy instead of scattering it',
      'Building steady money habits',
      'Sharing deeper feelings, not only the cheerful ones',
    ],
  },
  4: {
    title: 'The Builder',
    summary:
      "Bhagyank 4 is the builder's road, a lifetime of creating security through steady effort, practical skill and honest work that others can rely on for years.",
    paragraphs: [
      'A bhagyank of 4 asks you to build, and to build well. Tradition links this number with Rahu, which adds an unconventional streak, so your way of building may not always follow the usual pattern; you may question a rule before you agree to follow it. Your purpose is to create something solid: a home, a trusted business, a working system at the office, a family that feels secure. You understand that foundations take time. Like a farmer who prepares the soil before the monsoon, you are willing to do unseen work today for a harvest that comes later, and that patience is your quiet power.',
      'Work matters deeply to you, and you are often the most dependable person in any team. Engineering, accounting, administration, construction, law, data work and skilled trades suit your love of order and detail. You prefer clear methods and honest results over shortcuts. Your attitude to money tends to be sensible: you like savings, planned expenses and knowing exactly where things stand. The caution is that worry about security can keep you from enjoying what you have earned, or from taking a well-considered chance. Keep a simple yearly plan, review it each Diwali, and allow yourself one real reward for the effort.',
      'In love and family you are faithful and practical, showing care through steady actions: repairing the leaking tap, handling the paperwork, arriving on time. Loved ones trust you completely, though they may sometimes long for more spontaneity or a few spoken words of affection. Flexibility is your path to growth. When plans change suddenly, take three slow breaths before you react, and look for the one useful thing the change brings. Try a small unplanned outing now and then, such as a walk through a part of the city you have never explored. Over time you learn that stability rests not only on structure but also on trust.',
    ],
    strengths: [
      'Reliability that others can count on',
      'Patience with long-term goals',
      'Practical, organised thinking',
      'Honesty in work and dealings',
    ],
    challenges: [
      'Adapting when plans change suddenly',
      'Resting without feeling guilty',
      'Expressing affection in words as well as deeds',
      'Making room for new ideas and methods',
    ],
  },
  5: {
    title: 'The Explorer',
    summary:
      'Bhagyank 5 is a journey of freedom and change, where travel, variety and fresh experience teach you to use liberty wisely and to share what you discover.',
    paragraphs: [
      'When your date of birth reduces to 5, change is the great teacher of your life. Mercury, the quick planet of communication and trade, is linked with this number, and it gives you a curious mind, a ready tongue and a love of movement. Your purpose is to experience life widely, to adapt, and then to bring back what you have learnt for others. You may move cities, switch fields or pick up new languages more easily than the people around you. The lesson of this path is not to stop moving but to choose your freedom consciously, so that change leads somewhere instead of going in circles.',
      'At work you thrive in roles that keep you on your feet: sales, travel and tourism, journalism, marketing, trading, public relations or any job with new people and new problems every week. A desk with the same task every day can feel like a cage. Many people on this path try several careers before settling on the one that fits, and each stage adds to their skills. Money can come quickly and leave just as quickly, so an automatic monthly transfer into a recurring deposit or a similar savings habit is a wise anchor. Before a sudden investment or purchase, wait forty-eight hours and read the fine print twice.',
      'You are charming, lively and full of stories, and you bring adventure into your relationships. You need a partner who gives you space and enjoys change, and you do best when you also offer them the steady presence they need. Your growth comes from commitment chosen freely: staying with a friendship through its dull patches, or keeping a routine such as a morning walk for a whole season. Balance matters for the senses too, since this path can pull towards excess in food, screens or late nights. When you ground your freedom in a few trusted habits, your life becomes both adventurous and stable.',
    ],
    strengths: [
      'Adaptability in changing situations',
      'Quick thinking and persuasive speech',
      'Curiosity and a love of learning',
      'Courage to try new things',
      'Ease with people from every background',
    ],
    challenges: [
      'Staying with a task after the novelty fades',
      'Keeping spending in step with income',
      "Balancing your freedom with others' need for steadiness",
      'Moderation in habits and pleasures',
    ],
  },
  6: {
    title: 'The Nurturer',
    summary:
      'Bhagyank 6 is the path of love and responsibility, where caring for family, community and beauty becomes both your purpose and your most important lesson in balance.',
    paragraphs: [
      'A bhagyank of 6 makes love and service the central thread of your journey. Venus, linked with this number, brings an eye for beauty, harmony and comfort, so you may delight in music, a well-arranged home and food shared generously. Your purpose is to nurture: to create spaces where people feel safe and valued. You are often the one relatives call first when something goes wrong, and the one who remembers to send a tiffin to a neighbour who is unwell. This path asks you to carry responsibility gracefully while remembering that you, too, deserve the care you give so freely.',
      'In work you are drawn to roles where you help, heal, teach or beautify: medicine and nursing, teaching, counselling, social work, interior design, hospitality, fashion and the arts. You take duties seriously and often become the heart of a team. With money you are responsible, though you may spend more on loved ones than on yourself. Planning helps: set aside a fixed amount for family needs and a separate amount for your own goals, such as a course or a small savings plan. For a 6, money is usually about security for others, so be honest with yourself about what you can give without strain.',
      'Relationships mean everything on this path, and you are devoted, generous and protective. Because you care so much, you may try to fix problems that belong to others, or feel hurt when your advice is not taken. The lesson for a 6 is to let each person walk their own road, offering support without control. Ask, "Would you like some help?" before stepping in. Give yourself one hour each week that belongs to no one else, perhaps for singing, gardening or a quiet walk. As you learn this balance, your home becomes a place of real peace, and your love feels freeing rather than heavy.',
    ],
    strengths: [
      'A deep sense of responsibility',
      'Warmth and generosity towards family',
      'An eye for beauty and harmony',
      'Reliability as a caregiver and guide',
    ],
    challenges: [
      'Letting others solve their own problems',
      'Accepting imperfection in homes and in people',
      'Making time for your own needs',
      'Offering advice only when it is asked for',
    ],
  },
  7: {
    title: 'The Seeker',
    summary:
      "Bhagyank 7 is the seeker's journey, a lifetime of study, reflection and inner questions, where wisdom grows from looking beneath the surface of people and events.",
    paragraphs: [
      'If your date of birth adds up to 7, your life is a search for understanding. Ketu, the spiritual shadow planet of Vedic astrology, is linked with this number, and it turns attention inwards towards meaning, faith and truth. Your purpose is to learn deeply and to share wisdom, whether through research, teaching, spiritual practice or simply sound judgement in daily life. You may have felt different as a child, preferring books and long thoughts to noisy games. This path asks you to trust your inner knowing while staying connected to the people and ordinary routines around you.',
      'At work you excel where depth matters more than speed: research, science, technology, analysis, writing, law, medicine, philosophy or spiritual work. You like to understand why something works before you act, and your careful analysis often catches what others miss. Crowded offices and constant meetings can tire you, so protect time for focused work. Money is rarely your main motive, which can be freeing, yet you still benefit from a basic plan. Learn the details of your savings and insurance as carefully as you would study any subject you love, and keep asking questions until the answers make sense.',
      'In relationships you are sincere and loyal, though you may keep your feelings private and need more time alone than others do. Loved ones can mistake your silence for distance. You grow by opening up in small, steady ways: sharing one thought at dinner, saying thank you aloud, joining the family video call even when you would rather read. Meditation, prayer, an early-morning walk or journaling keeps your mind clear. With time you can become a trusted guide for others, someone whose calm questions help people find their own answers.',
    ],
    strengths: [
      'Depth of thought and insight',
      'Patience with research and study',
      'Strong intuition and inner faith',
      'Calm, careful judgement',
      'Honesty and independence of mind',
    ],
    challenges: [
      'Sharing feelings with those close to you',
      'Trusting people before you have every answer',
      'Balancing solitude with company',
      'Turning ideas into practical action',
    ],
  },
  8: {
    title: 'The Achiever',
    summary:
      'Bhagyank 8 is the road of ambition and responsibility, where you learn to handle power, work and material resources with fairness, patience and a steady sense of duty.',
    paragraphs: [
      "A bhagyank of 8 teaches through effort, discipline and the careful use of authority. Saturn, the planet of karma, time and patient lessons, is linked with this number, and tradition says it rewards persistence more than speed. Your purpose is to build something substantial in the material world and to manage it fairly, whether that is a business, a department, a family's property or a community trust. Some people on this path meet delays early in life, and these often turn out to be training rather than obstacles. There is nothing to fear here: Saturn's lessons favour those who keep working honestly.",
      'You are drawn to leadership, management, finance, law, real estate, administration and large projects where planning and stamina count. You think in long timelines and can carry heavy responsibility. Money is a genuine theme on this path, not as a promise of wealth but as a lifelong lesson in handling resources wisely. Keep clear records, consult a qualified adviser before big decisions, and avoid mixing strong emotion with investments. Real success for an 8 is measured by how well you manage what you have, and by whether your gains are earned in ways you would be proud to explain to your children.',
      'In relationships you are protective and dependable, and you often show love by providing. You may find it harder to relax, to show softness, or to leave work worries at the door. Loved ones may want your time as much as your support. Balance is the key to your growth: keep Sunday lunch free of work calls, say the kind words you feel, and let yourself enjoy what you have built. Generosity matters on this path too; many 8s find meaning in supporting a cause or mentoring younger people in their field. Used wisely, your strength becomes a shelter for many.',
    ],
    strengths: [
      'Ambition joined with endurance',
      'A talent for organising people and resources',
      'A strong sense of duty and fairness',
      'Practical judgement about money and property',
    ],
    challenges: [
      'Making space for rest and play',
      'Showing softer feelings openly',
      'Staying patient when results come slowly',
      'Keeping ambition in balance with family time',
    ],
  },
  9: {
    title: 'The Humanitarian',
    summary:
      'Bhagyank 9 is a journey of compassion and completion, where you learn to serve a wider world, forgive generously and let go of what you have outgrown.',
    paragraphs: [
      'A bhagyank of 9 carries something of every number before it. Mars, the planet of energy, courage and action, is linked with this number, and it gives you fire for causes larger than yourself. Your purpose is to serve, heal or inspire, often well beyond your immediate circle. You may feel moved by injustice, drawn to charity, or pulled towards work that helps many people at once. Life on this path tends to move in cycles of endings and fresh starts, and each one teaches you to hold things lightly while still giving your whole heart.',
      'In work you flourish where you can make a difference: teaching, medicine, social service, law, the arts, public life, non-profit work, the armed forces or any role with a cause behind it. You are a natural motivator, and people follow your enthusiasm. Money is seldom your main goal, and you may give freely to causes and relatives. Keep your generosity sustainable by setting a giving budget each year and honouring your own savings first. Your energy can also run hot, so channel that Mars fire into exercise, sport or a brisk evening walk rather than into sudden decisions.',
      'You love broadly and warmly, and people of all backgrounds feel welcome with you. Yet you may find it hard to let go of old hurts or past relationships, holding on long after a chapter has closed. Forgiveness, including forgiveness of yourself, is where your growth lies. A simple ritual can help: at the end of each year, write down what you are ready to release and what you are grateful for. Your temper may flare quickly and cool just as quickly; a pause before speaking saves regret. As you mature, your compassion becomes wise, offered freely without losing yourself.',
    ],
    strengths: [
      'Compassion for people of every background',
      'Courage to stand up for what is right',
      'A generous, idealistic spirit',
      'Energy that inspires others to act',
      'A broad, tolerant outlook',
    ],
    challenges: [
      'Letting go of the past gracefully',
      'Keeping a quick temper in check',
      'Giving without exhausting yourself',
      'Caring for practical matters as well as big ideals',
    ],
  },
  11: {
    title: 'The Illuminator',
    summary:
      'Bhagyank 11 is a master number that carries the gentle qualities of 2 with a higher calling to inspire, guide and share intuitive insight with the wider world.',
    paragraphs: [
      "Numerologists call 11, 22 and 33 master numbers because their doubled digits are said to amplify their meaning. On our blog we keep 11 unreduced, but many numerologists reduce it to 2 (1 + 1) in everyday calculations, and everything written about the 2 path applies to you as well. Bhagyank 11 shares the 2's sensitivity, cooperation and love of harmony, yet adds a higher calling: to be a light for others. You may notice strong intuition, vivid dreams or sudden insights that seem to come from nowhere. Your purpose is to trust these gifts and use them in service of people around you.",
      'At work, people with this number often find their place as teachers, counsellors, healers, artists, writers, spiritual guides or leaders of causes that uplift others. You may inspire people simply by speaking about what you believe. Practical matters can feel less exciting than ideals, so partner with organised people and keep simple systems for bills and savings. Money is best treated as fuel for your purpose rather than the purpose itself. Because your nervous energy runs high, steady routines such as a fixed bedtime, regular meals and quiet time protect the sensitivity that makes your work meaningful.',
      'In relationships you are deeply perceptive and caring, sensing moods before they are spoken. This can leave you overwhelmed in crowds or conflicts. You grow through grounding: walking barefoot on grass, prayer, breathing exercises, or simply staying close to the earth through practical tasks like cooking a meal from scratch. Self-doubt may visit often, because the standard you set for yourself is high. Remember that a master number is a possibility, not a pressure. On ordinary days you can live contentedly as a kind, cooperative 2, and on your best days your insight lights the way for others.',
    ],
    strengths: [
      'Strong intuition and inner vision',
      'An ability to inspire and uplift others',
      'Sensitivity to unspoken feelings',
      "Idealism joined with the 2's gift for cooperation",
    ],
    challenges: [
      'Grounding big visions in daily practice',
      'Calming nervous energy and self-doubt',
      'Protecting your sensitivity without withdrawing',
      'Treating high ideals as a direction, not a burden',
    ],
  },
  22: {
    title: 'The Master Builder',
    summary:
      'Bhagyank 22 is a master number that combines the practical strength of 4 with a higher calling to build lasting structures that serve many people, not only yourself.',
    paragraphs: [
      "The 22 is often called the Master Builder. It carries all the steady, practical qualities of the 4 path, including patience, discipline and a love of solid foundations, but on a larger scale. Many numerologists reduce 22 to 4 in everyday calculations, and that reading remains true for you; our blog keeps it unreduced to describe its wider potential. Your purpose is to turn big visions into real, useful structures: an institution, a school, a company, a community project, or a family legacy that outlasts you. You combine a dreamer's imagination with a builder's hands.",
      'You are well suited to architecture, engineering, large-scale business, public administration, project management, policy work and any field where plans become buildings, systems or organisations. You can see both the whole map and each brick within it. With money, you tend to think long term, valuing sound planning and lasting assets over quick gains, though no number guarantees results. The pressure you place on yourself can be great, so break grand goals into yearly and monthly steps, celebrate each finished stage, and accept help. Even a master builder needs a good team.',
      "In relationships you are loyal and dependable, expressing the 4's care through practical support. Because your goals are large, you may pour so much into work that loved ones feel they come second. Your growth begins with remembering that the people around you are part of what you are building. Share your plans at the family dinner table and ask for their ideas. Rest is not wasted time but part of the structure. There will be seasons when you simply live as a hard-working 4, and that is enough; the master calling reveals itself gradually, through patient effort over many years.",
    ],
    strengths: [
      'Vision joined with practical skill',
      'A capacity to plan and manage large projects',
      'Discipline and staying power',
      'An ability to build things that serve many',
    ],
    challenges: [
      'Easing the pressure of very high expectations',
      'Sharing responsibility with a trusted team',
      'Balancing grand goals with family time',
      'Staying patient while big plans take shape',
    ],
  },
  33: {
    title: 'The Master Teacher',
    summary:
      'Bhagyank 33 is a master number that carries the nurturing qualities of 6 with a higher calling to teach, heal and serve others through compassion and wise example.',
    paragraphs: [
      'The 33 is often called the Master Teacher, and many numerologists see it as the most selfless of the master numbers. It holds the loving, responsible nature of the 6, with its care for family, beauty and community, raised to a wider calling of compassionate service. Many numerologists reduce 33 to 6 in everyday calculations, so the meaning of 6 fits you too; on the blog we keep it unreduced to show its added depth. Your purpose is to uplift others through love, example and gentle guidance, much like a respected elder in a joint family whose quiet presence steadies everyone.',
      'Teaching, healing, counselling, medicine, social service, the arts and spiritual work all suit the 33, as does any role in which care is the heart of the job. You often take on more responsibility than you were asked to, whether at work or in your neighbourhood. Money matters are best handled simply and honestly; a clear budget protects you from giving away more than you can afford. Remember that service does not require you to sacrifice your own health or savings. A teacher who is rested and secure has far more to offer than one who is exhausted.',
      "In relationships you are devoted, forgiving and deeply caring, sometimes to the point of carrying everyone else's problems. Your growth lies in loving without losing yourself: listening fully, then letting others take their own steps. Keep a daily practice that refills you, such as prayer, music or a quiet cup of tea before the household wakes. You may feel a strong urge to be perfect; gently set it down. Much of the time you will live as a warm, responsible 6, and that is already a gift. The master calling grows naturally as your kindness matures into wisdom.",
    ],
    strengths: [
      'Deep compassion and patience',
      'A gift for teaching by example',
      'A healing, calming presence',
      'A strong sense of duty to the community',
      'Creativity used in service of others',
    ],
    challenges: [
      'Caring for yourself as well as others',
      'Releasing the wish to be perfect',
      'Letting others learn from their own mistakes',
      'Keeping your giving within healthy limits',
    ],
  },
} as const satisfies ContentBundle['lifePathNumbers'];
