import { signIn } from '@/features/auth';
import { ReportContents } from '@/features/report/components/ReportContents';
import { ReportPanel } from '@/features/report/components/ReportPanel';
import { QueryProvider } from '@/shared/api/query-client';
import { useContent } from '@/shared/content/content';
import { Seo } from '@/shared/seo/Seo';

export default function ReportPage() {
  const ui = useContent('ui');
  const site = useContent('site');
  return (
    <QueryProvider>
      <div className="container report-page">
        <Seo
          title={ui.meta.report.title}
          description={ui.meta.report.description}
          path="/pdf-download-page"
        />
        <ReportContents site={site} />
        <ReportPanel signIn={signIn} />
      </div>
    </QueryProvider>
  );
}
