import type { ContentBundle } from '../../types.js';

export const occupations = {
  1: {
    intro:
      'Number 1, ruled by the Sun, is linked with leadership, independence and the courage to start something new. These fields give room to take charge and set the direction, if they also match your interests and training.',
    items: [
      {
        title: 'Civil services officer (IAS, IPS, IFS)',
        why: "Heading a district or department draws on the Sun's sense of authority and public responsibility.",
      },
      {
        title: 'Startup founder',
        why: 'Building a venture from nothing suits the pioneer who prefers to set the course rather than follow one.',
      },
      {
        title: 'Project manager in IT',
        why: "Leading a team to a deadline uses 1's decisiveness and its habit of taking ownership.",
      },
      {
        title: 'School principal',
        why: 'Running a school calls for a clear vision and the confidence to stand by decisions.',
      },
      {
        title: 'Business head or CEO',
        why: "Carrying final responsibility for an organisation suits the Sun's place at the centre of the system.",
      },
      {
        title: 'Management consultant',
        why: 'Advising companies on strategy rewards independent thinking and the ability to see the big picture.',
      },
      {
        title: 'Elected public representative',
        why: "Answering to the people of a ward or constituency suits 1's readiness to lead from the front.",
      },
      {
        title: 'Film or theatre director',
        why: "Shaping a whole production around one vision fits 1's creative, independent streak.",
      },
      {
        title: 'Regional sales head',
        why: "Setting targets and motivating a field team uses 1's drive and natural sense of direction.",
      },
      {
        title: 'Restaurant or cafe owner',
        why: "Owning a business where your name is on the door appeals to 1's wish to create something of its own.",
      },
    ],
  },
  2: {
    intro:
      'Number 2, ruled by the Moon, is associated with sensitivity, cooperation and care for others. Roles built on listening, support and partnership often feel natural, though your own skills and interests matter most.',
    items: [
      {
        title: 'School counsellor',
        why: "The Moon's gift for empathy helps students feel heard and safe enough to open up.",
      },
      {
        title: 'Nurse',
        why: "Patient, attentive care at the bedside matches 2's gentle and nurturing nature.",
      },
      {
        title: 'Primary school teacher',
        why: 'Young children respond to the warmth and patience that number 2 tends to bring.',
      },
      {
        title: 'Human resources professional',
        why: "Handling people's concerns fairly draws on 2's tact and its sense of harmony.",
      },
      {
        title: 'Diplomat or foreign service officer',
        why: 'Building bridges between countries calls for the diplomacy that 2 is known for.',
      },
      {
        title: 'Mediator or family counsellor',
        why: 'Helping two sides find common ground fits a number that naturally seeks balance.',
      },
      {
        title: 'Customer success manager',
        why: "Looking after clients over the long term suits 2's loyalty and attention to feelings.",
      },
      {
        title: 'Dairy farmer or dairy cooperative worker',
        why: "The Moon's traditional link with milk and nourishment makes dairy a fitting field.",
      },
      {
        title: 'Hotel guest relations executive',
        why: "Making guests feel at home uses 2's warmth and its sense of what others need.",
      },
      {
        title: 'Music teacher',
        why: "Teaching music patiently, note by note, suits 2's sensitivity to mood and rhythm.",
      },
      {
        title: 'Social worker',
        why: "Quiet, steady service to a community through an NGO or local body matches 2's caring, cooperative spirit.",
      },
    ],
  },
  3: {
    intro:
      'Number 3, ruled by Jupiter, is linked with knowledge, expression and guidance. Work that involves teaching, advising or communicating ideas often suits this number, alongside the skills you build.',
    items: [
      {
        title: 'College lecturer or professor',
        why: 'Jupiter is the traditional teacher, and 3 enjoys sharing knowledge with eager minds.',
      },
      {
        title: 'Content writer or copywriter',
        why: "Turning information into clear, lively words uses 3's natural gift of expression.",
      },
      {
        title: 'Lawyer in civil or constitutional law',
        why: "Jupiter's link with dharma and justice suits careful work on rights and principles.",
      },
      {
        title: 'Financial adviser',
        why: 'Jupiter is traditionally connected with wealth and wise counsel, both central to good advice.',
      },
      {
        title: 'Corporate trainer',
        why: "Explaining new skills in an engaging way draws on 3's enthusiasm and clarity.",
      },
      {
        title: 'Career counsellor',
        why: "Guiding students toward the right path fits Jupiter's role as a wise guide.",
      },
      {
        title: 'Radio jockey or event anchor',
        why: "Keeping an audience entertained and informed uses 3's cheerful, expressive energy.",
      },
      {
        title: 'Book editor or publisher',
        why: 'Shaping books and ideas for readers suits a number that loves learning and language.',
      },
      {
        title: 'Priest, pandit or spiritual teacher',
        why: 'Jupiter is the guru among the planets, and 3 finds meaning in guiding others through ritual and learning.',
      },
      {
        title: 'Educational content creator',
        why: "Making lessons and explainers for online learners combines 3's teaching and creative sides.",
      },
    ],
  },
  4: {
    intro:
      'Number 4, linked with Rahu, is associated with hard work, method and an unconventional, inventive streak. Technical and detail-oriented fields often suit it, provided they also match your training and interests.',
    items: [
      {
        title: 'Software developer',
        why: "Writing reliable code rewards 4's patience with detail and its love of logical systems.",
      },
      {
        title: 'Data analyst',
        why: "Finding patterns in large tables of numbers suits 4's methodical, thorough way of working.",
      },
      {
        title: 'Cybersecurity specialist',
        why: "Rahu's traditional link with the hidden and the unexpected fits the work of spotting unusual threats.",
      },
      {
        title: 'Civil engineer',
        why: "Designing roads, bridges and buildings draws on 4's love of solid foundations and structure.",
      },
      {
        title: 'Cloud or network engineer',
        why: "Keeping servers and networks running reliably suits 4's systematic mind and comfort with new technology.",
      },
      {
        title: 'Electrician or electronics technician',
        why: "Hands-on technical work rewards 4's practical skill and steady concentration.",
      },
      {
        title: 'Logistics and supply chain planner',
        why: "Keeping goods moving on time uses 4's talent for routines and schedules.",
      },
      {
        title: 'Aviation maintenance engineer',
        why: 'Rahu is traditionally tied to technology and travel, and aircraft work demands precise procedures.',
      },
      {
        title: 'Video editor or VFX artist',
        why: "Building effects frame by frame suits 4's patience and its inventive, offbeat imagination.",
      },
      {
        title: 'Import-export executive',
        why: "Rahu's association with foreign lands suits trade that crosses borders and paperwork that needs care.",
      },
    ],
  },
  5: {
    intro:
      'Number 5, ruled by Mercury, is linked with communication, quick thinking, trade and variety. Lively, people-facing roles that involve movement and change often feel right for this number, along with the skills you develop.',
    items: [
      {
        title: 'Sales and marketing executive',
        why: "Mercury's way with words helps 5 connect with customers and explain products clearly.",
      },
      {
        title: 'Digital marketer',
        why: "Fast-changing online trends keep 5's restless, curious mind engaged.",
      },
      {
        title: 'Shopkeeper or trader',
        why: 'Mercury is the traditional planet of commerce, and 5 enjoys the daily give-and-take of business.',
      },
      {
        title: 'Chartered accountant',
        why: "Mercury rules calculation, and 5's sharp mind can enjoy keeping up with numbers and changing tax rules.",
      },
      {
        title: 'Travel agent or tour operator',
        why: "Planning journeys and meeting new people suits 5's love of movement and variety.",
      },
      {
        title: 'News reporter',
        why: "Chasing stories across the city uses 5's curiosity and its ability to adapt on the spot.",
      },
      {
        title: 'Translator or interpreter',
        why: "Moving between languages draws on Mercury's association with speech and quick understanding.",
      },
      {
        title: 'Public relations professional',
        why: "Managing conversations between a brand and the public fits 5's communicative flair.",
      },
      {
        title: 'E-commerce seller',
        why: 'Running an online shop combines trade, technology and the constant change that 5 enjoys.',
      },
      {
        title: 'Stock market analyst',
        why: "Reading fast-moving markets suits 5's alertness, though careful research matters more than any number.",
      },
    ],
  },
  6: {
    intro:
      'Number 6, ruled by Venus, is associated with beauty, harmony, comfort and care for family and community. Creative and caring professions often suit it, together with the training and interests you bring.',
    items: [
      {
        title: 'Fashion designer',
        why: 'Venus rules beauty and adornment, and 6 has a natural eye for colour and style.',
      },
      {
        title: 'Interior designer',
        why: "Creating comfortable, graceful homes reflects 6's love of harmony and family life.",
      },
      {
        title: 'Hotel management professional',
        why: 'Hospitality lets 6 combine care for guests with a sense of comfort and elegance.',
      },
      {
        title: 'Family physician',
        why: "Looking after whole families over many years matches 6's nurturing, responsible nature.",
      },
      {
        title: 'Wedding planner',
        why: "Bringing families together for a beautiful celebration suits Venus's love of joy and ceremony.",
      },
      {
        title: 'Classical musician or dancer',
        why: 'Venus is traditionally linked with the arts, and 6 brings devotion to grace and expression.',
      },
      {
        title: 'Jewellery designer or jeweller',
        why: "Working with gold, silver and fine craft fits Venus's association with luxury and beauty.",
      },
      {
        title: 'Beautician or salon owner',
        why: "Helping people feel good about how they look draws on 6's care and aesthetic sense.",
      },
      {
        title: 'Chef or caterer',
        why: 'Feeding people well is a form of care, and 6 enjoys making others comfortable.',
      },
      {
        title: 'Textile business owner',
        why: "Handloom and fabric trades suit 6's eye for texture, colour and lasting quality.",
      },
    ],
  },
  7: {
    intro:
      'Number 7, linked with Ketu, is associated with reflection, research and a search for deeper meaning. Quiet, focused and specialised work often suits this number, along with your own skills and interests.',
    items: [
      {
        title: 'Research scientist',
        why: "Long hours of careful inquiry suit 7's need to find out how things truly work.",
      },
      {
        title: 'Yoga teacher',
        why: "Ketu's traditional link with inner life makes guiding breath and stillness a natural fit.",
      },
      {
        title: 'Ayurvedic practitioner',
        why: "Studying classical texts and observing patients closely draws on 7's depth and patience.",
      },
      {
        title: 'Forensic scientist',
        why: "Reading the quiet evidence that others miss suits 7's analytical, investigative mind.",
      },
      {
        title: 'Historian or archaeologist',
        why: "Uncovering the past layer by layer suits 7's love of hidden knowledge.",
      },
      {
        title: 'Novelist or poet',
        why: 'Solitary, reflective writing gives 7 room to explore ideas and feelings in depth.',
      },
      {
        title: 'Clinical psychologist',
        why: "Understanding the mind in depth matches 7's interest in what lies beneath the surface.",
      },
      {
        title: 'Librarian or archivist',
        why: "A calm setting surrounded by books and records suits 7's quiet, studious side.",
      },
      {
        title: 'Software quality analyst',
        why: "Testing systems for hidden faults uses 7's sharp eye for what others overlook.",
      },
      {
        title: 'Wildlife or nature photographer',
        why: "Waiting patiently in remote places for the right moment suits 7's love of solitude.",
      },
      {
        title: 'Investigative journalist',
        why: "Digging beneath official accounts draws on 7's instinct to search for the truth.",
      },
    ],
  },
  8: {
    intro:
      'Number 8, ruled by Saturn, is linked with discipline, patience, structure and long-term effort. Work where steady commitment builds results over years often suits it, alongside the skills you bring.',
    items: [
      {
        title: 'Government administrative officer',
        why: "Saturn's association with duty and rules suits careful, long-term public service.",
      },
      {
        title: 'Bank officer',
        why: "Handling accounts and procedures with care fits 8's reliability and respect for systems.",
      },
      {
        title: 'Construction project engineer',
        why: "Seeing a large structure through from foundation to finish rewards 8's persistence.",
      },
      {
        title: 'Farmer or agricultural officer',
        why: "Working with soil and seasons over years matches Saturn's link with patience and the land.",
      },
      {
        title: 'Real estate professional',
        why: 'Property deals unfold slowly and need steady judgement, both strengths of 8.',
      },
      {
        title: 'Insurance adviser',
        why: "Helping families plan for the long term suits Saturn's focus on security and responsibility.",
      },
      {
        title: 'Mining or steel industry engineer',
        why: 'Saturn is traditionally connected with iron and minerals, and heavy industry rewards discipline.',
      },
      {
        title: 'Labour welfare officer',
        why: "Standing up for workers' rights reflects Saturn's association with service to working people.",
      },
      {
        title: 'Railway operations officer',
        why: "Running trains to a timetable, day after day, suits 8's discipline and sense of duty.",
      },
      {
        title: 'Judge or magistrate',
        why: 'Saturn is seen as the planet of justice, and 8 weighs matters seriously before deciding.',
      },
    ],
  },
  9: {
    intro:
      'Number 9, ruled by Mars, is associated with courage, energy, service and a fighting spirit for good causes. Active, demanding and purposeful work often suits this number, together with your training and interests.',
    items: [
      {
        title: 'Army, police or paramilitary officer',
        why: 'Mars is the traditional planet of soldiers, and 9 brings courage and a wish to protect.',
      },
      {
        title: 'Surgeon',
        why: 'Mars rules sharp instruments and quick action, and surgery needs both nerve and skill.',
      },
      {
        title: 'Firefighter or disaster response worker',
        why: "Rushing in to help in a crisis suits 9's bravery and humanitarian spirit.",
      },
      {
        title: 'Sportsperson or fitness trainer',
        why: 'Competitive energy and physical stamina are classic qualities of Mars.',
      },
      {
        title: 'Mechanical engineer',
        why: "Working with engines, machines and metal fits Mars's association with energy and force.",
      },
      {
        title: 'Emergency medicine doctor',
        why: "Fast decisions under pressure draw on 9's courage and steady nerve.",
      },
      {
        title: 'Criminal lawyer',
        why: "Arguing hard for a client in court suits 9's fighting spirit and sense of justice.",
      },
      {
        title: 'NGO founder or activist',
        why: "Campaigning for a cause larger than yourself reflects 9's compassion for all people.",
      },
      {
        title: 'Adventure sports instructor',
        why: "Leading treks and rafting trips suits 9's love of challenge and physical courage.",
      },
      {
        title: 'Security services manager',
        why: "Protecting people and property uses 9's alertness and readiness to act.",
      },
      {
        title: 'Property developer',
        why: 'Mars is traditionally linked with land, and developing projects needs boldness and drive.',
      },
    ],
  },
} as const satisfies ContentBundle['occupations'];
