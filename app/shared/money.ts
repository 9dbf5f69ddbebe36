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
