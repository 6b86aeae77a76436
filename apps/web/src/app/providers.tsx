import { getIdToken } from '@/features/auth';
import { setTokenProvider, setUnauthorizedHandler } from '@/shared/api/client';
import { actions } from '@/shared/state/store';

/** Connects the API client to sign-in: tokens from Firebase (loaded on demand), 401 -> signed out. */
export function registerAuthWithApi(): void {
  setTokenProvider(getIdToken);
  setUnauthorizedHandler(() => actions.setUser(null));
}
