import { ContentPage } from '@/features/pages/components/ContentPage';
import { useContent } from '@/shared/content/content';

export default function PrivacyPage() {
  const site = useContent('site');
  return <ContentPage page={site.privacy} path="/privacy-policy" />;
}
