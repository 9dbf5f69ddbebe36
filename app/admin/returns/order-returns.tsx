// The order dialog's returns (docs/decisions/050-returns.md): each return of the order in short,
// with a link to the Returns section where its steps are taken. Nothing shows for an order without one.
import { useAdminMessages } from "../ui/use-admin-messages";
import { useReturns } from "./returns-api";
import { ReturnSummary } from "./returns-section";

export function OrderReturns({ orderId }: { orderId: string }) {
  const t = useAdminMessages().returns;
  const list = useReturns({ order: orderId, page: 1 });
  if (!list.data?.returns.length) return null;
  return (
    <section aria-labelledby="order-returns" className="grid gap-3" data-testid="order-returns">
      <h3 id="order-returns" className="font-display text-xl font-semibold">
        {t.orderReturns}
      </h3>
      {list.data.returns.map((r) => (
        <div key={r.id} className="rounded-md border border-ink/10 p-3">
          <ReturnSummary item={r} />
        </div>
      ))}
      <a href="/admin/dashboard?section=returns" className="text-sm text-gold-dark underline">
        {t.orderReturns}
      </a>
    </section>
  );
}
