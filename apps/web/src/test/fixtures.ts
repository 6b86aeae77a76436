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
