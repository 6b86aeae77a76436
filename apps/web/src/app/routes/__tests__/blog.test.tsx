import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '@/test/render';
import { HARMONY_TABLE } from '@ankvidya/numerology-core';
import { MOOLANK_ARTICLE_DIGITS } from '@ankvidya/content';

vi.mock('@/shared/analytics/analytics', () => ({ track: vi.fn() }));
const { track } = await import('@/shared/analytics/analytics');
const { default: BlogArticlePage } = await import('../blog-article');
const { default: BlogIndexPage } = await import('../blog-index');

const meta = (selector: string) => document.head.querySelector(selector)?.getAttribute('content');

describe('blog article page', () => {
  beforeEach(() => {
    vi.mocked(track).mockClear();
  });

  it('sets title, description, keywords, image, canonical link and Open Graph tags', async () => {
    await renderAt(<BlogArticlePage />, '/blog/life-path-number-1');
    const heading = await screen.findByRole('heading', { level: 1 });
    const path = '/blog/life-path-number-1';
    const canonical = `${window.location.origin}${path}`;
    await waitFor(() => expect(document.title).toBe(`${heading.textContent} | Ankvidya`));
    expect(meta('meta[name="description"]')?.length).toBeGreaterThanOrEqual(110);
    expect(meta('meta[name="keywords"]')).toMatch(/life path number 1/i);
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute('href', canonical);
    expect(meta('meta[property="og:url"]')).toBe(canonical);
    expect(meta('meta[property="og:title"]')).toBe(heading.textContent);
    expect(meta('meta[property="og:type"]')).toBe('article');
    // Link previews take a PNG (the build draws one per article), not the article's SVG.
    const shareImage = `${window.location.origin}/images/share/blog/life-path-number-1.png`;
    expect(meta('meta[property="og:image"]')).toBe(shareImage);
    expect(meta('meta[name="twitter:image"]')).toBe(shareImage);
    const image = screen
      .getAllByRole('img')
      .find((img) => img.getAttribute('src') === '/images/life-path-1.svg');
    expect(image).toHaveAttribute('alt');
    expect(image?.getAttribute('alt')).not.toBe('');
  });

  it('describes itself as a schema.org Article', async () => {
    const { container } = await renderAt(<BlogArticlePage />, '/blog/life-path-number-7');
    await screen.findByRole('heading', { level: 1 });
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as Record<string, unknown>;
    expect(data['@type']).toBe('Article');
    expect(data.headline).toBe(screen.getByRole('heading', { level: 1 }).textContent);
    expect(data.url).toBe(`${window.location.origin}/blog/life-path-number-7`);
  });

  it('scrolls to the top and logs a page event keyed by its path', async () => {
    const scrollTo = vi.spyOn(window, 'scrollTo');
    await renderAt(<BlogArticlePage />, '/blog/life-path-number-4');
    await screen.findByRole('heading', { level: 1 });
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    expect(track).toHaveBeenCalledTimes(1);
    expect(track).toHaveBeenCalledWith('page_view', '/blog/life-path-number-4');
  });

  it('has a life path calculator on the overview that keeps the master numbers', async () => {
    const user = userEvent.setup();
    await renderAt(<BlogArticlePage />, '/blog/life-path-number-interpretation');
    await screen.findByRole('group', { name: 'Your date of birth' });
    const enter = async (day: string, month: string, year: string) => {
      await user.clear(screen.getByLabelText('Day'));
      await user.type(screen.getByLabelText('Day'), day);
      await user.selectOptions(screen.getByLabelText('Month'), month);
      await user.clear(screen.getByLabelText('Year'));
      await user.type(screen.getByLabelText('Year'), year);
      await user.click(screen.getByRole('button', { name: 'Calculate' }));
    };
    // 18 + 1 + 1990 = 2009 -> 2 + 0 + 0 + 9 = 11 -> 2: shown as 11/2.
    await enter('18', 'January', '1990');
    expect(await screen.findByText('Your life path number is 11/2.')).toBeInTheDocument();
    expect(screen.getByText(/11 is a master number, so it is written 11\/2/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Read about life path 2' })).toHaveAttribute(
      'href',
      '/blog/life-path-number-2',
    );
    // 11 + 12 + 1970 = 1993 -> 22 -> 4.
    await enter('11', 'December', '1970');
    expect(await screen.findByText('Your life path number is 22/4.')).toBeInTheDocument();
    // 5 + 8 + 1990 = 2003 -> 5, with a link to its article.
    await enter('5', 'August', '1990');
    expect(screen.getByText('You entered 5 August 1990.')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Read about life path 5' })).toHaveAttribute(
      'href',
      '/blog/life-path-number-5',
    );
  });

  it('explains an impossible or future date of birth in the blog calculator', async () => {
    const user = userEvent.setup();
    await renderAt(<BlogArticlePage />, '/blog/life-path-number-interpretation');
    await user.type(await screen.findByLabelText('Day'), '31');
    await user.selectOptions(screen.getByLabelText('Month'), 'February');
    await user.type(screen.getByLabelText('Year'), '2000');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '31 February 2000 is not a real date: February 2000 has 29 days.',
    );
    expect(screen.getByLabelText('Day')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText(/^Your life path number is \d+\.$/)).not.toBeInTheDocument();

    await user.clear(screen.getByLabelText('Year'));
    await user.type(screen.getByLabelText('Year'), String(new Date().getFullYear() + 1));
    await user.clear(screen.getByLabelText('Day'));
    await user.type(screen.getByLabelText('Day'), '1');
    await user.click(screen.getByRole('button', { name: 'Calculate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your date of birth cannot be in the future.',
    );
    expect(screen.queryByText(/^Your life path number is \d+\.$/)).not.toBeInTheDocument();
  });

  it.each([
    '/blog/life-path-number-interpretation',
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `/blog/life-path-number-${n}`),
    ...MOOLANK_ARTICLE_DIGITS.map((n) => `/blog/moolank-${n}`),
  ])('%s ends with a free-calculator call to action', async (path) => {
    await renderAt(<BlogArticlePage />, path);
    const cta = await screen.findByRole('region', { name: 'Calculate yours, free' });
    const link = within(cta).getByRole('link', { name: 'Open the free calculator' });
    expect(link).toHaveAttribute('href', '/numerology-calculator');
    // After the last section of the article, before the list of other articles.
    const sections = document.querySelectorAll('.content-section');
    const last = sections[sections.length - 1]!;
    const more = screen.getByRole('navigation', { name: 'More articles' });
    expect(last.compareDocumentPosition(cta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(cta.compareDocumentPosition(more) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('shows a moolank article with its own working and the friend table of core', async () => {
    await renderAt(<BlogArticlePage />, '/blog/moolank-1');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Moolank 1');
    // Born on the 28th: 2 + 8 = 10, then 1 + 0 = 1.
    expect(screen.getByText(/^2 \+ 8 = 10,/)).toBeInTheDocument();
    expect(screen.getByText(/^1 \+ 0 = 1\. The moolank is 1\.$/)).toBeInTheDocument();
    const table = screen.getByRole('heading', {
      name: 'Friendly and challenging numbers for moolank 1',
    });
    const text = table.parentElement?.textContent ?? '';
    const friendly = HARMONY_TABLE[1].friendly.filter((n) => n !== 1).join(', ');
    expect(text).toContain(friendly.replace(/, (\d)$/, ' and $1'));
    expect(HARMONY_TABLE[1].challenging.length).toBeGreaterThan(0);
    expect(text).toMatch(/as challenging/);
  });

  it('gives the long overview a table of contents whose links reach every section', async () => {
    await renderAt(<BlogArticlePage />, '/blog/life-path-number-interpretation');
    const toc = await screen.findByRole('navigation', { name: 'In this guide' });
    const links = within(toc).getAllByRole('link');
    const headings = [...document.querySelectorAll('.content-section h2')];
    expect(headings.length).toBeGreaterThanOrEqual(10);
    expect(links.map((link) => link.textContent)).toEqual(headings.map((h) => h.textContent));
    for (const [index, link] of links.entries()) {
      const href = link.getAttribute('href')!;
      expect(href).toMatch(/^#[a-z0-9-]+$/);
      expect(document.getElementById(href.slice(1))).toBe(headings[index]);
    }
    expect(links[3]).toHaveAttribute('href', '#life-path-1-the-pioneer');
  });

  it('keeps a short article without a table of contents', async () => {
    await renderAt(<BlogArticlePage />, '/blog/life-path-number-3');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('navigation', { name: 'In this guide' })).not.toBeInTheDocument();
  });

  it('shows the not-found page for a path that is not an article', async () => {
    await renderAt(<BlogArticlePage />, '/blog/life-path-number-10');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('topic articles', () => {
  it.each([
    [
      '/blog/name-correction-numerology',
      'Check your own spelling',
      'Open name correction',
      '/name-correction',
    ],
    [
      '/blog/mobile-number-numerology',
      'Read your own mobile number',
      'Open the mobile number tool',
      '/mobile-number-numerology',
    ],
    [
      '/blog/numerology-compatibility',
      'Compare two dates of birth',
      'Open the compatibility tool',
      '/compatibility',
    ],
    [
      '/blog/lo-shu-grid-planes',
      'Draw your own Lo Shu grid',
      'Open the free calculator',
      '/numerology-calculator',
    ],
  ])('%s ends with its own tool', async (path, heading, link, to) => {
    await renderAt(<BlogArticlePage />, path);
    const cta = await screen.findByRole('region', { name: heading });
    expect(within(cta).getByRole('link', { name: link })).toHaveAttribute('href', to);
    const sections = document.querySelectorAll('.content-section');
    const last = sections[sections.length - 1]!;
    expect(last.compareDocumentPosition(cta) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Calculate yours, free' })).not.toBeInTheDocument();
  });

  it('shows a topic article in Hindi with its Hindi tool', async () => {
    await renderAt(<BlogArticlePage />, '/hi/blog/name-correction-numerology');
    const cta = await screen.findByRole('region', { name: 'अपनी स्पेलिंग ख़ुद जाँचिए' });
    expect(within(cta).getByRole('link', { name: 'नाम सुधार खोलिए' })).toHaveAttribute(
      'href',
      '/hi/name-correction',
    );
  });
});

describe('blog index', () => {
  it('groups the articles by topic, with an index of the topics that links to each group', async () => {
    await renderAt(<BlogIndexPage />, '/blog');
    const index = await screen.findByRole('navigation', { name: 'Articles by topic' });
    const topicLinks = within(index).getAllByRole('link');
    expect(topicLinks.map((a) => a.textContent)).toEqual([
      'Life path numbers',
      'Moolank: the number of your birth day',
      'Tools and methods',
    ]);
    for (const link of topicLinks) {
      const section = document.getElementById(link.getAttribute('href')!.slice(1))!;
      expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent(
        link.textContent,
      );
    }
    const lifePath = screen.getByRole('region', { name: 'Life path numbers' });
    const hrefsIn = (region: HTMLElement) =>
      within(region)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href'));
    expect(hrefsIn(lifePath)).toContain('/blog/life-path-number-5');
    expect(hrefsIn(lifePath)).toContain('/blog/bhagyank');
    const moolank = screen.getByRole('region', { name: 'Moolank: the number of your birth day' });
    expect(hrefsIn(moolank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9].map((n) => `/blog/moolank-${n}`));
    const methods = screen.getByRole('region', { name: 'Tools and methods' });
    expect(hrefsIn(methods)).toEqual([
      '/blog/name-correction-numerology',
      '/blog/mobile-number-numerology',
      '/blog/lo-shu-grid-planes',
      '/blog/kua-number-directions',
      '/blog/numerology-compatibility',
      '/blog/read-your-numerology-chart',
    ]);
  });

  it('names the topics in Hindi on the Hindi index', async () => {
    await renderAt(<BlogIndexPage />, '/hi/blog');
    const index = await screen.findByRole('navigation', { name: 'विषय के अनुसार लेख' });
    expect(
      within(index)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['भाग्यांक', 'मूलांक: जन्म के दिन का अंक', 'टूल और तरीक़े']);
  });

  it('lists every article with a link, and logs its page event', async () => {
    await renderAt(<BlogIndexPage />, '/blog');
    await screen.findByRole('heading', { level: 1 });
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const n of [1, 2, 3, 4, 5, 6, 7, 8, 9])
      expect(hrefs).toContain(`/blog/life-path-number-${n}`);
    expect(hrefs).toContain('/blog/life-path-number-interpretation');
    expect(document.head.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${window.location.origin}/blog`,
    );
    expect(track).toHaveBeenCalledWith('page_view', '/blog');
  });
});
