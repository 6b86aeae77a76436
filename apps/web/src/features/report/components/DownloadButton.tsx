import { useContent } from '@/shared/content/content';
import { useDownloadReport } from '../api/download-report';

/** Downloads the report; with a kept mobile number, that copy reads it too. */
export function DownloadButton({ pdfID, mobileNumber }: { pdfID: string; mobileNumber?: string }) {
  const ui = useContent('ui');
  const download = useDownloadReport();
  return (
    <div className="download">
      <button
        type="button"
        className="button button--large"
        disabled={download.isPending}
        onClick={() => download.mutate({ pdfID, ...(mobileNumber ? { mobileNumber } : {}) })}
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
