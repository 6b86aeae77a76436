import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { fill, useContent } from '@/shared/content/content';
import { readShareFragment, type SharedResult } from '../lib/share-link';

/**
 * What a visitor who opened a share link sees first: the two first names and the score from the
 * link's fragment, and a way to the form. Read after hydration (the prerendered page has none).
 */
export function SharedBanner({ formId }: { formId: string }) {
  const texts = useContent('compatibilityPage').shared;
  const { hash } = useLocation();
  const [shared, setShared] = useState<SharedResult | null>(null);

  useEffect(() => setShared(readShareFragment(hash)), [hash]);

  if (!shared) return null;
  return (
    <section className="notice shared-result" aria-labelledby="shared-result-title">
      <h2 id="shared-result-title">{fill(texts.heading, { ...shared })}</h2>
      <p>{texts.text}</p>
      <p>
        <a
          href={`#${formId}`}
          onClick={(event) => {
            // The link's own fragment stays in the address: move to the form without a jump.
            event.preventDefault();
            const heading = document.getElementById(formId);
            heading?.scrollIntoView({ behavior: 'smooth', block: 'start' });
            heading?.focus({ preventScroll: true });
          }}
        >
          {texts.cta}
        </a>
      </p>
    </section>
  );
}
