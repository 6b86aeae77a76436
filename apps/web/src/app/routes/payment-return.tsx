import { signIn } from '@/features/auth';
import { PaymentReturn } from '@/features/report/components/PaymentReturn';
import { QueryProvider } from '@/shared/api/query-client';
import { useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';

export default function PaymentReturnPage() {
  const ui = useContent('ui');
  return (
    <QueryProvider>
      <div className="container narrow">
        <Seo
          title={ui.meta.paymentReturn.title}
          description={ui.meta.paymentReturn.description}
          path="/numerology-pdf"
          noindex
        />
        <PaymentReturn signIn={signIn} />
      </div>
    </QueryProvider>
  );
}
