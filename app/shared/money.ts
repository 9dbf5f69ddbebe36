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

/**
 * Splits `amount` dirhams over parts in proportion to their `totals` (largest remainder, earlier
 * first on ties): the parts add up to exactly `amount` (at most the totals' sum, never below 0),
 * and no part is negative or above its own total. The one rule for sharing a sum out, whether a
 * promotion over the lines it holds on (decision 035) or an order's discount over what a return
 * gives back (decision 050). Exact while amount × total stays under 2^53.
 */
export function spreadDirhams(amount: number, totals: readonly number[]): number[] {
  const sum = totals.reduce((a, b) => a + b, 0);
  const whole = Math.min(amount, sum);
  if (sum <= 0 || whole <= 0) return totals.map(() => 0);
  const exact = totals.map((t) => (whole * t) / sum);
  const out = exact.map(Math.floor);
  let left = whole - out.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    if (out[i] < totals[i]) {
      out[i] += 1;
      left -= 1;
    }
  }
  return out;
}
