// The handovers recorded over the Cash section's days, newest first: who brought how much, to whom
// at the shop, when, and why when a note says.
import { useId } from "react";
import { format } from "../../../i18n";
import { useAdminIntl } from "../../ui/admin-intl";
import { Card, PanelLoading } from "../../ui/ui";
import { useAdminMessages } from "../../ui/use-admin-messages";
import type { Handover } from "../delivery-contract";

export function HandoverList({ handovers }: { handovers: Handover[] | undefined }) {
  const cash = useAdminMessages().cash;
  const intl = useAdminIntl();
  const t = cash.handovers;
  const id = useId();
  return (
    <Card aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="border-b border-ink/10 px-5 py-5 font-display text-xl font-semibold sm:px-6">
        {t.title}
      </h2>
      {!handovers ? (
        <PanelLoading label={cash.loading} />
      ) : handovers.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-ink/60">{t.empty}</p>
      ) : (
        <ol aria-labelledby={`${id}-title`} className="divide-y divide-ink/5">
          {handovers.map((handover) => (
            <li key={handover.id} className="grid gap-x-4 gap-y-0.5 px-5 py-3 text-sm sm:grid-cols-[minmax(0,1fr)_auto] sm:px-6">
              <p className="min-w-0">
                <bdi className="font-medium">{handover.driverName}</bdi>
                <span className="text-ink/60"> · {format(t.receivedBy, { user: handover.receivedBy })}</span>
              </p>
              <p className="font-semibold tabular-nums sm:row-span-2 sm:self-center sm:text-end">{intl.money(handover.amount)}</p>
              <p className="text-xs text-ink/55">
                <time dateTime={handover.createdAt}>{intl.dateTime(handover.createdAt)}</time>
                {handover.note && (
                  <>
                    {" · "}
                    <bdi className="text-ink/75">{handover.note}</bdi>
                  </>
                )}
              </p>
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
