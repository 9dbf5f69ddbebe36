// Money crosses to a payment provider here and nowhere else (docs/decisions/040): the shop counts
// integer dirhams; providers take and give decimal riyals. Amounts coming back are refused, never
// rounded, when they are not a whole number of dirhams.

/** Decimals of each currency we may see, as ISO 4217 and Tap's hashstring rule write them. */
const DECIMALS: Record<string, number> = { QAR: 2, AED: 2, SAR: 2, USD: 2, EUR: 2, GBP: 2, EGP: 2, KWD: 3, BHD: 3, OMR: 3 };

function currencyDecimals(currency: string): number {
  const d = DECIMALS[currency.toUpperCase()];
  if (d === undefined) throw new Error(`Unknown currency ${currency}`);
  return d;
}

/** Integer dirhams (QAR minor units) as the decimal text a provider writes: 12345 → "123.45". */
export function formatProviderAmount(minor: number, currency = "QAR"): string {
  if (!Number.isSafeInteger(minor) || minor < 0) throw new Error(`Not an amount in minor units: ${minor}`);
  const decimals = currencyDecimals(currency);
  const unit = 10 ** decimals;
  return `${Math.floor(minor / unit)}.${String(minor % unit).padStart(decimals, "0")}`;
}

/** Integer dirhams as the JSON number a provider's request takes: 12345 → 123.45. */
export function toProviderAmount(minor: number, currency = "QAR"): number {
  return Number(formatProviderAmount(minor, currency));
}

/**
 * A provider's amount (a JSON number or decimal text) as integer minor units, or null when it is not
 * a whole number of them: 1 → 100, "123.45" → 12345, 10.005 → null for QAR.
 */
export function fromProviderAmount(value: unknown, currency = "QAR"): number | null {
  const decimals = currencyDecimals(currency);
  let text: string;
  if (typeof value === "number") {
    if (!Number.isFinite(value)) return null;
    // A JSON number such as 123.45 prints back as written; toString never uses an exponent here.
    text = Math.abs(value) < 1e15 ? String(value) : "";
  } else if (typeof value === "string") text = value.trim();
  else return null;
  const match = /^(\d{1,13})(?:\.(\d+))?$/.exec(text);
  if (!match) return null;
  const fraction = (match[2] ?? "").replace(/0+$/, "");
  if (fraction.length > decimals) return null;
  return Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, "0") || "0");
}
