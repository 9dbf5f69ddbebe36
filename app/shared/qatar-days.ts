// Qatar days, the one rule for the shop's calendar, shared by the server and the browser: the shop
// lives by the local day, UTC+3 all year (no daylight saving), so a day D is the instant range
// [D-1 21:00Z, D 21:00Z). The admin's date filter and analytics, the page cache's midnight, the
// countdown and every date shown use it. Timestamps in the database are ISO text, and these bounds
// compare with them as text on both engines.
const OFFSET_MS = 3 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/** For Intl.DateTimeFormat. */
export const QATAR_TIME_ZONE = "Asia/Qatar";
/** For a local date-time written without a zone ("2026-07-01T00:00" means Qatar time). */
export const QATAR_UTC_OFFSET = "+03:00";

export const DATE_RANGES = ["all", "today", "7d", "30d", "custom"] as const;
export type RangeName = (typeof DATE_RANGES)[number];

/** Inclusive first and last Qatar day; null means unbounded on that side. */
export interface DayRange {
  fromDay: string | null;
  toDay: string | null;
}

/** A real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!ISO_DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** The Qatar day an instant falls on. */
export function qatarDay(instant: Date): string {
  return new Date(instant.getTime() + OFFSET_MS).toISOString().slice(0, 10);
}

/** Qatar's hour ("2026-11-24T12") of each UTC hour ("2026-11-24T09") met lately. */
const qatarHours = new Map<string, string>();
const QATAR_HOURS_KEPT = 100_000;

/**
 * An instant as Qatar's clock reads it, with its offset: "2026-11-24T12:00:00+03:00". A stored
 * timestamp (toISOString's "2026-11-24T09:00:00.000Z") keeps its minutes and seconds, so only its
 * hour is converted, once per hour met: a million orders' CSV writes two million of these
 * (docs/PERFORMANCE.md, "The orders CSV of a million orders").
 */
export function qatarDateTime(instant: string | Date): string {
  if (typeof instant === "string" && instant.length === 24 && instant.endsWith("Z")) {
    const utcHour = instant.slice(0, 13);
    let hour = qatarHours.get(utcHour);
    if (hour === undefined) {
      const time = Date.parse(`${utcHour}:00:00.000Z`);
      if (!Number.isNaN(time)) {
        hour = new Date(time + OFFSET_MS).toISOString().slice(0, 13);
        if (qatarHours.size >= QATAR_HOURS_KEPT) qatarHours.clear();
        qatarHours.set(utcHour, hour);
      }
    }
    if (hour !== undefined) return `${hour}${instant.slice(13, 19)}${QATAR_UTC_OFFSET}`;
  }
  const time = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  return `${new Date(time + OFFSET_MS).toISOString().slice(0, 19)}${QATAR_UTC_OFFSET}`;
}

/** The instant (ms) the next Qatar day starts, after `now` (ms). */
export function nextQatarMidnight(now: number): number {
  return (Math.floor((now + OFFSET_MS) / DAY_MS) + 1) * DAY_MS - OFFSET_MS;
}

export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The first instant of a Qatar day, as stored timestamps are written. */
function dayStart(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00.000Z`) - OFFSET_MS).toISOString();
}

/**
 * The days a named range covers on the day `now` falls in: today, the last 7 or 30 days including
 * today, or a custom from/to (either side may be open). The caller has checked from <= to.
 */
export function resolveRange(range: RangeName, from: string | null, to: string | null, now: Date): DayRange {
  const today = qatarDay(now);
  switch (range) {
    case "all":
      return { fromDay: null, toDay: null };
    case "today":
      return { fromDay: today, toDay: today };
    case "7d":
      return { fromDay: addDays(today, -6), toDay: today };
    case "30d":
      return { fromDay: addDays(today, -29), toDay: today };
    case "custom":
      return { fromDay: from, toDay: to };
  }
}

/** The half-open instant range [start, end) of some days, for comparing with created_at. */
export function rangeInstants(days: DayRange): { start: string | null; end: string | null } {
  return {
    start: days.fromDay ? dayStart(days.fromDay) : null,
    end: days.toDay ? dayStart(addDays(days.toDay, 1)) : null,
  };
}

/** Every day from `from` to `to` inclusive (empty when from > to). */
export function eachDay(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)) days.push(day);
  return days;
}
