// The Audit trail section, owners only: who did what and when, in words with the values before and
// after (app/shared/audit-wording.ts), newest first, filtered
// by person, kind of action and Qatar days (kept in the URL like the orders' filters) and paged on
// the server.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useId, useMemo } from "react";
import { useSearchParams } from "react-router";
import type { AuditEntry, AuditPage } from "./team-contract";
import { AUDIT_KINDS, auditParams, parseAuditFilters, type AuditQuery } from "../../shared/audit-filters";
import { wordAudit, type AuditNames } from "../../shared/audit-wording";
import { adminRequest } from "../api/admin-api";
import { useAdminIntl } from "../ui/admin-intl";
import { inputClass } from "../ui/form-fields";
import { SearchBox } from "../orders/order-filters";
import { Pagination } from "../ui/pagination";
import { teamKeys } from "./team-api";
import { Button, Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

export function AuditSection() {
  const labels = useAdminMessages().labels;
  const t = useAdminMessages().audit;
  const id = useId();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => parseAuditFilters(params), [params]);
  const trail = useQuery({
    queryKey: [...teamKeys.audit, filters] as const,
    queryFn: ({ signal }) => adminRequest<AuditPage>(`/api/admin/audit?${auditParams(filters)}`, { signal }),
    placeholderData: keepPreviousData,
  });
  /** A filter changed: back to the first page. */
  const update = (patch: Partial<AuditQuery>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(patch)) {
      if (value === undefined || value === "") next.delete(key);
      else next.set(key, String(value));
    }
    next.delete("page");
    setParams(next, { preventScrollReset: true });
  };
  const filtered = Boolean(filters.actor || filters.action || filters.from || filters.to);
  const label = "text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase";

  return (
    <Card aria-labelledby="audit-title">
      <div className="border-b border-ink/10 px-5 py-5 sm:px-6">
        <h2 id="audit-title" className="font-display text-2xl font-semibold">
          {t.title}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-ink/60">{t.hint}</p>
        <div className="mt-5 grid gap-4 sm:grid-cols-2 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)_10rem_10rem_auto] xl:items-end">
          <SearchBox
            value={filters.actor ?? ""}
            onChange={(actor) => update({ actor })}
            label={t.person}
            placeholder={t.personPlaceholder}
          />
          <div>
            <label htmlFor={`${id}-action`} className={label}>
              {t.action}
            </label>
            <select
              id={`${id}-action`}
              value={filters.action ?? ""}
              onChange={(e) => update({ action: (e.target.value || undefined) as AuditQuery["action"] })}
              className={inputClass}
            >
              <option value="">{t.anyAction}</option>
              {AUDIT_KINDS.map((kind) => (
                <option key={kind} value={kind}>
                  {labels.auditKinds[kind]}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${id}-from`} className={label}>
              {t.from}
            </label>
            <input
              id={`${id}-from`}
              type="date"
              value={filters.from ?? ""}
              max={filters.to}
              onChange={(e) => update({ from: e.target.value })}
              className={inputClass}
            />
          </div>
          <div>
            <label htmlFor={`${id}-to`} className={label}>
              {t.to}
            </label>
            <input
              id={`${id}-to`}
              type="date"
              value={filters.to ?? ""}
              min={filters.from}
              onChange={(e) => update({ to: e.target.value })}
              className={inputClass}
            />
          </div>
          {filtered && (
            <Button tone="ghost" onClick={() => update({ actor: "", action: undefined, from: "", to: "" })}>
              {t.clear}
            </Button>
          )}
        </div>
      </div>

      {!trail.data ? (
        <PanelLoading label={t.loading} />
      ) : trail.data.entries.length === 0 ? (
        <p className="px-6 py-16 text-center text-ink/60">{t.empty}</p>
      ) : (
        <div
          className={trail.isPlaceholderData ? "opacity-60 transition-opacity" : "transition-opacity"}
          aria-busy={trail.isFetching}
        >
          <ol aria-label={t.title} className="divide-y divide-ink/5">
            {trail.data.entries.map((entry) => (
              <AuditRow key={entry.id} entry={entry} names={trail.data.names} />
            ))}
          </ol>
          <div className="border-t border-ink/10">
            <Pagination page={filters.page} total={trail.data.total} pageSize={trail.data.pageSize} />
          </div>
        </div>
      )}
    </Card>
  );
}

function AuditRow({ entry, names }: { entry: AuditEntry; names: AuditNames }) {
  const messages = useAdminMessages();
  const intl = useAdminIntl();
  const t = messages.audit;
  const worded = wordAudit(entry, names, messages, intl);
  return (
    <li className="grid gap-x-4 gap-y-1 px-5 py-4 text-sm sm:px-6 md:grid-cols-[11rem_minmax(0,9rem)_minmax(0,1fr)_9rem]">
      <time dateTime={entry.at} className="text-ink/60 tabular-nums">
        {intl.dateTime(entry.at)}
      </time>
      <span className="font-medium [overflow-wrap:anywhere]">{entry.actor ? <bdi>{entry.actor}</bdi> : t.nobody}</span>
      <div className="min-w-0">
        <p className={worded.warning ? "font-medium text-red-800" : "text-ink"}>{worded.sentence}</p>
        {worded.changes.length > 0 && (
          <dl className="mt-1.5 grid gap-1 text-xs">
            {worded.changes.map((change) => (
              <div key={change.field} className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
                <dt className="font-semibold tracking-[0.08em] text-ink/55 uppercase">{change.field}</dt>
                <dd className="flex min-w-0 flex-wrap items-baseline gap-x-1.5 [overflow-wrap:anywhere] lining-nums">
                  {change.before && (
                    <>
                      <span className="text-ink/55 line-through decoration-ink/30">
                        <span className="sr-only">{t.before}: </span>
                        {change.before}
                      </span>
                      <span aria-hidden="true" className="text-gold-dark">
                        →
                      </span>
                    </>
                  )}
                  <span className="font-medium text-ink">
                    {change.before && <span className="sr-only">{t.after}: </span>}
                    {change.after}
                  </span>
                </dd>
              </div>
            ))}
          </dl>
        )}
        {worded.notes.map((note) => (
          <p key={note} className="mt-1 text-xs [overflow-wrap:anywhere] text-ink/60">
            {note}
          </p>
        ))}
      </div>
      <span className="text-xs text-ink/65 tabular-nums md:text-end md:text-sm" dir="ltr">
        {entry.ip ?? ""}
      </span>
    </li>
  );
}
