export { signIn, attemptSignIn, signOut, getIdToken, preloadAuth } from './auth';
export { AccountControl } from './components/AccountControl';
export { SignInDialogHost } from './components/SignInDialogHost';
