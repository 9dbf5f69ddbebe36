// The Promotions section, owners only: every promotion with its status (scheduled, active, paused,
// ended: derived, never stored), its code or "automatic", its dates in Qatar time, its uses against
// its limit and the discount it gave. From here the owner creates and edits one (promotion-dialog.tsx),
// pauses or resumes it, duplicates it for another campaign, and opens its details: figures, orders
// and codes, where codes are generated and downloaded (promotion-detail.tsx). A table on wide
// screens, cards on phones, as the orders list. Below it, each promotion's results over a chosen
// period (promotions-by-range.tsx).
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useToast } from "../../components/toaster";
import { format } from "../../i18n";
import { PROMOTION_STATUSES, type PromotionStatus } from "../../shared/promotions/definition";
import { errorMessage, isUnauthorized } from "../api/admin-api";
import { Icon, type IconName } from "../ui/icons";
import { Button, Card, PanelLoading } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";
import { PromotionDetailDialog } from "./promotion-detail";
import { PromotionDialog, type PromotionEditing } from "./promotion-dialog";
import type { PromotionFigures } from "./promotion-figures-contract";
import { PromotionStatusBadge } from "./promotion-status-badge";
import { PromotionsByRange } from "./promotions-by-range";
import { conditionWords, dateWords, offerWords, usesWords } from "./promotion-words";
import { promotionKeys, promotionsApi, showSavedPromotion, usePromotionFigures, usePromotions } from "./promotions-api";
import type { PromotionSummary } from "./promotions-contract";

type Filter = PromotionStatus | "all";
const FILTERS: readonly Filter[] = ["all", ...PROMOTION_STATUSES];

export function PromotionsSection() {
  const t = useAdminMessages().promotions;
  const intl = useAdminIntl();
  const query = usePromotions();
  const figures = usePromotionFigures().data?.figures ?? {};
  const [filter, setFilter] = useState<Filter>("all");
  const [editing, setEditing] = useState<PromotionEditing>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const all = query.data?.promotions ?? [];
  const shown = filter === "all" ? all : all.filter((p) => p.status === filter);
  const counts = Object.fromEntries(FILTERS.map((f) => [f, f === "all" ? all.length : all.filter((p) => p.status === f).length]));
  const actions = (p: PromotionSummary, compact = false) => (
    <RowActions
      promotion={p}
      compact={compact}
      onEdit={() => setEditing({ mode: "edit", promotion: p })}
      onDuplicate={() => setEditing({ mode: "duplicate", promotion: p })}
      onDetails={() => setOpenId(p.id)}
    />
  );
  const th =
    "px-3 py-3 first:ps-5 last:pe-5 sm:first:ps-6 sm:last:pe-6 text-xs font-semibold uppercase tracking-[0.14em] text-ink/60";

  return (
    <div className="grid grid-cols-1 gap-8">
      <Card aria-labelledby="promotions-title">
        <div className="flex flex-wrap items-end justify-between gap-4 border-b border-ink/10 px-5 py-5 sm:px-6">
          <div className="max-w-2xl">
            <h2 id="promotions-title" className="font-display text-2xl font-semibold">
              {t.title}
            </h2>
            <p className="mt-1 text-sm text-ink/60">{t.hint}</p>
          </div>
          <Button tone="primary" onClick={() => setEditing({ mode: "new" })}>
            <Icon name="plus" />
            {t.add}
          </Button>
        </div>
        <div
          role="group"
          aria-label={t.filterLabel}
          className="flex gap-2 overflow-x-auto border-b border-ink/10 px-5 py-3 sm:px-6"
        >
          {FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              aria-pressed={filter === f}
              onClick={() => setFilter(f)}
              className="inline-flex h-8 shrink-0 items-center gap-2 rounded-full border border-ink/15 bg-white px-3 text-xs font-medium text-ink/75 transition-colors hover:border-gold-dark hover:text-gold-dark aria-pressed:border-ink aria-pressed:bg-ink aria-pressed:text-ivory"
            >
              {f === "all" ? t.all : t.statuses[f]}
              <span className="tabular-nums opacity-70">{counts[f]}</span>
            </button>
          ))}
        </div>
        {query.isPending ? (
          <PanelLoading label={t.loading} />
        ) : shown.length === 0 ? (
          <p className="px-6 py-16 text-center text-ink/60">{all.length === 0 ? t.empty : t.emptyFilter}</p>
        ) : (
          <>
            <div className="hidden overflow-x-auto lg:block">
              <table className="w-full border-collapse text-sm">
                <caption className="sr-only">{t.title}</caption>
                <thead className="border-b border-ink/10 bg-ivory/60">
                  <tr>
                    <th scope="col" className={`${th} text-start`}>
                      {t.columns.promotion}
                    </th>
                    <th scope="col" className={`${th} text-start`}>
                      {t.columns.code}
                    </th>
                    <th scope="col" className={`${th} text-start`}>
                      {t.columns.status}
                    </th>
                    <th scope="col" className={`${th} text-start`}>
                      {t.columns.dates}
                    </th>
                    <th scope="col" className={`${th} text-end`}>
                      {t.columns.uses}
                    </th>
                    <th scope="col" className={`${th} text-end`}>
                      {t.columns.given}
                    </th>
                    <th scope="col" className={`${th} text-end`}>
                      <span className="sr-only">{t.columns.actions}</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {shown.map((p) => (
                    <tr
                      key={p.id}
                      data-promotion={p.id}
                      className="border-b border-ink/5 align-top last:border-0 hover:bg-ivory/50"
                    >
                      <td className="min-w-44 px-3 py-4 ps-5 sm:ps-6">
                        <PromotionName promotion={p} />
                      </td>
                      <td className="px-3 py-4">
                        <CodeCell promotion={p} figures={figures[p.id]} />
                      </td>
                      <td className="px-3 py-4">
                        <PromotionStatusBadge status={p.status} />
                      </td>
                      <td className="px-3 py-4 text-ink/70">
                        {dateWords(p, t, intl).map((words) => (
                          <span key={words} className="block whitespace-nowrap">
                            {words}
                          </span>
                        ))}
                      </td>
                      <td className="px-3 py-4 text-end whitespace-nowrap tabular-nums">{usesWords(p, t, intl)}</td>
                      <td className="px-3 py-4 text-end font-medium whitespace-nowrap tabular-nums">
                        {intl.money(p.discountGiven)}
                      </td>
                      <td className="px-3 py-4 pe-5 sm:pe-6">{actions(p, true)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            <ul aria-label={t.title} className="grid grid-cols-1 divide-y divide-ink/5 lg:hidden">
              {shown.map((p) => (
                <li key={p.id} data-promotion={p.id} className="grid gap-3 px-5 py-4 sm:px-6">
                  <div className="flex items-start justify-between gap-3">
                    <PromotionName promotion={p} />
                    <PromotionStatusBadge status={p.status} />
                  </div>
                  <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
                    <div>
                      <dt className="text-[0.65rem] font-semibold tracking-[0.12em] text-ink/55 uppercase">{t.columns.code}</dt>
                      <dd>
                        <CodeCell promotion={p} figures={figures[p.id]} />
                      </dd>
                    </div>
                    <div className="text-end">
                      <dt className="text-[0.65rem] font-semibold tracking-[0.12em] text-ink/55 uppercase">{t.columns.given}</dt>
                      <dd className="font-medium tabular-nums">{intl.money(p.discountGiven)}</dd>
                    </div>
                    <div>
                      <dt className="text-[0.65rem] font-semibold tracking-[0.12em] text-ink/55 uppercase">{t.columns.dates}</dt>
                      <dd className="text-ink/70">
                        {dateWords(p, t, intl).map((words) => (
                          <span key={words} className="block">
                            {words}
                          </span>
                        ))}
                      </dd>
                    </div>
                    <div className="text-end">
                      <dt className="text-[0.65rem] font-semibold tracking-[0.12em] text-ink/55 uppercase">{t.columns.uses}</dt>
                      <dd className="tabular-nums">{usesWords(p, t, intl)}</dd>
                    </div>
                  </dl>
                  {actions(p)}
                </li>
              ))}
            </ul>
          </>
        )}
        <PromotionDialog editing={editing} onClose={() => setEditing(null)} />
        <PromotionDetailDialog
          promotion={all.find((p) => p.id === openId) ?? null}
          figures={openId ? figures[openId] : undefined}
          onClose={() => setOpenId(null)}
        />
      </Card>
      <PromotionsByRange promotions={all} />
    </div>
  );
}

function PromotionName({ promotion: p }: { promotion: PromotionSummary }) {
  const t = useAdminMessages().promotions;
  const intl = useAdminIntl();
  return (
    <div className="min-w-0">
      <p className="flex flex-wrap items-baseline gap-x-2 gap-y-0.5">
        <span className="font-medium [overflow-wrap:anywhere]">{p.name.en}</span>
        <bdi lang="ar" dir="rtl" className="text-sm text-ink/55">
          {p.name.ar}
        </bdi>
      </p>
      <p className="mt-0.5 text-xs text-ink/60">
        <span className="font-medium text-gold-dark">{offerWords(p, t, intl)}</span>
        {conditionWords(p, t, intl).map((words) => (
          <span key={words}>
            <span aria-hidden="true" className="mx-1.5">
              ·
            </span>
            {words}
          </span>
        ))}
      </p>
    </div>
  );
}

function CodeCell({ promotion: p, figures }: { promotion: PromotionSummary; figures: PromotionFigures | undefined }) {
  const t = useAdminMessages().promotions;
  if (p.automatic) return <span className="text-sm text-ink/70 italic">{t.automatic}</span>;
  if (p.codeCount === 0) return <span className="text-sm text-ink/50">{t.noCode}</span>;
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5">
      {figures?.firstCode && (
        <code
          title={figures.firstCode}
          className="block max-w-[8.5rem] truncate rounded bg-sand/60 px-1.5 py-0.5 font-mono text-xs tracking-wider text-ink ring-1 ring-ink/10"
        >
          {figures.firstCode}
        </code>
      )}
      {p.codeCount > (figures?.firstCode ? 1 : 0) && (
        <span className="text-xs whitespace-nowrap text-ink/55">
          {format(t.moreCodes, { count: p.codeCount - (figures?.firstCode ? 1 : 0) })}
        </span>
      )}
    </span>
  );
}

function RowActions({
  promotion: p,
  compact,
  onEdit,
  onDuplicate,
  onDetails,
}: {
  promotion: PromotionSummary;
  /** The table's row: icons only, their names as labels and tooltips. */
  compact: boolean;
  onEdit(): void;
  onDuplicate(): void;
  onDetails(): void;
}) {
  const t = useAdminMessages().promotions;
  const toast = useToast();
  const client = useQueryClient();
  const pause = useMutation({
    mutationFn: (paused: boolean) => promotionsApi.update(p.id, { paused }),
    onSuccess: (saved) => {
      showSavedPromotion(client, saved);
      const words = saved.paused ? t.paused : t.resumed;
      toast({ title: words.title, description: format(words.description, { name: saved.name.en }) });
    },
    onError: (failure) => {
      if (!isUnauthorized(failure)) toast({ title: t.failed, description: errorMessage(failure), variant: "destructive" });
    },
    onSettled: () => client.invalidateQueries({ queryKey: promotionKeys.all }),
  });
  const name = p.name.en;
  const paused = p.paused ?? false;
  const buttons: { key: string; icon: IconName; text: string; label: string; onClick(): void; disabled?: boolean }[] = [
    { key: "details", icon: "eye", text: t.details, label: format(t.detailsLabel, { name }), onClick: onDetails },
    { key: "edit", icon: "edit", text: t.edit, label: format(t.editLabel, { name }), onClick: onEdit },
    ...(p.status === "ended"
      ? []
      : [
          {
            key: "pause",
            icon: paused ? ("play" as const) : ("pause" as const),
            text: paused ? t.resume : t.pause,
            label: format(paused ? t.resumeLabel : t.pauseLabel, { name }),
            onClick: () => pause.mutate(!paused),
            disabled: pause.isPending,
          },
        ]),
    { key: "duplicate", icon: "copy", text: t.duplicate, label: format(t.duplicateLabel, { name }), onClick: onDuplicate },
  ];
  return (
    // The table's icons sit two by two: the row is tall enough, and the table then fits a 1280 px
    // screen beside the sidebar (e2e/promotions-layout.spec.ts).
    <div className={compact ? "ms-auto grid w-fit grid-cols-[auto_auto] gap-1.5" : "flex flex-wrap gap-2"}>
      {buttons.map((button) => (
        <Button
          key={button.key}
          size="sm"
          aria-label={button.label}
          title={compact ? button.text : undefined}
          disabled={button.disabled}
          onClick={button.onClick}
          className={compact ? "w-8 px-0!" : ""}
        >
          <Icon name={button.icon} />
          {!compact && button.text}
        </Button>
      ))}
    </div>
  );
}
