// The admin's formats in both languages (decision 043): a table of what staff read, and Arabic's
// six plural forms picked by Intl.PluralRules.
import { describe, expect, it } from "vitest";
import { adminIntl } from "./admin-intl";
import { adminAr } from "../../i18n/admin.ar";
import { adminEn } from "../../i18n/admin.en";

const en = adminIntl({ language: "en", arabicDigits: false });
const ar = adminIntl({ language: "ar", arabicDigits: false });
const arDigits = adminIntl({ language: "ar", arabicDigits: true });

describe("admin formats", () => {
  it.each([
    ["count", en.count(1234567), "1,234,567"],
    ["count", ar.count(1234567), "1,234,567"],
    ["count", arDigits.count(1234), "١٬٢٣٤"],
    ["percent", en.percent(0.125), "12.5%"],
    ["money", en.money(8500), "QR 85.00"],
    ["money", ar.money(8500), "85.00 ر.ق"],
    ["money", ar.money(123456), "1,234.56 ر.ق"],
    ["money", arDigits.money(8500), "٨٥.٠٠ ر.ق"],
    ["money", ar.money(-2500), "-25.00 ر.ق"],
    // 09:15 UTC is 12:15 in Qatar.
    ["dateTime", en.dateTime("2026-11-23T09:15:00Z"), "23 Nov 2026, 12:15"],
    ["date", en.date("2026-11-23T22:30:00Z"), "24 Nov 2026"],
    ["longDay", en.longDay("2026-11-26"), "Thursday 26 November"],
    ["dayLabel", en.dayLabel("2026-11-26"), "26 Nov"],
    ["dayLabel", arDigits.dayLabel("2026-11-26"), "٢٦ نوفمبر"],
    // 22:15 UTC is past midnight in Qatar.
    ["dateTime", en.dateTime("2026-11-23T22:15:00.000Z"), "24 Nov 2026, 01:15"],
    ["time", en.time("2026-11-23T22:15:00.000Z"), "01:15"],
    ["time", ar.time("2026-11-23T22:15:00.000Z"), "01:15"],
    ["time", arDigits.time("2026-11-23T22:15:00.000Z"), "٠١:١٥"],
    ["dayLabel", en.dayLabel("2026-03-05"), "5 Mar"],
    ["deliveryDay", en.deliveryDay("2026-11-26"), "Thu 26 Nov 2026"],
    ["deliveryDay", en.deliveryDay("2027-01-01"), "Fri 1 Jan 2027"],
    ["deliveryDay", en.deliveryDay("soon"), "soon"],
    ["slot", en.slot("14:00-18:00"), "14:00–18:00"],
    ["slot", ar.slot("14:00-18:00"), "14:00–18:00"],
    ["slot", arDigits.slot("14:00-18:00"), "١٤:٠٠–١٨:٠٠"],
    ["deliveryWhen", en.deliveryWhen({ date: "2026-11-26", slot: "14:00-18:00" }), "Thu 26 Nov 2026 · 14:00–18:00"],
    ["deliveryWhen", en.deliveryWhen({ date: "2026-11-26", slot: null }), "Thu 26 Nov 2026"],
    ["percent", arDigits.percent(0.125), "١٢٫٥٪؜"],
    ["count", arDigits.count(0), "٠"],
  ])("%s: %s", (_kind, actual, expected) => {
    expect(actual).toBe(expected);
  });

  it("writes Arabic month names and Qatar time with Latin digits by default", () => {
    expect(ar.dateTime("2026-11-23T09:15:00Z")).toMatch(/^23 نوفمبر 2026.*12:15$/);
    expect(ar.date("2026-01-05T12:00:00Z")).toBe("5 يناير 2026");
    expect(ar.longDay("2026-11-26")).toMatch(/^الخميس.*26 نوفمبر$/);
    expect(ar.dateTime("not a date")).toBe("not a date");
    expect(ar.deliveryDay("2026-11-26")).toMatch(/^الخميس.*26 نوفمبر 2026$/);
    expect(arDigits.deliveryDay("2026-11-26")).toMatch(/^الخميس.*٢٦ نوفمبر ٢٠٢٦$/);
    expect(arDigits.dateTime("2026-11-23T09:15:00Z")).toMatch(/^٢٣ نوفمبر ٢٠٢٦.*١٢:١٥$/);
    expect(en.deliveryWhen({ date: null, slot: null })).toBeNull();
    expect(en.deliveryWhen(undefined)).toBeNull();
  });

  it("gives Arabic's six plural forms for 0, 1, 2, 3, 11 and 100", () => {
    const forms = adminAr.orders.bulk.selected;
    expect([0, 1, 2, 3, 11, 100].map((n) => ar.counted(n, forms))).toEqual([
      "لم يُحدَّد أي طلب",
      "طلب واحد محدّد",
      "طلبان محدّدان",
      "3 طلبات محدّدة",
      "11 طلبًا محدّدًا",
      "100 طلب محدّد",
    ]);
    expect([0, 1, 2, 3, 11, 100].map((n) => en.counted(n, adminEn.orders.bulk.selected))).toEqual([
      "0 orders selected",
      "1 order selected",
      "2 orders selected",
      "3 orders selected",
      "11 orders selected",
      "100 orders selected",
    ]);
    // A text without a zero form says "other" for none.
    expect(ar.counted(0, adminAr.cash.orders)).toBe("لا طلبات");
    expect(ar.counted(1002, adminAr.cash.orders)).toBe("1,002 طلب");
  });
});
