import { lazy, Suspense } from 'react';
import { answerSignInRequest, useSignInRequested } from '../lib/sign-in-request';

const SignInDialog = lazy(() => import('./SignInDialog'));

/** Shows the local (Auth emulator) sign-in dialog while the sign-in flow asks for it. */
export function SignInDialogHost() {
  const open = useSignInRequested();
  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <SignInDialog onSubmit={answerSignInRequest} onCancel={() => answerSignInRequest(null)} />
    </Suspense>
  );
}
