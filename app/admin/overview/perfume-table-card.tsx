// An analytics card of one row per perfume and two figures beside it (top sellers, ratings): its
// title and hint, the loading state, the "none" line, and the table.
import type { ReactNode } from "react";
import { Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

export interface PerfumeTableRow {
  key: string;
  name: ReactNode;
  figures: [ReactNode, ReactNode];
}

export function PerfumeTableCard(props: {
  id: string;
  texts: { title: string; hint: string; none: string; perfume: string };
  headings: [string, string];
  /** Undefined while loading. */
  rows: PerfumeTableRow[] | undefined;
}) {
  const loading = useAdminMessages().dashboard.loading;
  const { id, texts, headings, rows } = props;
  return (
    <Card aria-labelledby={id} className="p-5 sm:p-6">
      <h3 id={id} className="font-display text-2xl font-semibold">
        {texts.title}
      </h3>
      <p className="mt-1 text-sm text-ink/60">{texts.hint}</p>
      {!rows ? (
        <PanelLoading label={loading} />
      ) : rows.length === 0 ? (
        <p className="mt-4 text-sm text-ink/60">{texts.none}</p>
      ) : (
        <table className="mt-4 w-full text-sm" data-testid={id}>
          <thead>
            <tr className="border-b border-ink/10 text-start text-xs tracking-[0.12em] text-ink/60 uppercase">
              <th scope="col" className="py-2 text-start font-semibold">
                {texts.perfume}
              </th>
              {headings.map((heading) => (
                <th key={heading} scope="col" className="py-2 text-end font-semibold">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.key} className="border-b border-ink/5">
                <th scope="row" className="py-2 text-start font-medium">
                  {row.name}
                </th>
                {row.figures.map((figure, i) => (
                  <td key={i} className="py-2 text-end tabular-nums">
                    {figure}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}
