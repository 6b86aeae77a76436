import { createHash } from 'node:crypto';
import type { ReportPerson } from '@ankvidya/schemas';

/**
 * The same person for the same user is the same report, so the id is derived from both; the
 * draft's copy (spelling, language, year, mobile number...) never changes it.
 */
export function reportId(uid: string, input: ReportPerson): string {
  const parts = [uid, input.name, input.dob, input.gender];
  // Only names with a Latin spelling add it, so earlier reports keep their ids.
  if (input.latinName) parts.push(input.latinName);
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url').slice(0, 24);
}
