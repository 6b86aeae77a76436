/** A stand-in for the firebase/app and firebase/auth modules, shared by the sign-in tests. */
import { vi } from 'vitest';

const user = { getIdToken: vi.fn(() => Promise.resolve('id-token-1')) };

export const fb = {
  user,
  auth: { currentUser: null as unknown, authStateReady: vi.fn(() => Promise.resolve()) },
  connectAuthEmulator: vi.fn(),
  signInWithCredential: vi.fn(),
  signInWithPopup: vi.fn(),
  signOut: vi.fn(() => Promise.resolve()),
  credential: vi.fn((idToken: string) => ({ providerId: 'google.com', idToken })),
};

export const appModule = {
  initializeApp: vi.fn(() => ({ name: '[DEFAULT]' })),
  getApps: vi.fn(() => []),
  getApp: vi.fn(),
};

export const authModule = {
  getAuth: vi.fn(() => fb.auth),
  connectAuthEmulator: fb.connectAuthEmulator,
  signInWithCredential: fb.signInWithCredential,
  signInWithPopup: fb.signInWithPopup,
  signOut: fb.signOut,
  GoogleAuthProvider: Object.assign(
    vi.fn(function GoogleAuthProvider() {}),
    { credential: fb.credential },
  ),
};

export const firebaseConfig = {
  apiKey: 'k',
  authDomain: 'demo.firebaseapp.com',
  projectId: 'demo-ankvidya',
  appId: 'app',
};

export const profile = {
  uid: 'uid-1',
  name: 'Asha Verma',
  authProvider: 'google' as const,
  email: 'asha@example.com',
  phoneNumber: null,
  photoURL: null,
  remainingPDFQuota: 1,
  lastLogin: '2026-11-21T10:00:00.000Z',
};
