import { suggestNames } from '@ankvidya/numerology-core';
import {
  latestToday,
  nameSuggestionsQuerySchema,
  type NameSuggestionsResponse,
} from '@ankvidya/schemas';
import { Router, type RequestHandler } from 'express';
import { parseOr400 } from '../../http/errors.js';

/**
 * Spellings of a name whose naamank sits well with the birth numbers, each with its working.
 * The answer depends only on the query, so the browser may keep it for a day; shared caches may
 * not, since the address carries a name and a date of birth (never logged: the request log has
 * no query string).
 */
export function nameSuggestionsRouter(limit: RequestHandler, now: () => Date): Router {
  const router = Router();
  router.get('/name-suggestions', limit, (req, res) => {
    const { name, ...options } = parseOr400(nameSuggestionsQuerySchema, req.query);
    const { current, ...found } = suggestNames(name, { ...options, today: latestToday(now()) });
    const body: NameSuggestionsResponse = {
      ...current,
      harmony: current.harmony!,
      moolank: found.moolank,
      bhagyank: found.bhagyank,
      fallback: found.fallback,
      alreadyHarmonious: found.alreadyHarmonious,
      suggestions: found.suggestions.map((s) => ({ ...s, harmony: s.harmony! })),
    };
    res.setHeader('Cache-Control', 'private, max-age=86400');
    res.json(body);
  });
  return router;
}
