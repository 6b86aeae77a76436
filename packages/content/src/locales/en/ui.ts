import type { UiStrings } from '../../ui-types.js';

export const ui = {
  loading: 'Loading...',
  numberNames: {
    nameNumber: { name: 'Naamank', introduced: 'Name number (naamank)' },
    psychicNumber: { name: 'Moolank', introduced: 'Psychic number (moolank)' },
    lifePathNumber: { name: 'Bhagyank', introduced: 'Life path number (bhagyank)' },
  },
  nav: {
    home: 'Home',
    calculator: 'Calculator',
    nameCorrection: 'Name correction',
    mobileNumber: 'Mobile number',
    vehicleNumber: 'Vehicle number',
    houseNumber: 'House number',
    babyNames: 'Baby names',
    compatibility: 'Compatibility',
    numerologyToday: "Today's number",
    businessName: 'Business name',
    blog: 'Blog',
    about: 'About',
    contact: 'Contact',
    login: 'Login',
    logout: 'Sign out',
    menu: 'Menu',
    account: 'Your account',
    mainLabel: 'Main',
    skipToContent: 'Skip to main content',
    signedInAs: 'Signed in as {name}',
    homeLinkLabel: 'Ankvidya home',
    myAccount: 'My account',
  },
  footer: {
    columns: [
      {
        heading: 'Company',
        links: [
          { label: 'About us', to: '/about' },
          { label: 'Blog', to: '/blog' },
        ],
      },
      {
        heading: 'Help center',
        links: [
          { label: 'Contact us', to: '/contact' },
          { label: 'Calculator', to: '/numerology-calculator' },
        ],
      },
      {
        heading: 'Legal',
        links: [
          { label: 'Privacy policy', to: '/privacy-policy' },
          { label: 'Terms of service', to: '/terms-of-service' },
          { label: 'Refund policy', to: '/refund-policy' },
          { label: 'Delivery policy', to: '/delivery-policy' },
        ],
      },
      { heading: 'Download', links: [{ label: 'Your PDF report', to: '/pdf-download-page' }] },
    ],
    toolsHeading: 'Free tools',
    copyright: '© 2026 Ankvidya. All rights reserved.',
    version: '1.2',
    socialLabel: 'Follow Ankvidya',
    versionLabel: 'Version {version}',
    // No accounts on these networks yet: an icon that leads to the home page reads as broken.
    social: [],
  },
  meta: {
    titleTemplate: '{title} | Ankvidya',
    home: {
      title: 'Ankvidya: free numerology calculator with Lo Shu grid',
      description:
        'Find your name number (naamank), psychic number (moolank), life path number (bhagyank), kua number, personal year and Lo Shu grid from your name and date of birth, with every step shown.',
    },
    calculator: {
      title: 'Free numerology calculator',
      description:
        'Enter your name, date of birth and gender to work out your naamank, moolank, bhagyank and kua number, your personal year and your Lo Shu grid.',
    },
    analysis: {
      title: 'Your numerology analysis',
      description:
        'Your numbers and Lo Shu grid, with the working behind each number, the impact of every digit and the planes of your grid.',
    },
    report: {
      title: 'Your personalised numerology report (PDF)',
      description:
        'A personalised PDF report: 3 years prediction, missing numbers impact, remedies for missing numbers, suitable occupations, and more, for INR 499.',
    },
    paymentReturn: {
      title: 'Confirming your payment',
      description: 'We are confirming your payment and unlocking your numerology report.',
    },
    notFound: {
      title: 'Page not found',
      description: 'The page you asked for is not on Ankvidya.',
    },
  },
  home: {
    testimonialsHeading: 'What readers say',
    testimonialAuthor: '{author}, {city}',
  },
  calculator: {
    title: 'Numerology calculator',
    intro: 'Enter your name as you use it every day, your date of birth and your gender.',
    nameLabel: 'Name',
    dobLabel: 'Date of birth',
    genderLabel: 'Gender',
    male: 'Male',
    female: 'Female',
    submitSignedOut: 'Login and see Report',
    submitSignedIn: 'Get your Free Report',
    missingDetails: 'Please fill all details first',
    signingIn: 'Signing you in...',
    genderNote: 'Gender is used only for your kua number.',
    fieldMissing: {
      name: 'Please enter your name.',
      gender: 'Please choose Male or Female.',
    },
    latinIntro:
      'Numerology reads a name from the letters A to Z, and your name is written in another script. We have written it in English letters below: please check it against your PAN card or passport and correct it if needed. Your name is still shown as you wrote it.',
  },
  inputErrors: {
    dob_missing: 'Please enter your date of birth.',
    dob_format: 'Please enter your date of birth as year-month-day, for example 1990-08-05.',
    dob_month: '{dob} is not a real date: the month must be from 01 to 12.',
    dob_day: '{dob} is not a real date: that month has {days} days.',
    dob_too_early: 'Please enter a date of birth in {year} or later.',
    dob_future: 'Your date of birth cannot be in the future.',
    gender_missing: 'Please choose Male or Female.',
    name_missing: 'Please enter your name.',
    name_control:
      'Please type your name as plain text: it contains a hidden control or direction character.',
    name_invisible: 'Please enter your name: it has no visible letters.',
    name_too_long: 'Please keep your name to {max} characters or fewer.',
    name_not_latin:
      'Please write your name in English letters (A to Z), as on your PAN card or passport: spellings are read from the Latin letters.',
    name_too_many_words: 'For spelling suggestions, please keep your name to {max} words or fewer.',
    name_too_many_letters:
      'For spelling suggestions, please keep your name to {max} letters or fewer.',
    year_range: 'The year must be a whole number from 1 to 9999.',
    number_missing: 'Please enter your mobile number.',
    number_too_long:
      'Please enter just the 10 digits of an Indian mobile number, for example 98765 43210 (with or without +91 or 0 in front).',
    number_not_digits:
      'A mobile number holds only digits: please enter 10 digits, for example 98765 43210 (with or without +91 or 0 in front).',
    number_not_indian:
      'Please enter an Indian mobile number (+91), for example 98765 43210 (with or without +91 or 0 in front).',
    number_length:
      'An Indian mobile number has 10 digits and this one has {digits}: please enter 10 digits, for example 98765 43210 (with or without +91 or 0 in front).',
    number_prefix:
      'An Indian mobile number starts with 6, 7, 8 or 9, for example 98765 43210 (with or without +91 or 0 in front).',
    vehicle_missing: 'Please enter your vehicle number.',
    vehicle_format:
      'Please enter the registration as it is on the plate, for example MH 12 AB 1234, or 22 BH 1234 AA for the Bharat series.',
    vehicle_state:
      '{state} is not a state code used on Indian number plates. Please check the first two letters, for example MH 12 AB 1234.',
    house_missing: 'Please enter your house or flat number.',
    house_format:
      'Please enter the number on your door, with letters, dashes or a slash if it has them, for example 12B, A-504 or 1/7.',
  },
  dateOfBirth: {
    dayLabel: 'Day',
    monthLabel: 'Month',
    yearLabel: 'Year',
    monthPlaceholder: 'Choose',
    readBack: 'You entered {date}.',
    errors: {
      missing: 'Please enter your date of birth.',
      day: 'Please enter the day you were born, a number from 1 to 31.',
      month: 'Please choose the month you were born.',
      year: 'Please enter the year you were born in four digits, for example 1992.',
      notADate: '{date} is not a real date: {month} {year} has {days} days.',
      tooEarly: 'Please enter a year of birth from {year} onwards.',
      future: 'Your date of birth cannot be in the future.',
    },
  },
  signIn: {
    title: 'Sign in with Google',
    emulatorNote:
      'Local sign-in: this copy of the site uses the Firebase Auth emulator, so no real Google account is needed.',
    nameLabel: 'Name',
    emailLabel: 'Email',
    continue: 'Continue',
    cancel: 'Cancel',
    failed: 'Sign-in did not work. Please try again.',
  },
  analysis: {
    title: 'Your numerology analysis',
    empty: 'There is no analysis yet. Fill in the calculator to see yours.',
    gridCaption: 'Your Lo Shu Grid',
    howCalculated: 'How this was calculated',
    numbers: {
      kuaNumber: 'Kua number',
      personalYear: 'Personal year',
    },
    impactHeading: 'Impact of the numbers in your grid',
    missingHeading: 'Missing numbers',
    planesHeading: 'Rows, columns and diagonals',
    personalYearsHeading: 'Your next three years',
    reportCta: 'Get the full PDF report',
    subtitle: 'For {name}, born {dob}',
    calculatorLink: 'Go to the calculator',
    numbersHeading: 'Your five numbers',
    gridHelp:
      'Each box shows its digit as many times as it occurs in your reading. An empty box is a missing number.',
    impactOf: 'Impact of {digit}',
    countOnce: 'appears once',
    countMany: 'appears {count} times',
    missingIntro:
      'A missing number is a quality you can build with practice, never a flaw. Here is what each empty box tends to mean.',
    noMissing: 'Every digit from 1 to 9 is in your grid, so no box is empty.',
    missingOf: 'Missing {digit}',
    remediesInReport:
      'Your PDF report chooses traditional remedies from your own numbers, missing ones included: colour and day, daan, a fast, a mantra with its meaning and a yantra, each with why.',
    planeStatus: { complete: 'Complete', partial: 'Partly filled', empty: 'Empty' },
    planeKind: { row: 'Row', column: 'Column', diagonal: 'Diagonal' },
    planeDigits: 'Digits {digits}',
    personalYearLabel: '{year}: personal year {number}',
    reportHeading: 'Go deeper with your PDF report',
    reportSummary: '{summary}.',
    kuaElement: 'Element: {element}',
    working: { total: 'Total {total}', letterValue: 'is' },
    workingLabels: {
      name: 'Letters of your name',
      day: 'Day of birth',
      month: 'Month of birth',
      year: 'Year of birth',
      lifePath: 'Day + month + year',
      kua: 'Kua',
      currentYear: 'This year',
      personalYear: 'Day + month + year, each reduced',
    },
    masterLabel: 'Master number {label}',
    masterNote:
      'Your date of birth adds up to {master} before its last step, a master number, so numerologists write your bhagyank as {master}/{number}. The readings here use {number}; {master} adds a note of intensity to it.',
    nameNumberZero:
      'Your name has no letters from our table, so its number is 0. Try writing it in English letters.',
    nameCorrectionLink: 'Find spellings that suit your numbers',
    tools: {
      heading: 'Read your numbers further',
      mobile: {
        text: 'See how the total of your mobile number sits with your moolank and bhagyank.',
        link: 'Read a mobile number',
      },
      compatibility: {
        text: "Put your birth date beside a partner's, a friend's or a colleague's.",
        link: 'Check compatibility',
      },
    },
  },
  report: {
    signInPrompt: 'Sign in with Google to get your report. Your first report is free.',
    signInButton: 'Login',
    needAnalysis:
      'Your report is made from your free analysis. Fill in the calculator first, then come back here.',
    calculatorLink: 'Go to the calculator',
    preparing: 'Preparing your report...',
    reportFor: 'Report for {name}, born {dob}',
    unlocked: 'The report is ready to download.',
    credit: 'Your first report is on us: download it free of charge.',
    downloading: 'Downloading...',
    downloadBusy: 'Many reports are being prepared right now. Trying again in {seconds} seconds...',
    downloadBusyOne: 'Many reports are being prepared right now. Trying again in 1 second...',
    downloadFailed:
      'Your report could not be downloaded just now. Please check your connection and try again.',
    loadFailed:
      'We could not load your report details. Please check your connection and try again.',
    retry: 'Try again',
    paymentHeading: "Unlock {name}'s report for INR 499",
    paymentIntro:
      'Pay once, in Indian rupees. The report unlocks as soon as the payment is confirmed, and you can download it again at any time.',
    otherPerson: 'Want a report for someone else? Enter their details in the calculator.',
    latinName: {
      intro:
        'Numerology reads a name from the letters A to Z, and your name is written in another script. Please write it in English letters too, as on your PAN card or passport. The report will still print your name as you wrote it.',
      label: 'Your name in English letters',
      hint: 'For example: Asha Verma',
      confirm: 'Use this spelling',
      invalid: 'Please use English letters (A to Z), spaces, hyphens or apostrophes only.',
      using: 'Your naamank is read from the spelling {latinName}.',
      change: 'Change the spelling',
    },
    mobile: {
      included:
        'Your report will also read your mobile number {number}. It is sent with the download and never stored.',
      leaveOut: 'Leave it out',
      invite: 'Would you like your mobile number read in the report too?',
      inviteLink: 'Check it with the mobile number tool first',
    },
    babyNames: {
      included:
        'This report will also read the {count} best names of your baby names shortlist. They are sent with the download and never stored.',
      leaveOut: 'Leave them out',
    },
  },
  paymentReturn: {
    heading: 'Your payment',
    checking:
      'Confirming your payment and unlocking your report. This usually takes a few seconds.',
    progress: 'Check {attempt} of {max}',
    unlocked: 'Payment received. Your report is unlocked.',
    failed:
      'Your payment did not go through, so no money has been taken. Please go back to the report page and try again, perhaps with another card.',
    timeout:
      'We have not heard back from the bank yet. If money has left your account, your report unlocks on its own within a few minutes: check again then, or write to hello@ankvidya.in with the date and amount of the payment.',
    noPending:
      'We could not find a payment started in this browser. If you have paid, open the report page: your report shows as unlocked there once the payment is confirmed.',
    signInPrompt: 'Please sign in with the account you paid with to see your report.',
    checkFailed:
      'We could not reach our server to check your payment. Please check your connection and try again.',
    checkAgain: 'Check again',
    backToReport: 'Go to the report page',
  },
  contactForm: {
    heading: 'Send us a message',
    nameLabel: 'Your name',
    emailLabel: 'Your email',
    messageLabel: 'Your message',
    send: 'Send message',
    sending: 'Sending...',
    sent: 'Thank you. Your message has reached us, and we will reply within two working days.',
    failed: 'Your message could not be sent. Please try again in a moment.',
    rateLimited:
      'You have sent several messages in a short time. Please wait a few minutes and try again.',
    emailUs: 'Or write to {email}',
    fieldErrors: {
      name: 'Please enter your name (up to 100 characters).',
      email: 'Please enter an email address we can reply to.',
      message: 'Please write a little more, at least 10 characters (and at most 5,000).',
    },
  },
  blog: {
    readArticle: 'Read the article',
    allArticles: 'All articles',
    moreArticles: 'More articles',
    publisher: 'Ankvidya',
    contentsHeading: 'In this guide',
    cta: {
      heading: 'Calculate yours, free',
      text: 'Enter your name and date of birth to see your life path, psychic, name and kua numbers and your Lo Shu grid, with every step of the working shown.',
      link: 'Open the free calculator',
    },
    calculator: {
      heading: 'Find your life path number',
      intro:
        'Enter your date of birth. We add day, month and year, and keep 11, 22 and 33 as they are.',
      dobLabel: 'Your date of birth',
      submit: 'Calculate',
      result: 'Your life path number is {number}.',
      master:
        '{master} is a master number, so it is written {master}/{number}: numerologists read the master number for its extra intensity, and every calculation uses {number}.',
      readMore: 'Read about life path {number}',
    },
  },
  legal: {
    lastUpdated: 'Last updated: {date}',
  },
  errors: {
    chunk:
      'This part of the page could not load. Please check your connection and reload the page.',
    reload: 'Reload the page',
  },
  payment: {
    pay: 'Pay INR 499/-',
    processing: 'Processing ... ',
    unexpectedError: 'An unexpected error occured.',
    demoLabel: 'Demo payment: no money is taken',
    download: 'Download your PDF report',
    loading: 'Loading the secure payment form',
    demoCardNumber: 'Card number',
    demoExpiry: 'Expiry date (MM/YY)',
    demoCvc: 'Security code (CVC)',
    demoHint:
      'This copy of the site uses a demo payment gateway. Use the test card 4242 4242 4242 4242 with any future expiry date and any three digits.',
    demoErrors: {
      number: 'Your card number is invalid.',
      expiry: "Your card's expiry date is incomplete or in the past.",
      cvc: "Your card's security code is incomplete.",
    },
    buyerState: {
      label: 'Your state, for the GST invoice (optional)',
      notGiven: 'Choose your state',
    },
    razorpay: {
      hint: 'Pay by UPI (shown first), card, net banking or wallet, in the secure Razorpay window.',
      description: 'Personalised numerology report (PDF)',
      upiBlock: 'Pay by UPI',
      dismissed:
        'The payment window was closed before paying. Nothing was taken: you can try again.',
    },
    trust: {
      soldBy: 'Sold by {name}.',
      refund: 'Charged twice or no report? You get your money back, as our refund policy explains:',
      refundLink: 'Refund and cancellation policy',
      waysToPay: 'Ways to pay: {methods}.',
      methods: {
        upi: 'UPI',
        card: 'cards',
        netbanking: 'net banking',
        wallet: 'wallets',
        demo: 'demo payment, no money is taken',
      },
    },
  },
  notFound: {
    title: 'Page not found',
    text: 'We could not find that page. It may have moved, or the address may have a typing mistake.',
    home: 'Go to the home page',
  },
  calculatorSignIn: {
    why: 'Your analysis is free. We ask you to sign in with Google so your PDF report is kept with your account, ready to download again at any time.',
    cancelled:
      'Sign-in was closed before it finished. Everything you typed is still here: press the button again when you are ready.',
    blocked:
      'Your browser stopped the Google sign-in window from opening. Please allow pop-ups for this site and press the button again: everything you typed is still here.',
    offline:
      'Sign-in could not connect. Please check your internet connection and press the button again: everything you typed is still here.',
    failed:
      'Sign-in did not work this time. Everything you typed is still here: please press the button again.',
  },
  reportOffer: {
    costs: 'The PDF report costs INR {amount}.',
    firstFree: 'Your first report is free.',
    newAccountFree: "A new account's first report is free.",
    signInPrompt: 'Sign in with Google to get your report.',
  },
  language: {
    label: 'Language',
    suggestion: 'This page is also in English.',
    accept: 'Read in English',
    dismiss: 'Not now',
  },
} as const satisfies UiStrings;
