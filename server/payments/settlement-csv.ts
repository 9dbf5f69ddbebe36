// A provider's settlement report as the owner uploads it for reconciliation (docs/decisions/040,
// "Reconciliation"). Tap publishes no column layout for its settlement reports in its public
// documentation, so the shop reads one simple layout, which a spreadsheet can make from Tap's
// dashboard export: a header row naming at least `charge_id`, `amount`, `fee` and `date` (any order,
// any case, other columns ignored), amounts in QAR with their two decimals ("123.45"), `date` the
// Qatar day the charge was made, YYYY-MM-DD. Every error names its line.
import { fromProviderAmount } from "../../app/shared/payments/amounts";
import { isDay } from "../../app/shared/qatar-days";
import type { FieldMessage } from "../../app/shared/field-errors";
import type { SettlementLine } from "./admin-payments";
import { SETTLEMENT_COLUMNS } from "../../app/shared/payments/settlement";

/** Most lines one upload may hold (a day of a perfume shop's charges is far fewer). */
const MAX_SETTLEMENT_LINES = 5000;

/** RFC 4180 lines: quoted cells may hold commas, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else cell += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ",") {
      row.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && text[i + 1] === "\n") i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
    } else cell += ch;
  }
  if (cell !== "" || row.length) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((c) => c.trim() !== ""));
}

export type SettlementParse = { ok: true; lines: SettlementLine[] } | { ok: false; errors: FieldMessage[] };

export function parseSettlement(text: string): SettlementParse {
  const rows = parseCsv(text.replace(/^\uFEFF/, ""));
  const header = (rows[0] ?? []).map((h) => h.trim().toLowerCase());
  const at = Object.fromEntries(SETTLEMENT_COLUMNS.map((name) => [name, header.indexOf(name)])) as Record<
    (typeof SETTLEMENT_COLUMNS)[number],
    number
  >;
  const absent = SETTLEMENT_COLUMNS.filter((name) => at[name] < 0);
  if (absent.length)
    return {
      ok: false,
      errors: [
        {
          field: "csv",
          message: `The first line must name the columns ${SETTLEMENT_COLUMNS.join(", ")} (missing: ${absent.join(", ")}).`,
        },
      ],
    };
  if (rows.length < 2) return { ok: false, errors: [{ field: "csv", message: "The report has no charges." }] };
  if (rows.length - 1 > MAX_SETTLEMENT_LINES)
    return { ok: false, errors: [{ field: "csv", message: `At most ${MAX_SETTLEMENT_LINES} charges in one report.` }] };
  const errors: FieldMessage[] = [];
  const lines: SettlementLine[] = [];
  rows.slice(1).forEach((row, index) => {
    const n = index + 2;
    const cell = (name: (typeof SETTLEMENT_COLUMNS)[number]) => (row[at[name]] ?? "").trim();
    const chargeId = cell("charge_id");
    const amount = fromProviderAmount(cell("amount"), "QAR");
    const fee = cell("fee") === "" ? 0 : fromProviderAmount(cell("fee"), "QAR");
    const day = cell("date");
    if (!chargeId || chargeId.length > 100) errors.push({ field: "csv", message: `Line ${n}: charge_id is missing.` });
    if (amount === null || cell("amount") === "")
      errors.push({ field: "csv", message: `Line ${n}: amount is not an amount in QAR (123.45).` });
    if (fee === null) errors.push({ field: "csv", message: `Line ${n}: fee is not an amount in QAR (1.50).` });
    if (!isDay(day)) errors.push({ field: "csv", message: `Line ${n}: date is not a day written YYYY-MM-DD.` });
    if (chargeId && amount !== null && fee !== null && isDay(day)) lines.push({ chargeId, amount, fee, day });
  });
  // Enough to fix the file by, not a wall of the same mistake.
  return errors.length ? { ok: false, errors: errors.slice(0, 20) } : { ok: true, lines };
}
