import type { InputProblem, WorkingStepId } from '@ankvidya/numerology-core';

/** Short interface texts of the web app: labels, buttons and messages. */
/** The three numbers with an Indian name, which the site uses for them throughout. */
export type NamedNumber = 'nameNumber' | 'psychicNumber' | 'lifePathNumber';

/** One name per number (docs/decisions.md, "One name per number"). */
export interface NumberName {
  /** The one name, as a label starts: "Moolank"; running text writes it lower case. */
  name: string;
  /**
   * Where a page (or the report) first presents the number: the name with the words that explain
   * it, "Psychic number (moolank)", "मूलांक (जन्म की तारीख़ से)". Only once per page.
   */
  introduced: string;
}

export interface UiStrings {
  loading: string;
  /** The label table of the numbers with two names; the web pages and the report read it. */
  numberNames: Readonly<Record<NamedNumber, NumberName>>;
  /**
   * numerology-core's input problems in the page's language, with the error's values as
   * {placeholders} (e.g. {days}, {digits}, {max}).
   */
  inputErrors: Readonly<Record<InputProblem, string>>;
  nav: {
    home: string;
    calculator: string;
    /** The name correction tool (/name-correction). */
    nameCorrection: string;
    /** The mobile number tool (/mobile-number-numerology). */
    mobileNumber: string;
    vehicleNumber: string;
    houseNumber: string;
    babyNames: string;
    /** The compatibility tool (/compatibility). */
    compatibility: string;
    /** The today's number tool (/numerology-today). */
    numerologyToday: string;
    /** The business name tool (/business-name-numerology). */
    businessName: string;
    blog: string;
    about: string;
    contact: string;
    login: string;
    logout: string;
    menu: string;
    account: string;
    /** Accessible name of the main navigation. */
    mainLabel: string;
    /** Link that jumps past the header to the page's content. */
    skipToContent: string;
    /** "Signed in as {name}" in the account menu. */
    signedInAs: string;
    /** Accessible name of the home link around the logo. */
    homeLinkLabel: string;
    /** The link to My account (/account) in the signed-in menu. */
    myAccount: string;
  };
  footer: {
    columns: ReadonlyArray<{
      heading: string;
      links: ReadonlyArray<{ label: string; to: string }>;
    }>;
    /** Heading of the column of free tools (its links come from the web's tools registry). */
    toolsHeading: string;
    copyright: string;
    version: string;
    socialLabel: string;
    /** "Version {version}". */
    versionLabel: string;
    social: ReadonlyArray<{
      /** Accessible name of the icon link, e.g. "Ankvidya on Instagram". */
      label: string;
      icon: 'instagram' | 'facebook' | 'youtube' | 'x';
      to: string;
    }>;
  };
  /** Browser titles and descriptions of the pages whose text is not a content page. */
  meta: {
    /** "{title} | Ankvidya". */
    titleTemplate: string;
    home: { title: string; description: string };
    calculator: { title: string; description: string };
    analysis: { title: string; description: string };
    report: { title: string; description: string };
    paymentReturn: { title: string; description: string };
    notFound: { title: string; description: string };
  };
  home: {
    testimonialsHeading: string;
    /** "{author}, {city}". */
    testimonialAuthor: string;
  };
  calculator: {
    title: string;
    intro: string;
    nameLabel: string;
    dobLabel: string;
    genderLabel: string;
    male: string;
    female: string;
    submitSignedOut: string;
    submitSignedIn: string;
    missingDetails: string;
    /** Shown on the button while sign-in is open. */
    signingIn: string;
    genderNote: string;
    /** Beside each empty field when details are missing ("Please fill all details first"). */
    fieldMissing: { name: string; gender: string };
    /**
     * Above the name in English letters, offered for a name written in another script (the
     * form's label, hint and button are report.latinName's).
     */
    latinIntro: string;
  };
  /** The date of birth as three fields (day, month name, year), wherever a date of birth is asked. */
  dateOfBirth: {
    dayLabel: string;
    monthLabel: string;
    yearLabel: string;
    /** The month list's first, empty choice. */
    monthPlaceholder: string;
    /** The date read back before submit: "You entered {date}." */
    readBack: string;
    errors: {
      missing: string;
      day: string;
      month: string;
      year: string;
      /** "{date} is not a real date: {month} {year} has {days} days." */
      notADate: string;
      /** "Please enter a year of birth from {year} onwards." */
      tooEarly: string;
      future: string;
    };
  };
  signIn: {
    title: string;
    emulatorNote: string;
    nameLabel: string;
    emailLabel: string;
    continue: string;
    cancel: string;
    /** Shown when sign-in fails and the browser gives no message. */
    failed: string;
  };
  analysis: {
    title: string;
    empty: string;
    gridCaption: string;
    howCalculated: string;
    /** The two numbers with one name only (the others are in `numberNames`). */
    numbers: {
      kuaNumber: string;
      personalYear: string;
    };
    impactHeading: string;
    missingHeading: string;
    planesHeading: string;
    personalYearsHeading: string;
    reportCta: string;
    /** "For {name}, born {dob}". */
    subtitle: string;
    calculatorLink: string;
    numbersHeading: string;
    gridHelp: string;
    /** "Impact of {digit}". */
    impactOf: string;
    /** How often a digit occurs: once, or "{count} times". */
    countOnce: string;
    countMany: string;
    missingIntro: string;
    noMissing: string;
    /** "Missing {digit}". */
    missingOf: string;
    remediesInReport: string;
    planeStatus: { complete: string; partial: string; empty: string };
    planeKind: { row: string; column: string; diagonal: string };
    /** "Digits {digits}". */
    planeDigits: string;
    /** "{year}: personal year {number}". */
    personalYearLabel: string;
    reportHeading: string;
    /** The report's advertised contents as a sentence: {summary} and the language's full stop. */
    reportSummary: string;
    /** "Element: {element}". */
    kuaElement: string;
    /** The sums of a line of working, e.g. "Total 38" before "3 + 8 = 11". */
    working: {
      /** "Total {total}". */
      total: string;
      /** Read by screen readers between a letter and its value. */
      letterValue: string;
    };
    /** Names of the lines of working from numerology-core's explain(). */
    workingLabels: Readonly<Record<WorkingStepId, string>>;
    /** Shown for a name number of 0 (a name without any letter from the table). */
    nameNumberZero: string;
    /** "{label}" ("11/2"): beside the life path's title when it passes a master number. */
    masterLabel: string;
    /** "{master}" and "{number}": a short note on the master number. */
    masterNote: string;
    /** On the name number card: a link to the name correction tool. */
    nameCorrectionLink: string;
    /** Before the report's call: the free tools that read these numbers further. */
    tools: {
      heading: string;
      mobile: { text: string; link: string };
      compatibility: { text: string; link: string };
    };
  };
  report: {
    /** Shown to a signed-out visitor. */
    signInPrompt: string;
    signInButton: string;
    /** Shown when there is no analysis in this browser yet. */
    needAnalysis: string;
    calculatorLink: string;
    preparing: string;
    /** "Report for {name}, born {dob}". */
    reportFor: string;
    unlocked: string;
    /** The free report a new account has. */
    credit: string;
    downloading: string;
    /**
     * A live status while the API is too busy to draw the PDF and the download waits to try
     * again: "{seconds}" counts down. The One form is for the last second.
     */
    downloadBusy: string;
    downloadBusyOne: string;
    downloadFailed: string;
    loadFailed: string;
    retry: string;
    /** Names whose report it is, "{name}": the report may be for someone else. */
    paymentHeading: string;
    paymentIntro: string;
    otherPerson: string;
    /** For a name with no letter of the A to Z table (written in Devanagari, say). */
    latinName: {
      intro: string;
      label: string;
      hint: string;
      confirm: string;
      invalid: string;
      /** "{latinName}": the spelling the numbers are read from, with a way to change it. */
      using: string;
      change: string;
    };
    /** The mobile number kept on this device to be read in the report (sent with the download). */
    mobile: {
      /** "{number}". */
      included: string;
      leaveOut: string;
      invite: string;
      inviteLink: string;
    };
    /** A newborn's report: the baby-names shortlist kept on this device to be read in it. */
    babyNames: {
      /** "{count}" names. */
      included: string;
      leaveOut: string;
    };
  };
  paymentReturn: {
    heading: string;
    checking: string;
    /** "Check {attempt} of {max}". */
    progress: string;
    unlocked: string;
    failed: string;
    timeout: string;
    noPending: string;
    signInPrompt: string;
    checkFailed: string;
    checkAgain: string;
    backToReport: string;
  };
  contactForm: {
    heading: string;
    nameLabel: string;
    emailLabel: string;
    messageLabel: string;
    send: string;
    sending: string;
    sent: string;
    failed: string;
    rateLimited: string;
    /** "Or write to {email}". */
    emailUs: string;
    /** Beside a field the API refused (it answers with the field's name). */
    fieldErrors: { name: string; email: string; message: string };
  };
  blog: {
    readArticle: string;
    allArticles: string;
    moreArticles: string;
    publisher: string;
    /** Table of contents of a long article. */
    contentsHeading: string;
    /** The call to action at the end of every article. */
    cta: { heading: string; text: string; link: string };
    calculator: {
      heading: string;
      intro: string;
      dobLabel: string;
      submit: string;
      /** "Your life path number is {number}." */
      result: string;
      /** "{master}" (11, 22 or 33) and "{number}", the single digit it reduces to. */
      master: string;
      /** "Read about life path {number}". */
      readMore: string;
    };
  };
  legal: {
    /** "Last updated: {date}". */
    lastUpdated: string;
  };
  errors: {
    /** A part of the page (a script chunk) could not load. */
    chunk: string;
    reload: string;
  };
  payment: {
    pay: string;
    processing: string;
    unexpectedError: string;
    demoLabel: string;
    download: string;
    /** Accessible name of the spinner shown while the payment form loads. */
    loading: string;
    demoCardNumber: string;
    demoExpiry: string;
    demoCvc: string;
    demoHint: string;
    /** The demo gateway's own messages for a card it cannot take (type validation_error). */
    demoErrors: { number: string; expiry: string; cvc: string };
    /**
     * The optional question of the buyer's state, asked above the form: it decides the GST
     * lines of the invoice (IGST, or CGST and SGST).
     */
    buyerState: {
      label: string;
      /** The first choice: not saying (the invoice then takes the seller's state). */
      notGiven: string;
    };
    /** Razorpay Checkout: UPI first, in Razorpay's own window. */
    razorpay: {
      /** Above the button: what the window offers. */
      hint: string;
      /** The order's line in Razorpay's window. */
      description: string;
      /** The name of the block of UPI apps shown first. */
      upiBlock: string;
      /** The window was closed before a payment was made. */
      dismissed: string;
    };
    /** What the pay form says so a buyer knows whom they pay and what happens if it goes wrong. */
    trust: {
      /** "Sold by {name}." */
      soldBy: string;
      /** Before the refund policy's link. */
      refund: string;
      refundLink: string;
      /** "Ways to pay: {methods}." */
      waysToPay: string;
      methods: { upi: string; card: string; netbanking: string; wallet: string; demo: string };
    };
  };
  notFound: { title: string; text: string; home: string };
  /**
   * The calculator's sign-in (the spec's "Login and see Report"): why it is asked for, shown
   * before Google's window opens, and what happened when it did not finish. Each failure says
   * that what was typed is still there.
   */
  calculatorSignIn: {
    why: string;
    /** The visitor closed the sign-in window (or the local dialog). */
    cancelled: string;
    /** The browser stopped the window opening (a pop-up blocker). */
    blocked: string;
    /** No connection to Google or to our server. */
    offline: string;
    failed: string;
  };
  /**
   * The report's price, shown to everyone wherever the report is offered, and the welcome credit
   * worded by what this browser knows of the account (see docs/decisions.md).
   */
  reportOffer: {
    /** "The PDF report costs INR {amount}." ("₹{amount}" in Hindi); {amount} in rupees. */
    costs: string;
    /** When the account may still have its free report (nothing says otherwise). */
    firstFree: string;
    /** Signed out, after the account last signed in here had used its free report. */
    newAccountFree: string;
    /** The report page's sign-in prompt without the offer (the offer follows it). */
    signInPrompt: string;
  };
  /**
   * The language switch and the offer to read a page in the browser's language. The offer is
   * shown in the offered language's own words (its `suggestion`, `accept`, `dismiss`).
   */
  language: {
    /** The switch's accessible name, e.g. "Language". */
    label: string;
    /** "This page is also in English." */
    suggestion: string;
    /** "Read in English". */
    accept: string;
    /** "Not now". */
    dismiss: string;
  };
}
