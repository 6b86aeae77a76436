import { analyze, explain, NumerologyInputError } from '@ankvidya/numerology-core';
import { latestToday } from '@ankvidya/schemas';
import type { RequestHandler } from 'express';
import { z } from 'zod';
import { HttpError, parseOr400 } from '../../http/errors.js';
import { sendJson } from '../../http/send-json.js';

/** The query it reads; the OpenAPI document describes the same object. */
export const analysisQuerySchema = z.object({
  name: z.string().max(1000).default(''),
  dob: z.string().max(40).default(''),
  gender: z.string().max(20).default(''),
  year: z.coerce.number().int().min(1).max(9999).optional(),
});

/**
 * GET /api/analysis: the free analysis and its working, for outside callers. The busiest route,
 * so it does each thing once: analyze() and explain() check the input by numerology-core's own
 * rules (the rules of analysisInputSchema, without parsing it a second time), and sendJson sends
 * the answer.
 */
export function answerAnalysis(now: () => Date): RequestHandler {
  return (req, res) => {
    const { year, ...input } = parseOr400(analysisQuerySchema, req.query);
    const options = { currentYear: year ?? now().getFullYear(), today: latestToday(now()) };
    let answer;
    try {
      answer = { analysis: analyze(input, options), working: explain(input, options) };
    } catch (error) {
      if (!(error instanceof NumerologyInputError)) throw error;
      throw new HttpError(400, 'invalid_input', `${error.field}: ${error.message}`, error.field);
    }
    sendJson(res, answer);
  };
}
