// Testimonial carousel stepping (docs/product.md#4-states): wraps at both ends, auto-advances every 7 s.
export const CAROUSEL_INTERVAL_MS = 7000;

/** Index after i in a ring of n slides; 0 when there are none. */
export function nextIndex(i: number, n: number): number {
  if (n <= 0) return 0;
  return (((i + 1) % n) + n) % n;
}

/** Index before i in a ring of n slides; 0 when there are none. */
export function prevIndex(i: number, n: number): number {
  if (n <= 0) return 0;
  return (((i - 1) % n) + n) % n;
}

/**
 * Moves from `start` to the next slide every interval, reporting each new index; returns stop.
 * After a manual previous/next the caller restarts it from the new index (e.g. an effect keyed on
 * the index), so a shopper who just navigated gets a full interval before the slide moves again.
 * With fewer than two slides there is nothing to rotate, so no timer is started.
 */
export function startAutoAdvance(
  n: number,
  onChange: (index: number) => void,
  intervalMs: number = CAROUSEL_INTERVAL_MS,
  start = 0,
): () => void {
  if (n < 2) return () => {};
  let index = start;
  const handle = setInterval(() => {
    index = nextIndex(index, n);
    onChange(index);
  }, intervalMs);
  return () => clearInterval(handle);
}
