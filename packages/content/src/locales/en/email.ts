import type { EmailTexts } from '../../email-types.js';

export const email: EmailTexts = {
  payment: {
    subject: 'Your Ankvidya numerology report for {name}',
    greeting: 'Hello,',
    paid: 'Thank you for your payment. The numerology report for {name} is attached to this email as a PDF.',
    account:
      'You can download it again at any time, in English or Hindi, from My account: {accountUrl}',
    accountLink: 'Open My account',
    help: 'If the file does not open or something is not right, write to us from the contact page ({contactUrl}) and we will sort it out.',
    policies:
      'Our refund policy ({refundPolicyUrl}) and delivery policy ({deliveryPolicyUrl}) say what happens if a report does not reach you.',
    signOff: 'With good wishes,',
    signature: 'Ankvidya',
  },
};
