import type { EmailTexts } from '../../email-types.js';

export const email: EmailTexts = {
  payment: {
    subject: 'अंकविद्या: {name} की अंक ज्योतिष रिपोर्ट',
    greeting: 'नमस्ते,',
    paid: 'भुगतान के लिए धन्यवाद। {name} की अंक ज्योतिष रिपोर्ट इस ईमेल के साथ PDF फ़ाइल में भेजी गई है।',
    account: 'इसे कभी भी, हिंदी या अंग्रेज़ी में, “मेरा खाता” से फिर डाउनलोड किया जा सकता है: {accountUrl}',
    accountLink: 'मेरा खाता खोलें',
    help: 'अगर फ़ाइल न खुले या कुछ ठीक न लगे, तो संपर्क पेज ({contactUrl}) से हमें लिखें, हम इसे ठीक कर देंगे।',
    policies:
      'रिपोर्ट आप तक न पहुँचे तो क्या होता है, यह हमारी रिफ़ंड नीति ({refundPolicyUrl}) और डिलीवरी नीति ({deliveryPolicyUrl}) में लिखा है।',
    signOff: 'शुभकामनाओं के साथ,',
    signature: 'अंकविद्या',
  },
};
