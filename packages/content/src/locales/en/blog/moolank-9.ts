import { moolankArticle } from './moolank-article.js';

export const moolank9 = moolankArticle(9, {
  title: 'Moolank 9: The Mars Number of Courage and Service',
  keywords: [
    'moolank 9',
    'psychic number 9',
    'born on 9 18 27',
    'moolank 9 career',
    'moolank 9 lucky colour',
  ],
  description:
    'Moolank 9, for people born on the 9th, 18th or 27th: the Mars number explained, with its nature, work, relationships, friendly numbers and lucky days.',
  imageAlt: 'The number 9 beside a month with the 9th, 18th and 27th marked',
  intro:
    'Born on the 9th, 18th or 27th of any month? Your psychic number, the moolank, is 9, the number of Mars. Here is how it is found, what it says about your brave, energetic and big-hearted nature, and how to channel that fire well.',
  nature: [
    'Moolank 9 is the number of energy, courage and service. People born on these dates tend to act with conviction and to stand up for what they think is right, whether that means defending a younger sibling, speaking up for a colleague treated unfairly or volunteering at a relief camp. They have strong feelings and a strong sense of justice, and they rarely do anything halfway. Many 9s also carry a broad, humane outlook, the feeling that the world is one large family.',
    'Mars, called Mangal in the Vedic tradition, rules the number, and it gives a 9 drive, stamina and a fighting spirit. That same fire can flare into anger or impatience, especially when a 9 feels that something is unjust. The lesson of the number is to let the fire warm rather than burn: to pause before reacting, and to put its great energy into causes and work that matter. A 9 who does this becomes someone others look to in difficult times.',
  ],
  work: 'At work a 9 brings energy, courage and a willingness to take on hard tasks. They do well where there is a mission or a challenge: protecting, building, healing or leading people through a difficult time. Routine without purpose can make a 9 restless. They may clash with authority when they think a decision is wrong, so learning to disagree calmly, with facts and a suggestion, serves them well. With money, a 9 can be generous to a fault; a savings habit protects that generosity.',
  workList: [
    'The armed forces, police and security services',
    'Medicine, surgery and emergency services',
    'Sports, fitness and coaching',
    'Engineering, manufacturing and technical trades',
    'Social work, activism and work for a cause',
  ],
  relationships: [
    'In love, a 9 is passionate, loyal and protective. They give their whole heart and expect honesty in return. Quarrels with a 9 can be quick and heated, but they are usually over soon, and a 9 rarely holds a grudge. What helps is agreeing on a simple rule for arguments, such as a ten-minute pause before continuing, so that words spoken in heat do not hurt. A partner who is calm but not timid often balances a 9 beautifully.',
    'Among friends and family, a 9 is the defender and the helper, the first to arrive when someone is in trouble. They are generous with time and effort, and sometimes take on other people’s battles as their own. Keep some energy for yourself and your closest relationships. A 9 who learns to forgive quickly, including themselves, finds that their warmth draws people close and keeps them there.',
  ],
  health:
    'A 9 has a lot of physical energy, and it needs an outlet. Regular vigorous exercise, such as running, a sport, swimming or a brisk walk, helps keep both body and temper in balance. A 9 may rush meals or ignore small injuries in the hurry to get on; slowing down to eat and to recover properly pays off. Cooling habits, such as a calm evening routine and a few slow breaths before answering in anger, suit this fiery number.',
  use: 'Take your moolank as a portrait of your everyday temperament, not as a fate. Parts of the courageous, warm-hearted 9 may fit you well and parts may not, because your other numbers and your choices shape you too. Keep what helps you grow. These small steps can help a 9 use the number well.',
  steps: [
    'Before replying when you are angry, wait for ten slow breaths.',
    'Choose one cause or person to help each month, and give it your full energy.',
    'Move your body hard at least three times a week.',
    'Forgive one old hurt, your own or someone else’s, and let it go.',
  ],
});
