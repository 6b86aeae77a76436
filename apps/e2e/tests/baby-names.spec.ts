// The baby-name finder (issue 24): prerendered in both languages, names ranked by the API for the
// child's date and time, the working under a name, a shortlist kept across a reload, compare,
// twins (pairs of names that go together), adding the shortlist to a newborn's report, and
// screenshots at 375 and 1366 px for a person to look at.
import { execFileSync } from 'node:child_process';
import { expect, test, type Page } from '@playwright/test';
import { analyse, freshEmail, interactive } from './helpers.js';

async function findNames(page: Page, path: string, labels: Record<string, string>) {
  await page.goto(path);
  await interactive(page);
  await page.getByLabel(labels.day!, { exact: true }).fill('16');
  await page.getByLabel(labels.month!, { exact: true }).selectOption('3');
  await page.getByLabel(labels.year!, { exact: true }).fill('2021');
  await page.getByLabel(labels.time!).fill('12:00');
  await page.getByLabel(labels.boy!, { exact: true }).check();
  await page.getByLabel(labels.surname!).fill('Sharma');
  await page.getByRole('button', { name: labels.submit }).click();
}

const EN = {
  day: 'Day',
  month: 'Month',
  year: 'Year',
  time: 'Time of birth (optional)',
  boy: 'Boy',
  surname: 'Surname (optional)',
  submit: 'Show names',
};

test('/baby-names ranks names for the birth star and keeps a shortlist', async ({
  page,
  request,
}) => {
  const html = await (await request.get('/baby-names')).text();
  expect(html).toContain('How we rank the names');
  await findNames(page, '/baby-names', EN);
  await expect(page.getByText('Moolank 7, bhagyank 6')).toBeVisible();
  await expect(page.getByText(/Birth star: Ashwini, pada 2/)).toBeVisible();
  const first = page.locator('.baby-name').first();
  await expect(first).toBeVisible();
  await first.getByText('Why this place').click();
  await expect(first.getByText(/Full name .* Sharma/)).toBeVisible();
  await page.screenshot({ path: 'test-results/baby-names-1366.png', fullPage: false });

  const cards = page.locator('.baby-name');
  const names = [
    (await cards.nth(0).locator('h3 span').nth(1).textContent())!,
    (await cards.nth(1).locator('h3 span').nth(1).textContent())!,
  ];
  for (const name of names)
    await page.getByRole('button', { name: `Add ${name} to the shortlist` }).click();
  await page.reload();
  await interactive(page);
  const shortlist = page.getByRole('region', { name: 'Your shortlist' });
  for (const name of names) await shortlist.getByRole('checkbox', { name }).check();
  await shortlist.getByRole('button', { name: 'Compare side by side' }).click();
  await expect(shortlist.getByRole('table').getByRole('columnheader')).toHaveCount(3);
  await shortlist.getByRole('table').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/baby-names-compare-1366.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.getByRole('heading', { name: "Your baby's details" }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/baby-names-form-375.png' });
});

test('/hi/baby-names works in Hindi at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await findNames(page, '/hi/baby-names', {
    day: 'दिन',
    month: 'महीना',
    year: 'साल',
    time: 'जन्म का समय (ज़रूरी नहीं)',
    boy: 'लड़का',
    surname: 'उपनाम (ज़रूरी नहीं)',
    submit: 'नाम दिखाएँ',
  });
  await expect(page.getByText('मूलांक 7, भाग्यांक 6')).toBeVisible();
  await expect(page.getByText(/जन्म नक्षत्र: अश्विनी, चरण 2/)).toBeVisible();
  await expect(page.locator('.baby-name').first()).toBeVisible();
  await page.locator('.baby-name').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/baby-names-hi-375.png' });
  await page.getByRole('heading', { name: 'पसंद की सूची' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/baby-names-hi-375-shortlist.png' });
});

async function childsDate(page: Page, path: string, labels: Record<string, string>) {
  await page.goto(path);
  await interactive(page);
  await page.getByLabel(labels.day!, { exact: true }).fill('16');
  await page.getByLabel(labels.month!, { exact: true }).selectOption('3');
  await page.getByLabel(labels.year!, { exact: true }).fill('2021');
  await page.getByLabel(labels.time!).fill('12:00');
}

test('/baby-names offers twins pairs of names and adds the shortlist to the report', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 });
  await childsDate(page, '/baby-names', EN);
  // Twins name both children's genders: no boy or girl to choose.
  await page.getByLabel('One baby or twins').selectOption('boy-girl');
  await page.getByRole('button', { name: EN.submit }).click();
  await expect(page.getByRole('heading', { name: 'Names for twins' })).toBeVisible();
  await expect(page.getByText(/^\d+ pairs$/)).toBeVisible();
  const pair = page.locator('.baby-pair').first();
  await expect(pair.locator('.baby-pair__name')).toHaveCount(2);
  await expect(pair.getByText(/Begin alike|Rhyme/)).toBeVisible();
  await page.getByRole('heading', { name: 'Names for twins' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/baby-names-twins-1366.png' });
  await pair.getByRole('button', { name: /^Add both to the shortlist/ }).click();
  await expect(pair.getByText('Both are in your shortlist')).toBeVisible();

  const shortlist = page.getByRole('region', { name: 'Your shortlist' });
  await expect(shortlist.getByRole('checkbox')).toHaveCount(2);
  await shortlist.getByRole('button', { name: 'Add the best names to my report' }).click();
  await expect(shortlist.getByRole('status').first()).toContainText(
    'The best 2 names will be read in the report for the child born on',
  );
  const draft = await page.evaluate(() => window.localStorage.getItem('ankvidya:report-draft'));
  expect(JSON.parse(draft!).state.additions).toMatchObject({
    babyNames: { value: expect.stringMatching(/^[a-z0-9-]+,[a-z0-9-]+$/), dob: '2021-03-16' },
    birthTime: { value: '12:00', dob: '2021-03-16' },
  });
  await shortlist.getByRole('link', { name: 'Go to the report' }).scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/baby-names-report-1366.png' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.locator('.baby-pair').first().scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/baby-names-twins-375.png' });
});

test('/hi/baby-names offers twins in Hindi at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await childsDate(page, '/hi/baby-names', {
    day: 'दिन',
    month: 'महीना',
    year: 'साल',
    time: 'जन्म का समय (ज़रूरी नहीं)',
  });
  await page.getByLabel('एक बच्चा या जुड़वाँ').selectOption('girl-girl');
  await page.getByRole('button', { name: 'नाम दिखाएँ' }).click();
  await expect(page.getByRole('heading', { name: 'जुड़वाँ बच्चों के लिए नाम' })).toBeVisible();
  const pair = page.locator('.baby-pair').first();
  await expect(pair.locator('.baby-pair__name')).toHaveCount(2);
  await pair.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/baby-names-twins-hi-375.png' });
});

test("a newborn's report reads the shortlisted names in a chapter of their own", async ({
  page,
}) => {
  await childsDate(page, '/baby-names', EN);
  await page.getByLabel('Girl', { exact: true }).check();
  await page.getByRole('button', { name: EN.submit }).click();
  const cards = page.locator('.baby-name');
  await expect(cards.first()).toBeVisible();
  const names: string[] = [];
  for (const card of [cards.nth(0), cards.nth(1)]) {
    const name = (await card.locator('h3 span').nth(1).textContent())!;
    names.push(name);
    await page.getByRole('button', { name: `Add ${name} to the shortlist` }).click();
  }
  const shortlist = page.getByRole('region', { name: 'Your shortlist' });
  await shortlist.getByRole('button', { name: 'Add the best names to my report' }).click();

  // The report is for the baby: the calculator with the child's date, then the report page.
  await analyse(
    page,
    { name: 'Baby Sharma', dob: '2021-03-16', gender: 'Female' },
    { name: 'Meera Sharma', email: freshEmail('newborn') },
  );
  await page.goto('/pdf-download-page');
  await expect(
    page.getByText('This report will also read the 2 best names of your baby names shortlist', {
      exact: false,
    }),
  ).toBeVisible();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download your PDF report' }).click();
  const file = await (await download).path();
  const text = execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
  expect(text).toContain('Names for the newborn');
  expect(text).toMatch(/Born at 12:00 \(India time\): birth star/);
  for (const name of names) expect(text).toContain(`${name}:`);
});
