import { HARMONY_TABLE, luckyTimes, type Digit } from '@ankvidya/numerology-core';
import type { BlogEntry } from '../../../types.js';
import { birthDays, dayWorking, type MoolankTexts } from '../../../moolank-working.js';
import { associationLines, listOf } from '../associations.js';
import { attributes } from '../attributes.js';

/** एक मूलांक लेख: लिखे हुए हिस्से, और उनके साथ हिसाब, मित्र तालिका और शुभ दिन, core की तालिकाओं से। */
export function moolankArticle(digit: Digit, texts: MoolankTexts): BlogEntry {
  const days = birthDays(digit);
  const example = days[days.length - 1]!;
  const row = HARMONY_TABLE[digit];
  const others = (list: readonly Digit[]) => list.filter((n) => n !== digit).map(String);
  const lucky = luckyTimes(digit);
  const planet = attributes[digit].planet;
  return {
    path: `/blog/moolank-${digit}`,
    title: texts.title,
    keywords: texts.keywords,
    description: texts.description,
    image: `moolank-${digit}`,
    imageAlt: texts.imageAlt,
    intro: texts.intro,
    sections: [
      {
        heading: `मूलांक ${digit} का स्वभाव`,
        blocks: texts.nature.map((text) => ({ type: 'p', text })),
      },
      {
        heading: `मूलांक ${digit} कैसे निकलता है`,
        blocks: [
          {
            type: 'p',
            text: `मूलांक सिर्फ़ जन्म की तारीख़ से निकलता है, यानी महीने के उस दिन से जिस दिन जन्म हुआ; महीना और साल इसमें नहीं जुड़ते। तारीख़ के अंकों को तब तक जोड़ते जाइए जब तक एक ही अंक न बचे। किसी भी महीने की ${listOf(days.map(String), 'or')} तारीख़ को जन्मे हर व्यक्ति का मूलांक ${digit} होता है।`,
          },
          {
            type: 'ol',
            items: [
              `सिर्फ़ जन्म की तारीख़ लीजिए। ${example} जुलाई 1996 को जन्मे किसी व्यक्ति के लिए यह ${example} है।`,
              ...dayWorking(example).map((step, i, all) =>
                i === all.length - 1
                  ? `${step}। मूलांक ${digit} है।`
                  : `${step}, इसमें अभी दो अंक हैं, इसलिए इन्हें फिर से जोड़िए।`,
              ),
            ],
          },
          {
            type: 'p',
            text: `भाग्यांक इससे अलग अंक है: उसमें पूरी तारीख़, यानी दिन, महीना और साल, जोड़े जाते हैं। ${example} जुलाई 1996 और ${example} जनवरी 2001 को जन्मे दोनों लोगों का मूलांक ${digit} है, भले ही उनके भाग्यांक अलग हों। बहुत-से अंक ज्योतिषी मूलांक को इस तरह पढ़ते हैं कि इंसान ख़ुद को कैसे देखता है और रोज़ की बातों पर कैसी प्रतिक्रिया देता है, और भाग्यांक को ज़िंदगी की लंबी दिशा की तरह।`,
          },
        ],
      },
      {
        heading: `मूलांक ${digit}: काम और पैसा`,
        blocks: [
          { type: 'p', text: texts.work },
          { type: 'ul', items: texts.workList },
          {
            type: 'p',
            text: `मूलांक ${digit} काम करने के ढंग के बारे में बता सकता है, पर नौकरी, तनख़्वाह या कामयाबी का वादा नहीं कर सकता। काम पहले अपने हुनर और रुचि के हिसाब से चुनिए, और पैसे से जुड़े बड़े फ़ैसलों में किसी योग्य जानकार की सलाह लीजिए।`,
          },
        ],
      },
      {
        heading: 'प्यार, दोस्ती और परिवार',
        blocks: texts.relationships.map((text) => ({ type: 'p', text })),
      },
      {
        heading: 'रोज़ की आदतें और सेहत',
        blocks: [
          { type: 'p', text: texts.health },
          {
            type: 'p',
            text: `मूलांक ${digit} के लिए ये आदतें परंपरा से आए रहन-सहन के सुझाव हैं, इलाज की सलाह नहीं। सेहत की किसी भी परेशानी में डॉक्टर से ज़रूर मिलिए; कोई भी अंक उनकी जगह नहीं ले सकता।`,
          },
        ],
      },
      {
        heading: `मूलांक ${digit} के मित्र और चुनौतीपूर्ण अंक`,
        blocks: [
          {
            type: 'p',
            text: `अंकविद्या अंकों की हर जोड़ी को एक ही मित्र तालिका से पढ़ती है, जो वैदिक ज्योतिष में ग्रहों की स्वाभाविक मित्रता पर बनी है। मूलांक ${digit} का ग्रह ${planet} है। तालिका के हिसाब से ${listOf(others(row.friendly))} इसके मित्र अंक हैं, ${row.neutral.length > 0 ? `${listOf(others(row.neutral))} सम हैं` : 'कोई अंक सम नहीं है'}, और ${row.challenging.length > 0 ? `${listOf(others(row.challenging))} चुनौतीपूर्ण हैं` : 'कोई अंक चुनौतीपूर्ण नहीं है'}। हर अंक अपने आप का मित्र होता है।`,
          },
          {
            type: 'p',
            text: `चुनौतीपूर्ण का मतलब बुरा नहीं है। ऐसी जोड़ी में बस थोड़ा ज़्यादा धीरज और साफ़ बातचीत चाहिए, और बहुत-सी ख़ुशहाल शादियाँ, दोस्तियाँ और साझेदारियाँ मूलांक ${digit} को उन्हीं अंकों से जोड़ती हैं जिन्हें तालिका चुनौतीपूर्ण कहती है। इन्हें ध्यान देने लायक़ झुकाव की तरह पढ़िए, किसी इंसान, तारीख़ या मौक़े से दूर रहने की वजह की तरह कभी नहीं।`,
          },
        ],
      },
      {
        heading: `मूलांक ${digit} के शुभ दिन, रंग और तारीख़ें`,
        blocks: [
          {
            type: 'p',
            text: `साइट हर मूलांक के शुभ दिन और रंग इसी तालिका से देती है। महीने की जिन तारीख़ों का अंक मूलांक ${digit} का मित्र है, वे हैं ${listOf(lucky.dates.map(String))}। इन्हें हल्की पसंद की तरह बरतिए, जैसे किसी छोटी शुरुआत के लिए दिन चुनने में, नियम की तरह नहीं।`,
          },
          // रत्न वाली पंक्ति भाग्यांक के लेखों में है, अपनी सावधानी की सूचना के साथ।
          { type: 'ul', items: associationLines(digit).filter((line) => !line.startsWith('रत्न')) },
        ],
      },
      {
        heading: `अपने मूलांक ${digit} का इस्तेमाल कैसे करें`,
        blocks: [
          { type: 'p', text: texts.use },
          { type: 'ol', items: texts.steps },
          {
            type: 'p',
            text: `मूलांक ${digit} पूरी तस्वीर का एक हिस्सा है। इस साइट का मुफ़्त अंक ज्योतिष कैलकुलेटर जन्म की तारीख़ से आपका मूलांक, आपके बाक़ी अंकों के साथ, निकालता है, ताकि आप देख सकें कि यह अंक कहाँ बैठता है और वहाँ से आगे पढ़ सकें।`,
          },
        ],
      },
    ],
  };
}
