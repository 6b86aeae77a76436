import { ContentPage } from '@/features/pages/components/ContentPage';
import { useContent } from '@/shared/content/content';

export default function AboutPage() {
  const pages = useContent('pages');
  return <ContentPage page={pages.about} path="/about" />;
}
