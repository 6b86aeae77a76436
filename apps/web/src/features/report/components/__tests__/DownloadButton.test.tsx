import { QueryClient } from '@tanstack/react-query';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setTokenProvider } from '@/shared/api/client';
import { QueryProvider } from '@/shared/api/query-client';
import { preloadContent } from '@/shared/content/content';
import { json, mockFetch, renderAt } from '@/test/render';
import { DownloadButton } from '../DownloadButton';

const PDF_ID = 'pdf_0123456789abcdef';
const PDF_PATH = `POST /api/reports/${PDF_ID}/pdf`;

const pdf = () =>
  new Response(new Blob(['%PDF-1.7'], { type: 'application/pdf' }), {
    headers: { 'Content-Disposition': 'attachment; filename="ankvidya-asha-verma.pdf"' },
  });
/** What the API answers when its PDF queue is full. */
const busy = (seconds: number) =>
  new Response(
    JSON.stringify({
      error: { code: 'reports_busy', message: 'Many reports are being prepared.' },
    }),
    {
      status: 503,
      headers: { 'Content-Type': 'application/json', 'Retry-After': String(seconds) },
    },
  );

/** Answers the PDF requests in order, the last answer again once the list runs out. */
async function renderButton(answers: Array<() => Response>, path = '/pdf-download-page') {
  let call = 0;
  const fetchMock = vi.fn(
    mockFetch({
      [PDF_PATH]: () => answers[Math.min(call++, answers.length - 1)]!(),
      'GET /api/me': () => json({ user: null, reports: [], payments: {} }),
      'GET /api/reports': () => json({ reports: [] }),
    }),
  );
  vi.stubGlobal('fetch', fetchMock);
  const view = await renderAt(
    <QueryProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <DownloadButton pdfID={PDF_ID} />
    </QueryProvider>,
    path,
  );
  const pdfCalls = () =>
    fetchMock.mock.calls.filter(([input]) => (input as string).includes('/pdf')).length;
  return { view, pdfCalls };
}

/** Lets the fake clock run `ms`, with the promises it releases settled and rendered. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('report download when the server is busy', () => {
  let click: ReturnType<typeof vi.fn<() => void>>;

  beforeEach(async () => {
    await preloadContent(['ui'], 'en');
    await preloadContent(['ui'], 'hi');
    vi.useFakeTimers();
    setTokenProvider(() => Promise.resolve('id-token'));
    Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:report'), revokeObjectURL: vi.fn() });
    click = vi.fn<() => void>();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(click);
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('waits the seconds the server asks for, counting down, then downloads the file', async () => {
    const { pdfCalls } = await renderButton([() => busy(3), pdf]);
    fireEvent.click(screen.getByRole('button', { name: 'Download your PDF report' }));
    await pass(0);

    expect(pdfCalls()).toBe(1);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Many reports are being prepared right now. Trying again in 3 seconds...',
    );
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    expect(screen.queryByRole('alert')).toBeNull();

    await pass(1000);
    expect(
      screen.getByText('Many reports are being prepared right now. Trying again in 2 seconds...'),
    ).toBeInTheDocument();
    await pass(1000);
    expect(
      screen.getByText('Many reports are being prepared right now. Trying again in 1 second...'),
    ).toBeInTheDocument();
    // The live region said it once; it does not repeat every second.
    expect(screen.getByRole('status')).toHaveTextContent('Trying again in 3 seconds');
    expect(pdfCalls()).toBe(1);
    expect(click).not.toHaveBeenCalled();

    await pass(1000);
    expect(pdfCalls()).toBe(2);
    expect(click).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Download your PDF report' })).toBeEnabled();
    expect(screen.queryByText(/Trying again/)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('waits no longer than 30 seconds, whatever the server says', async () => {
    const { pdfCalls } = await renderButton([() => busy(600), pdf]);
    fireEvent.click(screen.getByRole('button', { name: 'Download your PDF report' }));
    await pass(0);
    expect(screen.getByRole('status')).toHaveTextContent('Trying again in 30 seconds');
    await pass(29_000);
    expect(pdfCalls()).toBe(1);
    await pass(1000);
    expect(pdfCalls()).toBe(2);
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('gives up after three busy answers with the usual failure message', async () => {
    const { pdfCalls } = await renderButton([() => busy(2)]);
    fireEvent.click(screen.getByRole('button', { name: 'Download your PDF report' }));
    await pass(0);
    await pass(2000);
    expect(pdfCalls()).toBe(2);
    expect(screen.getByRole('button', { name: 'Downloading...' })).toBeDisabled();
    await pass(2000);
    expect(pdfCalls()).toBe(3);

    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your report could not be downloaded just now.',
    );
    expect(screen.queryByText(/Trying again/)).toBeNull();
    expect(screen.getByRole('button', { name: 'Download your PDF report' })).toBeEnabled();
    await pass(60_000);
    expect(pdfCalls()).toBe(3);
    expect(click).not.toHaveBeenCalled();
  });

  it.each([
    [402, 'payment_required'],
    [404, 'not_found'],
  ])('does not try again after a %i', async (status, code) => {
    const { pdfCalls } = await renderButton([
      () => new Response(JSON.stringify({ error: { code, message: 'No.' } }), { status }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Download your PDF report' }));
    await pass(0);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your report could not be downloaded just now.',
    );
    await pass(60_000);
    expect(pdfCalls()).toBe(1);
  });

  it('does not try again after a 503 that does not say when to come back', async () => {
    const { pdfCalls } = await renderButton([() => json({ error: { code: 'down' } }, 503)]);
    fireEvent.click(screen.getByRole('button', { name: 'Download your PDF report' }));
    await pass(0);
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await pass(60_000);
    expect(pdfCalls()).toBe(1);
  });

  it('stops waiting when the page goes away', async () => {
    const { view, pdfCalls } = await renderButton([() => busy(5), pdf]);
    fireEvent.click(screen.getByRole('button', { name: 'Download your PDF report' }));
    await pass(0);
    expect(pdfCalls()).toBe(1);
    view.unmount();
    await pass(60_000);
    expect(pdfCalls()).toBe(1);
    expect(click).not.toHaveBeenCalled();
  });

  it('says it in Hindi on a Hindi page', async () => {
    await renderButton([() => busy(4), pdf], '/hi/pdf-download-page');
    fireEvent.click(screen.getByRole('button'));
    await pass(0);
    expect(screen.getByRole('status')).toHaveTextContent(
      'इस समय कई रिपोर्टें तैयार हो रही हैं। हम 4 सेकंड में फिर से कोशिश करेंगे...',
    );
  });
});
