// Delivery the Qatar way, written once for the checkout, the quote API, the order's
// pricing and the admin's settings form: which areas the shop serves and for what fee, when an
// order arrives (same day before the cut-off, Qatar time; never on a day the shop does not
// deliver), the delivery slots a shopper may pick, and whether card on delivery is offered.
// The areas are the checkout's cities (order-schema.ts), so an address names its area.
import { z } from "zod";
import { CITIES, type City } from "./order-schema";
import { addDays, qatarDateTime, qatarDay } from "./qatar-days";

/** 0 = Sunday … 6 = Saturday, as Date.getUTCDay() counts. */
export const WEEKDAYS = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;
const FRIDAY = 5;

/** The most days ahead an estimate or a slot may be. */
const MAX_LEAD_DAYS = 7;
const MAX_SLOT_DAYS = 14;
const MAX_FEE = 100_000;

const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "A time is written HH:MM (24-hour, Qatar time).");
const dirhams = (label: string) =>
  z
    .number({ error: `${label} must be an amount in dirhams.` })
    .int(`${label} must be a whole number of dirhams.`)
    .min(0, `${label} cannot be negative.`)
    .max(MAX_FEE, `${label} is too large.`);

const areaSchema = z.object({
  area: z.enum(CITIES, { error: "Unknown area." }),
  /** The shop delivers there; an unserved area cannot be chosen at checkout. */
  served: z.boolean(),
  /** Dirhams. */
  fee: dirhams("The fee"),
  /** Dirhams: orders whose subtotal reaches this deliver free; null = the fee always applies. */
  freeOver: dirhams("The free-delivery threshold").nullable(),
  /** Working days after the order's day (0 = same day when ordered before the cut-off). */
  leadDays: z.number().int().min(0).max(MAX_LEAD_DAYS),
});
export type DeliveryArea = z.output<typeof areaSchema>;

const windowSchema = z
  .object({
    /** "10:00-14:00": the window, which also names it in the order. */
    from: time,
    to: time,
    /** Orders per day in this window. */
    capacity: z.number().int().min(1, "A slot takes at least one order.").max(10_000),
  })
  .refine((w) => w.from < w.to, { error: "A slot ends after it starts.", path: ["to"] });
export type SlotWindow = z.output<typeof windowSchema>;

export const deliverySettingsSchema = z
  .object({
    areas: z.array(areaSchema).length(CITIES.length, "Give every area once."),
    /** Orders placed before this (Qatar time) count from today; after it, from tomorrow. */
    cutoff: time,
    /** Days the shop does not deliver (0 = Sunday … 6 = Saturday). */
    closedDays: z
      .array(z.number().int().min(0).max(6))
      .max(6, "The shop must deliver on at least one day.")
      .refine((days) => new Set(days).size === days.length, "Each day once."),
    slots: z.object({
      enabled: z.boolean(),
      /** How many delivery days the shopper may choose among. */
      days: z.number().int().min(1).max(MAX_SLOT_DAYS),
      windows: z.array(windowSchema).max(8),
    }),
    /** Offer "Card on Delivery" beside cash (the driver brings a card machine). */
    cardOnDelivery: z.boolean(),
  })
  .refine((s) => new Set(s.areas.map((a) => a.area)).size === s.areas.length, { error: "Give every area once.", path: ["areas"] })
  .refine((s) => s.areas.some((a) => a.served), { error: "Serve at least one area.", path: ["areas"] })
  .refine((s) => !s.slots.enabled || s.slots.windows.length > 0, {
    error: "Add a slot or turn slots off.",
    path: ["slots", "windows"],
  });
export type DeliverySettings = z.output<typeof deliverySettingsSchema>;

/** Doha and its neighbours the same day; the far north and west the next (a shop changes it). */
const NEXT_DAY_AREAS: readonly City[] = ["Al Khor", "Al Shamal", "Mesaieed", "Dukhan", "Other (Specify in notes)"];

/** What a shop has before the owner sets anything: free delivery everywhere, as before delivery fees existed. */
export const DEFAULT_DELIVERY: DeliverySettings = {
  areas: CITIES.map((area) => ({ area, served: true, fee: 0, freeOver: null, leadDays: NEXT_DAY_AREAS.includes(area) ? 1 : 0 })),
  cutoff: "14:00",
  closedDays: [FRIDAY],
  slots: {
    enabled: false,
    days: 3,
    windows: [
      { from: "10:00", to: "14:00", capacity: 20 },
      { from: "14:00", to: "18:00", capacity: 20 },
      { from: "18:00", to: "22:00", capacity: 20 },
    ],
  },
  cardOnDelivery: false,
};

/** Settings as stored (JSON text), or the defaults when absent or unreadable. */
export function parseDeliverySettings(json: string | null | undefined): DeliverySettings {
  if (!json) return DEFAULT_DELIVERY;
  try {
    const parsed = deliverySettingsSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : DEFAULT_DELIVERY;
  } catch {
    return DEFAULT_DELIVERY;
  }
}

export const areaOf = (settings: DeliverySettings, area: string) => settings.areas.find((a) => a.area === area);

/** The fee for this subtotal in this area (dirhams); the area's threshold makes it free. */
export function deliveryFee(area: DeliveryArea, subtotal: number): number {
  return area.freeOver !== null && subtotal >= area.freeOver ? 0 : area.fee;
}

const weekday = (day: string) => new Date(`${day}T00:00:00.000Z`).getUTCDay();
const isDeliveryDay = (settings: DeliverySettings, day: string) => !settings.closedDays.includes(weekday(day));

/** Qatar's clock as HH:MM. */
const qatarClock = (now: Date) => qatarDateTime(now).slice(11, 16);

/** The first delivery day on or after `day`. */
function firstDeliveryDay(settings: DeliverySettings, day: string): string {
  let d = day;
  for (let i = 0; i < 7 && !isDeliveryDay(settings, d); i++) d = addDays(d, 1);
  return d;
}

/**
 * The day an order placed at `now` arrives in this area: counted from today before the cut-off
 * (from tomorrow after it), on the first day the shop delivers, then `leadDays` delivery days on.
 */
export function expectedDeliveryDay(settings: DeliverySettings, area: DeliveryArea, now: Date): string {
  const today = qatarDay(now);
  const start = qatarClock(now) < settings.cutoff ? today : addDays(today, 1);
  let day = firstDeliveryDay(settings, start);
  for (let i = 0; i < area.leadDays; i++) day = firstDeliveryDay(settings, addDays(day, 1));
  return day;
}

/** A slot as the order names it: "2026-11-26 14:00-18:00" (a day and a window). */
export const slotId = (day: string, window: Pick<SlotWindow, "from" | "to">) => `${day} ${window.from}-${window.to}`;
const SLOT_ID = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2})-(\d{2}:\d{2})$/;
export function parseSlotId(id: string): { day: string; from: string; to: string } | null {
  const match = SLOT_ID.exec(id);
  return match ? { day: match[1], from: match[2], to: match[3] } : null;
}

export interface SlotChoice {
  id: string;
  day: string;
  from: string;
  to: string;
  capacity: number;
}

/**
 * The slots a shopper may pick for this area now: from the expected day, on the shop's next
 * `slots.days` delivery days, each window of today only while it has not started. Fullness is the
 * server's to tell (booked counts); these are the ones the settings allow.
 */
export function slotChoices(settings: DeliverySettings, area: DeliveryArea, now: Date): SlotChoice[] {
  if (!settings.slots.enabled) return [];
  const today = qatarDay(now);
  const clock = qatarClock(now);
  const choices: SlotChoice[] = [];
  let day = expectedDeliveryDay(settings, area, now);
  for (let n = 0; n < settings.slots.days; n++) {
    for (const w of settings.slots.windows) {
      if (day === today && w.from <= clock) continue;
      choices.push({ id: slotId(day, w), day, from: w.from, to: w.to, capacity: w.capacity });
    }
    day = firstDeliveryDay(settings, addDays(day, 1));
  }
  return choices;
}

/** The storefront's answer for an area and a subtotal (GET /api/delivery/quote). */
export interface DeliveryQuote {
  area: City;
  fee: number;
  /** The subtotal from which delivery is free here; null = never. */
  freeOver: number | null;
  /** The expected delivery day (YYYY-MM-DD, Qatar). */
  date: string;
  /** Empty when the shop does not offer slots. */
  slots: (SlotChoice & { full: boolean })[];
}

export type QuoteResult = { ok: true; quote: Omit<DeliveryQuote, "slots">; area: DeliveryArea } | { ok: false; message: string };

export const AREA_NOT_SERVED = "We do not deliver to this area yet. Please choose another or contact us.";

/** Fee and expected day for an area, or why the shop cannot deliver there. */
export function quoteDelivery(settings: DeliverySettings, areaName: string, subtotal: number, now: Date): QuoteResult {
  const area = areaOf(settings, areaName);
  if (!area || !area.served) return { ok: false, message: AREA_NOT_SERVED };
  return {
    ok: true,
    area,
    quote: {
      area: area.area,
      fee: deliveryFee(area, subtotal),
      freeOver: area.freeOver,
      date: expectedDeliveryDay(settings, area, now),
    },
  };
}
