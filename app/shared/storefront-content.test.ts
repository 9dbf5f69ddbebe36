import { describe, expect, it } from "vitest";
import { bannerInputSchema, isLive, nextChange, qatarLocalInstant, qatarLocalOf } from "./storefront-content";

const banner = {
  enabled: true,
  title: { en: "Sale", ar: "تخفيضات" },
  text: { en: "", ar: "" },
  link: "",
  linkLabel: { en: "", ar: "" },
  startsAt: null,
  endsAt: null,
};

describe("the owner's schedule in Qatar time", () => {
  it("reads a datetime-local value as Qatar time (UTC+3) and writes it back", () => {
    expect(new Date(qatarLocalInstant("2026-12-01T09:00")).toISOString()).toBe("2026-12-01T06:00:00.000Z");
    expect(qatarLocalOf(Date.parse("2026-12-01T21:30:00Z"))).toBe("2026-12-02T00:30");
    expect(qatarLocalInstant("2026-11-31T09:00")).toBeNaN();
    expect(qatarLocalInstant("2026-12-01 09:00")).toBeNaN();
  });

  it("shows a banner only while switched on, from its start and before its end", () => {
    const item = { enabled: true, startsAt: "2026-12-01T06:00:00.000Z", endsAt: "2026-12-01T09:00:00.000Z" };
    expect(isLive(item, Date.parse("2026-12-01T05:59:59Z"))).toBe(false);
    expect(isLive(item, Date.parse("2026-12-01T06:00:00Z"))).toBe(true);
    expect(isLive(item, Date.parse("2026-12-01T09:00:00Z"))).toBe(false);
    expect(isLive({ ...item, enabled: false }, Date.parse("2026-12-01T07:00:00Z"))).toBe(false);
    expect(isLive({ enabled: true, startsAt: null, endsAt: null }, 0)).toBe(true);
  });

  it("names the next instant the storefront changes by itself", () => {
    const now = Date.parse("2026-12-01T07:00:00Z");
    expect(nextChange(["2026-12-01T06:00:00.000Z", "2026-12-01T09:00:00.000Z", null, "2026-12-01T08:00:00.000Z"], now)).toBe(
      Date.parse("2026-12-01T08:00:00Z"),
    );
    expect(nextChange(["2026-12-01T06:00:00.000Z", null], now)).toBeNull();
  });

  it("refuses a banner without both languages, an end before its start, and links that are not the shop's or https", () => {
    expect(bannerInputSchema.safeParse(banner).success).toBe(true);
    expect(bannerInputSchema.safeParse({ ...banner, enabled: false, title: { en: "", ar: "" } }).success).toBe(true);
    const paths = (value: unknown) => bannerInputSchema.safeParse(value).error?.issues.map((i) => i.path.join("."));
    expect(paths({ ...banner, title: { en: "Sale", ar: " " } })).toEqual(["title.ar"]);
    expect(paths({ ...banner, startsAt: "2026-12-02T00:00", endsAt: "2026-12-01T00:00" })).toEqual(["endsAt"]);
    for (const link of ["javascript:alert(1)", "//evil.example", "http://shop.qa", "/offers x"])
      expect(paths({ ...banner, link })).toEqual(["link"]);
    for (const link of ["/offers", "/products?family=oud", "https://instagram.com/almaha"])
      expect(bannerInputSchema.safeParse({ ...banner, link }).success).toBe(true);
  });
});
