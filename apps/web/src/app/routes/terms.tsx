import { ContentPage } from '@/features/pages/components/ContentPage';
import { useContent } from '@/shared/content/content';

export default function TermsPage() {
  const site = useContent('site');
  return <ContentPage page={site.terms} path="/terms-of-service" />;
}
