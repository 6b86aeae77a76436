import { z } from 'zod';

/** A Unix time in seconds that a Date can hold (up to the year 9999). */
export const unixSeconds = z.number().int().positive().max(253_402_300_799);

/** The first problem zod found, on one line: the path and its message. */
export function describeIssue(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'unreadable';
  const where = issue.path.length > 0 ? issue.path.join('.') : 'body';
  return `${where}: ${issue.message}`;
}
