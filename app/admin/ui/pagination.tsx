// Server-side paging: 50 orders a page, the page number kept in the URL with the filters.
import { Link, useSearchParams } from "react-router";
import { format } from "../../i18n";
import { pageBounds, pageCount, withFilters } from "../../shared/admin-filters";
import { Button, buttonClass } from "./ui";
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

/**
 * Previous and next for a list kept in a section's own state rather than the URL (returns, reviews,
 * abandoned carts), in the same words as the URL's pagination; nothing when everything fits a page.
 */
export function PageButtons({ page, pages, onPage }: { page: number; pages: number; onPage: (page: number) => void }) {
  const intl = useAdminIntl();
  const t = useAdminMessages().orders.pagination;
  if (pages <= 1) return null;
  return (
    <nav aria-label={t.label} className="flex items-center justify-between gap-3 text-sm">
      <Button size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t.previous}
      </Button>
      <span className="tabular-nums">{format(t.page, { page: intl.count(page), pages: intl.count(pages) })}</span>
      <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {t.next}
      </Button>
    </nav>
  );
}
