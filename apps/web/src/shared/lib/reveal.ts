/**
 * Brings a result into view after a form is sent and moves focus to its heading, so a screen
 * reader reads it next: smoothly, unless the visitor asked for reduced motion.
 */
export function revealResult(heading: HTMLElement | null): void {
  if (!heading) return;
  const reduced =
    typeof window.matchMedia === 'function' &&
    window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  // jsdom and very old browsers have no scrollIntoView; focus alone still brings the heading in.
  heading.scrollIntoView?.({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  heading.focus({ preventScroll: typeof heading.scrollIntoView === 'function' });
}
