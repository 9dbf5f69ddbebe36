// Server-side paging: 50 orders a page, the page number kept in the URL with the filters.
import { Link, useSearchParams } from "react-router";
import { format } from "../../i18n";
import { pageBounds, pageCount, withFilters } from "../../shared/admin-filters";
import { buttonClass } from "./ui";
import { useAdminMessages } from "./use-admin-messages";
import { useAdminIntl } from "./admin-intl";

export function Pagination({ page, total, pageSize }: { page: number; total: number; pageSize: number }) {
  const intl = useAdminIntl();
  const t = useAdminMessages().orders.pagination;
  const [params] = useSearchParams();
  const pages = pageCount(total, pageSize);
  const { from, to } = pageBounds(page, total, pageSize);
  const href = (p: number) => `?${withFilters(params, { page: p })}`;
  const disabled = `${buttonClass("outline", "sm")} pointer-events-none opacity-40`;

  return (
    <nav aria-label={t.label} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4 text-sm text-ink/70 sm:px-6">
      <p>{format(t.showing, { from: intl.count(from), to: intl.count(to), total: intl.count(total) })}</p>
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
        <span className="tabular-nums">{format(t.page, { page: intl.count(page), pages: intl.count(pages) })}</span>
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
