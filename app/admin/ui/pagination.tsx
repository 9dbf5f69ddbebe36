// Server-side paging: 50 orders a page, the page number kept in the URL with the filters.
import { Link, useSearchParams } from "react-router";
import { format } from "../../i18n";
import { pageBounds, pageCount, withFilters } from "../../shared/admin-filters";
import { buttonClass } from "./ui";
import { useAdminMessages } from "./use-admin-messages";

const count = new Intl.NumberFormat("en-US");

export function Pagination({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const t = useAdminMessages().orders.pagination;
  const [params] = useSearchParams();
  const pages = pageCount(total, pageSize);
  const { from, to } = pageBounds(page, total, pageSize);
  const href = (p: number) => `?${withFilters(params, { page: p })}`;
  const disabled = `${buttonClass("outline", "sm")} pointer-events-none opacity-40`;

  return (
    <nav aria-label={t.label} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 text-sm text-ink/70 sm:px-6">
      <p>{format(t.showing, { from: count.format(from), to: count.format(to), total: count.format(total) })}</p>
      <div className="flex items-center gap-3">
        {page > 1 ? (
          <Link to={href(page - 1)} preventScrollReset className={buttonClass("outline", "sm")} rel="prev">
            {t.previous}
          </Link>
        ) : (
          <span aria-disabled="true" className={disabled}>
            {t.previous}
          </span>
        )}
        <span className="tabular-nums">{format(t.page, { page: count.format(page), pages: count.format(pages) })}</span>
        {page < pages ? (
          <Link to={href(page + 1)} preventScrollReset className={buttonClass("outline", "sm")} rel="next">
            {t.next}
          </Link>
        ) : (
          <span aria-disabled="true" className={disabled}>
            {t.next}
          </span>
        )}
      </div>
    </nav>
  );
}
