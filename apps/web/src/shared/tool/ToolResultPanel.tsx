import type { ReactNode } from 'react';

/**
 * The panel a tool's result stands in, named by its heading. The heading takes focus after each
 * reading (tabIndex -1), so a screen reader reads the result next.
 */
export function ToolResultPanel({
  headingId,
  heading,
  children,
}: {
  headingId: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="panel tool-result" aria-labelledby={headingId}>
      <h2 id={headingId} tabIndex={-1}>
        {heading}
      </h2>
      {children}
    </section>
  );
}
