import type { ReportCopyInput } from '@ankvidya/schemas';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch } from '@/shared/api/client';

/** The file name from a Content-Disposition header (RFC 6266: filename* first, then filename). */
export function fileNameFromDisposition(
  header: string | null,
  fallback = 'ankvidya-report.pdf',
): string {
  if (!header) return fallback;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (extended?.[1]) {
    try {
      return decodeURIComponent(extended[1].trim());
    } catch {
      // fall through to the plain parameter
    }
  }
  const plain = /filename\s*=\s*(?:"((?:[^"\\]|\\.)*)"|([^;\s]+))/.exec(header);
  const name = plain?.[1]?.replace(/\\(.)/g, '$1') ?? plain?.[2];
  return name && name.trim() !== '' ? name.trim() : fallback;
}

/**
 * POST /api/reports/:pdfID/pdf with the Bearer token and the ReportDraft's copy as the body (no
 * URL or log keeps a body); 402 when it is locked and there is no credit. "This year" in the
 * report is the year where the reader is, unless the copy names one.
 */
export async function downloadReport(
  pdfID: string,
  copy: ReportCopyInput = {},
): Promise<{ blob: Blob; fileName: string }> {
  const response = await apiFetch(`/api/reports/${encodeURIComponent(pdfID)}/pdf`, {
    method: 'POST',
    auth: true,
    headers: { Accept: 'application/pdf' },
    body: { year: new Date().getFullYear(), ...copy },
  });
  const blob = await response.blob();
  return { blob, fileName: fileNameFromDisposition(response.headers.get('Content-Disposition')) };
}

/** Hands a downloaded file to the browser under its own name. */
export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Tries in all, the first included: a busy server usually has room again within one wait. */
export const DOWNLOAD_TRIES = 3;
/** The longest wait between tries, whatever Retry-After says: longer and a reader gives up. */
export const MAX_RETRY_WAIT_SECONDS = 30;

/** How long to wait before trying again, or null when the error is not "busy, come back later". */
export function busyWaitSeconds(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 503) return null;
  if (error.retryAfterSeconds === undefined) return null;
  return Math.min(Math.max(error.retryAfterSeconds, 1), MAX_RETRY_WAIT_SECONDS);
}

const stopped = () => new DOMException('The wait before the next try was stopped', 'AbortError');

/** Waits `seconds`, telling `onTick` the whole seconds left each second; rejects on abort. */
function countDown(
  seconds: number,
  onTick: (secondsLeft: number) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(stopped());
      return;
    }
    let left = seconds;
    onTick(left);
    const timer = setInterval(() => {
      left -= 1;
      if (left > 0) {
        onTick(left);
        return;
      }
      clearInterval(timer);
      signal?.removeEventListener('abort', stop);
      resolve();
    }, 1000);
    function stop() {
      clearInterval(timer);
      reject(stopped());
    }
    signal?.addEventListener('abort', stop, { once: true });
  });
}

export interface RetryOptions {
  /** The seconds left before the next try while waiting, null once a try starts. */
  onWait?: (secondsLeft: number | null) => void;
  /** Stops the waiting (the page went away); a request already sent is not cut off. */
  signal?: AbortSignal;
}

/** downloadReport, tried again after the wait a 503 asks for, up to DOWNLOAD_TRIES in all. */
export async function downloadReportWithRetry(
  pdfID: string,
  copy: ReportCopyInput = {},
  { onWait = () => undefined, signal }: RetryOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await downloadReport(pdfID, copy);
    } catch (error) {
      const wait = busyWaitSeconds(error);
      if (wait === null || tries >= DOWNLOAD_TRIES) throw error;
      await countDown(wait, onWait, signal);
      onWait(null);
    }
  }
}

export interface DownloadVariables extends RetryOptions {
  pdfID: string;
  /** The ReportDraft's copy this download reads (none: the report as it is kept). */
  copy?: ReportCopyInput;
}

export function useDownloadReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pdfID, copy, ...retry }: DownloadVariables) => {
      const { blob, fileName } = await downloadReportWithRetry(pdfID, copy, retry);
      saveBlob(blob, fileName);
    },
    // A download may have used the free credit and unlocked the report.
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['me'] }),
        queryClient.invalidateQueries({ queryKey: ['reports'] }),
      ]),
  });
}
