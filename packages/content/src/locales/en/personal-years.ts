import type { ContentBundle } from '../../types.js';

export const personalYears = {
  1: {
    theme: 'A year of fresh beginnings',
    overview:
      'A personal year 1 opens a new nine-year cycle. Whatever wound down last year now makes room for fresh starts, and the energy favours initiative, independence and clear decisions. It is a good year to plant seeds: begin the course, propose the idea at work, start the morning walk, set up the savings habit you have been postponing. Results may not appear at once, because this is planting season rather than harvest time. What you begin now tends to shape the next several years, so choose your beginnings with care and commit to them with courage. Think of it as writing the first page of a new notebook: neat, hopeful and entirely your own.',
    opportunities: [
      'Starting a new job, course, business idea or personal habit with fresh energy.',
      'Taking the lead on a project where you have usually waited for others to move first.',
      'Setting clear personal goals for the coming nine years and writing them down.',
      'Building confidence by making decisions on your own and learning from each one.',
    ],
    cautions: [
      'Rushing into many new things at once can scatter your energy, so choose the two or three that matter most.',
      'Independence works best with courtesy, so keep family and colleagues informed about your plans.',
      'Early results may be slow, so give each new effort a few months before you judge it.',
      'Impatience can show up as irritation, so take a short pause before you respond in heated moments.',
    ],
    quarters: [
      'January to March is for clearing the ground and choosing your direction. List what you want to begin, drop one old commitment that no longer fits, and take a first concrete step, such as enrolling in a class or updating your CV.',
      'April to June suits action. As the new financial year starts, set up a simple budget and savings plan for your new goals. Share your idea with one mentor and ask for honest feedback before you invest more time or money.',
      'July to September tests your persistence. Enthusiasm may dip during the monsoon months, so keep a weekly check-in with yourself, note small progress and adjust the plan rather than abandoning it. Steady effort now lays the foundation for the rest of the cycle.',
      'October to December, through the festive season, is a time to review what you started. Celebrate progress with family at Diwali, note the lessons learnt, and decide which beginnings deserve your full commitment as you move into a year of partnership.',
    ],
  },
  2: {
    theme: 'A year of patience and partnership',
    overview:
      'After the push of last year, a personal year 2 slows the pace and turns your attention to people. This is a year for cooperation, listening and nurturing what you began, rather than forcing new starts. Partnerships of every kind come into focus: marriage, friendship, business associates and colleagues. Things may move more slowly than you would like, and that is part of the lesson; seeds grow underground before they break the surface. Your sensitivity is heightened, which makes this a lovely year for deepening bonds and a tender one for feelings. Small, kind gestures and patient diplomacy tend to achieve more now than bold moves.',
    opportunities: [
      'Strengthening a marriage, friendship or business partnership through honest, unhurried conversation.',
      'Working as part of a team and letting shared effort carry a project forward.',
      'Developing patience, tact and listening skills that will serve you for years.',
      'Attending to details, paperwork and agreements that support the plans you made last year.',
    ],
    cautions: [
      'Progress may feel slow, so resist the urge to push too hard or to give up early.',
      'Feelings run high this year, so wait a day before replying to words that hurt.',
      'Agreeing to everything just to keep the peace can wear you out, and a polite no protects your time.',
      'Read agreements and shared commitments carefully before you sign or promise anything.',
    ],
    quarters: [
      'January to March is for nurturing what you started last year. Rather than launching anything new, check on earlier plans, clear pending paperwork, and have a calm conversation with your partner or family about shared goals for the year.',
      'April to June favours cooperation at work. Offer support to a colleague, join a team effort, or look for a suitable collaborator for your idea. Listen more than you speak in meetings, since useful information may come from unexpected people.',
      'July to September brings relationships to the centre. Raksha Bandhan and other family occasions are a natural time to reconnect with siblings and relatives. Mend one strained relationship with a sincere message or visit, and keep your personal boundaries kind and clear.',
      'October to December is a time to gather the small gains of the year and rest before a livelier year ahead. Review joint finances with your family, thank those who helped you, and note which partnerships you want to carry forward.',
    ],
  },
  3: {
    theme: 'A year of expression and joy',
    overview:
      'A personal year 3 lifts the mood. After a quieter year of patience, life invites you to express yourself, meet people and enjoy the fruits of earlier effort. Creativity, communication and friendship are highlighted, so it is a good time to write, speak, perform, teach or simply share more of who you are. Invitations may increase, and a cheerful outlook tends to open doors. The challenge is focus: with so many pleasant possibilities, time and money can easily scatter. Choose the creative and social activities that truly nourish you, and let this be a year when your voice is heard.',
    opportunities: [
      'Starting a creative hobby such as music, painting, writing or cooking for friends.',
      'Widening your social circle through events, classes and community groups.',
      'Speaking up at work, presenting ideas or taking on a role that uses your communication skills.',
      'Reconnecting with old friends and enjoying celebrations with family.',
      'Learning a new skill that adds joy as well as value to your life.',
    ],
    cautions: [
      'Social spending can add up quickly, so set a monthly limit for outings and gifts.',
      'Too many commitments may scatter your energy, so finish one project before starting the next.',
      'Words carry extra weight this year, so think twice before passing on gossip or speaking in anger.',
      'Mood swings are natural in an expressive year, and a journal can help you understand them.',
    ],
    quarters: [
      "January to March is a good time to pick one creative or learning goal for the year. Join a class, start a blog or a recipe notebook, and make a modest budget for social events so that the year's fun stays affordable.",
      'April to June suits communication at work. Volunteer to present, write the proposal or train a new colleague. Update your online profiles and portfolio, and reach out to contacts you have not spoken to in a while.',
      'July to September invites gatherings. Host a small get-together, attend family functions and enjoy the preparations for festivals. Watch for scattered energy: check your list of commitments every fortnight and politely decline what does not fit.',
      'October to December is for sharing your work. Show the painting, publish the post, perform at the function. Review your spending before the festive shopping season and set a clear limit, preparing the ground for a disciplined year ahead.',
    ],
  },
  4: {
    theme: 'A year of building and hard work',
    overview:
      'A personal year 4 asks you to roll up your sleeves. After the lighter mood of last year, the focus shifts to work, structure and practical foundations. This is the year to organise your finances, improve your skills, repair what needs attention at home and put solid systems behind your goals. Progress comes through steady effort rather than luck or shortcuts, and the work you do now supports the freedom and growth of the years ahead. It may feel demanding at times, so pace yourself and protect your health with regular routines. Think of it as laying the foundation of a house: not glamorous, but nothing lasting stands without it.',
    opportunities: [
      'Creating a budget, clearing small debts and building a regular savings routine.',
      'Improving your qualifications or learning a practical skill that strengthens your career.',
      'Organising your home, documents and daily schedule so that life runs more smoothly.',
      'Earning trust at work through dependable, careful effort.',
    ],
    cautions: [
      'Hard work can crowd out rest, so keep one day each week lighter than the others.',
      'Rigid plans may cause stress when things change, so leave some space in your schedule.',
      'Slow progress can feel frustrating this year, so measure it month by month rather than day by day.',
      'Long working days call for attention to posture, sleep and regular meals.',
    ],
    quarters: [
      'January to March is for planning the structure of your year. Write down your three main work goals, sort important documents such as insurance papers and property records, and set a daily routine that includes exercise and proper sleep.',
      'April to June, with the new financial year, is ideal for a careful money review. Plan savings and tax matters, with a qualified adviser if needed, track your spending for a month, and begin any training that supports your work.',
      'July to September is for steady execution. Keep working through your plan even if results feel slow. Attend to home repairs before the rains turn small leaks into bigger trouble, and book a routine health check-up if one is due.',
      'October to December is a time to see what your effort has built. Review your goals, finish pending tasks before the year ends, and clean and organise your home for Diwali. Allow yourself a well-earned rest before a year of change.',
    ],
  },
  5: {
    theme: 'A year of change and movement',
    overview:
      'A personal year 5 brings fresh air after the steady effort of last year. Change, travel, new people and unexpected openings are in the air, and you may feel restless for variety. It is a good year to refresh your approach, explore new options and loosen habits that have become too rigid. House moves, job changes or new interests often come up now, though the best choices are made with open eyes rather than in a rush. Freedom is the keynote, and with it comes the responsibility to use it wisely. Stay curious, flexible and sensible, and this midpoint of the cycle can widen your world.',
    opportunities: [
      'Travelling, even on short trips, to refresh your outlook.',
      'Exploring a career change, a new role or a fresh market for your work.',
      'Meeting new people and building a wider network.',
      'Updating old routines, habits and ways of thinking.',
    ],
    cautions: [
      'Sudden decisions about money, jobs or relationships deserve a pause of a few days.',
      'Restlessness may pull you towards excess in food, spending or late nights, so keep a few steady habits.',
      "Scattered plans can waste the year's energy, so choose the changes that matter most.",
      'Double-check travel documents, bookings and contracts to avoid last-minute trouble.',
    ],
    quarters: [
      'January to March invites you to notice what feels stale. Make a list of the changes you would like, from your work routine to the layout of your home, and research one of them properly before acting. A short trip can help clear your mind.',
      'April to June favours movement and meeting people. Attend events, apply for the role you have been eyeing, or explore a new skill online. Keep spending in check by planning travel and purchases ahead rather than on impulse.',
      'July to September may bring unexpected developments. Stay flexible, but weigh offers carefully and read contracts in full. Keep your morning walk or regular exercise going through the monsoon, because steady habits help you handle a fast-moving season calmly.',
      'October to December is for choosing which changes to keep. Settle into what works, let go of experiments that did not fit, and enjoy the festive season with family as you prepare for a more home-centred year ahead.',
    ],
  },
  6: {
    theme: 'A year of home, family and responsibility',
    overview:
      "A personal year 6 draws your attention home. Family, relationships, duties and community service come to the fore, and you may find others turning to you for care, advice or support. It is a good year to strengthen family bonds, beautify your living space and take up commitments you have been putting off. Numerologists traditionally link a 6 year with marriages, engagements, births, house moves and home improvements, though every family's story is its own. Balance is the key lesson: give generously, but do not carry every burden alone. A home filled with warmth and shared responsibility is the gift of this year.",
    opportunities: [
      'Deepening relationships with your spouse, children, parents or close friends.',
      'Improving your home with repairs, decoration or a more comfortable arrangement of rooms.',
      'Taking on a caring or community role that brings meaning to your days.',
      'Resolving old family misunderstandings through patient conversation.',
      'Enjoying beautiful, creative things such as music, gardening or cooking.',
    ],
    cautions: [
      'Taking on too many duties can drain you, so share tasks among family members.',
      'Well-meant advice may feel like interference, so offer it when it is asked for.',
      'Home improvement costs can grow quietly, so keep them within a clear budget.',
      'Your own health and rest matter just as much while you are caring for others.',
    ],
    quarters: [
      "January to March is ideal for family planning conversations. Sit together, perhaps over Sunday lunch, to talk about the year's responsibilities, expenses and hopes. Agree on how household tasks and the care of elders or children will be shared.",
      'April to June suits home improvements. Tackle repairs, rearrange a room for better light and comfort, or plan a vastu-minded refresh of your entrance. Fix a budget in advance and compare quotes before hiring anyone.',
      'July to September highlights relationships. Make time for family outings, look in on relatives you have not visited, and tend to friendships that need care. If a misunderstanding has lingered, this is a gentle season to talk it through.',
      'October to December brings celebration and service. Enjoy the festive season at home, include someone who might otherwise be alone, and consider supporting a local cause. Rest well before a quieter, more inward year.',
    ],
  },
  7: {
    theme: 'A year of reflection and study',
    overview:
      'A personal year 7 turns your attention inwards. After a busy year of family and duties, life slows down to give you space for study, reflection, rest and spiritual growth. It is an excellent year for learning, research, reading and understanding yourself more deeply. Outer achievements may move more slowly, and that is natural; the real work happens inside. You may want more time alone and fewer social obligations, and honouring that need helps. Meditation, prayer, journaling and quiet walks are especially supportive now. Use this pause to ask what truly matters to you, so that the active years ahead rest on a clear purpose.',
    opportunities: [
      'Studying a subject in depth, whether for a qualification or for personal interest.',
      'Building a daily practice of meditation, prayer, yoga or quiet reflection.',
      'Understanding your own patterns and values more clearly.',
      'Developing expertise that adds depth to your career.',
    ],
    cautions: [
      'Too much solitude can turn into loneliness, so keep a few warm connections active.',
      'Overthinking can cloud decisions, so write things down and talk them through with someone you trust.',
      'Slow outer progress may tempt you to force results, so trust the quieter rhythm of the year.',
      'Investments or agreements you do not fully understand deserve extra questions before you commit.',
    ],
    quarters: [
      'January to March is for setting up a study or reflection routine. Choose a course, a reading list or a spiritual practice, and protect a fixed time for it each day, perhaps early in the morning before the household wakes.',
      'April to June favours research and careful analysis. Look deeply into a work question, a health routine or a financial decision before acting. Seek expert advice where needed, and keep a notebook of insights and questions.',
      'July to September suits rest and retreat. The monsoon is a natural season for reading, visiting a temple or another peaceful place, and cutting back on social commitments you do not need. Pay attention to sleep and diet to keep your mind clear.',
      'October to December is for gathering insights. Review what you learnt this year and what you now value most. Write down your priorities before the festive season, preparing quietly for an active year of achievement.',
    ],
  },
  8: {
    theme: 'A year of achievement and recognition',
    overview:
      'A personal year 8 brings work, money and authority into focus. After the reflective pause of last year, energy turns outwards towards results, ambition and practical management. This is a year to take on responsibility, ask for the recognition your effort deserves, and handle finances with care and clarity. Efforts made in earlier years may begin to show, though outcomes always depend on many factors and no year guarantees them. Fairness and discipline matter greatly now; honest dealings and careful records serve you well. Balance ambition with rest and family time, so that success, when it comes, feels worth having.',
    opportunities: [
      'Taking on leadership or a larger role at work.',
      'Organising your finances, investments and long-term plans with professional guidance.',
      'Asking for a raise, a promotion or fair payment for your work, backed by clear evidence of results.',
      'Building a business, or expanding an existing one, on solid ground.',
    ],
    cautions: [
      'Long hours can strain health and relationships, so guard family time as carefully as work time.',
      'Big financial decisions need research and qualified advice rather than quick impulses.',
      'Authority brings responsibility, so treat colleagues and staff fairly and openly.',
      'Setbacks may test your patience, so learn from them without taking them personally.',
    ],
    quarters: [
      'January to March is for setting clear goals. Write down the results you are aiming for in career and money, list the skills or support you will need, and discuss your plans with a trusted mentor or a qualified financial adviser.',
      'April to June, at the start of the financial year, suits organising money matters: review investments, insurance and taxes, and keep your records in order. At work, take ownership of a visible project that shows what you can do.',
      'July to September is for steady execution and negotiation. Present your achievements when discussing pay or a new role, and keep agreements in writing. Balance long working days with proper rest and a weekly family meal.',
      "October to December is a time to review and share. Assess what the year's effort has achieved, thank those who supported you, and give something back at Diwali. Prepare to let go of what is outdated as a year of completion approaches.",
    ],
  },
  9: {
    theme: 'A year of completion and letting go',
    overview:
      'A personal year 9 closes the nine-year cycle. It is a time to finish, tidy up, forgive and release what you have outgrown, from old habits and clutter to commitments that no longer fit. Endings in this year are usually natural conclusions, clearing space for the fresh start that a personal year 1 brings. Compassion and generosity are highlighted, and service to others can feel especially meaningful. Emotions may run deep as you look back over the past nine years. Rather than starting big new ventures, focus on completion, gratitude and clearing the way, so that you enter the next cycle lighter and wiser.',
    opportunities: [
      'Completing unfinished projects, courses or tasks before the cycle ends.',
      'Clearing clutter at home and in your schedule to make room for what comes next.',
      'Forgiving old hurts and closing chapters with grace.',
      'Serving others through charity, volunteering or simple everyday kindness.',
    ],
    cautions: [
      'Major new ventures started now may feel rushed, so gather your ideas and plan them for next year.',
      'Endings can stir sadness, so allow yourself to feel it and talk with people you trust.',
      'Holding on to situations that have clearly run their course only delays your fresh start.',
      'Generosity is beautiful, yet your own savings and energy deserve protection too.',
    ],
    quarters: [
      'January to March is for looking back over the past nine years. Write down what you achieved, what you learnt and what you are ready to release. Begin finishing any long-pending tasks, forms or repairs.',
      'April to June suits clearing out. Declutter cupboards, donate clothes and books you no longer use, and close accounts or subscriptions you no longer need. At work, complete projects and hand over responsibilities properly.',
      'July to September invites forgiveness and service. Make peace with someone from the past if it feels right, support a cause close to your heart, and spend time with the people who matter most. Rest when emotions feel heavy.',
      'October to December is a time of gratitude and preparation. Celebrate the festive season with thanks for the cycle that is ending, write down your hopes for the new one, and rest so that you can begin your coming personal year 1 with fresh energy.',
    ],
  },
} as const satisfies ContentBundle['personalYears'];
