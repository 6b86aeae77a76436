import { AccountPage } from '@/features/account/components/AccountPage';
import { signIn, signOut } from '@/features/auth';
import { DownloadButton } from '@/features/report/components/DownloadButton';
import { QueryProvider } from '@/shared/api/query-client';
import { useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';

export default function AccountRoute() {
  const texts = useContent('account');
  return (
    <QueryProvider>
      <div className="container narrow">
        <Seo
          title={texts.meta.title}
          description={texts.meta.description}
          path="/account"
          noindex
        />
        <AccountPage
          signIn={signIn}
          signOut={signOut}
          renderDownload={(pdfID, locale, label) => (
            <DownloadButton pdfID={pdfID} copy={{ locale }} label={label} />
          )}
        />
      </div>
    </QueryProvider>
  );
}
