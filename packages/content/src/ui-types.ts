/** Short interface texts of the web app: labels, buttons and messages. */
export interface UiStrings {
  loading: string;
  nav: {
    home: string;
    calculator: string;
    blog: string;
    about: string;
    contact: string;
    login: string;
    logout: string;
    menu: string;
    account: string;
  };
  footer: {
    columns: ReadonlyArray<{
      heading: string;
      links: ReadonlyArray<{ label: string; to: string }>;
    }>;
    copyright: string;
    version: string;
    socialLabel: string;
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
  };
  signIn: {
    title: string;
    emulatorNote: string;
    nameLabel: string;
    emailLabel: string;
    continue: string;
    cancel: string;
  };
  analysis: {
    title: string;
    empty: string;
    gridCaption: string;
    howCalculated: string;
    numbers: {
      nameNumber: string;
      psychicNumber: string;
      lifePathNumber: string;
      kuaNumber: string;
      personalYear: string;
    };
    impactHeading: string;
    missingHeading: string;
    planesHeading: string;
    personalYearsHeading: string;
    reportCta: string;
  };
  payment: {
    pay: string;
    processing: string;
    unexpectedError: string;
    demoLabel: string;
    download: string;
  };
  notFound: { title: string; text: string; home: string };
}
