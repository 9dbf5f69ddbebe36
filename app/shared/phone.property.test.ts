// The phone rules tried on many generated inputs (the slow project; phone.test.ts has the cases).
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatPhoneAsYouType, libphonenumberE164, toE164 } from "./phone";

describe("formatPhoneAsYouType", () => {
  it("is stable: formatting a formatted number changes nothing", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{0,12}$/), (digits) => {
        const once = formatPhoneAsYouType(digits);
        expect(formatPhoneAsYouType(once)).toBe(once);
      }),
    );
  });
});

describe("toE164", () => {
  // toE164 answers the common shapes without libphonenumber: it must agree with it everywhere.
  it("agrees with libphonenumber on numbers typed every which way", () => {
    const digit = fc.constantFrom(..."0123456789");
    const separator = fc.constantFrom("", "", "", " ", "-", "  ", ".", "/");
    const typed = fc
      .tuple(
        fc.constantFrom("", "", "+974", "00974", "974", "+974 ", "00974-", "+97 4", "+", "0", "+44 ", " "),
        fc.array(fc.tuple(digit, separator), { minLength: 5, maxLength: 12 }),
        fc.constantFrom("", "", " ", "-"),
      )
      .map(([prefix, parts, suffix]) => prefix + parts.map(([d, sep]) => d + sep).join("") + suffix);
    fc.assert(
      fc.property(fc.oneof(typed, fc.string({ maxLength: 20 })), (input) => {
        expect(toE164(input)).toBe(libphonenumberE164(input));
      }),
      { numRuns: 30_000 },
    );
    // Every eight-digit number starting 3 to 7, in the commonest shape, and its neighbours.
    for (let n = 0; n < 100_000; n++) {
      const national = String(10_000_000 + ((n * 7_919_993) % 90_000_000));
      for (const input of [`+974 ${national.slice(0, 4)} ${national.slice(4)}`, national]) {
        expect(toE164(input), input).toBe(libphonenumberE164(input));
      }
    }
  }, 120_000); // 230,000 comparisons: room for a busy two-core machine
});
