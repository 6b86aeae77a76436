import { useEffect, useId, useRef, useState } from 'react';
import { fill, useContent } from '@/shared/content/content';
import { whatsAppUrl } from '@/shared/lib/whatsapp';
import { shareFragment, type SharedResult } from '../lib/share-link';

type Image = { file: File; preview: string };

/** Whether this browser can hand a PNG file to the Web Share API (phones, some desktops). */
function canShareFile(file: File): boolean {
  return typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] });
}

/**
 * The shareable result: a PNG drawn in the browser with the two first names and the score,
 * offered through the Web Share API where it can take a file (WhatsApp is then one tap away) and
 * as a download everywhere; and a link that carries the same three things in its fragment.
 */
export function ShareResult({
  result,
  path,
  onShared,
}: {
  result: SharedResult;
  /** The page's path; the link is this page's address with the result in its fragment. */
  path: string;
  onShared: () => void;
}) {
  const texts = useContent('compatibilityPage').share;
  const id = useId();
  const [image, setImage] = useState<Image | 'failed' | null>(null);
  const [copied, setCopied] = useState(false);
  const linkRef = useRef<HTMLInputElement>(null);
  const { a, b, score } = result;
  const link = `${window.location.origin}${path}${shareFragment(result)}`;
  const message = fill(texts.message, { a, b, score });

  // The image is drawn once the result shows (the drawing code loads only then).
  useEffect(() => {
    let current = true;
    setImage(null);
    import('../lib/share-image')
      .then((m) =>
        m.drawShareImage(
          { a, b, score, texts: texts.image, site: window.location.host },
          texts.fileName,
        ),
      )
      .then(
        (drawn) => current && setImage(drawn),
        (error: unknown) => {
          console.error('share image', error);
          if (current) setImage('failed');
        },
      );
    return () => {
      current = false;
    };
  }, [a, b, score, texts]);

  const share = async (file: File) => {
    try {
      await navigator.share({ files: [file], text: `${message} ${link}` });
      onShared();
    } catch (error) {
      // Closing the share sheet is a choice, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.error(error);
    }
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
      onShared();
    } catch {
      // No clipboard access (an old browser, an http page): select the link to copy by hand.
      linkRef.current?.select();
    }
  };

  const ready = image !== null && image !== 'failed' ? image : null;
  return (
    <section className="share-result" aria-labelledby={`${id}-share`}>
      <h3 id={`${id}-share`}>{texts.heading}</h3>
      <p>{texts.intro}</p>
      {ready ? (
        <img
          className="share-result__preview"
          src={ready.preview}
          alt={fill(texts.previewAlt, { a, b, score })}
          width={540}
          height={540}
        />
      ) : null}
      {image === 'failed' ? <p className="notice">{texts.failed}</p> : null}
      <div className="actions">
        {ready && canShareFile(ready.file) ? (
          <button type="button" className="button" onClick={() => void share(ready.file)}>
            {texts.shareImage}
          </button>
        ) : null}
        <a
          className="button button--secondary"
          href={whatsAppUrl(`${message} ${link}`)}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onShared}
        >
          {texts.whatsApp}
        </a>
        {ready ? (
          <a
            className="button button--secondary"
            href={ready.preview}
            download={ready.file.name}
            onClick={onShared}
          >
            {texts.downloadImage}
          </a>
        ) : null}
      </div>
      <div className="field share-result__link">
        <label htmlFor={`${id}-link`} className="visually-hidden">
          {texts.copyLink}
        </label>
        <div className="share-result__row">
          <input ref={linkRef} id={`${id}-link`} type="text" readOnly value={link} />
          <button type="button" className="button button--secondary" onClick={() => void copy()}>
            {texts.copyLink}
          </button>
        </div>
        <p className="field__hint" role="status">
          {copied ? texts.linkCopied : ''}
        </p>
      </div>
    </section>
  );
}
