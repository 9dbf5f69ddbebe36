// The payment block. With Cash on Delivery the only method it is shown as settled, not chosen; when
// the shop also offers Card on Delivery (the driver brings a card machine; docs/decisions/025) or
// paying online on the provider's page (docs/decisions/040), the shopper picks one.
import type { ReactNode } from "react";
import { useMessages } from "../../hooks/use-root-data";
import { checkoutEn } from "../../i18n/checkout.en";
import { useTexts } from "../../i18n/parts";
import { deliveryEn } from "../../i18n/delivery.en";
import { CARD, PAY_ONLINE, type OrderPaymentMethod as Method } from "../../shared/order";

interface PaymentMethodProps {
  /** What the shop offers (app/shared/delivery.ts paymentMethods), cash first. */
  methods: readonly Method[];
  value: Method;
  onChange(method: Method): void;
  disabled: boolean;
  error?: string;
}

const CashIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-5">
    <rect x="2.5" y="6" width="19" height="12" rx="2" />
    <circle cx="12" cy="12" r="2.5" />
    <path d="M6 9.5v5M18 9.5v5" strokeLinecap="round" />
  </svg>
);

const CardIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-5">
    <rect x="2.5" y="5.5" width="19" height="13" rx="2" />
    <path d="M2.5 10h19M6 15h4" strokeLinecap="round" />
  </svg>
);

const OnlineIcon = () => (
  <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.5" className="size-5">
    <rect x="5.5" y="2.5" width="13" height="19" rx="2.5" />
    <path d="M9.5 12.5 11.3 14.3 14.8 10.5" strokeLinecap="round" strokeLinejoin="round" />
  </svg>
);

const Tick = ({ className = "" }: { className?: string }) => (
  <span aria-hidden="true" className={`grid size-6 shrink-0 place-items-center rounded-full bg-gold text-ink ${className}`}>
    <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2.2" className="size-3.5">
      <path d="m5 10.5 3.2 3L15 6.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  </span>
);

function MethodBody({ icon, title, text }: { icon: ReactNode; title: string; text: string }) {
  return (
    <>
      <span aria-hidden="true" className="grid size-11 shrink-0 place-items-center rounded-full bg-ink text-gold-light">
        {icon}
      </span>
      <span className="min-w-0 flex-1">
        <span className="block font-semibold">{title}</span>
        <span className="mt-1 block text-sm leading-relaxed text-ink/75">{text}</span>
      </span>
    </>
  );
}

export function PaymentMethod({ methods, value, onChange, disabled, error }: PaymentMethodProps) {
  const t = useTexts(checkoutEn).checkout.payment;
  const card = useTexts(deliveryEn);
  const names = useMessages().common.paymentMethods;
  // Beside card, cash is named as such ("الدفع نقدًا عند الاستلام" rather than just "on delivery").
  const body = (method: Method) =>
    method === PAY_ONLINE ? (
      <MethodBody icon={<OnlineIcon />} title={t.onlineTitle} text={t.onlineText} />
    ) : method === CARD ? (
      <MethodBody icon={<CardIcon />} title={names[CARD]} text={card.cardText} />
    ) : (
      <MethodBody icon={<CashIcon />} title={methods.length > 1 ? names[method] : t.title} text={t.text} />
    );

  return (
    <section aria-labelledby="payment-heading">
      <h2 id="payment-heading" className="font-display text-3xl font-medium">
        {t.heading}
      </h2>
      {methods.length <= 1 ? (
        <div className="mt-5 flex items-start gap-4 rounded-xl border border-gold bg-white p-5">
          {body(methods[0] ?? value)}
          <Tick />
        </div>
      ) : (
        <fieldset disabled={disabled} className="mt-5 grid gap-3" aria-describedby={error ? "payment-error" : undefined}>
          <legend className="sr-only">{t.heading}</legend>
          {methods.map((method) => (
            <label
              key={method}
              className="group flex cursor-pointer items-start gap-4 rounded-xl border border-ink/15 bg-white p-5 transition-colors hover:border-ink/40 has-checked:border-gold has-checked:ring-1 has-checked:ring-gold has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-gold-dark"
            >
              <input
                type="radio"
                name="paymentMethod"
                value={method}
                checked={method === value}
                onChange={() => onChange(method)}
                className="sr-only"
              />
              {body(method)}
              <span aria-hidden="true" className="relative grid size-6 shrink-0 place-items-center">
                <span className="size-6 rounded-full border border-ink/25 group-has-checked:hidden" />
                <Tick className="absolute inset-0 hidden group-has-checked:grid" />
              </span>
            </label>
          ))}
        </fieldset>
      )}
      <p id="payment-error" aria-live="polite" className={error ? "mt-3 text-sm text-red-800" : undefined}>
        {error}
      </p>
    </section>
  );
}
