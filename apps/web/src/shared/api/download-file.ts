import { apiFetch } from './client';

/** The file name a Content-Disposition header gives (the plain or quoted filename parameter). */
function dispositionName(header: string | null, fallback: string): string {
  const match = /filename\s*=\s*(?:"([^"]+)"|([^;\s]+))/.exec(header ?? '');
  return match?.[1] ?? match?.[2] ?? fallback;
}

/**
 * Downloads a signed-in file (an invoice, the account's data) with the Bearer token, which a
 * plain link cannot send, and hands it to the browser under the server's name for it.
 */
export async function downloadSignedIn(path: string, fallbackName: string): Promise<void> {
  const response = await apiFetch(path, { auth: true, headers: { Accept: '*/*' } });
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = dispositionName(response.headers.get('Content-Disposition'), fallbackName);
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

/** Where an invoice's PDF is served, to its owner only. */
export const invoicePdfPath = (id: string) => `/api/invoices/${encodeURIComponent(id)}/pdf`;
