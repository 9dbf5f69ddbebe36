import { describe, expect, it } from "vitest";
import { ar } from "../i18n/ar";
import { en } from "../i18n/en";
import { checkCustomer } from "./order-schema";
import { fieldErrorText } from "./checkout-errors";

describe("checkout field errors in the shopper's language", () => {
  it("words a refused control character in Arabic, and keeps the schema's English", () => {
    const check = checkCustomer({ name: "Noor\u0007", phone: "5555 1234", address: "Zone 1", city: "Doha" });
    expect(check.ok).toBe(false);
    const message = check.ok ? "" : check.errors.name;
    expect(fieldErrorText("name", message, "en", en)).toBe("Name contains characters that are not allowed.");
    expect(fieldErrorText("name", message, "ar", ar)).toBe("يحتوي حقل «الاسم» على رموز غير مسموح بها.");
  });

  it("asks for a name that is only invisible characters", () => {
    const check = checkCustomer({ name: "\u200b\u2066", phone: "5555 1234", address: "Zone 1", city: "Doha" });
    expect(check.ok ? null : check.errors.name).toBe("Name is required.");
  });
});
