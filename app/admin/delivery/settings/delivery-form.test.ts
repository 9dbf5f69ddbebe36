import { describe, expect, it } from "vitest";
import { DEFAULT_DELIVERY } from "../../../shared/delivery";
import { AMOUNT_MESSAGE, nextWindow, readDeliveryForm, toDeliveryForm, type DeliveryFormValues } from "./delivery-form";

const form = (change: (values: DeliveryFormValues) => void = () => {}) => {
  const values = toDeliveryForm(DEFAULT_DELIVERY);
  change(values);
  return values;
};
const problems = (values: DeliveryFormValues) => {
  const result = readDeliveryForm(values);
  return result.ok ? [] : result.problems;
};

describe("the delivery settings form", () => {
  it("shows the settings as people type them, and reads them back unchanged", () => {
    const values = form();
    expect(values.areas[0]).toMatchObject({ fee: "0.00", freeOver: "", served: true });
    expect(values.closedDays).toEqual([false, false, false, false, false, true, false]);
    expect(values.slots.windows[0]).toEqual({ from: "10:00", to: "14:00", capacity: "20" });
    expect(readDeliveryForm(values)).toEqual({ ok: true, settings: DEFAULT_DELIVERY });
  });

  it("reads fees typed in QR as dirhams, an empty threshold as none, and days as numbers", () => {
    const result = readDeliveryForm(
      form((v) => {
        v.areas[1].fee = "QR 15.50";
        v.areas[1].freeOver = "1,000";
        v.areas[1].leadDays = " 2 ";
        v.closedDays = [false, false, false, false, false, true, true];
        v.slots.enabled = true;
        v.slots.days = "5";
        v.cardOnDelivery = true;
      }),
    );
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings.areas[1]).toMatchObject({ fee: 1550, freeOver: 100_000, leadDays: 2 });
    expect(result.settings.closedDays).toEqual([5, 6]);
    expect(result.settings.slots).toMatchObject({ enabled: true, days: 5 });
    expect(result.settings.cardOnDelivery).toBe(true);
  });

  it("names each wrong field by the path the server uses too", () => {
    expect(
      problems(
        form((v) => {
          v.areas[2].fee = "fifteen";
          v.areas[3].freeOver = "-5";
          v.areas[4].leadDays = "9";
          v.slots.windows[1] = { from: "18:00", to: "14:00", capacity: "0" };
        }),
      ),
    ).toEqual([
      { field: "areas.2.fee", message: AMOUNT_MESSAGE },
      { field: "areas.3.freeOver", message: AMOUNT_MESSAGE },
      { field: "areas.4.leadDays", message: "At most 7." },
      { field: "slots.windows.1.capacity", message: "A slot takes at least one order." },
      { field: "slots.windows.1.to", message: "A slot ends after it starts." },
    ]);
  });

  it("keeps the shop's rules: a day to deliver, an area served, a window when slots are on", () => {
    const message = (change: (values: DeliveryFormValues) => void) => problems(form(change)).map((p) => [p.field, p.message]);
    expect(message((v) => (v.closedDays = v.closedDays.map(() => true)))).toEqual([
      ["closedDays", "The shop must deliver on at least one day."],
    ]);
    expect(message((v) => v.areas.forEach((a) => (a.served = false)))).toEqual([["areas", "Serve at least one area."]]);
    expect(
      message((v) => {
        v.slots.enabled = true;
        v.slots.windows = [];
      }),
    ).toEqual([["slots.windows", "Add a slot or turn slots off."]]);
  });

  it("refuses a day count that is not a whole number", () => {
    expect(problems(form((v) => (v.slots.days = "2.5")))).toEqual([{ field: "slots.days", message: "Enter a whole number." }]);
    expect(problems(form((v) => (v.slots.days = "")))).toEqual([{ field: "slots.days", message: "Enter a whole number." }]);
  });

  it("offers the next four hours as a new window", () => {
    expect(nextWindow([])).toEqual({ from: "10:00", to: "14:00", capacity: "20" });
    expect(nextWindow([{ from: "14:00", to: "18:00", capacity: "12" }])).toEqual({ from: "18:00", to: "22:00", capacity: "12" });
    expect(nextWindow([{ from: "18:00", to: "22:00", capacity: "5" }])).toEqual({ from: "19:00", to: "23:00", capacity: "5" });
  });
});
