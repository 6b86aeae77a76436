import { ContentPage } from '@/features/pages/components/ContentPage';
import { PolicyLinks } from '@/features/pages/components/PolicyLinks';
import { useContent } from '@/shared/content/content';

export default function RefundPolicyPage() {
  const pages = useContent('pages');
  return (
    <ContentPage
      page={pages.refund}
      path="/refund-policy"
      after={<PolicyLinks current="/refund-policy" />}
    />
  );
}
