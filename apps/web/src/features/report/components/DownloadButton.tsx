import type { ReportCopyInput } from '@ankvidya/schemas';
import { useEffect, useRef, useState } from 'react';
import { fill, useContent } from '@/shared/content/content';
import { useDownloadReport } from '../api/download-report';

/**
 * Downloads the report, reading the ReportDraft's copy (the starred spelling, the language, what
 * the tools added: a kept mobile number, say); without one, the report as it is kept. When the
 * API is too busy to draw the PDF (503 with Retry-After), it says so calmly and tries again.
 */
export function DownloadButton({
  pdfID,
  copy,
  label,
}: {
  pdfID: string;
  /** The ReportDraft's copy this download reads (a language, a mobile number, ...). */
  copy?: ReportCopyInput;
  /** The button's words, when not "Download your PDF report". */
  label?: string;
}) {
  const ui = useContent('ui');
  const download = useDownloadReport();
  // Seconds left before the next try (shown, counting down) and at the start of this wait
  // (announced once: a live region that changed every second would talk over the reader).
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const [announced, setAnnounced] = useState<number | null>(null);
  const waiting = useRef<AbortController | null>(null);
  // Leaving the page stops the waiting, so no try is made for a page no one is on.
  useEffect(() => () => waiting.current?.abort(), []);

  const busyText = (seconds: number) =>
    seconds === 1 ? ui.report.downloadBusyOne : fill(ui.report.downloadBusy, { seconds });

  function start() {
    waiting.current?.abort();
    const controller = new AbortController();
    waiting.current = controller;
    download.mutate({
      pdfID,
      ...(copy ? { copy } : {}),
      signal: controller.signal,
      onWait: (seconds) => {
        setSecondsLeft(seconds);
        setAnnounced((first) => (seconds === null ? null : (first ?? seconds)));
      },
    });
  }

  return (
    <div className="download">
      <button
        type="button"
        className="button button--large"
        disabled={download.isPending}
        onClick={start}
      >
        {download.isPending ? ui.report.downloading : (label ?? ui.payment.download)}
      </button>
      <p className="visually-hidden" role="status">
        {download.isPending && announced !== null ? busyText(announced) : null}
      </p>
      {download.isPending && secondsLeft !== null ? (
        <p className="notice" aria-hidden="true">
          {busyText(secondsLeft)}
        </p>
      ) : null}
      {download.isError ? (
        <p className="form__error" role="alert">
          {ui.report.downloadFailed}
        </p>
      ) : null}
    </div>
  );
}
