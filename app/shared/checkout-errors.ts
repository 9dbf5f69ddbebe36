// The checkout's field errors in the shopper's language, worded from the message catalogue by field
// and error code (app/shared/field-errors.ts): the same codes come from the shared schema in the
// browser and from the API's problem details, so no English text is ever parsed.
import { format } from "../i18n/format";
import type { checkoutEn } from "../i18n/checkout.en";
import type { FieldErrorCode } from "./field-errors";
import { LIMITS, type CustomerField } from "./order-schema";

/**
 * The checkout's fields: the shipping details, and the delivery area (the API's
 * "delivery.area", shown at the city), delivery slot and payment method.
 */
export type CheckoutField = CustomerField | "area" | "slot" | "paymentMethod";

/** `checkout`: the checkout's texts in the shopper's language (app/i18n/checkout.en.ts, checkout.ar.ts). */
export function fieldErrorText(field: CheckoutField, code: FieldErrorCode, checkout: (typeof checkoutEn)["texts"]): string {
  const { phoneError, errors: texts } = checkout.checkout.shipping;
  switch (field) {
    case "phone":
      return code === "required" ? texts.phoneRequired : phoneError;
    // The API refuses a city the shop does not deliver to as "notAllowed" (server/delivery/delivery-plan.ts).
    case "city":
      return code === "notAllowed" ? texts.areaNotServed : texts.city;
    // The area is always sent as the city, so only "not served" can come back for it in practice.
    case "area":
      return code === "notAllowed" ? texts.areaNotServed : texts.city;
    case "slot":
      return code === "required" ? texts.slotRequired : texts.slotUnavailable;
    case "paymentMethod":
      return texts.paymentMethod;
    case "zone":
    case "street":
    case "building":
      return texts.plateDigits;
    case "email":
      if (code === "notAllowed") return format(texts.notAllowed, { field: texts.fieldNames.email });
      return code === "tooLong" ? texts.emailTooLong : texts.email;
    case "name":
    case "address":
    case "notes":
      if (code === "tooLong") return format(texts.tooLong, { field: texts.fieldNames[field], max: LIMITS[field] });
      if (code === "notAllowed" || field === "notes") return format(texts.notAllowed, { field: texts.fieldNames[field] });
      return field === "name" ? texts.nameRequired : texts.addressRequired;
  }
}
