import { getContent } from '@ankvidya/content';
import {
  DIGITS,
  personalDayNumbers,
  universalDay,
  type CalendarDate,
} from '@ankvidya/numerology-core';
import { todayQuerySchema, type TodayResponse } from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import { parseOr400 } from '../../http/errors.js';

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const isoDate = (date: CalendarDate) => `${pad(date.year, 4)}-${pad(date.month)}-${pad(date.day)}`;

/**
 * Today's number: the universal day of a date (the page asks for today's in India) with the day's
 * reading for each moolank, and with a date of birth the personal day. A dob is personal: that
 * answer is never logged (the request log has no query string) and no shared cache may keep it.
 */
export function numerologyTodayRouter(limit: RequestHandler): Router {
  const router = Router();
  router.get('/today', limit, (req, res) => {
    const query = parseOr400(todayQuerySchema, req.query);
    const { date } = query;
    const texts = getContent(query.locale).todayPage;
    const day = universalDay(date);
    const personal = query.dob ? personalDayNumbers(query.dob, date) : null;
    const body: TodayResponse = {
      date: isoDate(date),
      universalDay: day,
      readings: Object.fromEntries(
        DIGITS.map((moolank) => [moolank, texts.readings[day][moolank]]),
      ) as TodayResponse['readings'],
      personal: personal && { ...personal, reading: texts.personalDays[personal.day] },
    };
    // Without a dob the answer is the same for everyone and fixed for its date.
    res.setHeader('Cache-Control', personal ? 'private, no-store' : 'public, max-age=86400');
    res.json(body);
  });
  return router;
}
