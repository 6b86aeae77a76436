import { createHash } from 'node:crypto';
import type { CreateReportBody } from '@ankvidya/schemas';

/** The same input for the same user is the same report, so the id is derived from both. */
export function reportId(uid: string, input: CreateReportBody): string {
  const parts = [uid, input.name, input.dob, input.gender];
  // Only names with a Latin spelling add it, so earlier reports keep their ids.
  if (input.latinName) parts.push(input.latinName);
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 24);
}
