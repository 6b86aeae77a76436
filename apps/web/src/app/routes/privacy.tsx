import { ContentPage } from '@/features/pages/components/ContentPage';
import { useContent } from '@/shared/content/content';

export default function PrivacyPage() {
  const pages = useContent('pages');
  return <ContentPage page={pages.privacy} path="/privacy-policy" />;
}
