import type { ClientUser } from '@/shared/state/store';

/** A signed-in visitor as the client keeps it (remainingPDFQuota 0 in the client copy, per spec). */
export function testUser(overrides: Partial<ClientUser> = {}): ClientUser {
  return {
    uid: 'uid-1',
    name: 'Asha Verma',
    authProvider: 'google',
    email: 'asha@example.com',
    phoneNumber: null,
    photoURL: null,
    remainingPDFQuota: 0,
    lastLogin: '',
    ...overrides,
  };
}

/** A report bought with a payment, written in Hindi, as GET /api/me lists it. */
export const testBoughtReport = {
  pdfID: 'pdf_mother_0123456789',
  name: 'Kamla Verma',
  dob: '1962-03-14',
  gender: 'Female',
  unlocked: true,
  unlockedBy: 'payment',
  createdAt: '2026-11-21T09:58:00.000Z',
  unlockedAt: '2026-11-21T10:00:00.000Z',
  locale: 'hi',
};
