// The Delivery settings form's values and how they become settings. People type fees in
// QR and days as text; the form keeps that text, and on submit it is read into the shape the
// server takes and checked with the same schema the server applies (app/shared/delivery.ts).
// Errors are keyed by the settings' dotted paths ("areas.3.fee"), which are also the form's field
// names, so the server's 422 lands beside the same inputs.
import { deliverySettingsSchema, WEEKDAYS, type DeliverySettings } from "../../../shared/delivery";
import { toDecimalString } from "../../../shared/money";
import { parseQR } from "../../../shared/money-input";
import type { City } from "../../../shared/order-schema";

export interface DeliveryFormValues {
  areas: { area: City; served: boolean; fee: string; freeOver: string; leadDays: string }[];
  cutoff: string;
  /** One box per weekday, Sunday first (WEEKDAYS' order): checked = no delivery that day. */
  closedDays: boolean[];
  slots: { enabled: boolean; days: string; windows: { from: string; to: string; capacity: string }[] };
  cardOnDelivery: boolean;
}

interface FormProblem {
  field: string;
  message: string;
}

export const AMOUNT_MESSAGE = "Enter an amount in QR, e.g. 15 or 15.50.";
const WHOLE_MESSAGE = "Enter a whole number.";

export function toDeliveryForm(settings: DeliverySettings): DeliveryFormValues {
  return {
    areas: settings.areas.map((a) => ({
      area: a.area,
      served: a.served,
      fee: toDecimalString(a.fee),
      freeOver: a.freeOver === null ? "" : toDecimalString(a.freeOver),
      leadDays: String(a.leadDays),
    })),
    cutoff: settings.cutoff,
    closedDays: WEEKDAYS.map((_, day) => settings.closedDays.includes(day)),
    slots: {
      enabled: settings.slots.enabled,
      days: String(settings.slots.days),
      windows: settings.slots.windows.map((w) => ({ from: w.from, to: w.to, capacity: String(w.capacity) })),
    },
    cardOnDelivery: settings.cardOnDelivery,
  };
}

export type DeliveryFormResult = { ok: true; settings: DeliverySettings } | { ok: false; problems: FormProblem[] };

/** The form's text read as settings, or every field that is wrong (the first problem per field). */
export function readDeliveryForm(values: DeliveryFormValues): DeliveryFormResult {
  const problems: FormProblem[] = [];
  const money = (text: string, field: string): number => {
    const amount = parseQR(text);
    if (amount === null) problems.push({ field, message: AMOUNT_MESSAGE });
    return amount ?? 0;
  };
  const whole = (text: string, field: string): number => {
    if (!/^\s*\d{1,6}\s*$/.test(text)) problems.push({ field, message: WHOLE_MESSAGE });
    return Number(text.trim()) || 0;
  };
  const candidate = {
    areas: values.areas.map((a, i) => ({
      area: a.area,
      served: a.served,
      fee: money(a.fee, `areas.${i}.fee`),
      freeOver: a.freeOver.trim() === "" ? null : money(a.freeOver, `areas.${i}.freeOver`),
      leadDays: whole(a.leadDays, `areas.${i}.leadDays`),
    })),
    cutoff: values.cutoff,
    closedDays: values.closedDays.flatMap((closed, day) => (closed ? [day] : [])),
    slots: {
      enabled: values.slots.enabled,
      days: whole(values.slots.days, "slots.days"),
      windows: values.slots.windows.map((w, i) => ({
        from: w.from,
        to: w.to,
        capacity: whole(w.capacity, `slots.windows.${i}.capacity`),
      })),
    },
    cardOnDelivery: values.cardOnDelivery,
  };
  // The schema's own messages first; its bare range checks worded for a person.
  const parsed = deliverySettingsSchema.safeParse(candidate, {
    error: (issue) =>
      issue.code === "too_big" && issue.origin === "number"
        ? `At most ${String(issue.maximum)}.`
        : issue.code === "too_small" && issue.origin === "number"
          ? `At least ${String(issue.minimum)}.`
          : undefined,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) problems.push({ field: issue.path.map(String).join("."), message: issue.message });
  }
  if (problems.length > 0) return { ok: false, problems: firstPerField(problems) };
  return parsed.success ? { ok: true, settings: parsed.data } : { ok: false, problems };
}

function firstPerField(problems: FormProblem[]): FormProblem[] {
  const seen = new Set<string>();
  return problems.filter((p) => !seen.has(p.field) && seen.add(p.field));
}

/** A new time window after the last one: the next four hours, capped at the day's end. */
export function nextWindow(windows: DeliveryFormValues["slots"]["windows"]): DeliveryFormValues["slots"]["windows"][number] {
  const last = windows.at(-1);
  const hour = last && /^\d{2}:\d{2}$/.test(last.to) ? Math.min(Number(last.to.slice(0, 2)), 19) : 10;
  const pad = (h: number) => `${String(h).padStart(2, "0")}:00`;
  return { from: pad(hour), to: pad(Math.min(hour + 4, 23)), capacity: last?.capacity || "20" };
}
