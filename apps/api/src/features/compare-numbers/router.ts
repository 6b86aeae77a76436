import { mobileCandidate, ownerNumbers, rankNumbers } from '@ankvidya/numerology-core';
import {
  compareNumbersBodySchema,
  latestToday,
  type CompareNumbersResponse,
} from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import { HttpError, parseOr400 } from '../../http/errors.js';

/**
 * Candidate numbers ranked for one person or a family. The numbers and dates are personal: never
 * logged or stored, and no cache may keep the answer.
 */
export function compareNumbersRouter(limit: RequestHandler, now: () => Date): Router {
  const router = Router();
  router.post('/compare-numbers', limit, (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { kind, dobs, numbers } = parseOr400(compareNumbersBodySchema, req.body);
    if (kind !== 'mobile')
      throw new HttpError(
        400,
        'unsupported_kind',
        'kind: vehicle numbers cannot be compared yet; mobile numbers can (kind: "mobile").',
        'kind',
      );
    const today = latestToday(now());
    const body: CompareNumbersResponse = {
      ranked: rankNumbers(
        numbers.map(mobileCandidate),
        dobs.map((dob) => ownerNumbers(dob, today)),
      ),
    };
    res.json(body);
  });
  return router;
}
