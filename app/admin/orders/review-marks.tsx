// Beside an order's status in the lists: whether staff confirmed it with the customer,
// and whether it looks placed by a bot, so neither needs the dialog opened to be seen.
import type { Order } from "../../shared/order";
import { useAdminMessages } from "../ui/use-admin-messages";

export function ReviewMarks({ review }: { review: Order["review"] }) {
  const t = useAdminMessages().marks;
  if (!review?.botFlag && !review?.confirmedAt) return null;
  return (
    <>
      {review.botFlag && (
        <span className="rounded-full border border-red-300 bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-900">
          {t.bot}
        </span>
      )}
      {review.confirmedAt && (
        <span className="rounded-full border border-emerald-200 bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-900">
          {t.confirmed}
        </span>
      )}
    </>
  );
}
