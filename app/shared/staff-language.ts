// The admin's language is each staff member's own account setting, never the storefront's URL
// (docs/decisions/043-admin-in-arabic.md): English or Arabic, with Latin digits unless they ask for
// Arabic-Indic ones. Until they choose, their first sign-in takes it from the browser. Pure rules,
// shared by the server (sign-in, PATCH /api/admin/me, the root loader) and the browser.
// No zod here: the root module imports this, and zod in every page's script would cost its size
// and break the CSP (zod compiles parsers with `new Function`). The PATCH schema is in the team contract.

export const STAFF_LANGUAGES = ["en", "ar"] as const;
export type StaffLanguage = (typeof STAFF_LANGUAGES)[number];

/** The digits an account reads numbers in: Latin (0123, the default) or Arabic-Indic (٠١٢٣). */
export const STAFF_DIGITS = ["latin", "arabic"] as const;
export type StaffDigits = (typeof STAFF_DIGITS)[number];
export const digitsOf = (arabicDigits: boolean): StaffDigits => (arabicDigits ? "arabic" : "latin");

/** What an admin page needs of its staff member's language (root data, formatting). */
export interface StaffLanguagePreference {
  language: StaffLanguage;
  /** Numbers in Arabic-Indic digits (٠١٢…) rather than Latin ones. */
  arabicDigits: boolean;
}

export const DEFAULT_STAFF_LANGUAGE: StaffLanguagePreference = { language: "en", arabicDigits: false };

export const isStaffLanguage = (value: unknown): value is StaffLanguage =>
  (STAFF_LANGUAGES as readonly unknown[]).includes(value);

/**
 * The browser's preferred language of the two the admin speaks, from an Accept-Language header
 * ("ar-QA,ar;q=0.9,en;q=0.8" → "ar"); English when it names neither.
 */
export function languageFromAcceptLanguage(header: string | null | undefined): StaffLanguage {
  if (!header) return "en";
  let best: { language: StaffLanguage; q: number } | null = null;
  for (const part of header.split(",").slice(0, 20)) {
    const [tag = "", ...params] = part.trim().split(";");
    const primary = tag.trim().toLowerCase().split("-")[0];
    if (!isStaffLanguage(primary)) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!Number.isFinite(q) || q <= 0) continue;
    if (!best || q > best.q) best = { language: primary, q };
  }
  return best?.language ?? "en";
}

// The printed documents (invoice, packing slip, run sheet) keep the order's language, or the one
// chosen for the print (?lang=): only the dashboard and its sign-in follow the staff member's.
const DOCUMENT_PATHS = /^\/admin\/(orders|drivers|packing-slips)(\/|$)/;

/** The language chosen for one print (?lang=en|ar on a document's address), or null for its default. */
export function printLanguageOf(url: string): StaffLanguage | null {
  const lang = new URL(url, "http://localhost").searchParams.get("lang");
  return isStaffLanguage(lang) ? lang : null;
}

/** A printed document's page (invoice, packing slip, run sheet). */
export const isDocumentPath = (pathname: string): boolean => DOCUMENT_PATHS.test(pathname);

/** An admin page that renders in the staff member's language (not a printed document). */
export const isAdminScreenPath = (pathname: string): boolean =>
  (pathname === "/admin" || pathname.startsWith("/admin/")) && !DOCUMENT_PATHS.test(pathname);
