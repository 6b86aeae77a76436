import type { ClientUser } from '@/shared/state/store';

/**
 * Why a sign-in did not finish: the visitor closed it, the browser blocked Google's window, no
 * connection, or anything else. A page that asked for sign-in words its own message from this.
 */
export type SignInProblem = 'cancelled' | 'blocked' | 'offline' | 'failed';

export type SignInOutcome =
  | { user: ClientUser; problem?: undefined }
  | {
      user: null;
      problem: SignInProblem;
      /** The error's own message, for the spec's alert. */ message?: string;
    };
