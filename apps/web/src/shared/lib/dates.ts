const formatter = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "1990-08-05" -> "5 August 1990"; anything else is shown as it is. */
export function formatDob(dob: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(dob);
  if (!match) return dob;
  return formatter.format(
    new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))),
  );
}

/** "2026-11-21" -> "21 November 2026". */
export const formatDate = formatDob;
