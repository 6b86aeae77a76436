import { ContentPage } from '@/features/pages/components/ContentPage';
import { PolicyLinks } from '@/features/pages/components/PolicyLinks';
import { useContent } from '@/shared/content/content';

export default function TermsPage() {
  const pages = useContent('pages');
  return (
    <ContentPage
      page={pages.terms}
      path="/terms-of-service"
      after={<PolicyLinks current="/terms-of-service" />}
    />
  );
}
