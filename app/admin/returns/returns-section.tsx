// The Returns section (docs/decisions/050-returns.md): the returns by status, each with the step
// its status allows next (RETURN_STATUS_RULES): approve or refuse with a message, book a pickup
// with a driver on a day, mark what came back and what of it is damaged, and settle it (owners).
// Below, the owner's window and policy in both languages, and the last 30 days' figures.
import { PageButtons } from "../ui/pagination";
import { useId, useState } from "react";
import { format } from "../../i18n/format";
import { qatarDay } from "../../shared/qatar-days";
import { canMoveReturn, RETURN_STATUSES, refundKindsFor, type RefundKind, type ReturnStatus } from "../../shared/returns";
import { refundDue } from "../../shared/refund-amounts";
import { AdminApiError } from "../api/admin-api";
import { useDrivers } from "../delivery/delivery-api";
import { useCan } from "../team/admin-user";
import { useAdminIntl } from "../ui/admin-intl";
import { inputClass } from "../ui/form-fields";
import { Badge, Button, Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import {
  useReturnFigures,
  useReturns,
  useReturnSettings,
  useReturnStep,
  useSaveReturnSettings,
  type ReturnListFilters,
} from "./returns-api";
import type { AdminReturn } from "./returns-contract";

const STATUS_TONE: Record<ReturnStatus, "ok" | "warn" | "muted"> = {
  requested: "warn",
  approved: "warn",
  refused: "muted",
  pickup_scheduled: "warn",
  received: "warn",
  refunded: "ok",
  exchanged: "ok",
};

export function ReturnsSection() {
  const t = useAdminMessages().returns;
  const id = useId();
  const [filters, setFilters] = useState<ReturnListFilters>({ status: "requested", page: 1 });
  const list = useReturns(filters);
  const page = filters.page;
  const pages = list.data?.pages ?? 1;

  return (
    <div className="grid gap-6">
      <p className="text-sm text-ink/70">{t.intro}</p>
      <Card className="p-5 sm:p-6">
        <form
          role="search"
          aria-label={t.filters}
          className="flex flex-wrap items-end gap-4"
          onSubmit={(e) => e.preventDefault()}
        >
          <label className="grid gap-1 text-sm" htmlFor={`${id}-status`}>
            {t.status}
            <select
              id={`${id}-status`}
              className={inputClass}
              value={filters.status ?? ""}
              onChange={(e) => setFilters({ status: (e.target.value || undefined) as ReturnStatus | undefined, page: 1 })}
            >
              <option value="">{t.allStatuses}</option>
              {RETURN_STATUSES.map((s) => (
                <option key={s} value={s}>
                  {t.statuses[s]}
                  {list.data?.counts[s] ? ` (${list.data.counts[s]})` : ""}
                </option>
              ))}
            </select>
          </label>
        </form>
      </Card>
      {list.isPending ? (
        <PanelLoading label={t.loading} />
      ) : list.data?.returns.length ? (
        <ul className="grid gap-4" aria-label={t.filters}>
          {list.data.returns.map((r) => (
            <ReturnCard key={r.id} item={r} />
          ))}
        </ul>
      ) : (
        <Card className="p-5 sm:p-6">
          <p className="text-sm text-ink/70">{t.none}</p>
        </Card>
      )}
      <PageButtons page={page} pages={pages} onPage={(p) => setFilters({ ...filters, page: p })} />
      <ReturnFiguresCard />
      <ReturnSettingsCard />
    </div>
  );
}

/** A return's summary: its lines, what the shopper wants, and what staff did. Also in the order dialog. */
export function ReturnSummary({ item }: { item: AdminReturn }) {
  const t = useAdminMessages().returns;
  const intl = useAdminIntl();
  return (
    <div className="grid gap-2 text-sm">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="flex flex-wrap items-center gap-3">
          <span className="font-medium">{format(t.order, { number: item.orderNumber })}</span>
          <bdi className="text-ink/70">{item.customerName}</bdi>
          <Badge tone={STATUS_TONE[item.status]}>{t.statuses[item.status]}</Badge>
        </div>
        <span className="text-xs text-ink/60">{intl.dateTime(item.createdAt)}</span>
      </div>
      <ul className="divide-y divide-ink/5 rounded-md border border-ink/10">
        {item.lines.map((l) => (
          <li key={l.line} className="flex flex-wrap justify-between gap-3 px-3 py-2">
            <span>
              {l.name} <span className="text-ink/60">{format(t.quantity, { count: l.quantity })}</span>
            </span>
            {l.received !== null && (
              <span className="text-xs text-ink/60">
                {t.received} {intl.count(l.received)} · {t.damaged} {intl.count(l.damaged ?? 0)} ·{" "}
                {format(t.restocked, { count: intl.count(l.restocked) })}
              </span>
            )}
          </li>
        ))}
      </ul>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-ink/65">
        <span>{t.reasons[item.reason]}</span>
        <span>{format(t.wants, { kind: t.refunds[item.refundChoice] })}</span>
        <span>{format(t.worth, { amount: intl.money(item.value) })}</span>
        {item.pickupDay && (
          <span>{format(t.pickupOn, { driver: item.driverName ?? "—", day: intl.deliveryDay(item.pickupDay) })}</span>
        )}
      </p>
      {item.refundKind && (
        <p className="text-xs font-medium text-ink">
          {format(t.settled, {
            kind: t.refunds[item.refundKind],
            amount: intl.money(item.refundAmount ?? 0),
            user: item.refundedBy ?? "—",
          })}
        </p>
      )}
      {item.message && (
        <p dir="auto" className="border-s-2 border-gold ps-3 text-ink/75">
          {item.message}
        </p>
      )}
    </div>
  );
}

function ReturnCard({ item }: { item: AdminReturn }) {
  const t = useAdminMessages().returns;
  const intl = useAdminIntl();
  const step = useReturnStep();
  const canRefund = useCan("returns.refund");
  const drivers = useDrivers();
  const id = useId();
  const [message, setMessage] = useState("");
  const [driverId, setDriverId] = useState(item.driverId ?? "");
  const [day, setDay] = useState(item.pickupDay ?? qatarDay(new Date()));
  const [counts, setCounts] = useState(() =>
    Object.fromEntries(item.lines.map((l) => [l.line, { received: l.quantity, damaged: 0 }])),
  );
  const [kind, setKind] = useState<RefundKind>(item.refundChoice);
  const go = (s: Parameters<typeof step.mutate>[0]["step"], body: unknown) => step.mutate({ id: item.id, step: s, body });
  const error =
    step.error instanceof AdminApiError ? step.error.fields.map((f) => f.detail).join(" ") || step.error.message : null;
  const can = (to: ReturnStatus) => canMoveReturn(item.status, to);

  return (
    <li>
      <Card className="grid gap-4 p-5 sm:p-6" data-testid="admin-return">
        <ReturnSummary item={item} />
        {(can("approved") || can("refused")) && (
          <div className="grid gap-2">
            <label htmlFor={`${id}-message`} className="text-xs font-medium text-ink/70">
              {t.message}
            </label>
            <textarea
              id={`${id}-message`}
              rows={2}
              dir="auto"
              className={inputClass}
              value={message}
              onChange={(e) => setMessage(e.target.value)}
              aria-describedby={`${id}-message-hint`}
            />
            <p id={`${id}-message-hint`} className="text-xs text-ink/55">
              {t.messageHint}
            </p>
            <div className="flex flex-wrap gap-2">
              {can("approved") && (
                <Button
                  tone="primary"
                  size="sm"
                  disabled={step.isPending}
                  onClick={() => go("approve", message ? { message } : {})}
                >
                  {t.approve}
                </Button>
              )}
              <Button size="sm" disabled={step.isPending} onClick={() => go("refuse", { message })}>
                {t.refuse}
              </Button>
            </div>
          </div>
        )}
        {can("pickup_scheduled") && (
          <div className="flex flex-wrap items-end gap-3">
            <label className="grid gap-1 text-sm" htmlFor={`${id}-driver`}>
              {t.driver}
              <select id={`${id}-driver`} className={inputClass} value={driverId} onChange={(e) => setDriverId(e.target.value)}>
                <option value="">{t.chooseDriver}</option>
                {drivers.data?.drivers
                  .filter((d) => d.active)
                  .map((d) => (
                    <option key={d.id} value={d.id}>
                      {d.name}
                    </option>
                  ))}
              </select>
            </label>
            <label className="grid gap-1 text-sm" htmlFor={`${id}-day`}>
              {t.day}
              <input id={`${id}-day`} type="date" className={inputClass} value={day} onChange={(e) => setDay(e.target.value)} />
            </label>
            <Button
              size="sm"
              tone="primary"
              disabled={step.isPending || !driverId}
              onClick={() => go("pickup", { driverId, day })}
            >
              {t.schedule}
            </Button>
          </div>
        )}
        {can("received") && (
          <div className="grid gap-2">
            {item.lines.map((l) => (
              <div key={l.line} className="flex flex-wrap items-end gap-3 text-sm">
                <span className="min-w-40 flex-1">{l.name}</span>
                {(["received", "damaged"] as const).map((field) => (
                  <label key={field} className="grid gap-1 text-xs" htmlFor={`${id}-${l.line}-${field}`}>
                    {t[field]}
                    <input
                      id={`${id}-${l.line}-${field}`}
                      type="number"
                      min={0}
                      max={l.quantity}
                      className={`${inputClass} w-20`}
                      value={counts[l.line]?.[field] ?? 0}
                      onChange={(e) => setCounts({ ...counts, [l.line]: { ...counts[l.line], [field]: Number(e.target.value) } })}
                    />
                  </label>
                ))}
              </div>
            ))}
            <div>
              <Button
                size="sm"
                tone="primary"
                disabled={step.isPending}
                onClick={() => go("receive", { lines: item.lines.map((l) => ({ line: l.line, ...counts[l.line] })) })}
              >
                {t.markReceived}
              </Button>
            </div>
          </div>
        )}
        {(can("refunded") || can("exchanged")) &&
          (canRefund ? (
            <div className="flex flex-wrap items-end gap-3">
              <label className="grid gap-1 text-sm" htmlFor={`${id}-kind`}>
                {t.refundAs}
                <select
                  id={`${id}-kind`}
                  className={inputClass}
                  value={kind}
                  onChange={(e) => setKind(e.target.value as RefundKind)}
                >
                  {refundKindsFor(item.paymentMethod).map((k) => (
                    <option key={k} value={k}>
                      {t.refunds[k]}
                    </option>
                  ))}
                </select>
              </label>
              <Button size="sm" tone="primary" disabled={step.isPending} onClick={() => go("refund", { kind })}>
                {t.refund}
              </Button>
              <span className="text-xs text-ink/60">
                {format(t.worth, {
                  amount: intl.money(refundDue(item.lines)),
                })}
              </span>
            </div>
          ) : (
            <p className="text-xs text-ink/60">{t.ownerRefunds}</p>
          ))}
        {error && (
          <p role="alert" className="text-sm text-red-700">
            {error}
          </p>
        )}
      </Card>
    </li>
  );
}

function ReturnSettingsCard() {
  const t = useAdminMessages().returns;
  const settings = useReturnSettings();
  const canEdit = useCan("settings.write");
  if (!settings.data) return null;
  return <SettingsForm key={JSON.stringify(settings.data)} initial={settings.data} canEdit={canEdit} t={t} />;
}

function SettingsForm({
  initial,
  canEdit,
  t,
}: {
  initial: NonNullable<ReturnType<typeof useReturnSettings>["data"]>;
  canEdit: boolean;
  t: ReturnType<typeof useAdminMessages>["returns"];
}) {
  const id = useId();
  const save = useSaveReturnSettings();
  const [windowDays, setWindowDays] = useState(initial.windowDays);
  const [en, setEn] = useState(initial.policy.en);
  const [ar, setAr] = useState(initial.policy.ar);
  const error =
    save.error instanceof AdminApiError ? save.error.fields.map((f) => f.detail).join(" ") || save.error.message : null;
  return (
    <Card className="grid gap-3 p-5 sm:p-6">
      <h2 className="font-display text-xl font-medium">{t.settingsHeading}</h2>
      <label className="grid max-w-40 gap-1 text-sm" htmlFor={`${id}-days`}>
        {t.windowDays}
        <input
          id={`${id}-days`}
          type="number"
          min={1}
          max={60}
          disabled={!canEdit}
          className={inputClass}
          value={windowDays}
          onChange={(e) => setWindowDays(Number(e.target.value))}
        />
      </label>
      <div className="grid gap-3 md:grid-cols-2">
        <label className="grid gap-1 text-sm" htmlFor={`${id}-en`}>
          {t.policyEn}
          <textarea
            id={`${id}-en`}
            dir="ltr"
            rows={5}
            disabled={!canEdit}
            className={inputClass}
            value={en}
            onChange={(e) => setEn(e.target.value)}
          />
        </label>
        <label className="grid gap-1 text-sm" htmlFor={`${id}-ar`}>
          {t.policyAr}
          <textarea
            id={`${id}-ar`}
            dir="rtl"
            lang="ar"
            rows={5}
            disabled={!canEdit}
            className={inputClass}
            value={ar}
            onChange={(e) => setAr(e.target.value)}
          />
        </label>
      </div>
      {canEdit && (
        <div className="flex items-center gap-3">
          <Button
            size="sm"
            tone="primary"
            disabled={save.isPending}
            onClick={() => save.mutate({ windowDays, policy: { en, ar } })}
          >
            {t.save}
          </Button>
          {save.isSuccess && <span className="text-sm text-emerald-800">{t.saved}</span>}
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </Card>
  );
}

function ReturnFiguresCard() {
  const t = useAdminMessages().returns;
  const intl = useAdminIntl();
  const figures = useReturnFigures();
  if (!figures.data) return null;
  const { products, reasons, refunds } = figures.data;
  return (
    <Card className="grid gap-4 p-5 sm:p-6">
      <h2 className="font-display text-xl font-medium">{t.figuresHeading}</h2>
      {products.length === 0 && reasons.length === 0 ? (
        <p className="text-sm text-ink/70">{t.noFigures}</p>
      ) : (
        <>
          <div className="overflow-x-auto">
            <table className="w-full text-sm" data-testid="return-rates">
              <thead>
                <tr className="border-b border-ink/10 text-xs tracking-wide text-ink/60 uppercase">
                  <th className="py-2 text-start font-medium">{t.product}</th>
                  <th className="py-2 text-end font-medium">{t.sold}</th>
                  <th className="py-2 text-end font-medium">{t.returned}</th>
                  <th className="py-2 text-end font-medium">{t.rate}</th>
                </tr>
              </thead>
              <tbody>
                {products.map((p) => (
                  <tr key={p.productId} className="border-b border-ink/5">
                    <td className="py-2">{p.name}</td>
                    <td className="py-2 text-end tabular-nums">{intl.count(p.sold)}</td>
                    <td className="py-2 text-end tabular-nums">{intl.count(p.returned)}</td>
                    <td className="py-2 text-end tabular-nums">{intl.percent(p.rate)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <dl className="grid gap-1 text-sm">
              <dt className="font-medium">{t.reasonsHeading}</dt>
              {reasons.map((r) => (
                <dd key={r.reason} className="flex justify-between text-ink/75">
                  <span>{t.reasons[r.reason]}</span>
                  <span className="tabular-nums">{intl.count(r.count)}</span>
                </dd>
              ))}
            </dl>
            <dl className="grid gap-1 text-sm">
              <dt className="font-medium">{t.refundsHeading}</dt>
              {refunds.map((r) => (
                <dd key={r.kind} className="flex justify-between text-ink/75">
                  <span>{t.refunds[r.kind]}</span>
                  <span className="tabular-nums">
                    {intl.count(r.count)} · {intl.money(r.amount)}
                  </span>
                </dd>
              ))}
            </dl>
          </div>
        </>
      )}
    </Card>
  );
}
