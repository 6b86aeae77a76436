/**
 * The bhagyank pair readings of the compatibility tool: the roads two lives take, keyed "a-b"
 * with a <= b (45 pairs). Shorter than the moolank pairs, which speak of daily life; each ends
 * with something the two can do together.
 */
export const bhagyankPairs: Readonly<Record<string, string>> = {
  '1-1':
    'Both your lives are on the road of the pioneer: each of you is here to stand on your own feet and start things. Walking side by side, you cheer each other on like few others can. Give each life its own project to lead, and choose one shared goal that you lead as equals.',
  '1-2':
    "One life is shaped to lead, the other to bring people together, and these roads fit well. The 1 opens doors; the 2 makes the rooms behind them warm. Over the years the 2's quiet work deserves to be seen: name it aloud when you celebrate what you have built.",
  '1-3':
    'A road of initiative meets a road of expression and learning. The 1 sets goals, the 3 finds the words and the people to carry them, and life together tends to feel hopeful. Let the 1 choose the direction of big plans and the 3 shape how you share them with family and friends.',
  '1-4':
    'The 1 is on a road of quick beginnings; the 4 on a road of building step by step, often in its own unusual way. The table calls this pair challenging, mostly because your paces differ. Agree on the first step and the last date of every plan: the 1 keeps momentum, the 4 keeps it standing.',
  '1-5':
    'Both roads love movement: the 1 wants to lead somewhere new, the 5 wants to see and try it all. A life together can be full of travel, change and bright ideas. Keep one steady anchor, such as a savings habit or a home you return to, so freedom never turns into drift.',
  '1-6':
    'The 1 walks towards achievement of its own, the 6 towards family, care and beauty at home. The table reads this pair as challenging, as the two roads ask for time in different places. Mark the family days on the calendar first, then plan work around them, and both of your roads are honoured.',
  '1-7':
    'The 1\'s road faces outward, towards action and results; the 7\'s faces inward, towards study, faith and understanding. The table calls the pair challenging, yet each has what the other lacks. Let the 7 be the one to ask "why" before big moves, and the 1 the one who says "now" after them.',
  '1-8':
    "Both lives are built for responsibility and long effort, the 1 through leading and the 8 through patience. The table lists the pair as challenging, as two strong wills can pull at the same rope. Divide your spheres clearly, and judge each other's work by results over years, not by weeks.",
  '1-9':
    'The 1 is here to lead, the 9 to serve a larger cause, and the table calls them friends. Together you can do real good, the 1 organising and the 9 giving it heart. Choose one cause you both believe in and let it be part of your shared life, whatever else changes.',
  '2-2':
    'Two lives on the road of partnership understand kindness, timing and patience deeply. Home can feel gentle and safe. As both of you wait for the other to decide, take turns being the one who says what you want first: a small habit that keeps two soft voices heard.',
  '2-3':
    'The 2 brings people together; the 3 brings words, learning and joy. The table calls them friends, and your shared road is often sociable and warm. The 2 may give more than it asks for, so let the 3 use its gift of words to ask the 2 what it needs.',
  '2-4':
    "The 2's road is of feeling and harmony, the 4's of structure and its own methods. The table reads this pair as challenging: the 2 may feel unheard when the 4 is busy building. Set one evening a week for talk without plans or tasks, and the 4's steadiness becomes the 2's shelter.",
  '2-5':
    'The 2 looks for closeness and calm; the 5 for change, travel and variety. The table places them neutral, neither pushing nor pulling. When the 5 plans something new, let the 2 be part of choosing it from the start, and change becomes something you do together.',
  '2-6':
    "Both roads lean towards love and care, the 2's through understanding and the 6's through duty to family. The table calls the pair challenging, usually because both give until tired. Each of you should name one thing the other can do for you this month, and let it be done.",
  '2-7':
    'The 2 lives through its relationships, the 7 through its inner search. The table lists this pair as challenging, as closeness and solitude ask for different things. Give the 7 its quiet hour without question, and let the 7 give the 2 a daily moment of full attention.',
  '2-8':
    "The 2's road is gentle and people-centred; the 8's is long, serious work towards security. The table calls it challenging, as the 8's duties can leave the 2 feeling second. Share the 8's plans with the 2 early: the 2's feel for people often saves the 8 a costly mistake.",
  '2-9':
    'The 2 is here to bring peace, the 9 to give to the wider world, and the table calls them friends. Together you often become the people others turn to. Guard your own home time, since both of you find it hard to say no to someone in need.',
  '3-3':
    'Two lives on the road of expression make a lively, creative and learning home. Ideas, stories and laughter come easily. The risk is starting much and finishing little, so pick one shared project each year, a course, a garden or a savings goal, and carry it to the end together.',
  '3-4':
    "The 3's road is of ideas and expression; the 4's of building things that last. The table places you neutral, and your gifts can complete each other. Let the 3 dream up the plan and the 4 draw its steps, and agree that a plan counts only once its first step is dated.",
  '3-5':
    'Both roads love people and new experiences, the 3 through learning and the 5 through change. The table reads this pair as challenging, as both can scatter energy. Keep a shared list of what you have started, and finish one thing before you begin the next adventure.',
  '3-6':
    "The 3 grows by learning and sharing; the 6 by caring for home and family. The table calls this pair challenging, as the 3's wide circle may seem to take time from the 6's home. Bring the two together: invite friends home, and let the 6 host while the 3 entertains.",
  '3-7':
    "Both roads seek meaning, the 3 by teaching and talking, the 7 by study and silence. The table places you neutral. Your best moments may be long conversations about what life is for. Respect the 7's need for quiet days, and the 3's need to share what it has learned.",
  '3-8':
    "The 3's road is of optimism and growth, the 8's of patience and hard-won security. The table places you neutral, and together you can balance hope with caution. Before a big decision, let the 3 list what could go right and the 8 what could slow it, then decide together.",
  '3-9':
    'The 3 teaches and inspires; the 9 serves and gives. The table calls you friends, and your shared road can touch many lives. Make room for giving together, such as teaching, seva or helping family, and keep some of your energy for each other as well.',
  '4-4':
    'Two builders with original minds: your lives are shaped for hard work and for doing things your own way. Together you can build something solid and unusual. Keep the basics steady, the dues, the papers, the routines, so the experiments always stand on firm ground.',
  '4-5':
    "The 4 builds, the 5 explores, and the table calls you friends. Your road together can be inventive and full of new plans. Agree on a pause before any big spend or move: the 5's speed and the 4's surprises are strongest when they meet a day of thought.",
  '4-6':
    "The 4's road of steady building and the 6's road of family care suit each other, and the table calls them friends. A home built by you two is often practical and loving. Let the 6 choose what the home needs and the 4 plan how to make it.",
  '4-7':
    'Both roads go their own way: the 4 through unusual methods, the 7 through its inner search. The table places you neutral. You give each other room, which is a gift. Keep one shared ritual, a walk or a weekly meal out, so the two roads keep meeting.',
  '4-8':
    'Two lives of effort and endurance, and the table calls you friends. You both respect work and know that good things take time. The danger is only all work: plan rest and celebration as seriously as you plan your goals.',
  '4-9':
    "The 4 builds carefully; the 9 gives freely and acts on feeling. The table reads this pair as challenging, as plans and generosity can pull in different directions. Set aside a fixed share for giving each month, and the 9's big heart and the 4's careful plans can both rest easy.",
  '5-5':
    'Two lives on the road of freedom and change: together you may travel, move and reinvent often. Life is rarely dull. Choose one thing that stays fixed, a home, a weekly call to parents or a savings plan, and let the rest change as it will.',
  '5-6':
    "The 5 seeks variety, the 6 seeks a loving home, and the table calls you friends. The 6 gives the 5 a place to return to; the 5 brings new air into the 6's home. Plan the new things from the home, short trips, new recipes, new friends at your table.",
  '5-7':
    "The 5's road goes outward into the world, the 7's inward into thought. The table places you neutral. Each can learn from the other's way. Let the 5 bring back the stories and the 7 help make sense of them, and give each other time alone without asking why.",
  '5-8':
    'The 5 moves quickly, the 8 patiently, and the table calls you friends: speed and staying power together. In work or business this pair can go far. Let the 8 keep the long plan and the 5 find the openings along it.',
  '5-9':
    "The 5 wants freedom; the 9 wants to serve and finish what matters. The table reads this pair as challenging, as the 5's changes may feel restless to the 9. Give every change a purpose you both name, and the 9 will follow the 5 gladly.",
  '6-6':
    'Two lives devoted to family and care make a warm home where everyone is looked after. The one person easily forgotten is yourselves. Take turns each week being the one who is cared for: a meal cooked, a task taken over, an evening free.',
  '6-7':
    "The 6 cares for people, the 7 searches for truth, and the table calls you friends. The 6's warmth softens the 7's solitude; the 7's depth gives the 6 calm. Keep a quiet hour at home that belongs to the 7, and a family evening that belongs to the 6.",
  '6-8':
    "The 6's road is of home and responsibility, the 8's of steady work and security, and the table calls you friends. Together you build a secure family life. Remember beauty and play as well as duty: a garden, music or a day out keeps the home light.",
  '6-9':
    'Both roads are about giving, the 6 to family and the 9 to the wider world. The table places you neutral. The question between you is often where to give first. Agree together what the family needs each month, and give the rest of your time freely to others.',
  '7-7':
    'Two lives on the inward road: study, faith and quiet understanding come naturally to you both. You give each other rare peace. Make sure the quiet stays shared: tell each other one thing you have been thinking about each week.',
  '7-8':
    'Both roads are serious and deep, the 7 through thought and the 8 through long work. The table places you neutral. Your bond rests on respect. Bring lightness in on purpose, a film, a fair, an evening with friends, so your shared life has laughter too.',
  '7-9':
    "The 7 seeks wisdom, the 9 seeks to serve, and the table calls you friends. Together your road often leads towards faith, learning and helping others. Let the 7's insight guide where the 9 gives, and the 9's warmth bring the 7 among people.",
  '8-8':
    'Two lives of patience and effort: you both know how to work long for what lasts. Together you can build real security. Let the results show: mark each milestone with a small celebration, so the years of work also feel like years of life.',
  '8-9':
    'The 8 builds for security, the 9 gives for the good of others. The table reads this pair as challenging, as saving and giving can pull apart. Decide together how much you save and how much you give each year, and both of you can act freely within it.',
  '9-9':
    'Two lives of service and big hearts: together you may give much to family, friends and causes. People trust you both. Remember to give to each other as well: one evening a week that belongs only to the two of you.',
};
