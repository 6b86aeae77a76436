import { ContentPage } from '@/features/pages/components/ContentPage';
import { useContent } from '@/shared/content/content';

export default function AboutPage() {
  const site = useContent('site');
  return <ContentPage page={site.about} path="/about" />;
}
