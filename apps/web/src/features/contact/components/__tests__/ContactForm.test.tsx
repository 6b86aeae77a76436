import { getContent } from '@ankvidya/content';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { preloadContent } from '@/shared/content/content';
import { QueryProvider } from '@/shared/api/query-client';
import { json, mockFetch, renderAt } from '@/test/render';
import { ContactForm } from '../ContactForm';

describe('contact form', () => {
  it.each(['en', 'hi'] as const)(
    'names a field the API refused in the page language (%s), not in the API’s English',
    async (locale) => {
      const texts = getContent(locale).ui.contactForm;
      vi.stubGlobal(
        'fetch',
        vi.fn(
          mockFetch({
            'POST /api/contact': () =>
              json(
                {
                  error: {
                    code: 'invalid_input',
                    message: 'Please enter an email address we can reply to.',
                    field: 'email',
                  },
                },
                400,
              ),
          }),
        ),
      );
      await preloadContent(['ui'], locale);
      await renderAt(
        <QueryProvider
          client={new QueryClient({ defaultOptions: { mutations: { retry: false } } })}
        >
          <ContactForm email="hello@ankvidya.in" />
        </QueryProvider>,
        locale === 'en' ? '/contact' : '/hi/contact',
      );
      const user = userEvent.setup();
      await user.type(screen.getByLabelText(texts.nameLabel), 'Asha');
      await user.type(screen.getByLabelText(texts.emailLabel), 'asha@b');
      await user.type(screen.getByLabelText(texts.messageLabel), 'A question about my report.');
      await user.click(screen.getByRole('button', { name: texts.send }));
      expect(await screen.findByRole('alert')).toHaveTextContent(texts.fieldErrors.email);
      expect(screen.getByLabelText(texts.emailLabel)).toHaveAttribute('aria-invalid', 'true');
    },
  );
});
