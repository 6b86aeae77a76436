import { useEffect, useId, useRef, useState } from 'react';
import { fill, useContent } from '@/shared/content/content';
import { useUser } from '@/shared/state/hooks';
import { AppLink } from '@/shared/ui/AppLink';
import { preloadAuth, signIn, signOut } from '../auth';

/** Login button when signed out; the user's photo with a sign-out menu when signed in. */
export function AccountControl() {
  const user = useUser();
  const ui = useContent('ui');
  if (!user) {
    return (
      <button
        type="button"
        className="button button--small"
        onClick={() => void signIn()}
        onPointerEnter={preloadAuth}
        onFocus={preloadAuth}
      >
        {ui.nav.login}
      </button>
    );
  }
  return <UserMenu name={user.name || user.email} photoURL={user.photoURL} />;
}

function UserMenu({ name, photoURL }: { name: string; photoURL: string | null }) {
  const ui = useContent('ui');
  const [open, setOpen] = useState(false);
  const [photoFailed, setPhotoFailed] = useState(false);
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        buttonRef.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const initial = (name.trim()[0] ?? '?').toUpperCase();
  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="user-menu__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={ui.nav.account}
        onClick={() => setOpen((value) => !value)}
      >
        {photoURL && !photoFailed ? (
          <img
            src={photoURL}
            alt=""
            width={36}
            height={36}
            referrerPolicy="no-referrer"
            onError={() => setPhotoFailed(true)}
          />
        ) : (
          <span className="user-menu__initial" aria-hidden="true">
            {initial}
          </span>
        )}
      </button>
      <div id={panelId} className="user-menu__panel" hidden={!open}>
        <p>{fill(ui.nav.signedInAs, { name })}</p>
        <AppLink to="/account" className="user-menu__link" onClick={() => setOpen(false)}>
          {ui.nav.myAccount}
        </AppLink>
        <button
          type="button"
          className="button button--secondary button--small"
          onClick={() => {
            setOpen(false);
            void signOut();
          }}
        >
          {ui.nav.logout}
        </button>
      </div>
    </div>
  );
}
