import { useState } from 'react';
import { useContent } from '@/shared/content/content';
import { useLocale } from '@/shared/i18n/locale';
import { AppLink } from '@/shared/ui/AppLink';
import { recordConsent } from '../api/account';

/**
 * The short data notice at the first sign-in, in the page's language: what is kept, why, how
 * long, the rights and whom to write to. "OK" records its version and time on the server.
 */
export function DataNotice({ onDone }: { onDone: () => void }) {
  const texts = useContent('account').notice;
  const locale = useLocale();
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const accept = () => {
    setSaving(true);
    setFailed(false);
    recordConsent(locale)
      .then(onDone)
      .catch((error: unknown) => {
        console.error(error);
        setFailed(true);
      })
      .finally(() => setSaving(false));
  };
  return (
    <section className="data-notice" aria-labelledby="data-notice-heading">
      <h2 id="data-notice-heading">{texts.heading}</h2>
      <ul>
        {texts.points.map((point) => (
          <li key={point}>{point}</li>
        ))}
      </ul>
      <div className="actions">
        <button type="button" className="button" disabled={saving} onClick={accept}>
          {texts.accept}
        </button>
        <AppLink to="/privacy-policy">{texts.privacyLink}</AppLink>
      </div>
      {failed ? (
        <p className="form__error" role="alert">
          {texts.saveFailed}
        </p>
      ) : null}
    </section>
  );
}
