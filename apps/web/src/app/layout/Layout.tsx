import type { ReactNode } from 'react';
import { DataNoticeHost } from '@/features/account';
import { SignInDialogHost } from '@/features/auth';
import { Footer } from './Footer';
import { Header } from './Header';
import { LanguageSuggestion } from './LanguageSwitch';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <div className="page">
      <Header />
      <DataNoticeHost />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <Footer />
      <LanguageSuggestion />
      <SignInDialogHost />
    </div>
  );
}
