// The mobile number reading answers first (issue 23, item 18): one verdict, "Suits you",
// "Neutral" or "Better avoided", with the totals that would suit this person.
import { getContent } from '@ankvidya/content';
import { mobileNumberReading } from '@ankvidya/numerology-core';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { store } from '@/shared/state/store';
import { renderAt } from '@/test/render';
import { MobileReadingView } from '../components/MobileReadingView';

// Born 5 August 1990: moolank 5, bhagyank 5 (5 + 8 + 1990 = 2003); 5's friends are 1, 4, 5, 6, 8.
const dob = '1990-08-05';

async function read(number: string, path = '/mobile-number-numerology') {
  const reading = mobileNumberReading(number, { dob, today: '2026-01-01' });
  await renderAt(<MobileReadingView reading={reading} dob={dob} headingId="result" />, path);
  const region = await screen.findByRole('region');
  return { reading, region };
}

beforeEach(async () => {
  await store.restore();
});

describe('the mobile number verdict', () => {
  it.each([
    // 9+9+8+8+7+7+0+0+1+2 = 51 -> 6: friendly to 5 both ways.
    ['99887 70012', 'Suits you', 'suits'],
    // 9+7 = 16 -> 7: neutral with 5.
    ['90000 00007', 'Neutral', 'neutral'],
    // 9+8+7+6+5+4+3+2+1 = 45 -> 9: challenging with 5.
    ['98765 43210', 'Better avoided', 'avoid'],
  ] as const)('%s: %s, said before the working', async (number, word, verdict) => {
    const { reading, region } = await read(number);
    const texts = getContent('en').mobilePage.result.overall;
    const shown = region.querySelector('.number-verdict__word')!;
    expect(shown).toHaveTextContent(word);
    const why = texts.why[verdict].replace('{number}', String(reading.reduced));
    expect(within(region).getByText(why)).toBeInTheDocument();
    expect(within(region).getByText('Totals that would suit you: 1, 4, 5, 6 and 8')).toBeVisible();
    const working = within(region).getByRole('heading', { name: 'How the total was found' });
    expect(shown.compareDocumentPosition(working) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('says it in Hindi on the Hindi page', async () => {
    const { region } = await read('98765 43210', '/hi/mobile-number-numerology');
    expect(within(region).getByText('न चुनें तो बेहतर')).toBeInTheDocument();
    expect(within(region).getByText('आपके लिए अच्छे जोड़: 1, 4, 5, 6 और 8')).toBeInTheDocument();
  });
});
