import type { UserProfile } from '@ankvidya/schemas';
import { apiFetch, apiJson } from '@/shared/api/client';

/** POST /api/session with the new ID token: creates the user (one free report) or updates lastLogin. */
export function createSession(idToken: string): Promise<UserProfile> {
  return apiJson<UserProfile>('/api/session', {
    method: 'POST',
    headers: { Authorization: `Bearer ${idToken}` },
  });
}

/** DELETE /api/session: the server forgets the session (the token is optional). */
export async function deleteSession(idToken: string | null): Promise<void> {
  await apiFetch('/api/session', {
    method: 'DELETE',
    headers: idToken ? { Authorization: `Bearer ${idToken}` } : {},
  });
}
