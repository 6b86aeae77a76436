import type { UiStrings } from '../../ui-types.js';

export const ui = {
  loading: 'Loading...',
  nav: {
    home: 'Home',
    calculator: 'Calculator',
    blog: 'Blog',
    about: 'About',
    contact: 'Contact',
    login: 'Login',
    logout: 'Sign out',
    menu: 'Menu',
    account: 'Your account',
  },
  footer: {
    columns: [
      {
        heading: 'Company',
        links: [
          { label: 'About us', to: '/' },
          { label: 'Blog', to: '/' },
        ],
      },
      {
        heading: 'Help center',
        links: [
          { label: 'Contact us', to: '/' },
          { label: 'Calculator', to: '/' },
        ],
      },
      {
        heading: 'Legal',
        links: [
          { label: 'Privacy policy', to: '/privacy-policy' },
          { label: 'Terms of service', to: '/terms-of-service' },
        ],
      },
      { heading: 'Download', links: [{ label: 'Your PDF report', to: '/' }] },
    ],
    copyright: '© 2026 Ankvidya. All rights reserved.',
    version: '1.2',
    socialLabel: 'Follow Ankvidya',
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
  },
  signIn: {
    title: 'Sign in with Google',
    emulatorNote:
      'Local sign-in: this copy of the site uses the Firebase Auth emulator, so no real Google account is needed.',
    nameLabel: 'Name',
    emailLabel: 'Email',
    continue: 'Continue',
    cancel: 'Cancel',
  },
  analysis: {
    title: 'Your numerology analysis',
    empty: 'There is no analysis yet. Fill in the calculator to see yours.',
    gridCaption: 'Your Lo Shu Grid',
    howCalculated: 'How this was calculated',
    numbers: {
      nameNumber: 'Name number',
      psychicNumber: 'Psychic number',
      lifePathNumber: 'Life path number',
      kuaNumber: 'Kua number',
      personalYear: 'Personal year',
    },
    impactHeading: 'Impact of the numbers in your grid',
    missingHeading: 'Missing numbers',
    planesHeading: 'Rows, columns and diagonals',
    personalYearsHeading: 'Your next three years',
    reportCta: 'Get the full PDF report',
  },
  payment: {
    pay: 'Pay INR 499/-',
    processing: 'Processing ... ',
    unexpectedError: 'An unexpected error occured.',
    demoLabel: 'Demo payment: no money is taken',
    download: 'Download your PDF report',
  },
  notFound: {
    title: 'Page not found',
    text: 'We could not find that page. It may have moved, or the address may have a typing mistake.',
    home: 'Go to the home page',
  },
} as const satisfies UiStrings;
