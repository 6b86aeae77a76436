import type { PlaneId } from '@ankvidya/numerology-core';
import type {
  CompoundMeaning,
  PersonalMonthText,
  ReadingTexts,
  WeekdayPlan,
} from '../../reading-types.js';
import type { ByDigit } from '../../types.js';
import { gemCaution, gemFromChartOnly } from './associations.js';
import { weekdays } from './attributes.js';

/**
 * Chaldean compound numbers 10 to 52, in the tradition associated with Cheiro, written in our own
 * words. The tone of each compound (favourable, neutral, challenging) is decided in code; these
 * texts match it.
 */
export const compoundMeanings: Record<number, CompoundMeaning> = {
  10: {
    title: 'The turning wheel',
    text: 'Compound 10 pictures a wheel that keeps turning, and the tradition reads it as honour earned through faith in yourself. Plans you put your name to tend to gather support, because people sense that your confidence is sincere. A good name grows here the way a neighbourhood kirana shop earns its regulars: one fair deal at a time. When one cycle closes, trust that the next is already turning towards you.',
  },
  11: {
    title: 'The quiet test',
    text: 'Eleven pairs sharp intuition with a call to trust wisely. The Chaldean reading speaks of hidden tests, through people or situations that are not quite what they seem, yet the same sensitivity that notices them is your protection. Read any agreement twice before signing, and give your inner sense a moment before you commit. Elsewhere 11 is also read as a master number, a note of heightened insight.',
  },
  12: {
    title: "The giver's lesson",
    text: 'Compound 12 describes someone who gives a great deal for others, sometimes more than is asked. The lesson is balance: your kindness is real, and it stays healthy when you also let yourself receive. If you are always the one left washing the big vessels after every family gathering, gently notice the pattern. Saying "not this time" now and then is not selfish; it keeps your generosity glad rather than tired.',
  },
  13: {
    title: 'A change of scene',
    text: 'Thirteen is a number of change: of plans, of place, of direction. Some people are wary of it, yet the tradition reads it as transformation, the clearing away of what has grown stale. Used with thought, it works like the whitewash a home gets before Diwali, making room for the new. Used carelessly, it brings restless shifts with little purpose. Decide what each change is for, and 13 turns in your favour.',
  },
  14: {
    title: 'Movement and exchange',
    text: "Fourteen belongs to trade, travel and meeting many kinds of people, so it often suits buying, selling and building a network. Its mixed side is risk: speculation and hurried bets made on someone else's confidence can unsettle good plans. Lean on its lively, adaptable nature, and before any large gamble, such as a share tip overheard at a reception, check the facts with someone who has no stake in the outcome.",
  },
  15: {
    title: 'The gift of charm',
    text: 'Compound 15 is linked with eloquence, music, art and a personal magnetism that draws help your way. The tradition reads it as favourable for receiving gifts, favours and support from others. Your words can warm a room, whether you are singing at a sangeet or presenting an idea to a client. Use that charm honestly and for good ends, and it tends to open doors kindly.',
  },
  16: {
    title: 'Building on rock',
    text: 'Sixteen asks you to build on solid ground. The Chaldean reading links it with sudden shifts in plans that rested on pride or hurried foundations. The care it asks for is humility and foresight: keep something in reserve, listen to quiet warnings, and never stake everything on a single scheme. If something does shift, 16 also carries the strength to rebuild more wisely, the way a house often stands better after honest repairs.',
  },
  17: {
    title: 'The star of peace',
    text: 'Seventeen is one of the brightest compounds in the Chaldean list: a star of peace and love that rises above trials. It is linked with a name remembered long after the work is done. Your quiet help may be spoken of years later, like the handwritten notes a senior passes down that a whole hostel floor ends up studying from. Trust your higher purpose; it steadies you through changing seasons.',
  },
  18: {
    title: 'Spirit over strife',
    text: 'Eighteen asks you to hold your values steady when material pressures crowd in. The tradition links it with disagreements and mixed messages, so the care it asks for is honesty and calm speech. Before answering a heated email at work, wait an hour and read it again. Charity, prayer or quiet service also helps, as does choosing peace over winning the point. Met this way, 18 becomes a teacher of inner strength.',
  },
  19: {
    title: "The sun's favour",
    text: 'Nineteen carries the warmth of the Sun and ranks among the most fortunate compounds of the tradition, associated with success, esteem and contentment. Efforts begun in good faith tend to find a welcome, and people are often glad to see you do well. You might notice it in small signs, such as a landlord who renews without fuss or a client who returns. Share your light generously and it keeps glowing.',
  },
  20: {
    title: 'A call to rise',
    text: 'Twenty is the number of awakening to a new purpose. It speaks less about money and more about direction, a sense that something larger is asking for your effort. Answered with action, it brings renewal and meaningful work; left waiting, it can feel like a long pause. Respond in small, real steps, such as finally filling in the form for the evening course you keep postponing.',
  },
  21: {
    title: 'The crowned effort',
    text: 'Compound 21 is read as advancement and honour after persistent effort. It is a number of rising, in which obstacles tend to give way to people who persevere with good judgement. Consider how a second attempt at an entrance exam, prepared for calmly and with a better plan, often goes further than the first. That sense of well-earned reward, arriving after patience, is the heart of 21.',
  },
  22: {
    title: 'Clear sight',
    text: 'Among the Chaldean compounds, 22 cautions against living inside a pleasant illusion or trusting advice that flatters. The care it asks for is clear sight: check facts, question promises that sound too easy, and take decisions when you are rested and calm. Elsewhere 22 is also read as a master number, the master builder, so the same energy can create something lasting once your eyes are fully open.',
  },
  23: {
    title: "The lion's star",
    text: 'Twenty-three is counted among the most fortunate compounds, a royal star of success in plans and of help from seniors and people in authority. Approach a superior with a well-prepared proposal and you may find them readier to back you than you expected. Courage and courtesy together make the most of 23, so speak up for your ideas while respecting the people who can champion them.',
  },
  24: {
    title: 'Love and support',
    text: 'Compound 24 is linked with help from well-placed people, warm relationships and gains that come through love and companionship. The tradition counts it favourable for both affection and material comfort. A recommendation letter from a former professor, or a spouse who believes in your venture before anyone else does: these are its kind of blessing. Return such favours freely, and the circle of goodwill widens.',
  },
  25: {
    title: 'Strength through experience',
    text: 'Twenty-five gives strength gathered through observation and lived experience. Its good fortune usually follows trials rather than skipping them, which makes it steady rather than showy. You learn by watching closely, much as a young cook learns more standing beside a grandmother at the stove than from any recipe book. Early struggles tend to turn into respect and good standing as the years go on.',
  },
  26: {
    title: 'Careful partnerships',
    text: "Twenty-six asks for care in partnerships and in the advice you follow. The tradition links it with setbacks that grow out of other people's schemes or unsound guidance, so its lesson is discernment. Put agreements in writing, understand every clause of a joint venture before you join, and seek opinions from people with real expertise. Your own judgement, used calmly, is your best protection under this compound.",
  },
  27: {
    title: 'Authority through ideas',
    text: 'Compound 27 is a sign of authority earned through creative thinking. The tradition reads it as favourable: your ideas carry weight, and reward tends to follow the work of your mind. Trust your own designs, whether that is the layout of a small boutique, a lesson plan you draft or a better process at the office. Lead through good ideas and people follow willingly.',
  },
  28: {
    title: 'Promise with prudence',
    text: 'Twenty-eight is a number of contradictions: real promise and progress, paired with a need to guard what you have built. The tradition asks for care in trusting others with your resources and for clear contracts in every deal. The helpful habits are simple: set aside part of every gain, keep receipts and records, and plan ahead for leaner months. With such foresight, the early promise of 28 can last.',
  },
  29: {
    title: 'Trust earned slowly',
    text: 'Twenty-nine asks you to trust slowly and speak plainly. Its Chaldean reading mentions uncertainty in dealings and in close relationships, where small misunderstandings grow if they are left unspoken. Let friendships and partnerships prove themselves over time, and keep your own word steady. A frank, gentle conversation, even an awkward one over dinner, clears more confusion than weeks of silence ever can.',
  },
  30: {
    title: 'The thinking mind',
    text: 'Thirty is the number of thoughtful deduction and mental strength. It gives a mind that stands a little apart, reflecting before it acts and seeing past appearances. Whether it brings good fortune depends on how you use it: applied to a purpose, it helps a great deal; used only to observe, it can leave fine plans sitting on paper. Carry one idea from your reflections into action each month.',
  },
  31: {
    title: 'The solitary thinker',
    text: 'Thirty-one resembles 30 but is more self-contained. It gives independent thought and a preference for working things out alone, which can produce fine, original work. It can also leave you more isolated than you would like. Balance your solitude with some connection: join a reading circle, turn up for the Sunday cricket match in the colony, or form a study group, so your ideas can meet other minds.',
  },
  32: {
    title: 'The voice that gathers',
    text: "Compound 32 has the gift of bringing people together and carrying them along with words and plans. The tradition reads it as favourable, especially for public life, business and community work, provided you hold to your own judgement and are not swayed by stubborn or short-sighted voices. Chairing a residents' association meeting or steering a group project makes good use of its magnetism.",
  },
  33: {
    title: 'Grace in relationships',
    text: "In the compound tradition, 33 shares its blessings with 24: warmth, goodwill and help that arrives through affection and loyal connections. Its own note is a gentle generosity that people remember. Elsewhere 33 is also read as a master number, the teacher of compassion. Even a small kindness, like helping a neighbour's child through a tricky maths chapter, carries that spirit and tends to come back to you as trust.",
  },
  34: {
    title: 'Earned steadiness',
    text: 'Thirty-four follows the path of 25: strength built from experience rather than handed over. It favours people who look carefully before they leap and who let each setback teach them something useful. Keep a simple record of lessons learnt, perhaps on the last pages of your planner, and the quiet fortune of 34 tends to grow alongside your understanding and the respect others give you.',
  },
  35: {
    title: 'Wise counsel',
    text: 'Thirty-five echoes the care of 26: partnerships and advice need a watchful eye. Before you co-sign a loan, invest alongside a friend or hand your savings to a scheme that promises quick returns, pause and seek a qualified opinion. This compound teaches that goodwill and good judgement must travel together. Choose your advisers for their knowledge and record, not only for their friendliness.',
  },
  36: {
    title: 'The creative command',
    text: 'Thirty-six shares the favour of 27: authority that grows from a creative, well-organised mind. Your plans carry conviction, and people tend to follow a design that has clearly been thought through. It suits teaching, design, planning and any role where ideas become direction. Put your best thinking on paper, present it with quiet confidence, and let the results make your case for you.',
  },
  37: {
    title: 'Good company',
    text: 'Compound 37 is linked with happy friendships, loving partnerships and cooperation that leads to success. The tradition counts it fortunate for relationships of every kind, from marriage to business. Much of its good luck comes through the people beside you, so tend those bonds: remember the anniversary, return the borrowed book on time, and share the credit when a joint effort goes well.',
  },
  38: {
    title: 'Patient trust',
    text: 'Thirty-eight carries the lesson of 29 in its own way: relationships and dealings ask for patience and plain speech. Rather than assuming the worst or the best of anyone, let actions show you who people are. If a promise matters, note it down; if a doubt keeps bothering you, ask about it kindly. Steady honesty from your side makes the uncertainties of 38 much lighter.',
  },
  39: {
    title: 'Reflection into action',
    text: 'Thirty-nine holds the reflective power of 30. Your thoughts run deep and you tend to see through surface appearances. Like any mental gift, its worth depends on what you do with it. Thinking for years about starting weekend tuition classes brings little; drafting the timetable and telling two families this Saturday brings a great deal. Let reflection lead somewhere definite, and 39 becomes a real asset.',
  },
  40: {
    title: 'The independent path',
    text: 'Forty follows the pattern of 31: self-reliance and a genuine liking for your own company. Independence keeps your thinking original, yet too much distance can make life feel narrow. Stay in touch with a few people who truly understand you, show your work before it is perfect, and accept an invitation now and then, even on evenings when staying home feels easier.',
  },
  41: {
    title: 'The persuasive gatherer',
    text: 'Forty-one carries the sociable magic of 32: a talent for uniting people and winning them over through speech and sound planning. It suits sales, local leadership and any work that needs a crowd to move together. Its favour holds best when you trust your own considered view and do not let louder voices redirect your plans. Listen widely, then decide for yourself.',
  },
  42: {
    title: 'Kindness returned',
    text: 'Forty-two repeats the goodwill of 24 with a warmth of its own: affection, loyal friends and support from people in a position to help. It is especially kind to those who offer help first. Recommend a capable junior for a role, or sit with a friend to polish a job application, and you may find that goodwill finds its way back to you in unexpected forms.',
  },
  43: {
    title: 'The changing tide',
    text: 'Forty-three is traditionally linked with upheaval and changes that arrive from outside your control. The care it asks for is adaptability and patience: keep plans flexible, build a small emergency fund, and avoid forcing outcomes while conditions are unsettled. Periods of change also clear the ground for better structures. A fixed daily anchor, such as an early hour for prayer or stretching, keeps you calm while the scene shifts.',
  },
  44: {
    title: 'Guarded alliances',
    text: 'Forty-four repeats the caution of 26 in a firmer key: alliances and investments need checking before you commit. Enthusiasm shared over snacks at a get-together is not the same as a sound plan. Ask for documents, compare opinions, and allow yourself a cooling-off period before putting money or your name to anything. Careful steps let your natural ambition grow on safe ground.',
  },
  45: {
    title: 'Respect well earned',
    text: 'Forty-five echoes 27: a mind that creates and leads, and whose efforts tend to be rewarded. The tradition sees it as a sign of respect earned through intelligence and honest labour. Take on the planning role others avoid, from drawing up the yearly budget for your housing society to mapping a new workflow, and let your capable hand be seen.',
  },
  46: {
    title: 'Harmony in partnership',
    text: 'Forty-six shares the friendship blessings of 37, with an added touch of steady prosperity. Partnerships built on mutual respect flourish under it. Whether you are starting a home bakery with your sister or joining a colleague on a new assignment, clear roles combined with warmth help the partnership thrive. Celebrate shared successes openly, and the bond grows stronger with each one.',
  },
  47: {
    title: 'Honest footing',
    text: 'Forty-seven brings back the lesson of 29: uncertainty in dealings eases when everything is kept above board. Be clear about money lent and borrowed among friends, keep even small promises, and gently clarify anything that feels vague. Your own openness invites the same from others, and relationships settle on firmer, kinder ground as a result.',
  },
  48: {
    title: 'The weighing mind',
    text: 'Forty-eight carries the gift of 30 for deduction and careful weighing. You notice angles others miss, which helps in research, analysis and advice. Good fortune here depends on will, because the mind needs a target. Pick one question that truly matters to you this year and let your analysis serve it, rather than turning over every idea with equal attention.',
  },
  49: {
    title: 'Independent depth',
    text: "Forty-nine follows the self-contained pattern of 31. It gives originality and a rich inner life, along with a habit of keeping people at arm's length. Both sides can be worked with. Share one thing you are working on with a friend each month, or teach a skill you know well to someone eager to learn; connection sharpens independence rather than weakening it.",
  },
  50: {
    title: 'The bridge between people',
    text: 'Fifty carries the uniting talent of 32: you can bring very different people to one table and help them agree. The tradition reads it as favourable for trade, negotiation and community work. Keep your own counsel when opinions pull in many directions, and plans guided by your judgement tend to prosper while also earning you the trust of both sides.',
  },
  51: {
    title: 'The bold advance',
    text: 'Compound 51 has the nature of a warrior: sudden progress, strong drive and a knack for holding firm under pressure. The tradition reads it as favourable for people in leadership, the armed forces, sport or any field that rewards boldness. Let courage be guided by good planning, and treat rivals with respect; 51 honours the fighter who also keeps their word.',
  },
  52: {
    title: 'Steady through change',
    text: 'Fifty-two shares the lesson of 43: seasons of upheaval ask for flexibility and a calm mind. Rather than resisting every change, ask what it is making room for. Keep essential papers in order, maintain a modest reserve, and lean on the routines that ground you. Change met patiently often reveals paths that comfortable times never showed.',
  },
};

/** Personal month (personal year + calendar month, reduced), 1 to 9. */
export const personalMonths: ByDigit<PersonalMonthText> = {
  1: {
    focus: 'Start one fresh thing',
    advice:
      'This month rewards initiative. Begin the task you have been circling, perhaps a new morning routine or a frank talk with your manager, and make your first move in the opening week while the energy is new.',
  },
  2: {
    focus: 'Listen and cooperate',
    advice:
      "Slow your pace this month and let partnerships carry some of the weight. Answer messages thoughtfully, notice what people leave unsaid, and be patient with decisions that depend on someone else's timing.",
  },
  3: {
    focus: 'Speak, create, connect',
    advice:
      'A lively month for words and company. Share an idea you have kept to yourself, say yes to a social invitation, and give your creative side an hour or two, sketching, singing or writing a short piece.',
  },
  4: {
    focus: 'Order and steady effort',
    advice:
      'Put things in order this month, at home and at work. Clear pending paperwork, finish what was left half-repaired and keep a simple daily schedule. Small, dull tasks done now spare you bigger effort later.',
  },
  5: {
    focus: 'Welcome change and variety',
    advice:
      'Expect plans to shift, and enjoy the movement. Take a short outing, try an unfamiliar route or dish, and keep commitments light enough to respond to openings. Think twice before impulsive spending.',
  },
  6: {
    focus: 'Tend home and loved ones',
    advice:
      'Home and relationships ask for attention this month. Visit an elder, cook something special for the household, or settle a small family matter that has lingered. Give care freely, and keep some rest for yourself.',
  },
  7: {
    focus: 'Quiet study and reflection',
    advice:
      'Step back from the noise this month. Read, research, pray or meditate, and allow yourself a few unhurried evenings alone. Answers you have been chasing may surface once you stop pushing for them.',
  },
  8: {
    focus: 'Money, work and results',
    advice:
      'A practical month for finances and career. Review your accounts, follow up on payments owed to you and show your work where it will be seen. Be fair and firm in every deal you make.',
  },
  9: {
    focus: 'Finish and release',
    advice:
      'Wrap up loose ends this month. Complete pending tasks, return what you borrowed, forgive a small grievance and pass on things you no longer use, so the next month can begin on a clean page.',
  },
};

/** Three concrete actions for each personal year, 1 to 9. */
export const yearActions: ByDigit<readonly [string, string, string]> = {
  1: [
    'Write your single most important goal for the year on a small card and keep it in your wallet.',
    'Enrol in the class, course or club you have been putting off, and attend the first session before March ends.',
    'Once a month, take one decision on your own that you would usually wait for someone else to make.',
  ],
  2: [
    'Fix a weekly phone call with one person you want to grow closer to, and keep it like an appointment.',
    'Before any important agreement, sleep on it and talk it over with one trusted person.',
    'Pair up with someone for a shared goal this year, such as a walking partner or a study buddy.',
  ],
  3: [
    'Set aside one evening every week for a creative hobby such as painting, music, writing or photography.',
    'Volunteer to speak, host or present at one event this year, from an office meeting to a family function.',
    'Keep a notebook by your bed and write three things that made you smile before sleeping each night.',
  ],
  4: [
    'Draw up a budget in the first week of every month and note actual spending against it honestly.',
    'Pick one work skill and practise it for thirty minutes, three days a week, all year.',
    'Clear one long-pending repair or paperwork task each month until your list is empty.',
  ],
  5: [
    "Plan one trip to a place you have never seen, even a day's journey by train or bus.",
    'Change one stale routine, such as your commute, workout or lunch spot, and notice what the change teaches you.',
    'Put aside a small sum each month so that an unexpected opportunity can be met without strain.',
  ],
  6: [
    'Host a simple meal for family or friends once a month, and cook it together if you can.',
    'Call or visit an elderly relative every week and ask them to tell you a story from their youth.',
    'Make one corner of your home more beautiful this year with plants, a fresh curtain or a cleared shelf.',
  ],
  7: [
    'Read one book a month on a subject you have always wondered about, and note one insight from each.',
    'Keep fifteen minutes of silence each morning before you look at your phone.',
    'Once a quarter, spend half a day alone in a quiet place such as a temple, a library or a park.',
  ],
  8: [
    'Review your income, savings and expenses every quarter, with a qualified adviser if your affairs are complex.',
    'List your achievements as they happen and bring the list to any discussion about your role or pay.',
    'Keep every agreement, receipt and important promise in writing, in one folder you can find quickly.',
  ],
  9: [
    'Empty one cupboard, drawer or shelf every month and give away what you no longer use.',
    'Finish or formally close one long-pending project, course or commitment in each quarter of the year.',
    'Write a letter of thanks or forgiveness to someone from your past, whether or not you send it.',
  ],
};

/** One sentence for the plane that is the strongest line of a person's Lo Shu grid. */
export const planeStrength: Record<PlaneId, string> = {
  mental:
    'Your strongest line in the grid is the mental plane of 4, 9 and 2, so your mind is your best tool: you reason clearly, remember well and solve problems by thinking them through.',
  emotional:
    'Your strongest line in the grid is the emotional plane of 3, 5 and 7, so feeling and spirit lead you: you understand people from the inside and find meaning where others see only routine.',
  practical:
    'Your strongest line in the grid is the practical plane of 8, 1 and 6, which means your gifts show most in the material world: sensible money habits, skilled hands and well-run days.',
  thought:
    'Your strongest line in the grid is the thought plane of 4, 3 and 8, so planning comes naturally: you see the steps before taking them and can arrange ideas into a workable order.',
  will: 'Your strongest line in the grid is the will plane of 9, 5 and 1, so determination is your backbone: once you decide on something, you find the persistence to see it through.',
  action:
    'Your strongest line in the grid is the action plane of 2, 7 and 6, which makes you a doer who turns intentions into visible work and feels most alive when something is moving.',
  golden:
    'Your strongest line in the grid is the golden plane of 4, 5 and 6, traditionally linked with prosperity and practical wisdom, so sound judgement in worldly matters comes naturally.',
  silver:
    'Your strongest line in the grid is the silver plane of 2, 5 and 8, which Indian numerology links with property and stability, so patience and lasting foundations are where your strength lies.',
};

/** A note when the life path sum was a master number before its final reduction. */
export const masterNotes: { 11: string; 22: string; 33: string } = {
  11: 'Before its final reduction, your bhagyank added up to 11, which many numerologists keep as a master number. It adds a note of heightened intuition, a pull to guide others through insight. As in all our calculations, it reduces to 2, and your reading follows 2.',
  22: 'The total behind your bhagyank reached 22 just before the last step of reduction. Numerologists who keep master numbers call 22 the master builder, adding a note of large vision joined to the practical power to realise it. Our calculations reduce it to 4, as everywhere else on the site.',
  33: 'The sum behind your bhagyank was 33 before it was reduced. Where master numbers are kept, 33 is called the master teacher, adding a note of compassion and service through love. Following the same method used across the site, it reduces to 6, and your reading is based on 6.',
};

/** A master number met in the day or month of birth, on the way to the moolank. */
export const masterBirth = {
  day: {
    11: 'Your birth day, {day}, passes through 11 on its way to your moolank 2. Numerologists who keep master numbers read 11 as a note of intuition and inspiration: you often sense what a moment needs before anyone says it. Your moolank stays 2 and the reading follows 2; the 11 adds a finer ear to it.',
    22: 'Your day of birth, the 22nd, is itself 22, which numerologists who keep master numbers call the master builder: a note of large plans joined to the patience to carry them out. Your moolank stays 4 and the reading follows 4; the 22 adds a wider reach to its steadiness.',
  },
  month:
    'You were born in November, the eleventh month, and 11 is a master number for numerologists who keep them: a note of intuition and of care for ideals. It changes no number in this report; it adds a quiet, perceptive tone to your month of birth.',
};

/** How a name number (naamank) relates to the moolank or bhagyank in our friend table. */
export const harmony: { friendly: string; neutral: string; challenging: string } = {
  friendly:
    'Your naamank {naamank} is friendly to {targets} in our friend table, which follows the natural friendships of the planets. The two energies support each other, so the name you use every day tends to reinforce what your birth numbers already give you.',
  neutral:
    'Your naamank {naamank} sits neutral to {targets}: in the traditional friendships of the planets, their rulers are neither allies nor at odds. The name neither pushes strongly nor holds back, leaving your own effort and choices to set the tone.',
  challenging:
    'The planets behind your naamank {naamank} and {targets} are not natural friends, so their energies can pull in different directions. Treat this as a note of care, not a problem; leaning on the strengths of both numbers helps. A small spelling change is one way to bring them closer: the options below show how, with their working.',
};

/** A weekly plan, keyed by the number whose planet rules the day. */
export const weeklyPlan: ByDigit<WeekdayPlan> = {
  1: {
    mantra:
      '"Om Suryaya Namah", a salute to the Sun, traditionally repeated 11 or 108 times facing the morning light.',
    act: 'Step outside within an hour of sunrise and spend five quiet minutes in the open light before the household wakes.',
  },
  2: {
    mantra:
      '"Om Somaya Namah", a salute to the Moon (Soma), traditionally chanted in the evening for a calm, settled mind.',
    act: 'Call your mother, grandmother or another elder who cared for you, and simply ask how their week has been.',
  },
  3: {
    mantra:
      '"Om Gurave Namah", a salute to Jupiter (Guru, Brihaspati), traditionally chanted for wisdom and good counsel.',
    act: 'Send a short thank-you message to a teacher or mentor, or teach someone younger one thing you know well.',
  },
  4: {
    mantra:
      '"Om Rahave Namah", a salute to Rahu, traditionally chanted after sunset to settle restlessness and confusion.',
    act: 'Switch off every screen for one hour after sunset and use that time for a few pages of reading or an unhurried talk with family.',
  },
  5: {
    mantra:
      '"Om Budhaya Namah", a salute to Mercury (Budh), traditionally chanted for clear speech and quick learning.',
    act: 'Reply to every message you have been leaving unanswered, keeping each reply short, clear and kind.',
  },
  6: {
    mantra:
      '"Om Shukraya Namah", a salute to Venus (Shukra), traditionally chanted for harmony, beauty and affection.',
    act: 'Tidy one room, open its windows wide and add one lovely touch, such as a few leaves or flowers in a glass of water.',
  },
  7: {
    mantra:
      '"Om Ketave Namah", a salute to Ketu, traditionally chanted after dusk for detachment and inner clarity.',
    act: 'Sit quietly for ten minutes beside a lit lamp, write one worry on a scrap of paper, then tear it up and let it go.',
  },
  8: {
    mantra:
      '"Om Shanaischaraya Namah", a salute to Saturn (Shani), traditionally chanted for patience and steady effort.',
    act: 'Thank the people whose work keeps your day running, such as the watchman or the sweeper, by name and with a few kind words.',
  },
  9: {
    mantra:
      '"Om Angarakaya Namah", a salute to Mars (Mangal), traditionally chanted to steady courage and direct energy well.',
    act: 'Give twenty minutes to brisk physical effort, such as climbing the stairs of your building, and then finish one task you have been avoiding.',
  },
};

/** A digit that appears three or more times in the Lo Shu grid. */
export const repeatedDigits: ByDigit<string> = {
  1: "When 1 appears three or more times, the Sun's drive to express yourself and stand on your own becomes a defining force. Its gift is conviction: you know your mind and can rally people behind a clear plan. In excess, that certainty can leave too little room for other voices. Balance comes from treating listening as a practice, such as counting to three before you reply, and from letting finished work speak so your words need not do all the convincing.",
  2: "Three or more 2s turn the Moon's sensitivity into a powerful inner radar. You pick up moods, hopes and hidden tensions almost instantly, which makes you a gifted carer and go-between. The excess shows as absorbing other people's feelings until you cannot tell which ones are yours. A simple boundary helps: after a heavy conversation, splash water on your face, step outside and ask what you yourself feel. Grounding work with your hands, such as pottery or kneading dough, gives this tenderness a steady base.",
  3: "With three or more 3s, Jupiter's imagination and hopefulness become abundant. Ideas, plans and stories pour out of you, and you can lift the spirits of a whole room. Too much of it can scatter your focus or make plans sound larger than the hours available. The balancing habit is selection: choose one idea each season to complete and park the rest on a written list without guilt. Knowledge you pass on, through tutoring or a patient explanation, helps the surplus settle into wisdom.",
  4: "Three or more 4s make Rahu's capacity for labour and structure very strong. You can build systems, keep going through tedious stretches and do a job properly when others have given up. The excess may show as rigidity, overwork or a belief that rest must always be earned first. Balance comes from planned variety: an unplanned afternoon, a new hobby, a different way of doing a familiar chore. Letting someone else handle a task their way, even imperfectly, also loosens the grip kindly.",
  5: "When 5 appears three or more times, Mercury's quickness, curiosity and love of freedom become dominant. You adapt fast, talk easily with anyone and thrive on variety. The excess is restlessness: too many open tabs, plans changed at the last minute and trouble settling. A few fixed points help, such as a set bedtime, a weekly call with the same friend and a rule of finishing one task before opening another. With that anchor, your versatility becomes a real asset at work and at home.",
  6: "Three or more 6s make Venus's love of home, beauty and responsibility a very strong current. You are devoted, generous and gifted at making spaces and people feel looked after. In excess, care can become carrying everyone's duties, fretting over small things or needing the house to look just right. Balance arrives when you accept help and let others contribute in their own style. A weekly pleasure kept only for yourself, like an hour with a favourite old film, refills what you give away.",
  7: "With three or more 7s, Ketu's introspective, searching nature grows very strong. You think deeply, notice what others overlook and may feel drawn to spiritual study or research. The excess can show as withdrawal, over-analysis or a feeling that nobody quite understands you. Kind balance comes from regular, simple company and practical tasks done alongside others, such as repairing a bicycle with a friend or cooking for a small get-together. Sharing what you have understood turns solitude into something that serves others too.",
  8: "Three or more 8s give Saturn's patience, discipline and sense of duty great weight. You can endure, plan far ahead and build results that last. In excess, seriousness may take over: very long hours, tight control of every rupee, or difficulty trusting that things can go well. Balance comes from lightness you schedule on purpose, such as an outing with friends, a small treat without guilt or a hobby with no goal at all. Small, regular generosity also eases the weight of Saturn gently.",
  9: 'When 9 appears three or more times, the courage, energy and idealism of Mars run very high. You are brave, generous and ready to stand up for what is fair, and people draw strength from your conviction. In excess, the fire can become impatience, sharp words or exhaustion from taking on every cause. Balance comes through a daily physical outlet, such as a swim or a game of badminton, and a pause before reacting. Choosing where to spend your energy keeps your passion warm rather than scorching.',
};

export const reading: ReadingTexts = {
  compoundMeanings,
  personalMonths,
  personalMonthLine: '{focus}. {advice}',
  yearActions,
  planeStrength,
  masterNotes,
  masterBirth,
  harmony,
  gemCaution,
  gemFromChartOnly,
  weekdays,
  weeklyPlan,
  repeatedDigits,
};
