// From numerology-core, not schemas: the report page must not load zod for one pattern.
import { LATIN_NAME_PATTERN } from '@ankvidya/numerology-core';
import { useId, useState, type FormEvent } from 'react';
import { useContent } from '@/shared/content/content';

/**
 * Asks for the name in English letters when the name as written has no letter of the A to Z
 * table (a name in Devanagari, say): the report reads the name number from this spelling and
 * still prints the name as it was written. `initial` prefills it (a transliteration to check and
 * edit); `intro` replaces the report's own explanation (the calculator has its own).
 */
export function LatinNameForm({
  initial,
  intro,
  autoFocus,
  onConfirm,
}: {
  initial?: string;
  intro?: string;
  /** Focus the field at once (it replaced the form the visitor was in). */
  autoFocus?: boolean;
  onConfirm: (latinName: string) => void;
}) {
  const ui = useContent('ui');
  const copy = ui.report.latinName;
  const id = useId();
  const [value, setValue] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = value.trim().replace(/\s+/g, ' ');
    if (!LATIN_NAME_PATTERN.test(name) || name.length > 100) return setError(copy.invalid);
    onConfirm(name);
  };
  return (
    <form className="form" onSubmit={submit} noValidate>
      <p>{intro ?? copy.intro}</p>
      <div className="field">
        <label htmlFor={id}>{copy.label}</label>
        <input
          id={id}
          name="latinName"
          autoComplete="name"
          lang="en"
          autoFocus={autoFocus}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : `${id}-hint`}
        />
        {error ? (
          <p id={`${id}-error`} className="field__error">
            {error}
          </p>
        ) : (
          <p id={`${id}-hint`} className="field__hint">
            {copy.hint}
          </p>
        )}
      </div>
      <button type="submit" className="button">
        {copy.confirm}
      </button>
    </form>
  );
}
