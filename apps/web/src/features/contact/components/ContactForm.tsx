import { useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { ApiError } from '@/shared/api/client';
import { useContent } from '@/shared/content/content';
import { useSendContactMessage } from '../api/send-contact-message';

type Field = 'name' | 'email' | 'message';

export function ContactForm({ email }: { email: string }) {
  const ui = useContent('ui');
  const texts = ui.contactForm;
  const id = useId();
  const mutation = useSendContactMessage();
  const [values, setValues] = useState<Record<Field, string>>({ name: '', email: '', message: '' });

  const error = mutation.error;
  const fieldError =
    error instanceof ApiError &&
    (error.field === 'name' || error.field === 'email' || error.field === 'message')
      ? error.field
      : null;
  const formMessage =
    !error || fieldError
      ? null
      : error instanceof ApiError && error.status === 429
        ? texts.rateLimited
        : texts.failed;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!mutation.isPending) mutation.mutate(values);
  };

  if (mutation.isSuccess) {
    return (
      <div className="notice notice--success" role="status">
        <p>{texts.sent}</p>
      </div>
    );
  }

  const props = (name: Field) => ({
    id: `${id}-${name}`,
    name,
    required: true,
    value: values[name],
    'aria-invalid': fieldError === name ? true : undefined,
    'aria-describedby': fieldError === name ? `${id}-${name}-error` : undefined,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });
  const fieldMessage = (name: Field) =>
    fieldError === name && error ? (
      <p id={`${id}-${name}-error`} className="field__error" role="alert">
        {texts.fieldErrors[name]}
      </p>
    ) : null;
  const [before, after] = texts.emailUs.split('{email}');

  return (
    <section className="contact-form" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{texts.heading}</h2>
      <form className="form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-name`}>{texts.nameLabel}</label>
          <input type="text" autoComplete="name" {...props('name')} />
          {fieldMessage('name')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-email`}>{texts.emailLabel}</label>
          <input type="email" autoComplete="email" {...props('email')} />
          {fieldMessage('email')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-message`}>{texts.messageLabel}</label>
          <textarea rows={6} minLength={10} {...props('message')} />
          {fieldMessage('message')}
        </div>
        {formMessage ? (
          <p className="form__error" role="alert">
            {formMessage}
          </p>
        ) : null}
        <button type="submit" className="button" disabled={mutation.isPending}>
          {mutation.isPending ? texts.sending : texts.send}
        </button>
      </form>
      <p className="meta-line">
        {before}
        <a href={`mailto:${email}`}>{email}</a>
        {after}
      </p>
    </section>
  );
}
