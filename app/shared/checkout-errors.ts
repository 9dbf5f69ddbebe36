// The order schema (shared with the API) words its field messages in English. The checkout shows
// them in the shopper's language: each message is recognised by its field and kind, then worded
// from the message catalogue. English keeps the schema's own text, so the two cannot drift apart.
import { format, type Locale, type Messages } from "../i18n";
import { LIMITS, type CustomerField } from "./order-schema";

type ErrorTexts = Messages["checkout"]["shipping"]["errors"];

export function fieldErrorText(
  field: CustomerField,
  message: string | undefined,
  locale: Locale,
  t: Messages,
): string | undefined {
  if (!message || locale === "en") return message;
  const e: ErrorTexts = t.checkout.shipping.errors;
  if (/not allowed/i.test(message) && field !== "phone" && field !== "city")
    return format(e.notAllowed, { field: e.fieldNames[field] });
  switch (field) {
    case "phone":
      return t.checkout.shipping.phoneError;
    case "email":
      return /too long/i.test(message) ? e.emailTooLong : e.email;
    case "city":
      return e.city;
    case "name":
    case "address":
    case "notes":
      if (/at most/i.test(message)) return format(e.tooLong, { field: e.fieldNames[field], max: LIMITS[field] });
      return field === "name" ? e.nameRequired : field === "address" ? e.addressRequired : message;
  }
}
