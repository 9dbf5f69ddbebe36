// The benchmark table: one row per figure with its target and whether it was met.
export interface Row {
  figure: string;
  value: string | number;
  target: string;
  pass: boolean;
}

export function printTable(title: string, rows: Row[]): void {
  const cells = rows.map((r) => [r.figure, String(r.value), r.target, r.pass ? "pass" : "FAIL"]);
  const header = ["figure", "value", "target", "result"];
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i].length)));
  const line = (c: string[]) => c.map((v, i) => (i === 1 ? v.padStart(widths[i]) : v.padEnd(widths[i]))).join("  ");
  console.log(`\n${title}`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const c of cells) console.log(line(c));
}
