// Delivery days and windows as shoppers read them.
import { describe, expect, it } from "vitest";
import { ar } from "./ar";
import { en } from "./en";
import { deliveryDayParts, formatDeliveryDay, formatSlotWindow } from "./delivery-texts";

describe("delivery days and windows", () => {
  it("names the day with its weekday, on Qatar's calendar, in each language", () => {
    expect(formatDeliveryDay("2026-11-26", "en")).toBe("Thursday 26 November");
    expect(formatDeliveryDay("2026-11-26", "ar")).toBe("الخميس، 26 نوفمبر");
    expect(formatDeliveryDay("2027-01-01", "en")).toBe("Friday 1 January");
    expect(deliveryDayParts("2026-11-26", "en")).toEqual({ weekday: "Thu", date: "26 Nov" });
  });

  it("writes a window from its start to its end, in Arabic in words", () => {
    expect(formatSlotWindow("14:00-18:00", en)).toBe("14:00 – 18:00");
    expect(formatSlotWindow("14:00-18:00", ar)).toBe("من 14:00 إلى 18:00");
  });
});
