import { ContactForm } from '@/features/contact/components/ContactForm';
import { ContentPage } from '@/features/pages/components/ContentPage';
import { SellerDetails } from '@/features/pages/components/SellerDetails';
import { QueryProvider } from '@/shared/api/query-client';
import { useContent } from '@/shared/content/content';

export default function ContactPage() {
  const pages = useContent('pages');
  return (
    <QueryProvider>
      <ContentPage page={pages.contact} path="/contact">
        <p>{pages.contact.responseTime}</p>
        <SellerDetails fallbackEmail={pages.contact.email} />
        <ContactForm email={pages.contact.email} />
      </ContentPage>
    </QueryProvider>
  );
}
