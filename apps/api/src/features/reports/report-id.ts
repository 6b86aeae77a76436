import { createHash } from 'node:crypto';
import type { AnalysisInput } from '@ankvidya/schemas';

/** The same input for the same user is the same report, so the id is derived from both. */
export function reportId(uid: string, input: AnalysisInput): string {
  return createHash('sha256')
    .update([uid, input.name, input.dob, input.gender].join('\u0000'))
    .digest('base64url')
    .slice(0, 24);
}
