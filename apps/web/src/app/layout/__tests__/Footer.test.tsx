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
      // The free tools, from the tools registry, labelled as in the menu.
      'Name correction': '/name-correction',
      'Mobile number': '/mobile-number-numerology',
      Compatibility: '/compatibility',
      "Today's number": '/numerology-today',
      'Vehicle number': '/vehicle-number-numerology',
      'House number': '/house-number-numerology',
      'Baby names': '/baby-names',
      'Business name': '/business-name-numerology',
      'About us': '/about',
      Blog: '/blog',
      'Contact us': '/contact',
      Calculator: '/numerology-calculator',
      'Privacy policy': '/privacy-policy',
      'Terms of service': '/terms-of-service',
      'Refund policy': '/refund-policy',
      'Delivery policy': '/delivery-policy',
      'Your PDF report': '/pdf-download-page',
      // The language switch: this page in Hindi.
      हिंदी: '/hi/',
    });
    for (const href of Object.values(targets)) expect(findRoute(href!)).not.toBe(notFoundRoute);
  });

  it('keeps a Hindi reader in Hindi: every link under /hi/, the switch back to English', async () => {
    await renderAt(<Footer />, '/hi/about');
    const footer = await screen.findByRole('contentinfo');
    const targets = Object.fromEntries(
      within(footer)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    );
    expect(targets).toEqual({
      'नाम सुधार': '/hi/name-correction',
      'मोबाइल नंबर': '/hi/mobile-number-numerology',
      अनुकूलता: '/hi/compatibility',
      'आज का अंक': '/hi/numerology-today',
      'गाड़ी का नंबर': '/hi/vehicle-number-numerology',
      'घर का नंबर': '/hi/house-number-numerology',
      'बच्चों के नाम': '/hi/baby-names',
      'व्यापार का नाम': '/hi/business-name-numerology',
      'हमारे बारे में': '/hi/about',
      ब्लॉग: '/hi/blog',
      'हमसे संपर्क करें': '/hi/contact',
      कैलकुलेटर: '/hi/numerology-calculator',
      'गोपनीयता नीति': '/hi/privacy-policy',
      'सेवा की शर्तें': '/hi/terms-of-service',
      'रिफ़ंड नीति': '/hi/refund-policy',
      'डिलीवरी नीति': '/hi/delivery-policy',
      'आपकी PDF रिपोर्ट': '/hi/pdf-download-page',
      English: '/about',
    });
    expect(within(footer).getByRole('link', { name: 'English' })).toHaveAttribute('lang', 'en');
    expect(screen.getByText('संस्करण 1.2')).toBeInTheDocument();
  });

  it('shows no social icons while there is no account to link to', async () => {
    await renderAt(<Footer />);
    await screen.findByRole('contentinfo');
    expect(screen.queryByRole('list', { name: 'Follow Ankvidya' })).not.toBeInTheDocument();
    expect(screen.getByText('Version 1.2')).toBeInTheDocument();
  });
});
