import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useContent } from '@/shared/content/content';
import type { SignInDetails } from '../lib/sign-in-request';

/**
 * Local sign-in for the Auth emulator: a modal dialog with Name and Email. Focus moves into it,
 * stays inside while it is open, Escape cancels, and focus returns where it was.
 */
export default function SignInDialog({
  onSubmit,
  onCancel,
}: {
  onSubmit: (details: SignInDetails) => void;
  onCancel: () => void;
}) {
  const ui = useContent('ui');
  const titleId = useId();
  const noteId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');

  useEffect(() => {
    const previous = document.activeElement as HTMLElement | null;
    firstFieldRef.current?.focus();
    return () => previous?.focus?.();
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.stopPropagation();
      onCancel();
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = dialogRef.current.querySelectorAll<HTMLElement>('input, button');
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first?.focus();
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!event.currentTarget.reportValidity()) return;
    onSubmit({ name: name.trim(), email: email.trim() });
  };

  return (
    <div
      className="dialog-backdrop"
      onMouseDown={(event) => event.target === event.currentTarget && onCancel()}
    >
      <div
        ref={dialogRef}
        className="dialog"
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={noteId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId}>{ui.signIn.title}</h2>
        <p id={noteId} className="dialog__note">
          {ui.signIn.emulatorNote}
        </p>
        <form onSubmit={submit} className="form">
          <div className="field">
            <label htmlFor={`${titleId}-name`}>{ui.signIn.nameLabel}</label>
            <input
              ref={firstFieldRef}
              id={`${titleId}-name`}
              name="name"
              type="text"
              autoComplete="name"
              required
              value={name}
              onChange={(event) => setName(event.target.value)}
            />
          </div>
          <div className="field">
            <label htmlFor={`${titleId}-email`}>{ui.signIn.emailLabel}</label>
            <input
              id={`${titleId}-email`}
              name="email"
              type="email"
              autoComplete="email"
              required
              value={email}
              onChange={(event) => setEmail(event.target.value)}
            />
          </div>
          <div className="dialog__actions">
            <button type="submit" className="button">
              {ui.signIn.continue}
            </button>
            <button type="button" className="button button--secondary" onClick={onCancel}>
              {ui.signIn.cancel}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
