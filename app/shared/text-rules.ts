// What text the shop accepts from anyone (docs/decisions/012): shared by the order
// schema, the admin's sign-in and filters, and the API's guard on paths and query strings.
// - Control characters (C0, DEL, C1) are refused, except tab and line breaks in the fields that
//   span lines: PostgreSQL refuses NUL in text (a 500), and none of them is ever typed.
// - Bidirectional embedding, override and isolate marks are removed from what staff read (names,
//   addresses, notes): they could make a name display backwards and flip the text around it.
// - A name must have something visible in it.
import { fieldCode } from "./field-errors";
import { z } from "zod";

// eslint-disable-next-line no-control-regex -- matching control characters is this module's job.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex -- as above.
const CONTROL_OR_BREAK = /[\u0000-\u001F\u007F-\u009F]/;
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
/** Whitespace, format characters (zero-width and the like) and fillers that render as nothing. */
const INVISIBLE = /^[\s\p{Cf}\p{Zs}\p{Zl}\p{Zp}\p{M}\u115F\u1160\u3164\uFFA0\u2800]*$/u;

/** Tab and line breaks are allowed only in `multiline` text. */
export function hasControlCharacters(text: string, multiline = false): boolean {
  return (multiline ? CONTROL : CONTROL_OR_BREAK).test(text);
}

export const stripBidiControls = (text: string) => text.replace(BIDI_CONTROLS, "");

export const isInvisible = (text: string) => INVISIBLE.test(text);

const controlCharactersMessage = (label: string) => `${label} contains characters that are not allowed.`;

/** A zod string that refuses control characters (before any trimming hides one at an end). */
export const plainString = (label: string, options: { multiline?: boolean; error?: string } = {}) =>
  z.string({ error: options.error ?? `${label} must be text.` }).refine((v) => !hasControlCharacters(v, options.multiline), {
    error: controlCharactersMessage(label),
    params: fieldCode("notAllowed"),
  });
