import { ContactForm } from '@/features/contact/components/ContactForm';
import { ContentPage } from '@/features/pages/components/ContentPage';
import { QueryProvider } from '@/shared/api/query-client';
import { useContent } from '@/shared/content/content';

export default function ContactPage() {
  const site = useContent('site');
  return (
    <QueryProvider>
      <ContentPage page={site.contact} path="/contact">
        <p>{site.contact.responseTime}</p>
        <ContactForm email={site.contact.email} />
      </ContentPage>
    </QueryProvider>
  );
}
