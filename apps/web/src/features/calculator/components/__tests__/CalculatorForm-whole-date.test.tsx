// A whole date typed or pasted into one part of the date of birth field is split across day,
// month and year (issue 20, item 9), in the calculator's real form, in English and in Hindi.
import { getContent } from '@ankvidya/content';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { CalculatorForm } from '../CalculatorForm';
import { preloadContent } from '@/shared/content/content';
import { renderAt } from '@/test/render';

const hi = getContent('hi').ui;

async function renderForm(path = '/numerology-calculator') {
  await renderAt(<CalculatorForm signedIn signIn={vi.fn()} onAnalysed={vi.fn()} />, path);
  return userEvent.setup();
}

describe('DateOfBirthField with a whole date', () => {
  it.each(['14/08/1992', '14-08-1992', '14.08.1992', '1992-08-14'])(
    'splits %s pasted into the day, then moves on past the year',
    async (text) => {
      const user = await renderForm();
      await user.click(await screen.findByLabelText('Day'));
      await user.paste(text);
      expect(screen.getByLabelText('Day')).toHaveValue('14');
      expect(screen.getByLabelText('Month')).toHaveValue('8');
      expect(screen.getByLabelText('Year')).toHaveValue('1992');
      expect(screen.getByText('You entered 14 August 1992.')).toBeVisible();
      // All three are in: the next field of the form, the first gender choice.
      expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
    },
  );

  it('splits a date typed into the day, character by character', async () => {
    const user = await renderForm();
    await user.click(await screen.findByLabelText('Day'));
    await user.keyboard('14/08/1992');
    expect(screen.getByLabelText('Day')).toHaveValue('14');
    expect(screen.getByLabelText('Month')).toHaveValue('8');
    expect(screen.getByLabelText('Year')).toHaveValue('1992');
    expect(screen.getByRole('radio', { name: 'Male' })).toHaveFocus();
  });

  it('splits a typed ISO date only once its day is whole', async () => {
    const user = await renderForm();
    await user.click(await screen.findByLabelText('Day'));
    await user.keyboard('1992-08-1');
    expect(screen.getByLabelText('Day')).toHaveValue('1992-08-1');
    expect(screen.getByLabelText('Day')).toHaveFocus();
    await user.keyboard('4');
    expect(screen.getByLabelText('Day')).toHaveValue('14');
    expect(screen.getByLabelText('Year')).toHaveValue('1992');
  });

  it('splits a date left with a short year when the visitor moves on, and explains the year', async () => {
    const user = await renderForm();
    await user.click(await screen.findByLabelText('Day'));
    await user.keyboard('14/8/92');
    await user.tab();
    expect(screen.getByLabelText('Day')).toHaveValue('14');
    expect(screen.getByLabelText('Month')).toHaveValue('8');
    expect(screen.getByLabelText('Year')).toHaveValue('92');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByLabelText('Name'));
    await user.paste('Kavya Rao');
    await user.click(screen.getByRole('button', { name: 'Get your Free Report' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Please enter the year you were born in four digits, for example 1992.',
    );
  });

  it('splits a date pasted into the month or the year', async () => {
    const user = await renderForm();
    await user.click(await screen.findByLabelText('Year'));
    await user.paste('05/08/1990');
    expect(screen.getByLabelText('Day')).toHaveValue('5');
    expect(screen.getByLabelText('Month')).toHaveValue('8');
    expect(screen.getByLabelText('Year')).toHaveValue('1990');

    await user.clear(screen.getByLabelText('Day'));
    await user.clear(screen.getByLabelText('Year'));
    screen.getByLabelText('Month').focus();
    await user.paste('14.08.1992');
    expect(screen.getByLabelText('Day')).toHaveValue('14');
    expect(screen.getByLabelText('Year')).toHaveValue('1992');
    expect(screen.getByText('You entered 14 August 1992.')).toBeVisible();
  });

  it('goes to the part still empty when the month is no month', async () => {
    const user = await renderForm();
    await user.click(await screen.findByLabelText('Day'));
    await user.paste('14/13/1992');
    expect(screen.getByLabelText('Day')).toHaveValue('14');
    expect(screen.getByLabelText('Month')).toHaveValue('');
    expect(screen.getByLabelText('Year')).toHaveValue('1992');
    expect(screen.getByLabelText('Month')).toHaveFocus();
  });

  it('keeps a single number pasted into the day as it is', async () => {
    const user = await renderForm();
    await user.click(await screen.findByLabelText('Day'));
    await user.paste('7');
    expect(screen.getByLabelText('Day')).toHaveValue('7');
    expect(screen.getByLabelText('Day')).toHaveFocus();
    expect(screen.getByLabelText('Month')).toHaveValue('');
  });

  describe('in Hindi', () => {
    afterAll(async () => {
      await act(() => preloadContent(['ui'], 'en'));
    });

    it('splits a pasted date, a typed one with a Hindi month name and Devanagari digits', async () => {
      await act(() => preloadContent(['ui'], 'hi'));
      const user = await renderForm('/hi/numerology-calculator');
      const day = await screen.findByLabelText(hi.dateOfBirth.dayLabel);
      await user.click(day);
      await user.paste('14/08/1992');
      expect(day).toHaveValue('14');
      expect(screen.getByLabelText(hi.dateOfBirth.monthLabel)).toHaveValue('8');
      expect(screen.getByLabelText(hi.dateOfBirth.yearLabel)).toHaveValue('1992');
      expect(screen.getByText('आपने यह तारीख़ भरी है: 14 अगस्त 1992।')).toBeVisible();
      expect(screen.getByRole('radio', { name: hi.calculator.male })).toHaveFocus();

      await user.clear(day);
      await user.type(day, '५ सितंबर १९९०');
      expect(day).toHaveValue('5');
      expect(screen.getByLabelText(hi.dateOfBirth.monthLabel)).toHaveValue('9');
      expect(screen.getByLabelText(hi.dateOfBirth.yearLabel)).toHaveValue('1990');
    });
  });
});
