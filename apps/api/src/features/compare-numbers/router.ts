import { compareCandidate, ownerNumbers, rankNumbers } from '@ankvidya/numerology-core';
import {
  compareNumbersBodySchema,
  latestToday,
  type CompareNumbersResponse,
} from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import { parseOr400 } from '../../http/errors.js';

/**
 * Candidate numbers (mobile or vehicle) ranked for one person or a family. The numbers and dates are personal: never
 * logged or stored, and no cache may keep the answer.
 */
export function compareNumbersRouter(limit: RequestHandler, now: () => Date): Router {
  const router = Router();
  router.post('/compare-numbers', limit, (req, res) => {
    res.setHeader('Cache-Control', 'private, no-store');
    const { kind, dobs, numbers } = parseOr400(compareNumbersBodySchema, req.body);
    const today = latestToday(now());
    const body: CompareNumbersResponse = {
      ranked: rankNumbers(
        numbers.map((number) => compareCandidate(kind, number)),
        dobs.map((dob) => ownerNumbers(dob, today)),
      ),
    };
    res.json(body);
  });
  return router;
}
