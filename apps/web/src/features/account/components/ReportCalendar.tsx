import { useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { downloadSignedIn } from '@/shared/api/download-file';
import { fill, useContent } from '@/shared/content/content';
import { useLocale } from '@/shared/i18n/locale';
import { formatIndiaDate } from '@/shared/lib/receipt-format';
import { useUser } from '@/shared/state/hooks';
import { calendarFilePath, createCalendarFeed, useCalendarFeeds } from '../api/calendar';

/** The https address on this site, and the same as webcal:// for calendar apps. */
function addresses(path: string): { https: string; webcal: string } {
  const https = new URL(path, window.location.origin).href;
  return { https, webcal: https.replace(/^https?:/, 'webcal:') };
}

/**
 * A bought report's dates in the reader's calendar: the .ics file to add once, a private
 * subscription address (shown only when made: the server keeps only its hash), and a reset that
 * replaces it, so a shared or lost address stops working at once.
 */
export function ReportCalendar({ pdfID }: { pdfID: string }) {
  const texts = useContent('calendar').account;
  const locale = useLocale();
  const user = useUser();
  const feeds = useCalendarFeeds(user?.uid ?? null);
  const queryClient = useQueryClient();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [made, setMade] = useState<{ https: string; webcal: string; reset: boolean } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [copied, setCopied] = useState(false);
  const active = feeds.data?.feeds.find((feed) => feed.pdfID === pdfID);
  const hasAddress = Boolean(made ?? active);

  const download = () => {
    setFailed(false);
    downloadSignedIn(calendarFilePath(pdfID), 'ankvidya-dates.ics').catch((error: unknown) => {
      console.error(error);
      setFailed(true);
    });
  };

  const subscribe = async () => {
    setFailed(false);
    setCopied(false);
    setBusy(true);
    try {
      const created = await createCalendarFeed(pdfID);
      setMade({ ...addresses(created.path), reset: hasAddress });
      void queryClient.invalidateQueries({ queryKey: ['calendar-feeds'] });
    } catch (error) {
      console.error(error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  const copy = async () => {
    if (!made) return;
    try {
      await navigator.clipboard.writeText(made.https);
      setCopied(true);
    } catch {
      // No clipboard access (an old browser, an http page): select the address to copy by hand.
      inputRef.current?.select();
    }
  };

  return (
    <div className="account__calendar" role="group" aria-labelledby={`${id}-heading`}>
      <h4 id={`${id}-heading`}>{texts.heading}</h4>
      <p className="meta-line">{texts.intro}</p>
      <div className="actions">
        <button type="button" className="button button--secondary button--small" onClick={download}>
          {texts.download}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={busy}
          onClick={() => void subscribe()}
        >
          {hasAddress ? texts.reset : texts.subscribe}
        </button>
      </div>
      {active && !made ? (
        <p className="meta-line">
          {fill(texts.active, { date: formatIndiaDate(active.createdAt, locale) })}
        </p>
      ) : null}
      {made ? (
        <div className="field account__feed">
          <p role="status">{made.reset ? texts.resetDone : texts.shownOnce}</p>
          <p>
            <a href={made.webcal}>{texts.webcalLink}</a>
          </p>
          <label htmlFor={`${id}-address`}>{texts.copyLabel}</label>
          <div className="account__feed-row">
            <input ref={inputRef} id={`${id}-address`} type="text" readOnly value={made.https} />
            <button
              type="button"
              className="button button--secondary button--small"
              onClick={() => void copy()}
            >
              {copied ? texts.copied : texts.copy}
            </button>
          </div>
        </div>
      ) : null}
      {failed ? (
        <p className="form__error" role="alert">
          {texts.failed}
        </p>
      ) : null}
    </div>
  );
}
