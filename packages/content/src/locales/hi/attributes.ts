import type { ContentBundle } from '../../types.js';

/**
 * हर अंक के ग्रह, तत्व, शुभ रंग, दिन, रत्न और धातु का एक ही स्रोत: बाक़ी हर हिंदी पाठ (ब्लॉग,
 * उपाय, रिपोर्ट) इन्हें यहीं से लेता है। रत्न का `name` आम बोलचाल का नाम है और `localName`
 * उसका दूसरा प्रचलित (शास्त्रीय) नाम; रिपोर्ट इन्हें "माणिक (माणिक्य)" की तरह छापती है।
 */
export const attributes = {
  1: {
    planet: 'सूर्य',
    element: 'जल',
    luckyColours: ['सुनहरा', 'नारंगी', 'पीला'],
    luckyDays: ['रविवार', 'सोमवार'],
    gem: { name: 'माणिक', localName: 'माणिक्य', chartOnly: false },
    metal: 'तांबा',
  },
  2: {
    planet: 'चंद्रमा',
    element: 'पृथ्वी',
    luckyColours: ['सफ़ेद', 'क्रीम', 'रुपहला', 'हल्का हरा'],
    luckyDays: ['सोमवार', 'शुक्रवार'],
    gem: { name: 'मोती', localName: 'मुक्ता', chartOnly: false },
    metal: 'चाँदी',
  },
  3: {
    planet: 'बृहस्पति (गुरु)',
    element: 'काष्ठ (लकड़ी)',
    luckyColours: ['पीला', 'बैंगनी', 'गुलाबी'],
    luckyDays: ['गुरुवार', 'मंगलवार'],
    gem: { name: 'पुखराज', localName: 'पुष्पराग', chartOnly: false },
    metal: 'सोना',
  },
  4: {
    planet: 'राहु',
    element: 'काष्ठ (लकड़ी)',
    luckyColours: ['चटक नीला', 'स्लेटी', 'ख़ाकी'],
    luckyDays: ['शनिवार', 'रविवार'],
    gem: { name: 'गोमेद', localName: 'गोमेदक', chartOnly: true },
    metal: 'अष्टधातु (आठ धातुओं का मिश्रण)',
  },
  5: {
    planet: 'बुध',
    element: 'पृथ्वी',
    luckyColours: ['हरा', 'हल्का स्लेटी', 'सफ़ेद'],
    luckyDays: ['बुधवार', 'शुक्रवार'],
    gem: { name: 'पन्ना', localName: 'मरकत', chartOnly: false },
    metal: 'काँसा',
  },
  6: {
    planet: 'शुक्र',
    element: 'धातु',
    luckyColours: ['सफ़ेद', 'गुलाबी', 'हल्का नीला'],
    luckyDays: ['शुक्रवार', 'बुधवार'],
    gem: { name: 'हीरा', localName: 'वज्र', chartOnly: false },
    metal: 'चाँदी',
  },
  7: {
    planet: 'केतु',
    element: 'धातु',
    luckyColours: ['हल्का हरा', 'सफ़ेद', 'हल्का पीला'],
    luckyDays: ['सोमवार', 'रविवार'],
    gem: { name: 'लहसुनिया', localName: 'वैदूर्य', chartOnly: true },
    metal: 'अष्टधातु (आठ धातुओं का मिश्रण)',
  },
  8: {
    planet: 'शनि',
    element: 'पृथ्वी',
    luckyColours: ['गहरा नीला', 'काला', 'गहरा स्लेटी'],
    luckyDays: ['शनिवार'],
    gem: { name: 'नीलम', localName: 'इंद्रनील', chartOnly: true },
    metal: 'लोहा',
  },
  9: {
    planet: 'मंगल',
    element: 'अग्नि',
    luckyColours: ['लाल', 'गहरा लाल', 'मैरून'],
    luckyDays: ['मंगलवार', 'गुरुवार'],
    gem: { name: 'मूँगा', localName: 'प्रवाल', chartOnly: false },
    metal: 'तांबा',
  },
} as const satisfies ContentBundle['attributes'];
