import { useContent } from '@/shared/content/content';
import { AppLink } from '@/shared/ui/AppLink';

const POLICIES = [
  ['refund', '/refund-policy'],
  ['delivery', '/delivery-policy'],
  ['terms', '/terms-of-service'],
  ['privacy', '/privacy-policy'],
  ['contact', '/contact'],
] as const;

/** At the end of each policy: the others (a payment gateway's reviewer reads them together). */
export function PolicyLinks({ current }: { current: string }) {
  const texts = useContent('pages').policyLinks;
  return (
    <nav className="policy-links" aria-label={texts.heading}>
      <h2>{texts.heading}</h2>
      <ul>
        {POLICIES.filter(([, path]) => path !== current).map(([key, path]) => (
          <li key={key}>
            <AppLink to={path}>{texts[key]}</AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
