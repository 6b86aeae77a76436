import { ContentPage } from '@/features/pages/components/ContentPage';
import { PolicyLinks } from '@/features/pages/components/PolicyLinks';
import { useContent } from '@/shared/content/content';

export default function DeliveryPolicyPage() {
  const pages = useContent('pages');
  return (
    <ContentPage
      page={pages.delivery}
      path="/delivery-policy"
      after={<PolicyLinks current="/delivery-policy" />}
    />
  );
}
