import { ContentPage } from '@/features/pages/components/ContentPage';
import { PolicyLinks } from '@/features/pages/components/PolicyLinks';
import { useContent } from '@/shared/content/content';

export default function PrivacyPage() {
  const pages = useContent('pages');
  return (
    <ContentPage
      page={pages.privacy}
      path="/privacy-policy"
      after={<PolicyLinks current="/privacy-policy" />}
    />
  );
}
