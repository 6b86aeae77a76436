import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '@/shared/api/client';

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

/** What a download asks for beyond the report itself. */
export interface DownloadOptions {
  /** The visitor's own year, so "this year" in the report is the year where they are. */
  year?: number;
  /** A mobile number to read in this copy: a header, so no URL or log keeps it. */
  mobileNumber?: string;
}

/** GET /api/reports/:pdfID/pdf with the Bearer token; 402 when it is locked and there is no credit. */
export async function downloadReport(
  pdfID: string,
  { year = new Date().getFullYear(), mobileNumber }: DownloadOptions = {},
): Promise<{ blob: Blob; fileName: string }> {
  const path = `/api/reports/${encodeURIComponent(pdfID)}/pdf?year=${year}`;
  const response = await apiFetch(path, {
    auth: true,
    headers: {
      Accept: 'application/pdf',
      ...(mobileNumber ? { 'X-Mobile-Number': mobileNumber } : {}),
    },
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

export function useDownloadReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ pdfID, mobileNumber }: { pdfID: string; mobileNumber?: string }) => {
      const { blob, fileName } = await downloadReport(pdfID, mobileNumber ? { mobileNumber } : {});
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
