// Compatibility answers every part (issue 23, item 18): the bhagyank pair has its own reading,
// each cross pair a sentence; the result can go to WhatsApp, and it scrolls into view after
// submit, smoothly unless the visitor prefers reduced motion.
import { getContent } from '@ankvidya/content';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routeEntry } from '@/app/route-table';
import { preloadContent } from '@/shared/content/content';
import { store } from '@/shared/state/store';
import { renderAt } from '@/test/render';

vi.mock('@/shared/analytics/analytics', () => ({ track: vi.fn() }));
const { default: CompatibilityPage } = await routeEntry('compatibility').load();

type Person = { name: string; day: string; month: string; year: string; gender: string };
// Asha: moolank 5, bhagyank 5 (5 + 8 + 1990 = 2003). Ravi: moolank 5 (23), bhagyank 6 (2022).
const ASHA: Person = {
  name: 'Asha Verma',
  day: '5',
  month: 'August',
  year: '1990',
  gender: 'Female',
};
const RAVI: Person = {
  name: 'Ravi Kumar',
  day: '23',
  month: 'November',
  year: '1988',
  gender: 'Male',
};

async function compare(reducedMotion: boolean) {
  window.matchMedia = vi.fn((query: string) => ({
    matches: reducedMotion && query === '(prefers-reduced-motion: reduce)',
    media: query,
    onchange: null,
    addListener: vi.fn(),
    removeListener: vi.fn(),
    addEventListener: vi.fn(),
    removeEventListener: vi.fn(),
    dispatchEvent: vi.fn(),
  }));
  await preloadContent(['compatibilityPage', 'compatibility']);
  await renderAt(<CompatibilityPage />, '/compatibility');
  const user = userEvent.setup();
  for (const [legend, person] of [
    ['First person', ASHA],
    ['Second person', RAVI],
  ] as const) {
    const group = within(screen.getByRole('group', { name: legend }));
    await user.type(group.getByRole('textbox', { name: 'Name' }), person.name);
    await user.type(group.getByLabelText('Day'), person.day);
    await user.selectOptions(group.getByLabelText('Month'), person.month);
    await user.type(group.getByLabelText('Year'), person.year);
    await user.click(group.getByRole('radio', { name: person.gender }));
  }
  await user.click(screen.getByRole('button', { name: 'Show our compatibility' }));
  return screen.findByRole('heading', { name: 'Asha and Ravi' });
}

const scrolled = vi.fn();

beforeEach(async () => {
  await store.restore();
  store.setState((state) => ({ ...state, analysis: null }));
  window.location.hash = '';
  Element.prototype.scrollIntoView = scrolled;
  scrolled.mockClear();
  // jsdom cannot draw the share image; these tests do not look at it.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  delete (Element.prototype as Partial<Element>).scrollIntoView;
});

describe('compatibility result', () => {
  it('reads the bhagyank pair and each cross pair in words, not only as chips', async () => {
    await compare(false);
    const { compatibility, compatibilityPage } = getContent();
    expect(screen.getByRole('heading', { name: 'Bhagyank 5 with bhagyank 6' })).toBeInTheDocument();
    expect(screen.getByText(compatibility.bhagyankPairs['5-6']!)).toBeInTheDocument();
    const cross = screen.getByRole('heading', {
      name: compatibilityPage.result.crossHeading,
    }).nextElementSibling!;
    const lines = within(cross as HTMLElement).getAllByRole('listitem');
    expect(lines).toHaveLength(2);
    // 5 with 6 and 5 with 5 are both friendly by the friend table.
    expect(lines[0]).toHaveTextContent(
      compatibilityPage.result.crossTexts.friendly
        .replace('{name}', 'Asha')
        .replace('{other}', 'Ravi'),
    );
    expect(lines[1]).toHaveTextContent("Ravi's moolank with Asha's bhagyank: 5 and 5");
  });

  it('offers WhatsApp with the short result and the page address', async () => {
    await compare(false);
    const link = screen.getByRole('link', { name: 'Share on WhatsApp' });
    const href = new URL(link.getAttribute('href')!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    const text = href.searchParams.get('text')!;
    expect(text).toMatch(
      /^Asha and Ravi: \d+ out of 100 in compatibility of numbers\. Try yours: /,
    );
    expect(text).toContain(`${window.location.origin}/compatibility#`);
    expect(text).not.toMatch(/1990|1988|Verma|Kumar/);
    expect(link).toHaveAttribute('target', '_blank');
  });

  it('scrolls the result into view smoothly and moves focus to it', async () => {
    const heading = await compare(false);
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(scrolled.mock.contexts[0]).toBe(heading);
    expect(heading).toHaveFocus();
  });

  it('jumps without animation when the visitor prefers reduced motion', async () => {
    await compare(true);
    expect(scrolled).toHaveBeenCalledWith({ behavior: 'auto', block: 'start' });
  });
});
