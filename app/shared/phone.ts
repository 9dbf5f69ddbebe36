// Qatar phone rules, shared by the checkout form and the order API.
import { AsYouType, parsePhoneNumberFromString } from "libphonenumber-js/min";

export const PHONE_PLACEHOLDER = "+974 XXXX XXXX";
const ARABIC_INDIC = /[\u0660-\u0669\u06F0-\u06F9]/g;
/** The country code we put in front of a number typed without one, as "+974", "974" or "00974". */
const QATAR_PREFIX = /^(?:\+|00)?974/;
/** Qatar's country code: the only place the shop's code writes it. */
const QATAR_CODE = "974";

/** Digits (ASCII, Arabic-Indic, Persian), spaces, "+", "-", "(" and ")": how numbers are written. */
export const PHONE_CHARACTERS = /^[\d\s+\-()\u0660-\u0669\u06F0-\u06F9]*$/;

/** Turns Arabic-Indic and Persian digits into ASCII so shoppers may type either. */
export function normaliseDigits(input: string): string {
  return input.replace(ARABIC_INDIC, (d) => {
    const code = d.charCodeAt(0);
    return String(code >= 0x06f0 ? code - 0x06f0 : code - 0x0660);
  });
}

// The order API validates a number (isValidQatarPhone, in the schema) and then stores its E.164
// form: remembering the last answer spares the second parse, the costlier half of libphonenumber.
let last: { input: string; e164: string | null } | null = null;

// How a Qatar number is nearly always typed: +974 or 00974 or nothing, then eight digits starting
// with 3 to 7, split in fours by a space or hyphen at most. Every such number is valid in
// libphonenumber's metadata for Qatar (national pattern (?:0080|[3-7])\d{7}), so its answer is
// known without parsing, which was a tenth of an order's time on the event loop. Any other
// shape goes to libphonenumber; phone.test.ts checks the two agree on many thousands of numbers.
const COMMON_SHAPE = /^(?:(?:\+|00)974[ -]?)?([3-7]\d{3})[ -]?(\d{4})$/;

/** libphonenumber's answer for any input: the reference the quick path above is tested against. */
export function libphonenumberE164(input: string): string | null {
  const parsed = parsePhoneNumberFromString(normaliseDigits(input).trim(), "QA");
  return parsed && parsed.isValid() && parsed.country === "QA" ? parsed.number : null;
}

/** E.164 form (+974XXXXXXXX) of a valid Qatar number, or null. */
export function toE164(input: string): string | null {
  if (last?.input === input) return last.e164;
  const common = COMMON_SHAPE.exec(input);
  const e164 = common ? `+${QATAR_CODE}${common[1]}${common[2]}` : libphonenumberE164(input);
  last = { input, e164 };
  return e164;
}

export const isValidQatarPhone = (input: string) => toE164(input) !== null;

/** A stored (E.164) Qatar number without its country code: "+97455551234" → "55551234". */
export const nationalDigits = (e164: string) => (e164.startsWith(`+${QATAR_CODE}`) ? e164.slice(1 + QATAR_CODE.length) : e164);

/**
 * A number as written in a search, as international digits (country code first): with the code it
 * was written with ("+44 20 79", "00974 5555"), else with Qatar's ("5555 12" → "974555512").
 */
export function internationalDigits(written: string): string {
  const digits = written.replace(/\D/g, "");
  return /^\s*(\+|00)/.test(written) ? digits.replace(/^00/, "") : `${QATAR_CODE}${digits}`;
}

/** "+97455551234" (or any valid Qatar number) as staff and shoppers read it: "+974 5555 1234". */
export function displayPhone(input: string): string | null {
  const e164 = toE164(input);
  if (!e164) return null;
  const national = nationalDigits(e164);
  // Mobiles and landlines have 8 digits, read in fours; the rare longer service numbers as one.
  return national.length === 8 ? `+974 ${national.slice(0, 4)} ${national.slice(4)}` : `+974 ${national}`;
}

/**
 * The country code as shoppers type it in front of the eight digits. No Qatar number starts with
 * 0 or 9 (they start with 3 to 7, or 800), so after "+974" these can only be the code typed again.
 */
const TYPED_COUNTRY_CODE = /^(?:00974|974)/;

/** Formats as the shopper types: "55551234" and "0097455551234" both become "+974 5555 1234". */
export function formatPhoneAsYouType(input: string): string {
  const value = normaliseDigits(input).trim();
  if (value === "") return "";
  let international: string;
  if (value.startsWith("+")) international = value;
  else if (value.startsWith("00")) international = `+${value.slice(2)}`;
  else international = `+974 ${value.replace(/^974/, "")}`;
  // Typed digit by digit, "00974 5555 1234" reaches the field as "+974 0" (the field put the code
  // in front of the first digit), then "+974 00974": the code typed again is dropped.
  if (international.startsWith("+974")) {
    const national = international.slice("+974".length).replace(/\D/g, "").replace(TYPED_COUNTRY_CODE, "");
    international = `+974${national}`;
  }
  return new AsYouType("QA").input(international);
}

/**
 * The phone field's next value after an edit. Additions are formatted; deletions are left as
 * typed, because re-formatting would put back the space or bracket the shopper just deleted; and
 * once only the "+974" we inserted is left, the field empties so the next digit starts afresh
 * (rather than turning "+97" + "5" into a number of another country).
 */
export function nextPhoneValue(typed: string, deleting: boolean): string {
  if (!deleting) return formatPhoneAsYouType(typed);
  return /^\s*\+?9?7?4?\s*$/.test(normaliseDigits(typed)) ? "" : typed;
}

/**
 * docs/product.md#5-validation: the inline error shows once the number is non-empty, invalid and longer
 * than 3 characters. The characters counted are the ones the shopper typed: the "+974" the field
 * adds by itself does not count, or the error would flash up at the very first digit.
 */
export function phoneFieldError(input: string): boolean {
  const value = normaliseDigits(input).trim();
  if (value === "") return false;
  const typed = value.replace(QATAR_PREFIX, "").replace(/[\s-]/g, "");
  // Still typing the country code ("+974 0097" on the way to "00974"): not wrong yet.
  if ("00974".startsWith(typed) || "974".startsWith(typed)) return false;
  return typed.length > 3 && !isValidQatarPhone(value);
}
