/**
 * The local sign-in dialog (Auth emulator) is asked for from non-React code (the sign-in flow) and
 * shown by <SignInDialogHost>. This small store connects the two.
 */
import { useSyncExternalStore } from 'react';

export interface SignInDetails {
  name: string;
  email: string;
}

let pending: ((details: SignInDetails | null) => void) | null = null;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export function requestSignInDetails(): Promise<SignInDetails | null> {
  pending?.(null);
  return new Promise((resolve) => {
    pending = resolve;
    emit();
  });
}

export function answerSignInRequest(details: SignInDetails | null): void {
  const resolve = pending;
  pending = null;
  emit();
  resolve?.(details);
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function useSignInRequested(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => pending !== null,
    () => false,
  );
}
