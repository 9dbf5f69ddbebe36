// Qatar phone rules, shared by the checkout form and the order API.
import { AsYouType, parsePhoneNumberFromString } from "libphonenumber-js/min";

export const PHONE_PLACEHOLDER = "+974 XXXX XXXX";
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;

/** Turns Arabic-Indic and Persian digits into ASCII so shoppers may type either. */
export function normaliseDigits(input: string): string {
  return input.replace(ARABIC_INDIC, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

/** E.164 form (+974XXXXXXXX) of a valid Qatar number, or null. */
export function toE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(normaliseDigits(input).trim(), "QA");
  if (!parsed || !parsed.isValid() || parsed.country !== "QA") return null;
  return parsed.number;
}

export const isValidQatarPhone = (input: string) => toE164(input) !== null;

/** Formats as the shopper types: "+974 5555 1234". */
export function formatPhoneAsYouType(input: string): string {
  const digits = normaliseDigits(input);
  if (digits.trim() === "") return "";
  const withPrefix = digits.trim().startsWith("+") ? digits : `+974 ${digits.replace(/^\s*974/, "")}`;
  return new AsYouType("QA").input(withPrefix);
}

/** SPEC.md section 5: only complain once the shopper has typed more than 3 characters. */
export function phoneFieldError(input: string): boolean {
  const value = input.trim();
  return value.length > 3 && !isValidQatarPhone(value);
}
