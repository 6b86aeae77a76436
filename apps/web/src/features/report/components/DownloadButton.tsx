import { useContent } from '@/shared/content/content';
import { useDownloadReport } from '../api/download-report';

export function DownloadButton({ pdfID }: { pdfID: string }) {
  const ui = useContent('ui');
  const download = useDownloadReport();
  return (
    <div className="download">
      <button
        type="button"
        className="button button--large"
        disabled={download.isPending}
        onClick={() => download.mutate(pdfID)}
      >
        {download.isPending ? ui.report.downloading : ui.payment.download}
      </button>
      {download.isError ? (
        <p className="form__error" role="alert">
          {ui.report.downloadFailed}
        </p>
      ) : null}
    </div>
  );
}
