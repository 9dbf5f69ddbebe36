import { describe, expect, it } from "vitest";
import {
  DEFAULT_DELIVERY,
  deliveryFee,
  deliverySettingsSchema,
  expectedDeliveryDay,
  parseDeliverySettings,
  parseSlotId,
  quoteDelivery,
  slotChoices,
  type DeliverySettings,
} from "./delivery";
import { deliveryPromise } from "./delivery-promise";

const area = (name: string, settings: DeliverySettings = DEFAULT_DELIVERY) => settings.areas.find((a) => a.area === name)!;
// Wednesday 2026-11-25 in Qatar (UTC+3).
const at = (qatarTime: string) => new Date(`2026-11-25T${qatarTime}:00+03:00`);

describe("delivery fee", () => {
  it("charges the area's fee below its threshold and nothing from it", () => {
    const wakrah = { ...area("Al Wakrah"), fee: 1500, freeOver: 30000 };
    expect(deliveryFee(wakrah, 29999)).toBe(1500);
    expect(deliveryFee(wakrah, 30000)).toBe(0);
    expect(deliveryFee({ ...wakrah, freeOver: null }, 1_000_000)).toBe(1500);
  });
});

describe("expected delivery day (Qatar time)", () => {
  it("is today before the cut-off and the next delivery day after it", () => {
    expect(expectedDeliveryDay(DEFAULT_DELIVERY, area("Doha"), at("13:59"))).toBe("2026-11-25");
    expect(expectedDeliveryDay(DEFAULT_DELIVERY, area("Doha"), at("14:00"))).toBe("2026-11-26");
  });
  it("skips the days the shop does not deliver (Friday by default)", () => {
    // Thursday after the cut-off → Saturday.
    expect(expectedDeliveryDay(DEFAULT_DELIVERY, area("Doha"), new Date("2026-11-26T15:00:00+03:00"))).toBe("2026-11-28");
    // An order on Friday morning → Saturday.
    expect(expectedDeliveryDay(DEFAULT_DELIVERY, area("Doha"), new Date("2026-11-27T09:00:00+03:00"))).toBe("2026-11-28");
    const closedWeekend = { ...DEFAULT_DELIVERY, closedDays: [5, 6] };
    expect(expectedDeliveryDay(closedWeekend, area("Doha"), new Date("2026-11-26T15:00:00+03:00"))).toBe("2026-11-29");
  });
  it("counts lead days in delivery days", () => {
    // Al Khor is next-day: Wednesday morning → Thursday; Thursday morning → Saturday.
    expect(expectedDeliveryDay(DEFAULT_DELIVERY, area("Al Khor"), at("09:00"))).toBe("2026-11-26");
    expect(expectedDeliveryDay(DEFAULT_DELIVERY, area("Al Khor"), new Date("2026-11-26T09:00:00+03:00"))).toBe("2026-11-28");
  });
  it("reads the day in Qatar, not in UTC", () => {
    // 22:00Z on Wednesday is 01:00 on Thursday in Doha.
    expect(expectedDeliveryDay(DEFAULT_DELIVERY, area("Doha"), new Date("2026-11-25T22:00:00Z"))).toBe("2026-11-26");
  });
});

describe("slots", () => {
  const withSlots: DeliverySettings = { ...DEFAULT_DELIVERY, slots: { ...DEFAULT_DELIVERY.slots, enabled: true, days: 2 } };
  it("offers the windows of the next delivery days, today's only before they start", () => {
    const ids = slotChoices(withSlots, area("Doha", withSlots), at("11:00")).map((s) => s.id);
    expect(ids).toEqual([
      "2026-11-25 14:00-18:00",
      "2026-11-25 18:00-22:00",
      "2026-11-26 10:00-14:00",
      "2026-11-26 14:00-18:00",
      "2026-11-26 18:00-22:00",
    ]);
    expect(parseSlotId(ids[0])).toEqual({ day: "2026-11-25", from: "14:00", to: "18:00" });
    expect(parseSlotId("tomorrow")).toBeNull();
  });
  it("offers none when the shop has slots off", () => {
    expect(slotChoices(DEFAULT_DELIVERY, area("Doha"), at("11:00"))).toEqual([]);
  });
});

describe("settings", () => {
  it("accepts the defaults and refuses a shop that never delivers or serves nowhere", () => {
    expect(deliverySettingsSchema.safeParse(DEFAULT_DELIVERY).success).toBe(true);
    expect(deliverySettingsSchema.safeParse({ ...DEFAULT_DELIVERY, closedDays: [0, 1, 2, 3, 4, 5, 6] }).success).toBe(false);
    const nowhere = { ...DEFAULT_DELIVERY, areas: DEFAULT_DELIVERY.areas.map((a) => ({ ...a, served: false })) };
    expect(deliverySettingsSchema.safeParse(nowhere).success).toBe(false);
  });
  it("falls back to the defaults for missing or unreadable stored settings", () => {
    expect(parseDeliverySettings(null)).toBe(DEFAULT_DELIVERY);
    expect(parseDeliverySettings("{not json")).toBe(DEFAULT_DELIVERY);
    expect(parseDeliverySettings(JSON.stringify({ ...DEFAULT_DELIVERY, cardOnDelivery: true })).cardOnDelivery).toBe(true);
  });
  it("refuses an area the shop does not serve", () => {
    const settings = {
      ...DEFAULT_DELIVERY,
      areas: DEFAULT_DELIVERY.areas.map((a) => (a.area === "Dukhan" ? { ...a, served: false } : a)),
    };
    expect(quoteDelivery(settings, "Dukhan", 0, at("09:00")).ok).toBe(false);
    expect(quoteDelivery(settings, "Doha", 0, at("09:00"))).toMatchObject({ ok: true, quote: { fee: 0, date: "2026-11-25" } });
  });
});

describe("what the storefront may promise", () => {
  const charging = (freeOver: number | null) => ({
    ...DEFAULT_DELIVERY,
    areas: DEFAULT_DELIVERY.areas.map((a) => (a.area === "Al Wakrah" ? { ...a, fee: 1500, freeOver } : a)),
  });
  it("is free everywhere by default, free over the highest threshold, or paid", () => {
    expect(deliveryPromise(DEFAULT_DELIVERY)).toEqual({ kind: "free" });
    expect(deliveryPromise(charging(30000))).toEqual({ kind: "free-over", amount: 30000 });
    expect(deliveryPromise(charging(null))).toEqual({ kind: "paid" });
  });
});
