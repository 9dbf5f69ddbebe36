// Qatar phone rules as the checkout field and the order API apply them.
import { describe, expect, it } from "vitest";
import {
  PHONE_PLACEHOLDER,
  formatPhoneAsYouType,
  internationalDigits,
  isValidQatarPhone,
  nationalDigits,
  nextPhoneValue,
  normaliseDigits,
  phoneFieldError,
  toE164,
} from "./phone";

describe("formatPhoneAsYouType", () => {
  it.each([
    ["", ""],
    ["   ", ""],
    ["5", "+974 5"],
    ["5555", "+974 5555"],
    ["55551234", "+974 5555 1234"],
    ["+97455551234", "+974 5555 1234"],
    ["974 5555 1234", "+974 5555 1234"],
    ["0097455551234", "+974 5555 1234"],
    ["33123456", "+974 3312 3456"],
    ["44441234", "+974 4444 1234"],
    ["٥٥٥٥١٢٣٤", "+974 5555 1234"],
    ["۵۵۵۵۱۲۳۴", "+974 5555 1234"],
  ])("formats %j as %j", (typed, shown) => {
    expect(formatPhoneAsYouType(typed)).toBe(shown);
  });

  it("leaves a number of another country in that country's format", () => {
    expect(formatPhoneAsYouType("+44 20 7946 0958")).toBe("+44 20 7946 0958");
  });

  it("typing a valid national number digit by digit ends in the formatted number", () => {
    let value = "";
    for (const digit of "66123456") value = nextPhoneValue(value + digit, false);
    expect(value).toBe("+974 6612 3456");
    expect(isValidQatarPhone(value)).toBe(true);
  });

  // Issue 15: typed one key at a time, "00974 5555 1234" used to end as "+974 0097455551234".
  it.each([
    "00974 5555 1234",
    "974 5555 1234",
    "+974 5555 1234",
    "+974-5555-1234",
    "(+974) 5555 1234",
    "0097455551234",
    "55551234",
    "5555 1234",
    "5555-1234",
    "٥٥٥٥ ١٢٣٤",
    "٠٠٩٧٤ ٥٥٥٥ ١٢٣٤",
    "۰۰۹۷۴۵۵۵۵۱۲۳۴",
  ])("%s, typed or pasted, ends as +974 5555 1234 with no error", (written) => {
    let typed = "";
    for (const key of written) typed = nextPhoneValue(typed + key, false);
    const pasted = nextPhoneValue(written, false);
    for (const value of [typed, pasted]) {
      expect(value).toBe("+974 5555 1234");
      expect(phoneFieldError(value)).toBe(false);
    }
  });

  it("shows no error while the country code itself is being typed", () => {
    for (const partial of ["+974 0", "+974 00", "+974 009", "+974 0097", "+974 9", "+974 97"]) {
      expect(phoneFieldError(partial), partial).toBe(false);
    }
  });
});

describe("nextPhoneValue", () => {
  it("does not put back what the shopper deleted", () => {
    // Deleting the space between the groups must not be undone by re-formatting.
    expect(nextPhoneValue("+974 55551234", true)).toBe("+974 55551234");
  });

  it("empties the field once only the country code is left", () => {
    for (const left of ["+974", "+974 ", "+97", "+9", "+", ""]) expect(nextPhoneValue(left, true)).toBe("");
  });

  it("keeps a partly deleted number", () => {
    expect(nextPhoneValue("+974 555", true)).toBe("+974 555");
  });
});

describe("phoneFieldError (docs/product.md#5-validation)", () => {
  it("is quiet while empty or while at most 3 characters are typed", () => {
    for (const value of ["", "  ", "+974", "+974 5", "+974 55", "+974 555", "555"]) expect(phoneFieldError(value)).toBe(false);
  });

  it("complains about an invalid number longer than 3 characters", () => {
    for (const value of ["+974 5555", "5555", "+974 5555 123", "+974 5555 12345", "+44 20 7946 0958", "+1 202"])
      expect(phoneFieldError(value)).toBe(true);
  });

  it("accepts valid Qatar mobiles and landlines", () => {
    for (const value of ["+974 5555 1234", "+974 3312 3456", "+974 6612 3456", "+974 7012 3456", "+974 4444 1234", "55551234"])
      expect(phoneFieldError(value)).toBe(false);
  });
});

describe("toE164 and isValidQatarPhone", () => {
  it.each([
    ["+974 5555 1234", "+97455551234"],
    ["55551234", "+97455551234"],
    ["0097455551234", "+97455551234"],
    ["+974 (5555) 1234", "+97455551234"],
    ["٥٥٥٥١٢٣٤", "+97455551234"],
  ])("%j is %j", (typed, e164) => {
    expect(toE164(typed)).toBe(e164);
  });

  it.each(["", "5555", "+974 5555 123", "+44 20 7946 0958", "abc", "+974 1234 5678"])("rejects %j", (typed) => {
    expect(toE164(typed)).toBeNull();
    expect(isValidQatarPhone(typed)).toBe(false);
  });
});

it("turns Arabic-Indic and Persian digits into ASCII and leaves the rest", () => {
  expect(normaliseDigits("٠١٢٣٤٥٦٧٨٩ ۰۱۲۳۴۵۶۷۸۹ +974")).toBe("0123456789 0123456789 +974");
});

it("shows the placeholder docs/product.md gives", () => {
  expect(PHONE_PLACEHOLDER).toBe("+974 XXXX XXXX");
});

describe("nationalDigits and internationalDigits", () => {
  it("takes Qatar's country code off a stored number, and leaves another country's", () => {
    expect(nationalDigits("+97455551234")).toBe("55551234");
    expect(nationalDigits("+442079460958")).toBe("+442079460958");
  });

  it("puts Qatar's country code in front of a number written without one", () => {
    expect(internationalDigits("5555 12")).toBe("974555512");
    expect(internationalDigits("+974 5555")).toBe("9745555");
    expect(internationalDigits("00974-5555")).toBe("9745555");
    expect(internationalDigits("+44 20 79")).toBe("442079");
  });
});
