// The payment block: Cash on Delivery is the only method, so it is shown as settled, not chosen.
import { useMessages } from "../../hooks/use-root-data";

export function PaymentMethod() {
  const t = useMessages().checkout.payment;
  return (
    <section aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="font-display text-3xl font-medium">
        {t.heading}
      </h2>
      <div className="mt-5 flex items-start gap-4 rounded-xl border border-gold bg-white p-5">
        <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-ink text-gold-light">
          <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-5">
            <rect x="2.5" y="6" width="19" height="12" rx="2" />
            <circle cx="12" cy="12" r="2.5" />
            <path d="M6 9.5v5M18 9.5v5" strokeLinecap="round" />
          </svg>
        </span>
        <div className="min-w-0 flex-1">
          <p className="font-semibold">{t.title}</p>
          <p className="mt-1 text-sm leading-relaxed text-ink/75">{t.text}</p>
        </div>
        <span aria-hidden="true" className="grid size-6 shrink-0 place-items-center rounded-full bg-gold text-ink">
          <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.2" className="size-3.5">
            <path d="m5 10.5 3.2 3L15 6.5" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </span>
      </div>
    </section>
  );
}
