// Money is carried as integer dirhams everywhere; this is the only place it becomes text.
export function formatQR(dirhams: number): string {
  const sign = dirhams < 0 ? "-" : "";
  const abs = Math.abs(Math.round(dirhams));
  const riyals = Math.floor(abs / 100).toLocaleString("en-US");
  const cents = String(abs % 100).padStart(2, "0");
  return `${sign}QR ${riyals}.${cents}`;
}

/** "85.00" — the plain decimal amount, as used in CSV cells and JSON-LD prices. */
export function toDecimalString(dirhams: number): string {
  const abs = Math.abs(Math.round(dirhams));
  return `${dirhams < 0 ? "-" : ""}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, "0")}`;
}

/** The shopper-facing price in the storefront's language: "QR 85.00" (en), "85.00 ر.ق" (ar). */
export function formatPrice(dirhams: number, locale: "en" | "ar"): string {
  if (locale === "en") return formatQR(dirhams);
  const amount = formatQR(Math.abs(dirhams)).replace(/^QR /, "");
  // The sign stays with the digits; "ر.ق" follows the amount, as Qatari shops write it.
  return `${dirhams < 0 ? "-" : ""}${amount} ر.ق`;
}

/** What staff type as a price ("85", "85.5", "1,250.00") in dirhams; null when it is not an amount. */
export function parseQR(text: string): number | null {
  const cleaned = text
    .trim()
    .replace(/^QR\s*/i, "")
    .replace(/,/g, "");
  if (!/^\d{1,9}(\.\d{1,2})?$/.test(cleaned)) return null;
  const [riyals, cents = ""] = cleaned.split(".");
  return Number(riyals) * 100 + Number(cents.padEnd(2, "0"));
}
