// Testimonial carousel stepping (docs/product.md#4-states): wraps at both ends, auto-advances every 7 s.
export const CAROUSEL_INTERVAL_MS = 7000;

/** Index after i in a ring of n slides; 0 when there are none. */
export function nextIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index + 1) % count) + count) % count;
}

/** Index before i in a ring of n slides; 0 when there are none. */
export function prevIndex(index: number, count: number): number {
  if (count <= 0) return 0;
  return (((index - 1) % count) + count) % count;
}

/**
 * Moves from `start` to the next slide every interval, reporting each new index; returns stop.
 * After a manual previous/next the caller restarts it from the new index (e.g. an effect keyed on
 * the index), so a shopper who just navigated gets a full interval before the slide moves again.
 * With fewer than two slides there is nothing to rotate, so no timer is started.
 */
export function startAutoAdvance(
  count: number,
  onChange: (index: number) => void,
  intervalMs: number = CAROUSEL_INTERVAL_MS,
  start = 0,
): () => void {
  if (count < 2) return () => {};
  let index = start;
  const handle = setInterval(() => {
    index = nextIndex(index, count);
    onChange(index);
  }, intervalMs);
  return () => clearInterval(handle);
}
