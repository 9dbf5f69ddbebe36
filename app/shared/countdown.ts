// Launch countdown (docs/product.md#4-states). The arithmetic is kept apart from any timer so that the
// server render and the first client render can compute the same parts for the same instant.
import { QATAR_UTC_OFFSET } from "./qatar-days";

const COUNTDOWN_TICK_MS = 1000;

export interface CountdownParts {
  expired: boolean;
  /** Whole days left, or null when under one day remains (the days box is then hidden). */
  days: number | null;
  hours: string;
  minutes: string;
  seconds: string;
}

const LOCAL_DATE_TIME = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?)?$/;
const ZONED_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * Reads a launch target such as "2025-07-01T00:00:00". Without an explicit zone it means Qatar
 * time, not the visitor's or the server's zone, so every visitor counts down to the same moment.
 * Anything unreadable yields an invalid Date, which the countdown shows as expired.
 */
export function parseLaunchTarget(configured: string): Date {
  const text = configured.trim();
  if (ZONED_DATE_TIME.test(text)) return new Date(text);
  if (!LOCAL_DATE_TIME.test(text)) return new Date(Number.NaN);
  const withTime = text.includes("T") ? text : `${text}T00:00:00`;
  return new Date(`${withTime}${QATAR_UTC_OFFSET}`);
}

/**
 * The figures at `now`. Self-contained (no outer names, no modern syntax beyond what every
 * browser runs): its source is also the page's pre-hydration painter (countdownPaintScript).
 */
export function countdownParts(target: Date, now: Date): CountdownParts {
  const pad = (value: number) => String(value).padStart(2, "0");
  const remainingMs = target.getTime() - now.getTime();
  // NaN (an invalid target) fails this test too, and is shown as expired rather than "NaN".
  if (!(remainingMs > 0)) {
    return { expired: true, days: null, hours: "00", minutes: "00", seconds: "00" };
  }
  const total = Math.floor(remainingMs / 1000);
  const days = Math.floor(total / 86400);
  return {
    expired: false,
    days: days >= 1 ? days : null,
    hours: pad(Math.floor((total % 86400) / 3600)),
    minutes: pad(Math.floor((total % 3600) / 60)),
    seconds: pad(total % 60),
  };
}

export interface CountdownOptions {
  now?: () => number;
  setInterval?: (callback: () => void, ms: number) => unknown;
  clearInterval?: (handle: unknown) => void;
}

/**
 * Calls onTick at once and then every second; returns a stop function (suited to a React effect
 * cleanup). Once the target has passed nothing changes any more, so the timer stops by itself.
 */
export function startCountdown(
  target: Date,
  onTick: (parts: CountdownParts) => void,
  options: CountdownOptions = {},
): () => void {
  // Globals are looked up per call, not at import, so test fake timers are honoured.
  const now = options.now ?? (() => Date.now());
  const set = options.setInterval ?? ((cb: () => void, ms: number) => setInterval(cb, ms));
  const clear = options.clearInterval ?? ((h: unknown) => clearInterval(h as ReturnType<typeof setInterval>));

  let handle: unknown = null;
  let stopped = false;
  const stop = () => {
    stopped = true;
    if (handle !== null) clear(handle);
    handle = null;
  };
  const tick = () => {
    const parts = countdownParts(target, new Date(now()));
    onTick(parts);
    if (parts.expired) stop();
  };

  tick();
  if (!stopped) handle = set(tick, COUNTDOWN_TICK_MS);
  return stop;
}

/**
 * Whether the home page shows the launch banner: only while a configured, readable target is still
 * ahead. With none, or once it has passed, a "Coming Soon" banner would be stale.
 */
export function launchAhead(target: string | null, now: number): Date | null {
  if (!target) return null;
  const launch = parseLaunchTarget(target);
  return launch.getTime() > now ? launch : null;
}

/**
 * An inline script placed right after the timer: it paints the figures of the visitor's moment
 * before the page is shown, so a cached page (rendered earlier) never shows stale or empty cells
 * while the JavaScript loads. It reads the target from the timer's data-target attribute.
 */
export const countdownPaintScript = () =>
  `(function(){var timer=document.currentScript&&document.currentScript.previousElementSibling;if(!timer)return;var parts=(${countdownParts.toString()})(new Date(timer.getAttribute("data-target")),new Date());if(parts.expired)return;["days","hours","minutes","seconds"].forEach(function(unit){var cell=timer.querySelector("[data-unit="+unit+"]");if(cell&&parts[unit]!==null)cell.textContent=String(parts[unit])})})();`;
