import { getContent } from '@ankvidya/content';
import { GIVEN_NAMES, loadNameMeanings } from '@ankvidya/content/names';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { preloadContent } from '@/shared/content/content';
import { renderAt } from '@/test/render';
import { NamesByLetterPage } from '../components/NamesByLetterPage';

const { babyNamesPage: en } = getContent('en');
const { babyNamesPage: hi } = getContent('hi');

afterEach(cleanup);

describe('the names-by-letter page', () => {
  it("lists every boy's name (and name for both) starting with K, with its meaning, and links on", async () => {
    await preloadContent(['babyNamesPage'], 'en');
    const meanings = await loadNameMeanings('en');
    await renderAt(<NamesByLetterPage gender="boy" letter="k" />, '/baby-names/boy/k');
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading).toHaveTextContent('Boy names starting with K, with meanings');

    const expected = GIVEN_NAMES.filter(
      (name) => name.gender !== 'girl' && name.latin[0].startsWith('K'),
    );
    const items = document.querySelectorAll('.baby-names [data-name]');
    expect(items.length).toBe(expected.length);
    expect(expected.some((name) => name.gender === 'both')).toBe(true);
    for (const name of expected) {
      const item = document.querySelector(`[data-name="${name.id}"]`) as HTMLElement;
      expect(item, name.id).not.toBeNull();
      expect(item).toHaveTextContent(name.devanagari);
      expect(item).toHaveTextContent(meanings[name.id]!);
    }
    // No girl-only name, and no name of another letter.
    const girl = GIVEN_NAMES.find((n) => n.gender === 'girl' && n.latin[0].startsWith('K'))!;
    expect(document.querySelector(`[data-name="${girl.id}"]`)).toBeNull();

    expect(screen.getByRole('link', { name: en.letterPages.toolLink })).toHaveAttribute(
      'href',
      '/baby-names',
    );
    const index = screen.getByRole('navigation', { name: en.letterPages.lettersHeading });
    const links = within(index).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toContain('/baby-names/girl/a');
    expect(links.map((link) => link.getAttribute('href'))).not.toContain('/baby-names/boy/q');
    expect(within(index).getAllByRole('link', { current: 'page' })).toHaveLength(1);
  });

  it('speaks Hindi on the Hindi page, with the Hindi meanings', async () => {
    await preloadContent(['babyNamesPage'], 'hi');
    const meanings = await loadNameMeanings('hi');
    await renderAt(<NamesByLetterPage gender="girl" letter="a" />, '/hi/baby-names/girl/a');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'A से शुरू होने वाले लड़कियों के नाम, अर्थ के साथ',
    );
    expect(screen.getByText(hi.letterPages.intro)).toBeVisible();
    const first = document.querySelector('.baby-names [data-name]') as HTMLElement;
    expect(first).toHaveTextContent(meanings[first.dataset.name!]!);
    expect(screen.getByRole('link', { name: hi.letterPages.toolLink })).toHaveAttribute(
      'href',
      '/hi/baby-names',
    );
  });
});
