import type { UiStrings } from '@ankvidya/content';
import type { ReactNode } from 'react';
import { AppLink } from '@/shared/ui/AppLink';

type Icon = UiStrings['footer']['social'][number]['icon'];

/** Our own simple line drawings of the networks' marks (24x24, currentColor). */
const paths: Record<Icon, ReactNode> = {
  instagram: (
    <>
      <rect
        x="3.5"
        y="3.5"
        width="17"
        height="17"
        rx="5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.3" fill="currentColor" />
    </>
  ),
  facebook: (
    <path
      d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.9 1.4-3.9 4v2.2H8v3h2.5V21h3z"
      fill="currentColor"
    />
  ),
  youtube: (
    <>
      <rect
        x="2.5"
        y="5.5"
        width="19"
        height="13"
        rx="4"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
      />
      <path d="M10 9.2v5.6l4.8-2.8z" fill="currentColor" />
    </>
  ),
  x: (
    <path
      d="M4 4h4.2l4.1 5.6L17.1 4h2.3l-6 7 6.6 9h-4.2l-4.4-6-5.2 6H4l6.3-7.3z"
      fill="currentColor"
    />
  ),
};

export function SocialIcons({ ui }: { ui: UiStrings }) {
  return (
    <ul className="social" aria-label={ui.footer.socialLabel}>
      {ui.footer.social.map((item) => (
        <li key={item.icon}>
          <AppLink to={item.to} aria-label={item.label} className="social__link">
            <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              {paths[item.icon]}
            </svg>
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
