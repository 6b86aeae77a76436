import { luckyTimes, type Digit } from '@ankvidya/numerology-core';
import { attributes, weekdays } from './attributes.js';

/**
 * रत्न का नाम जहाँ भी आए (साइट, ब्लॉग या रिपोर्ट), उसके साथ यह सूचना दिखती है, इसलिए इसमें
 * "यहाँ" लिखा है, "यह रिपोर्ट" या "यह लेख" नहीं।
 */
export const gemCaution =
  'यहाँ कुछ भी ख़रीदना ज़रूरी नहीं है। अगर आप कभी कोई रत्न पहनने की सोचें, तो पहले किसी योग्य और अनुभवी जानकार से सलाह ज़रूर लें, और यह फ़ैसला बिना जल्दबाज़ी के, अपने समय पर लें।';

/**
 * शनि, राहु और केतु के रत्नों (attributes में chartOnly) के साथ, जहाँ भी उनका नाम आए:
 * "{stone}" रत्न का नाम है जैसा वहाँ लिखा है, जैसे "नीलम (इंद्रनील)"।
 */
export const gemFromChartOnly =
  '{stone} को कभी सिर्फ़ जन्म के अंक से नहीं चुना जाता। परंपरा में इस पर तभी सोचा जाता है जब कोई अनुभवी ज्योतिषी पूरी जन्म-कुंडली देख ले, और इस अंक वाले बहुत से लोग इसे कभी पहनते ही नहीं।';

/** किसी रत्न के लिए chartOnly वाली बात, बाक़ी रत्नों के लिए कुछ नहीं। */
export const chartOnlyNote = (gem: { name: string; localName: string; chartOnly: boolean }) =>
  gem.chartOnly ? gemFromChartOnly.replace('{stone}', `${gem.name} (${gem.localName})`) : '';

/** "क, ख और ग" (या "क, ख या ग")। `conjunction` अंग्रेज़ी फ़ाइल की तरह 'and' | 'or' ही लेता है। */
export function listOf(items: readonly string[], conjunction: 'and' | 'or' = 'and'): string {
  if (items.length <= 1) return items.join('');
  const word = conjunction === 'and' ? 'और' : 'या';
  return `${items.slice(0, -1).join(', ')} ${word} ${items[items.length - 1]}`;
}

/** वाक्य के भीतर नाम: हिंदी में बड़े-छोटे अक्षर नहीं होते, इसलिए नाम जैसा है वैसा ही रहता है। */
export const inSentence = (name: string): string => name;

/** किसी अंक के शुभ रंग वाक्य के भीतर: "सफ़ेद, गुलाबी या हल्का नीला"। */
export const coloursOf = (digit: Digit, conjunction: 'and' | 'or' = 'and'): string =>
  listOf(attributes[digit].luckyColours.map(inSentence), conjunction);

/**
 * ब्लॉग लेख की शुभ बातों वाली सूची की वे पंक्तियाँ जो attributes से आती हैं: दिन, रंग, रत्न
 * (सावधानी की सूचना के साथ) और धातु, और एक ही तालिका से मित्र अंक।
 */
export function associationLines(digit: Digit): string[] {
  const { luckyColours, gem, metal, planet } = attributes[digit];
  // दिन और अंक मित्र तालिका के एक ही नियम से, जैसे रिपोर्ट में।
  const lucky = luckyTimes(digit);
  const luckyDays = lucky.weekdays.map((day) => weekdays[day]);
  return [
    `मित्र अंक: ${listOf(lucky.numbers.map(String))}।`,
    `दिन: ${listOf(luckyDays)}।`,
    `रंग: ${listOf(luckyColours.map(inSentence))}।`,
    `रत्न: ${gem.name} (${gem.localName}), जिसे परंपरा में ${planet} से जोड़ा जाता है। ${[chartOnlyNote(gem), gemCaution].filter(Boolean).join(' ')}`,
    `धातु: ${inSentence(metal)}।`,
  ];
}
