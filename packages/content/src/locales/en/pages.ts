import type { SitePages } from '../../types.js';

/** The About, Contact, Privacy and Terms pages: a section of their own, so other pages skip them. */
export const pages = {
  about: {
    title: 'About Ankvidya',
    description:
      'Ankvidya is a small team building a careful, honest numerology site for India, with open calculation rules and traditional remedies offered as suggestions.',
    intro:
      'Ankvidya brings together two old traditions, Chaldean-style letter values and the Lo Shu square, and presents them plainly, so you can see how every number is reached and decide for yourself what it means to you.',
    sections: [
      {
        heading: 'Who we are',
        blocks: [
          {
            type: 'p',
            text: 'Our name joins two familiar words: ank, a number, and vidya, knowledge. In many Indian homes numerology is part of ordinary life. A date is checked before a griha pravesh, a letter is added to the name of a new shop, a baby name is weighed with care. We are a small team who wanted a place where such questions could be looked at calmly, with the working on the table.',
          },
          {
            type: 'p',
            text: 'We write every text on the site ourselves and check each calculation against the same published rules. When a reader points out a mistake, we correct it openly. We do not present a famous guru, and we do not claim awards or crowds of followers. What we offer is care: clear methods, gentle language and respect for your time and money.',
          },
        ],
      },
      {
        heading: 'How our calculations work',
        blocks: [
          {
            type: 'p',
            text: 'Nothing on Ankvidya is worked out in secret. Each letter has a fixed value: A, I, J, Q and Y are 1; B, K and R are 2; C, G, L and S are 3; D, M and T are 4; E, H, N and X are 5; U, V and W are 6; O and Z are 7; F and P are 8. To reduce a number, we add its digits again and again until a single digit remains.',
          },
          {
            type: 'ul',
            items: [
              'Name number (naamank): the letter values of your name, added and reduced.',
              'Psychic number (moolank): the day you were born, reduced.',
              'Life path number (bhagyank): day, month and year added together, then reduced.',
              'Kua number: for men, 11 minus the reduced year of birth, reduced again; for women, the year of birth plus 4, reduced.',
              'Personal year: the reduced day, the reduced month and the reduced current year, added and reduced.',
              'Lo Shu grid: the digits of your date of birth (zeros are left out), plus your bhagyank and kua number, and your moolank when your birthday has two digits.',
            ],
          },
          {
            type: 'p',
            text: 'Here is a worked example for a woman named Kavya, born on 14 August 1992, looking at the year 2026:',
          },
          {
            type: 'ol',
            items: [
              'Naamank: K(2) + A(1) + V(6) + Y(1) + A(1) = 11, and 1 + 1 = 2.',
              'Moolank: 1 + 4 = 5.',
              'Bhagyank: 14 + 8 + 1992 = 2014, and 2 + 0 + 1 + 4 = 7.',
              'Kua number: 1992 + 4 = 1996, then 1 + 9 + 9 + 6 = 25, then 2 + 5 = 7.',
              'Personal year for 2026: the day gives 1 + 4 = 5, the month is 8, and the year gives 2 + 0 + 2 + 6 = 10, then 1 + 0 = 1; together 5 + 8 + 1 = 14, and 1 + 4 = 5.',
              'Lo Shu grid: 1, 4, 8, 1, 9, 9 and 2 from the date, 5 as the moolank, and 7 twice for bhagyank and kua number. The digits 3 and 6 are missing.',
            ],
          },
          {
            type: 'p',
            text: 'Schools of numerology differ in their tables and rules, so another website may give you a different number. That is a difference of method, not a mistake on either side. We state ours so that you can check every step with a pen and paper.',
          },
        ],
      },
      {
        heading: 'Our principles',
        blocks: [
          {
            type: 'ul',
            items: [
              'Privacy first. We ask only for what the calculations need. Gender is used for the kua number alone, your free analysis is saved in your own browser, and we never sell your data.',
              'No fear. No number is unlucky or to be feared. When a reading names a challenge, it does so kindly and suggests something you can do about it.',
              'Remedies as suggestions. Remedies are traditional practices, such as a colour, a plant at home or a daily habit, offered for you to try if you wish. Nothing here asks you to buy a gemstone or book a ritual to avoid harm.',
              'No invented praise. We do not publish made-up testimonials, ratings or figures. If we ever quote a customer, it will be a real person who agreed to it.',
            ],
          },
        ],
      },
      {
        heading: 'What numerology can and cannot do',
        blocks: [
          {
            type: 'p',
            text: 'Used well, numerology gives you prompts for reflection, a way to start a conversation with someone you love, and a simple frame for planning your year. It cannot predict events as fact, and it does not replace a doctor, a lawyer, a financial adviser or a counsellor. If you are facing a hard time, please speak to someone you trust or to a qualified professional, and let your numbers be, at most, one small voice among many.',
          },
        ],
      },
    ],
  },

  contact: {
    title: 'Contact Ankvidya',
    description:
      'Write to the Ankvidya team about your report, a payment or refund, your personal data, or a mistake you have spotted, and hear back within two working days.',
    intro:
      'Every email is read and answered by someone on our team. Write to us at hello@ankvidya.in, and use the notes below to help us answer you in one reply rather than three.',
    email: 'hello@ankvidya.in',
    responseTime: 'We reply within two working days.',
    sections: [
      {
        heading: 'Questions about your report',
        blocks: [
          {
            type: 'p',
            text: 'If something in your PDF report is unclear, or you would like to know how a number was reached, ask us. Please write from the email address you sign in with, so that we can find your report quickly, and include:',
          },
          {
            type: 'ul',
            items: [
              'the date you bought or generated the report',
              'the page or section you are asking about',
              'what you expected to see and what you saw instead',
            ],
          },
        ],
      },
      {
        heading: 'Payments and refunds',
        blocks: [
          {
            type: 'p',
            text: 'Write to us if you were charged twice, if your report could not be generated or downloaded, or if a payment went through but no report appeared. Our Refund and Cancellation Policy sets out when a refund applies; please write within 30 days of payment. Tell us the date and amount of the payment and the payment id from your receipt or My account page, nothing more. A second payment for the same report is refunded automatically, without your having to ask.',
          },
          {
            type: 'p',
            text: 'We will never ask you for your full card number, CVV, OTP or UPI PIN, by email, phone or message. If anyone claiming to be from Ankvidya asks for these, please do not share them, and let us know.',
          },
        ],
      },
      {
        heading: 'Your personal data',
        blocks: [
          {
            type: 'p',
            text: 'On the My account page you can download everything we hold about your account and delete your account yourself. You can also ask us for a summary of the data we hold about you, ask us to correct or erase it, withdraw your consent, close your account or nominate someone to act for you. Requests and complaints under the Digital Personal Data Protection Act, 2023 go to our Grievance Officer at grievance@ankvidya.in. Writing from the email address linked to your account helps us confirm that the request is really yours.',
          },
        ],
      },
      {
        heading: 'Corrections',
        blocks: [
          {
            type: 'p',
            text: 'Spotted a spelling mistake, a calculation that does not match our published rules, or a sentence that reads unkindly? Tell us the page and what you noticed. We check every report of an error, fix what is wrong and thank the person who found it.',
          },
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy Policy',
    lastUpdated: '2026-11-25',
    description:
      "How Ankvidya collects, uses, stores and protects your personal data under India's Digital Personal Data Protection Act, 2023, and how to use your rights.",
    intro:
      "This policy explains what personal data Ankvidya collects, why, who helps us process it, how long we keep it and your rights under India's Digital Personal Data Protection Act, 2023 (the Act). Please read it before you enter your details or sign in.",
    sections: [
      {
        heading: 'Who is responsible for your data',
        blocks: [
          {
            type: 'p',
            text: 'Ankvidya is the data fiduciary for the personal data described here: we decide why and how it is processed, and you are the data principal. General questions about this policy can go to hello@ankvidya.in; requests about your rights and complaints go to our Grievance Officer at grievance@ankvidya.in. If you would like this policy in Hindi or another language of the Eighth Schedule to the Constitution of India, write to us and we will provide it.',
          },
        ],
      },
      {
        heading: 'What we collect',
        blocks: [
          {
            type: 'ul',
            items: [
              'For an analysis: a name, a date of birth and a gender (male or female). Gender is used only for the kua number, which tradition calculates differently for men and women.',
              'When you sign in with Google: your name, email address and the web address of your profile photo. We never see your Google password.',
              'When you buy a report: whether the payment succeeded, failed or was refunded, with the amount, date and the payment reference of our payment provider (Razorpay or Stripe). Your card number, expiry date, CVV, UPI PIN and bank login go straight to the payment provider; we never receive or store them.',
              'For your invoice: your name and email address and, if you give it, your state, which decides how GST is shown.',
              'Your consent: which version of our privacy notice you accepted, and when.',
              'For reports: the details used to make your PDF, when it was generated and downloaded, and whether your free report credit has been used.',
              'Basic usage events, such as a page opened or a report downloaded, with the time, browser and device type, and the IP address every web request carries.',
              'Emails you send us, our replies, and the email we send after each payment with your receipt, invoice and report.',
            ],
          },
          {
            type: 'p',
            text: 'If you enter the details of someone else, such as your child, spouse or parent, please do so only as their parent or guardian or with their agreement.',
          },
        ],
      },
      {
        heading: 'Why we use it',
        blocks: [
          {
            type: 'ul',
            items: [
              'To work out your free analysis and make your personalised PDF report.',
              'To run your account, keep you signed in and show your report credit and reports.',
              'To take payment through our payment provider, handle refunds, and send your receipt, invoice and report by email.',
              'To answer your emails and act on requests about your data.',
              'To keep the site secure, prevent fraud and fix faults.',
              'To see, in totals rather than person by person, which features are used, so we can improve them.',
              'To issue invoices and keep the tax and accounting records the law requires.',
            ],
          },
          {
            type: 'p',
            text: 'We do not sell or rent your personal data, and we do not share it with advertisers.',
          },
        ],
      },
      {
        heading: 'Our legal basis: your consent',
        blocks: [
          {
            type: 'p',
            text: 'We process your personal data with the consent you give, after being shown this policy, when you enter details for an analysis, sign in or buy a report. It covers only the purposes listed above. Where another law requires us to keep certain records, such as payment records for tax, the Act allows us to keep them for as long as that law requires, even after you withdraw consent.',
          },
        ],
      },
      {
        heading: 'Where your data is stored and who processes it',
        blocks: [
          {
            type: 'p',
            text: 'A few service providers, called data processors, handle data for us under contract and only on our instructions:',
          },
          {
            type: 'ul',
            items: [
              'Google Firebase, for sign-in and, where we use it, our database.',
              'Razorpay or Stripe, whichever this site uses to take payments. For their own legal and fraud-prevention duties, they act independently under their own privacy policies.',
              'Our email service provider, to send and receive messages.',
            ],
          },
          {
            type: 'p',
            text: 'These providers may store and process data outside India, for example in the United States. The Act permits this except for countries the Government of India restricts by notification, and we will not transfer personal data to any such country. We disclose data to authorities only where the law obliges us to, such as under a valid court order.',
          },
        ],
      },
      {
        heading: 'How long we keep it',
        blocks: [
          {
            type: 'ul',
            items: [
              "Free analysis: in your browser's local storage on your device until you clear it.",
              'Account data and report records: while your account exists. When you delete your account (on the My account page, or by writing to us), we erase your profile, the details of your reports, your saved name trials, your consent records and your sign-in record at once; copies in our backups roll over within 90 days.',
              "Invoices, credit notes and payment records (the amount, date, payment reference, and the name, email address and state printed on the invoice): eight years from the end of the financial year (April to March) in which you paid, even after you delete your account, and then erased. The CGST Act, 2017 (section 36) requires a registered business to keep them for 72 months from the due date of that year's annual GST return, which falls about six years and nine months after the year ends; eight years also covers the Companies Act, 2013 (section 128). We use them for nothing else.",
              'Usage events and security logs: one year, as the Digital Personal Data Protection Rules, 2025 require, and then deleted.',
              'Emails: until your matter is resolved and up to two years afterwards, unless you ask us to delete them sooner and no law requires us to keep them.',
            ],
          },
          {
            type: 'p',
            text: 'When a period ends, we erase the data and ask our processors to erase it too.',
          },
        ],
      },
      {
        heading: 'Your rights under the Act',
        blocks: [
          {
            type: 'ul',
            items: [
              'Access: a summary of the personal data we hold about you, how we process it, and the other data fiduciaries and processors with whom it has been shared.',
              'Correction and erasure: correcting, completing or updating your data, or erasing it. "Delete my account" on the My account page erases your account at once, apart from the invoice records the law requires us to keep.',
              'A copy of your data: "Download my data" on the My account page gives you everything stored about your account (profile, the details of your reports, payments, invoices and consents) as one file.',
              'Grievance redressal: a reply from us when you complain about how we handle your data.',
              'Nomination: naming a person who can use these rights for you in the event of your death or incapacity.',
            ],
          },
          {
            type: 'p',
            text: 'To use any of these rights, use the My account page or write to grievance@ankvidya.in from the email address linked to your account, so that we can confirm the request is yours and no one else can see or change your data. To nominate someone, send us their name and email address. The Act also asks data principals to give true information and not to impersonate anyone.',
          },
        ],
      },
      {
        heading: 'Withdrawing your consent',
        blocks: [
          {
            type: 'p',
            text: "You may withdraw consent at any time, as easily as you gave it. To remove a saved analysis, clear this site's data in your browser. For your account, choose 'Delete my account' on the My account page, or write to grievance@ankvidya.in and ask us to close it; we stop processing and erase your data, apart from the invoice records the law requires us to keep. Withdrawal does not affect processing done before it, and a closed account can no longer be used to download past reports.",
          },
        ],
      },
      {
        heading: 'Children',
        blocks: [
          {
            type: 'p',
            text: "Ankvidya is meant for people aged 18 or over. Anyone younger may use it only with the verifiable consent of a parent or lawful guardian; the simplest way is for the parent to sign in with their own account and enter the child's details. We do not knowingly process a child's data without such consent, track children's behaviour or direct advertising at them. If you believe a child has given us data without such consent, write to grievance@ankvidya.in and we will erase it.",
          },
        ],
      },
      {
        heading: 'Cookies and local storage',
        blocks: [
          {
            type: 'p',
            text: "Your free analysis is saved in your browser's local storage, on your own device, so your result is still there when you come back. Signing in keeps a session in your browser, and our payment provider's window sets its own cookies to process payments safely. We do not use advertising cookies. Clearing local storage and cookies in your browser settings removes your saved analysis and signs you out.",
          },
        ],
      },
      {
        heading: 'Security',
        blocks: [
          {
            type: 'p',
            text: 'We protect your data with reasonable security safeguards: encrypted connections, access to stored data limited to the team members who need it and logged, and card and UPI details handled only by our payment provider. No system is perfectly secure. If a personal data breach affects you, we will inform you and the Data Protection Board of India as the Act and the Rules require, explain what happened, and suggest steps you can take.',
          },
        ],
      },
      {
        heading: 'Grievance Officer',
        blocks: [
          {
            type: 'p',
            text: 'Write to our Grievance Officer at grievance@ankvidya.in with your name, the email address linked to your account (if you have one) and a short description of your concern. We will acknowledge it and send a full reply within 30 days, which is within the period the Digital Personal Data Protection Rules, 2025 allow.',
          },
        ],
      },
      {
        heading: 'Complaining to the Data Protection Board of India',
        blocks: [
          {
            type: 'p',
            text: 'If our reply does not satisfy you, or you do not hear from us in time, you may complain to the Data Protection Board of India. The Act asks you to use our grievance process first, before approaching the Board.',
          },
        ],
      },
      {
        heading: 'Changes to this policy',
        blocks: [
          {
            type: 'p',
            text: 'We may update this policy when our service or the law changes, and the date above marks the version in force. If a change affects data you have already given us, we will tell you on the site or by email before it takes effect and, where needed, ask for your consent again.',
          },
        ],
      },
    ],
  },

  terms: {
    title: 'Terms of Use',
    lastUpdated: '2026-11-25',
    description:
      'The terms for using Ankvidya: the free numerology analysis, Google sign-in, the INR 499 PDF report, our refund policy, fair use of content and governing law.',
    intro:
      'These terms are the agreement between you and Ankvidya when you use our website, the free analysis and the paid PDF report. By using the site you accept them; if you do not agree, please do not use it. They are written to be read, so please give them a few minutes.',
    sections: [
      {
        heading: 'What Ankvidya offers, and what it does not',
        blocks: [
          {
            type: 'p',
            text: 'Ankvidya works out numbers from your name and date of birth using traditional numerology methods and explains what those numbers are traditionally taken to mean. Numerology is offered for self-reflection and entertainment. It is not a science, and nothing on the site or in a report is a statement of fact about your future.',
          },
          {
            type: 'p',
            text: 'Nothing on Ankvidya is medical, legal, financial, psychological or other professional advice. Please do not delay or replace treatment, legal help or financial planning because of a reading. Remedies are traditional suggestions that you are free to try or ignore; they are not cures or guarantees. Decisions about health, money, work, marriage or legal matters should rest on facts and on the advice of qualified people.',
          },
        ],
      },
      {
        heading: 'Who may use Ankvidya',
        blocks: [
          {
            type: 'p',
            text: "You must be at least 18 years old, or use the site with the verifiable consent and supervision of a parent or lawful guardian. When you enter someone else's details, you confirm that you are their parent or guardian or that you have their agreement. How we handle personal data is explained in our Privacy Policy, which forms part of these terms.",
          },
        ],
      },
      {
        heading: 'Your account',
        blocks: [
          {
            type: 'ul',
            items: [
              'You sign in with your Google account; we do not keep separate passwords. Keeping your Google account secure is your responsibility.',
              'An account is for one person. Please do not share it, or open extra accounts to collect more free report credits.',
              'You can delete your account at any time on the My account page, or by writing to hello@ankvidya.in.',
              'We may suspend or close an account used to break these terms or the law, or to harm the security of the site. We will tell you why, unless the law prevents us.',
            ],
          },
        ],
      },
      {
        heading: 'The free analysis',
        blocks: [
          {
            type: 'p',
            text: 'The free analysis costs nothing; you sign in with Google to see it. It is provided as it is, and we may change what it includes, improve its texts or pause it for maintenance.',
          },
        ],
      },
      {
        heading: 'The personalised PDF report and payment',
        blocks: [
          {
            type: 'ul',
            items: [
              'A report costs INR 499, inclusive of applicable taxes. The price shown before you pay is the price you are charged.',
              'Payment is taken in Indian rupees through our payment provider: with Razorpay by UPI, card, net banking or wallet, with Stripe by card. The pay form shows the ways open to you. Your bank may ask you to confirm the payment, for example with an OTP or your UPI PIN.',
              'If your card was issued outside India, your bank may add its own currency conversion or international transaction charges. We do not receive these charges and cannot refund them.',
              'Each new account receives one free report credit. It is good for one report, has no cash value and cannot be transferred or exchanged for money.',
              'The report is made from the name, date of birth and gender you enter. Please check them before you confirm, because the report is personalised to exactly those details.',
              'When payment succeeds, your report is delivered at once on the page and by email, with your invoice, and stays in My account, as our Delivery Policy describes.',
              'If we change the price, the new price applies only to purchases made after it appears on the site.',
            ],
          },
        ],
      },
      {
        heading: 'Refunds and delivery',
        blocks: [
          {
            type: 'ul',
            items: [
              'A second payment for the same report, or a payment that could not unlock a report, is refunded automatically.',
              'If your report could not be produced or did not reach you, or has an error on our side, write to us within 30 days of payment for a corrected report or a full refund, whichever you prefer.',
              'Once a report that matches the details you entered has been delivered, it is not refundable because you disagree with a reading or typed a detail by mistake.',
            ],
          },
          {
            type: 'p',
            text: 'Our Refund and Cancellation Policy and our Delivery Policy, both part of these terms, give the details: how to ask, and how long a refund takes.',
          },
        ],
      },
      {
        heading: 'Fair use of our content',
        blocks: [
          {
            type: 'p',
            text: 'The texts, illustrations, design and software of Ankvidya belong to us or to those who have licensed them to us. Your report is for your personal use: you are welcome to keep it, print it and share it with family and friends. You may quote short passages from the site if you credit Ankvidya and link to the page.',
          },
          {
            type: 'p',
            text: 'Please do not copy our texts in bulk, republish or sell them or any report, use automated tools to scrape or overload the site, or try to get around payment, sign-in or security features.',
          },
        ],
      },
      {
        heading: 'Availability and changes to the service',
        blocks: [
          {
            type: 'p',
            text: 'We work to keep Ankvidya running smoothly, but the site may at times be unavailable because of maintenance, faults or events outside our control, such as an outage at a service provider. We may add, change or remove features. If a report you paid for cannot be delivered because of such a change, the refund policy above applies.',
          },
        ],
      },
      {
        heading: 'Limitation of liability',
        blocks: [
          {
            type: 'p',
            text: 'We take care over our calculations and texts, but the site and reports are provided for reflection, without any promise that a reading will fit your situation or lead to a particular result. As far as the law allows, we are not liable for decisions you make or actions you take on the basis of a reading, or for indirect losses such as lost income or missed opportunities. Our total liability to you for any claim about a report is limited to the amount you paid for that report. Nothing in these terms limits any liability that cannot be limited under Indian law, such as liability for fraud.',
          },
        ],
      },
      {
        heading: 'Governing law and disputes',
        blocks: [
          {
            type: 'p',
            text: 'These terms are governed by the laws of India. If a disagreement arises, please write to us first, since most problems can be settled by email. Subject to that, the courts at Bengaluru, Karnataka have exclusive jurisdiction. This does not take away any right you have as a consumer under the Consumer Protection Act, 2019, including the right to approach a consumer commission.',
          },
        ],
      },
      {
        heading: 'Changes to these terms',
        blocks: [
          {
            type: 'p',
            text: 'We may revise these terms when our service or the law changes; the date shown with them tells you which version applies. Changes take effect from that date and do not affect purchases made before it. If a change is significant, we will tell you on the site or by email.',
          },
        ],
      },
      {
        heading: 'Contact',
        blocks: [
          {
            type: 'p',
            text: 'For questions about these terms, a report or a payment, write to hello@ankvidya.in. For concerns about your personal data, write to grievance@ankvidya.in, as described in our Privacy Policy.',
          },
        ],
      },
    ],
  },
  refund: {
    title: 'Refund and Cancellation Policy',
    lastUpdated: '2026-11-25',
    description:
      'When Ankvidya refunds a report payment: duplicate charges returned automatically, full refunds when a report cannot be made or delivered, and how long a refund takes.',
    intro:
      'Your personalised report is a digital PDF, made from your details and delivered the moment your payment succeeds. This page explains when you get your money back, how to ask, and how long it takes. In short: you never pay for a report you did not receive, and you never pay twice for the same report.',
    sections: [
      {
        heading: 'Refunds that happen on their own',
        blocks: [
          {
            type: 'ul',
            items: [
              'Charged twice for the same report: the second payment is refunded automatically as soon as our server sees it. You do not need to write to us.',
              'A payment that could not unlock any report (for example, a payment that reached us for a report that no longer exists): refunded automatically, in full.',
              'Money debited but the payment failed: if your bank or UPI app shows a debit but the payment did not complete, the amount never reaches us, and your bank returns it on its own, usually within 5 to 7 working days.',
            ],
          },
        ],
      },
      {
        heading: 'Refunds you can ask for',
        blocks: [
          {
            type: 'p',
            text: 'Write to us within 30 days of your payment in any of these cases, and you will receive a full refund of INR 499:',
          },
          {
            type: 'ul',
            items: [
              'The report could not be produced: you paid, but no report was unlocked for you, or the download failed and kept failing.',
              'The report did not reach you: neither the download on the page nor the email worked, and our help did not fix it within two working days.',
              'An error on our side: a calculation that does not follow our published rules, a missing section, or your name or date of birth printed differently from what you entered. We will offer a corrected report first; if you prefer a refund, you will have it.',
            ],
          },
        ],
      },
      {
        heading: 'What is not refundable',
        blocks: [
          {
            type: 'p',
            text: 'Once your PDF has been delivered and opens correctly, it cannot be returned, because a personalised digital report cannot be taken back. So, apart from the cases above, we do not refund:',
          },
          {
            type: 'ul',
            items: [
              'a report you have downloaded and that matches the details you entered, because you disagree with a reading or it did not meet your expectations;',
              'a report made from a name or date you typed by mistake. If you notice the slip, write to us before downloading and we will see what we can do;',
              'a report made with your free report credit, since nothing was paid. We will still correct any error on our side;',
              'charges added by your own bank, such as currency conversion or international transaction fees on a card issued outside India, which we never receive.',
            ],
          },
          {
            type: 'p',
            text: 'This does not take away any right you have under the Consumer Protection Act, 2019.',
          },
        ],
      },
      {
        heading: 'Cancelling a payment',
        blocks: [
          {
            type: 'p',
            text: 'You can cancel at any time before you pay by simply closing the payment window or the page: nothing is charged. Because the report is delivered at once, a payment cannot be cancelled after it succeeds; if something went wrong with it, the refund cases above apply.',
          },
        ],
      },
      {
        heading: 'How to ask for a refund',
        blocks: [
          {
            type: 'p',
            text: 'Email us at the address on our Contact page, from the email address you sign in with, with the date of payment, the amount and the payment id from your receipt or My account page, and a line on what went wrong. Please never send your card number, CVV, OTP or UPI PIN. We reply within two working days.',
          },
        ],
      },
      {
        heading: 'How long a refund takes',
        blocks: [
          {
            type: 'p',
            text: 'We start an approved refund within two working days, and automatic refunds at once. The money goes back the way you paid: to the same UPI account, card or bank account. Banks usually show it within 5 to 7 working days, and some take up to 10. If you have not received it by then, write to us and we will send you the refund reference to show your bank. When a refund is made, the report it paid for is locked again, and, where we issued an invoice, we issue a credit note for it.',
          },
        ],
      },
    ],
  },

  delivery: {
    title: 'Delivery Policy',
    lastUpdated: '2026-11-25',
    description:
      'How your Ankvidya PDF report is delivered: at once on the page and by email after payment, always downloadable from My account, and what to do if it does not arrive.',
    intro:
      'Ankvidya sells one thing: a personalised numerology report as a PDF file. Nothing is posted or shipped. This page explains how and when you receive it.',
    sections: [
      {
        heading: 'Delivered at once, in two ways',
        blocks: [
          {
            type: 'ul',
            items: [
              'On the page: as soon as your payment succeeds, the page shows your receipt and the button to download your report, usually within a few seconds.',
              'By email: we also send one email to the address you sign in with, with your report and your invoice attached, usually within a few minutes.',
              'In My account: every report you have bought stays in My account, where you can download it again, in English or Hindi, on any device where you sign in with the same Google account.',
            ],
          },
          {
            type: 'p',
            text: 'There is no delivery charge, and the report is delivered to you wherever you are.',
          },
        ],
      },
      {
        heading: 'If your report does not arrive',
        blocks: [
          {
            type: 'ol',
            items: [
              'If the page does not confirm your payment, wait a minute and open My account: a payment that succeeded unlocks the report there even when the page was closed or the connection dropped.',
              'If the email has not come, look in your spam or promotions folder. The report in My account is the same file, so you can download it from there.',
              'If the download fails, try again from My account, or on another browser or device.',
              'If none of this works, write to us at the address on our Contact page with the date of payment and the payment id. We will send your report within two working days or, if we cannot, refund you in full, as our Refund and Cancellation Policy says.',
            ],
          },
        ],
      },
      {
        heading: 'What you receive',
        blocks: [
          {
            type: 'p',
            text: 'A PDF report, in English or Hindi, made from the name, date of birth and gender you entered, and, if you chose, your mobile number. It opens on any phone or computer. You may keep it, print it and share it with your family.',
          },
        ],
      },
    ],
  },

  seller: {
    heading: 'Business details',
    legalName: 'Business name',
    tradeName: 'Known as',
    address: 'Address',
    email: 'Email',
    phone: 'Phone',
    gstin: 'GSTIN',
    noGstin: 'Not registered for GST',
    grievanceOfficer: 'Grievance Officer',
    loading: 'Loading the business details ...',
    failed:
      'The business details could not be loaded just now. You can still write to us at {email}.',
    sample:
      'This copy of the site runs on a local or demo server, so the details below are samples, not a real business.',
  },

  policyLinks: {
    heading: 'Our other policies',
    refund: 'Refund and Cancellation Policy',
    delivery: 'Delivery Policy',
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    contact: 'Contact us',
  },
} as const satisfies SitePages;
