import { ContentPage } from '@/features/pages/components/ContentPage';
import { useContent } from '@/shared/content/content';

export default function TermsPage() {
  const pages = useContent('pages');
  return <ContentPage page={pages.terms} path="/terms-of-service" />;
}
