import { lifePath1 } from './life-path-number-1.js';
import { lifePath2 } from './life-path-number-2.js';
import { lifePath3 } from './life-path-number-3.js';
import { lifePath4 } from './life-path-number-4.js';
import { lifePath5 } from './life-path-number-5.js';
import { lifePath6 } from './life-path-number-6.js';
import { lifePath7 } from './life-path-number-7.js';
import { lifePath8 } from './life-path-number-8.js';
import { lifePath9 } from './life-path-number-9.js';
import { lifePathOverview } from './life-path-number-interpretation.js';
import { moolank1 } from './moolank-1.js';
import { moolank2 } from './moolank-2.js';
import { moolank3 } from './moolank-3.js';
import { moolank4 } from './moolank-4.js';
import { moolank5 } from './moolank-5.js';
import { moolank6 } from './moolank-6.js';
import { moolank7 } from './moolank-7.js';
import { moolank8 } from './moolank-8.js';
import { moolank9 } from './moolank-9.js';
import { bhagyankArticle } from './bhagyank.js';
import { nameCorrectionArticle } from './name-correction-numerology.js';
import { mobileNumberArticle } from './mobile-number-numerology.js';
import { loShuGridArticle } from './lo-shu-grid-planes.js';
import { kuaNumberArticle } from './kua-number-directions.js';
import { compatibilityArticle } from './numerology-compatibility.js';
import { wholeChartArticle } from './read-your-numerology-chart.js';

export const blogEntries = [
  lifePathOverview,
  lifePath1,
  lifePath2,
  lifePath3,
  lifePath4,
  lifePath5,
  lifePath6,
  lifePath7,
  lifePath8,
  lifePath9,
  moolank1,
  moolank2,
  moolank3,
  moolank4,
  moolank5,
  moolank6,
  moolank7,
  moolank8,
  moolank9,
  bhagyankArticle,
  nameCorrectionArticle,
  mobileNumberArticle,
  loShuGridArticle,
  kuaNumberArticle,
  compatibilityArticle,
  wholeChartArticle,
];

export const blogIndex = {
  title: 'भाग्यांक: अंकविद्या का ब्लॉग',
  description:
    'भाग्यांक 1 से 9 और मास्टर अंक 11, 22 और 33 पर सीधी-सादी भाषा में लेख: हर अंक का अर्थ, ख़ूबियाँ, काम, प्रेम, और अपना भाग्यांक निकालने का तरीक़ा।',
  intro:
    'आपका भाग्यांक आपकी पूरी जन्म की तारीख़ से निकलता है। पहले सभी अंकों का परिचय देने वाला लेख पढ़िए, फिर अपने अंक वाला लेख।',
  topicsHeading: 'विषय के अनुसार लेख',
  topics: {
    lifePath: 'भाग्यांक',
    moolank: 'मूलांक: जन्म के दिन का अंक',
    methods: 'टूल और तरीक़े',
  },
};
