import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '@/test/render';
import { findRoute, notFoundRoute } from '../../routes';
import { Footer } from '../Footer';

describe('footer', () => {
  it('points every link to its own page, never to the home page', async () => {
    await renderAt(<Footer />);
    const footer = await screen.findByRole('contentinfo');
    const links = within(footer).getAllByRole('link');
    const targets = Object.fromEntries(
      links.map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(targets).toEqual({
      'About us': '/about',
      Blog: '/blog',
      'Contact us': '/contact',
      Calculator: '/numerology-calculator',
      'Privacy policy': '/privacy-policy',
      'Terms of service': '/terms-of-service',
      'Your PDF report': '/pdf-download-page',
    });
    for (const href of Object.values(targets)) expect(findRoute(href!)).not.toBe(notFoundRoute);
  });

  it('shows no social icons while there is no account to link to', async () => {
    await renderAt(<Footer />);
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('list', { name: 'Follow Ankvidya' })).not.toBeInTheDocument();
    expect(screen.getByText('Version 1.2')).toBeInTheDocument();
  });
});
