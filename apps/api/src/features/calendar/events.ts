/**
 * A report's best and care dates as an iCalendar file: the same twelve months, chosen by the same
 * rule (numerology-core's calendarMonths), as the report's calendar pages made this month.
 */
import { createHash } from 'node:crypto';
import { getContent } from '@ankvidya/content';
import { calendarMonths, reduceNumber, type Digit } from '@ankvidya/numerology-core';
import type { ReportLocale } from '@ankvidya/schemas';
import type { ReportRecord } from '../../ports/store.js';
import { calendarDate, fill } from '../../report/format.js';
import { REPORT_TIME_ZONE } from '../../report/model.js';
import { fitWords } from '../../report/sections/months.js';
import { icsDate, type IcsCalendar, type IcsEvent } from './ics.js';

export const PRODUCT_ID = '-//Ankvidya//Numerology calendar//EN';

/**
 * An event's UID: its date and a hash of the report id, so downloading again or refreshing a
 * subscription updates the same events, and the UID does not show the report id.
 */
export function eventUid(pdfID: string, date: IcsEvent['date']): string {
  const report = createHash('sha256').update(pdfID).digest('hex').slice(0, 24);
  return `${icsDate(date)}-${report}@ankvidya.in`;
}

export function reportCalendar(
  report: Pick<ReportRecord, 'pdfID' | 'name' | 'dob' | 'gender'>,
  locale: ReportLocale,
  now: Date,
): IcsCalendar {
  const [year, month, day] = report.dob.split('-').map(Number) as [number, number, number];
  const moolank = reduceNumber(day) as Digit;
  const bhagyank = reduceNumber(day + month + year) as Digit;
  const content = getContent(locale, report.gender);
  const copy = content.calendar.ics;
  const model = { content, moolank, bhagyank };
  const today = calendarDate(now, REPORT_TIME_ZONE);
  const events = calendarMonths({ day, month }, { moolank, bhagyank }, today).flatMap((plan) => {
    const monthLine = fill(copy.monthLine, {
      month: plan.personalMonth,
      focus: content.reading.personalMonths[plan.personalMonth as Digit].focus,
    });
    const event = (date: number, kind: 'best' | 'care'): IcsEvent => {
      const number = plan.personalDays[date - 1]!;
      const fit = fill(moolank === bhagyank ? copy.dayFitSame : copy.dayFit, {
        ...fitWords(model, number),
        number,
      });
      const on = { year: plan.year, month: plan.month, day: date };
      // The date's own reading: what its personal day suits (or asks care for), how that day sits
      // with moolank and bhagyank, and the month it falls in.
      const day = (kind === 'best' ? copy.bestDay : copy.careDay)[number as Digit];
      return {
        uid: eventUid(report.pdfID, on),
        date: on,
        summary: fill(kind === 'best' ? copy.bestSummary : copy.careSummary, { number }),
        description: `${day} ${fit} ${monthLine}`,
      };
    };
    return [
      ...plan.bestDates.map((d) => event(d, 'best')),
      ...plan.careDates.map((d) => event(d, 'care')),
    ].sort((a, b) => a.date.day - b.date.day);
  });
  return {
    productId: PRODUCT_ID,
    name: fill(copy.calendarName, { name: report.name }),
    stamp: now,
    events,
  };
}
