// When a message that failed is tried again (docs/decisions/021): the wait doubles from the first
// (30 s in the shop) up to two hours between attempts, and a message still unsent a day after it
// was written is given up on; staff see it failed and can send it again.
const DAY_MS = 24 * 60 * 60 * 1000;
const LONGEST_WAIT_MS = 2 * 60 * 60 * 1000;

/** The next attempt after `attempts` failed ones, or null: give up. */
export function nextAttemptAt(createdAt: Date, attempts: number, now: Date, firstWaitMs: number): Date | null {
  const deadline = createdAt.getTime() + DAY_MS;
  if (now.getTime() >= deadline) return null;
  const wait = Math.min(firstWaitMs * 2 ** Math.max(0, attempts - 1), LONGEST_WAIT_MS);
  // The last try falls on the deadline itself rather than past it.
  return new Date(Math.min(now.getTime() + wait, deadline));
}
