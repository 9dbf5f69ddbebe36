// Reading an amount staff type in the admin ("85", "85.50", "QR 1,250.00") as integer dirhams.
// Apart from money.ts, whose formatting rides in every storefront page's script (a 150 KB budget).
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
