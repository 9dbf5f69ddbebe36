import { describe, expect, it } from "vitest";
import { checkoutAr } from "../i18n/checkout.ar";
import { checkoutEn } from "../i18n/checkout.en";

const en = checkoutEn.texts;
const ar = checkoutAr.texts;
import { checkCustomer, CUSTOMER_FIELDS, type CustomerField } from "./order-schema";
import { fieldErrorText } from "./checkout-errors";

const valid = { name: "Noor", email: "", phone: "5555 1234", address: "Zone 1", city: "Doha", notes: "" };

// Every way a shopper can fill a field wrongly (the form sends text, or leaves a field out).
const wrong: Record<CustomerField, unknown[]> = {
  name: ["", "   ", "\u200b\u2066", "Noor\u0007", "n".repeat(101), undefined],
  email: ["not-an-email", `${"e".repeat(250)}@a.qa`, "a\u0000@b.qa"],
  phone: ["", "5555", "+44 20 7946 0958", "5555<1234", "5".repeat(31), undefined],
  address: ["", "\u0001 Zone", "a".repeat(301), undefined],
  city: ["Paris", "", undefined],
  notes: ["n".repeat(1001), "\u0000"],
  zone: ["12a", "-5", "123456", "1".repeat(11), 5],
  street: ["Street 340", "3 4"],
  building: ["B12"],
};

describe("checkout field errors in the shopper's language", () => {
  it("words every schema error in English exactly as the schema (and the API) does", () => {
    for (const field of CUSTOMER_FIELDS) {
      for (const value of wrong[field]) {
        const check = checkCustomer({ ...valid, [field]: value });
        const error = check.ok ? undefined : check.errors[field];
        expect(error, `${field}: ${String(value)}`).toBeDefined();
        expect(fieldErrorText(field, error!.code, en), `${field}: ${String(value)}`).toBe(error!.message);
      }
    }
  });

  it("words them in Arabic from codes, never from the English text", () => {
    const check = checkCustomer({ ...valid, name: "Noor\u0007", phone: "", notes: "n".repeat(1001) });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(fieldErrorText("name", check.errors.name!.code, ar)).toBe("يحتوي حقل «الاسم» على رموز غير مسموح بها.");
    expect(fieldErrorText("phone", check.errors.phone!.code, ar)).toBe("رقم الهاتف مطلوب.");
    expect(fieldErrorText("notes", check.errors.notes!.code, ar)).toBe("يجب ألا يزيد حقل «ملاحظات الطلب» على 1000 حرفًا.");
  });

  it("asks for a name that is only invisible characters", () => {
    const check = checkCustomer({ ...valid, name: "\u200b\u2066" });
    expect(check.ok ? null : check.errors.name).toEqual({ code: "required", message: "Name is required." });
  });
});

describe("delivery errors", () => {
  it("says an area is not served, in both languages, whether the API names the city or the area", () => {
    expect(fieldErrorText("city", "notAllowed", en)).toBe(
      "We do not deliver to this area yet. Please choose another or contact us.",
    );
    expect(fieldErrorText("area", "notAllowed", en)).toBe(fieldErrorText("city", "notAllowed", en));
    expect(fieldErrorText("city", "notAllowed", ar)).toBe(
      "لا نوصل إلى هذه المنطقة حاليًا. يرجى اختيار منطقة أخرى أو التواصل معنا.",
    );
    // An unknown city is still asked to be chosen from the list.
    expect(fieldErrorText("city", "invalid", en)).toBe("Please choose a city from the list.");
  });

  it("asks for a missing slot and for another when the chosen one is no longer offered", () => {
    expect(fieldErrorText("slot", "required", en)).toBe("Please choose a delivery time.");
    expect(fieldErrorText("slot", "invalid", en)).toBe("This delivery time is no longer available. Please choose another.");
    expect(fieldErrorText("slot", "required", ar)).toBe("يرجى اختيار موعد التوصيل.");
  });

  it("points a refused card payment back to cash", () => {
    expect(fieldErrorText("paymentMethod", "notAllowed", en)).toContain("Please choose Cash on Delivery.");
    expect(fieldErrorText("paymentMethod", "notAllowed", ar)).toContain("الدفع نقدًا عند الاستلام");
  });
});
