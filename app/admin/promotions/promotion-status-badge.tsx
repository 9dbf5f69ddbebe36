// A promotion's status as a small badge: scheduled, active, paused or ended (promotion-words.ts' colours).
import type { PromotionStatus } from "../../shared/promotions/definition";
import { useAdminMessages } from "../ui/use-admin-messages";
import { STATUS_TONES } from "./promotion-words";

export function PromotionStatusBadge({ status }: { status: PromotionStatus }) {
  const t = useAdminMessages().promotions;
  const tone = STATUS_TONES[status];
  return (
    <span
      data-status={status}
      className={`inline-flex shrink-0 items-center gap-1.5 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset ${tone.badge}`}
    >
      <span aria-hidden="true" className="size-1.5 rounded-full" style={{ backgroundColor: tone.dot }} />
      {t.statuses[status]}
    </span>
  );
}
