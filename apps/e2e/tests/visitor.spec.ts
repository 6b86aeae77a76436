// What a new visitor stumbled on (issue 15): each test failed before its fix.
import { expect, test, type Page } from '@playwright/test';
import { asha, freshEmail, interactive, signInWithDialog, wcagViolations } from './helpers.js';

const storedState = (page: Page) => page.evaluate(() => localStorage.getItem('persist:root') ?? '');

/**
 * Puts an analysis into this browser's saved state as the calculator does (the API works it out),
 * then opens the analysis page: these tests do not depend on the form.
 */
async function openAnalysis(page: Page, input: typeof asha) {
  const answer = await page.request.get('/api/analysis', { params: { ...input } });
  const { analysis } = (await answer.json()) as { analysis: unknown };
  await page.evaluate(
    ([input, result]) => {
      const saved = JSON.parse(localStorage.getItem('persist:root') ?? '{}') as Record<
        string,
        string
      >;
      saved.analysis = JSON.stringify({ input, result, createdAt: new Date().toISOString() });
      localStorage.setItem('persist:root', JSON.stringify(saved));
    },
    [input, analysis] as const,
  );
  await page.goto('/numerology-analysis');
  await expect(page.locator('.number-card')).toHaveCount(5);
}

async function signIn(page: Page, name: string) {
  await page.goto('/');
  await interactive(page);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await signInWithDialog(page, name, freshEmail('visitor'));
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
}

test.describe('in an en-US browser', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('a date typed in Indian order, day first, stays that date', async ({ page }) => {
    await page.goto('/numerology-calculator');
    await interactive(page);
    await page.getByLabel('Name', { exact: true }).fill('Kavya Rao');
    // Typed as an Indian visitor would: 14, then August, then 1992, moving on with Tab.
    await page.getByLabel('Day', { exact: true }).focus();
    await page.keyboard.type('14');
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Month', { exact: true })).toBeFocused();
    await page.keyboard.type('Aug');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1992');
    await expect(page.getByText('You entered 14 August 1992.')).toBeVisible();
    await page.getByLabel('Female', { exact: true }).check();
    await page.getByRole('button', { name: 'Login and see Report' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Name').fill('Kavya Rao');
    await dialog.getByLabel('Email').fill(freshEmail('dob'));
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/numerology-analysis$/);
    await expect(page.getByText('For Kavya Rao, born 14 August 1992')).toBeVisible();
    expect(await storedState(page)).toContain('1992-08-14');
  });
});

test('an empty submit says which fields are missing, beside each of them', async ({ page }) => {
  await page.goto('/numerology-calculator');
  await interactive(page);
  await page.getByLabel('Year', { exact: true }).fill('1990');
  await page.getByRole('button', { name: 'Login and see Report' }).click();
  await expect(page.getByRole('alert')).toHaveText('Please fill all details first');
  const name = page.getByLabel('Name', { exact: true });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Please enter your name.');
  await expect(name).toBeFocused();
  // Day and month are empty, the year is there: the two empty parts are marked.
  await expect(page.getByLabel('Day', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Month', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Year', { exact: true })).not.toHaveAttribute('aria-invalid');
  await expect(page.getByLabel('Day', { exact: true })).toHaveAccessibleDescription(
    'Please enter your date of birth.',
  );
  await expect(page.getByRole('group', { name: 'Gender' })).toHaveAccessibleDescription(
    /^Please choose Male or Female\./,
  );
  await expect(page).toHaveURL(/\/numerology-calculator$/);
});

test('31 February is explained by the field before anything is sent', async ({ page }) => {
  await page.goto('/numerology-calculator');
  await interactive(page);
  await page.getByLabel('Day', { exact: true }).fill('31');
  await page.getByLabel('Month', { exact: true }).selectOption({ label: 'February' });
  await page.getByLabel('Year', { exact: true }).fill('1992');
  await expect(page.getByRole('alert')).toHaveText(
    '31 February 1992 is not a real date: February 1992 has 29 days.',
  );
  await expect(page.getByLabel('Day', { exact: true })).toHaveAttribute('aria-invalid', 'true');
});

test('every footer link leads to its own page', async ({ page }) => {
  await page.goto('/');
  await interactive(page);
  const footer = page.getByRole('contentinfo');
  const links = await footer.getByRole('link').all();
  expect(links.length).toBeGreaterThanOrEqual(7);
  const targets: Array<[string, string]> = [];
  for (const link of links)
    targets.push([(await link.textContent()) ?? '', (await link.getAttribute('href')) ?? '']);
  for (const [label, href] of targets) {
    expect(href, label).not.toBe('/');
    await page.goto('/');
    await interactive(page);
    await page.getByRole('contentinfo').getByRole('link', { name: label, exact: true }).click();
    await expect(page, label).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Page not found');
  }
});

test('after sign-out, nothing of the last person is left on a shared phone', async ({ page }) => {
  await signIn(page, 'Asha Verma');
  await openAnalysis(page, asha);
  expect(await storedState(page)).toContain('Asha Verma');
  await page.getByRole('button', { name: 'Your account' }).click();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  await expect(page.getByText('There is no analysis yet.', { exact: false })).toBeVisible();
  const stored = await storedState(page);
  for (const trace of ['Asha', '1990-08-05', 'loshuGrid']) expect(stored).not.toContain(trace);
  await page.reload();
  await expect(page.getByText('There is no analysis yet.', { exact: false })).toBeVisible();
  await expect(page.getByText('Asha Verma')).toHaveCount(0);
});

test.describe('at 375px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the working wraps as whole letter chips and whole sums', async ({ page }) => {
    const person = {
      name: 'Prakash Venkataraman Hegde',
      dob: '1985-12-23',
      gender: 'Male' as const,
    };
    await page.goto('/');
    await openAnalysis(page, person);
    for (const summary of await page.getByText('How this was calculated').all())
      await summary.click();
    const chips = page.locator('.chip');
    await expect(chips).toHaveCount('PRAKASHVENKATARAMANHEGDE'.length);
    const boxes = await page.evaluate(() =>
      Array.from(document.querySelectorAll('.chip, .working__sums li')).map((item) => {
        const own = item.getBoundingClientRect();
        const card = item.closest('.number-card')!.getBoundingClientRect();
        return {
          text: item.textContent,
          inside: own.left >= card.left && own.right <= card.right,
          oneLine: item.classList.contains('chip') || own.height < 30,
        };
      }),
    );
    expect(boxes.filter((box) => !box.inside || !box.oneLine)).toEqual([]);
    expect(boxes.map((box) => box.text)).toContain('Total 81');
    // Nothing reads like code any more.
    await expect(page.locator('.number-cards')).not.toContainText(/[A-Z]\(\d\)/);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('at 1366px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('the five number cards fill their rows and none is left half empty', async ({ page }) => {
    // Kua 4 (Wood, East): a kua with directions, whose card once showed only its element.
    const ravi = { name: 'Ravi Verma', dob: '1987-03-14', gender: 'Male' as const };
    await page.goto('/');
    await openAnalysis(page, ravi);
    const cards = await page.evaluate(() => {
      const list = document.querySelector('.number-cards')!.getBoundingClientRect();
      return Array.from(document.querySelectorAll('.number-card')).map((card) => {
        const box = card.getBoundingClientRect();
        // The tallest stretch of nothing between two parts of the card, or below the last.
        const edges = Array.from(card.children)
          .filter((child) => getComputedStyle(child).position !== 'absolute')
          .map((child) => child.getBoundingClientRect());
        const bottom = box.bottom - parseFloat(getComputedStyle(card).paddingBottom);
        const hole = Math.max(
          ...edges.map((edge, i) => (edges[i + 1]?.top ?? bottom) - edge.bottom),
        );
        return {
          name: card.querySelector('h3')?.textContent,
          top: Math.round(box.top),
          width: box.width,
          rowWidth: list.width,
          empty: hole / box.height,
        };
      });
    });
    expect(cards).toHaveLength(5);
    for (const card of cards) {
      const row = cards.filter((other) => other.top === card.top);
      // A card alone in its row takes the whole row.
      if (row.length === 1) expect(card.width, card.name ?? '').toBeGreaterThan(card.rowWidth - 2);
      // No card has a hole of a quarter of its height (the kua card once had over half).
      expect(card.empty, card.name ?? '').toBeLessThan(0.25);
    }
    // The card (the list of what went into the grid names the kua number too).
    await expect(page.locator('.number-card').filter({ hasText: 'Kua number' })).toContainText(
      'Element: Wood · East group',
    );
  });
});

test('a blog article ends with the free calculator, and the overview has a contents list', async ({
  page,
}) => {
  await page.goto('/blog/life-path-number-interpretation');
  await interactive(page);
  const toc = page.getByRole('navigation', { name: 'In this guide' });
  await toc.getByRole('link', { name: 'Life path 7: the seeker' }).click();
  await expect(page).toHaveURL(/\/blog\/life-path-number-interpretation#life-path-7-the-seeker$/);
  await expect(page.getByRole('heading', { name: 'Life path 7: the seeker' })).toBeInViewport();

  await page.goto('/blog/life-path-number-6');
  await interactive(page);
  const cta = page.getByRole('region', { name: 'Calculate yours, free' });
  await cta.getByRole('link', { name: 'Open the free calculator' }).click();
  await expect(page).toHaveURL(/\/numerology-calculator$/);
  await expect(page.getByLabel('Day', { exact: true })).toBeVisible();
});

// The free analysis answers the visitor's questions early (issue 23, item 17).
for (const width of [375, 1366]) {
  test.describe(`the analysis answers at ${width}px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('name fit, lucky times and the grid explained, then the report once, before the readings', async ({
      page,
    }) => {
      // Meera Iyer, 8 December 1999: naamank 8, moolank 8, bhagyank 3, kua 5; three 9s in 1999.
      const meera = { name: 'Meera Iyer', dob: '1999-12-08', gender: 'Female' as const };
      await page.goto('/');
      await openAnalysis(page, meera);
      const answers = page.getByRole('region', { name: 'Your answers at a glance' });
      await expect(answers.getByText('Naamank 8 with your moolank 8')).toContainText('Friendly');
      await expect(answers.getByText('Naamank 8 with your bhagyank 3')).toContainText('Neutral');
      await expect(answers.getByText('Saturday, Wednesday and Friday')).toBeVisible();
      await expect(answers).toContainText('your grid shows 999 in the box of 9');
      await expect(answers).toContainText('such as 3 and 5 here');
      const offer = page.getByRole('region', { name: 'Go deeper with your PDF report' });
      await expect(offer).toContainText('INR 499');
      await expect(page.getByRole('link', { name: 'Get the full PDF report' })).toHaveCount(1);
      const sample = offer.getByRole('img');
      await sample.scrollIntoViewIfNeeded();
      await expect
        .poll(() => sample.evaluate((img: HTMLImageElement) => img.naturalWidth))
        .toBeGreaterThan(0);
      // Offered before the long readings start.
      const order = await page.evaluate(() => {
        const top = (selector: string) =>
          document.querySelector(selector)!.getBoundingClientRect().top;
        return [top('#answers-title'), top('#report-cta-title'), top('#impact-title')];
      });
      expect(order).toEqual([...order].sort((a, b) => a - b));
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await wcagViolations(page)).toEqual([]);
    });
  });
}
