// The shop's five promises (docs/product.md#1-what-the-shop-is) as a band of badges.
import { homeEn } from "../../i18n/home.en";
import { useTexts } from "../../i18n/parts";
import { CashIcon, TruckIcon } from "../layout-icons";

const iconClass = "size-8 text-gold-light";

const ShieldIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.5}
    strokeLinejoin="round"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
    className={iconClass}
  >
    <path d="M12 3 4.5 6v5.5c0 4.4 3.2 8.3 7.5 9.5 4.3-1.2 7.5-5.1 7.5-9.5V6z" />
    <path d="m8.8 12 2.2 2.2 4.2-4.4" />
  </svg>
);

const ReturnIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.5}
    strokeLinejoin="round"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
    className={`${iconClass} rtl:-scale-x-100`}
  >
    <path d="M9 7 5 11l4 4" />
    <path d="M5 11h9.5a4.5 4.5 0 0 1 0 9H11" />
  </svg>
);

const ClockIcon = () => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.5}
    strokeLinejoin="round"
    strokeLinecap="round"
    aria-hidden="true"
    focusable="false"
    className={iconClass}
  >
    <circle cx="12" cy="12" r="8.5" />
    <path d="M12 7.5V12l3 2" />
  </svg>
);

interface TrustBadgesProps {
  /** The delivery badge, as the shop's settings allow (the home loader words it). */
  delivery: { title: string; text: string };
}

export function TrustBadges({ delivery }: TrustBadgesProps) {
  const t = useTexts(homeEn).home.trust;
  const badges = [
    { key: "cod", icon: <CashIcon className={iconClass} />, ...t.cashOnDelivery },
    {
      key: "free",
      icon: <TruckIcon className={`${iconClass} rtl:-scale-x-100`} />,
      title: delivery.title,
      text: delivery.text,
    },
    { key: "authentic", icon: <ShieldIcon />, ...t.authentic },
    { key: "returns", icon: <ReturnIcon />, ...t.easyReturns },
    { key: "fast", icon: <ClockIcon />, ...t.fastDelivery },
  ];
  return (
    <section aria-labelledby="trust-heading" className="bg-ink py-16 text-ivory md:py-20">
      <h2 id="trust-heading" className="sr-only">
        {t.label}
      </h2>
      <ul
        role="list"
        className="mx-auto grid max-w-7xl grid-cols-2 gap-x-6 gap-y-12 px-5 sm:grid-cols-3 sm:px-6 lg:grid-cols-5 lg:px-8"
      >
        {badges.map((b) => (
          <li key={b.key} className="flex flex-col items-center text-center max-sm:last:col-span-2">
            <span className="flex size-16 items-center justify-center rounded-full border border-gold/40">{b.icon}</span>
            <h3 className="mt-5 font-display text-xl leading-snug font-medium lining-nums">{b.title}</h3>
            <p className="mt-2 max-w-[16rem] text-sm leading-relaxed text-ivory/70">{b.text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
