import type { ComponentPropsWithRef } from 'react';

/**
 * A labelled text input with its hint below; while the input is wrong, the error stands in the
 * hint's place, announced at once and named by the input's `aria-describedby`.
 * The rest of the props (name, type, value, ref, onChange…) go to the input as they are.
 */
export function TextFieldWithHint({
  id,
  label,
  hint,
  error,
  ...input
}: {
  id: string;
  label: string;
  hint: string;
  error?: string | undefined;
} & Omit<ComponentPropsWithRef<'input'>, 'id' | 'aria-invalid' | 'aria-describedby'>) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        {...input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      />
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
    </div>
  );
}
