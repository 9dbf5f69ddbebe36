// A price, or, while an automatic offer lowers it, the offer price with the regular price struck
// through beside it (decision 042). Screen readers hear one sentence ("Was QR 85.00, now QR 68.00")
// instead of two bare amounts whose order and strike they cannot see.
import { format } from "../i18n";
import { usePrice } from "../hooks/use-locale";
import { useMessages } from "../hooks/use-root-data";

export interface OfferPriceProps {
  regular: number;
  /** The offer price; null (or not below the regular one) shows the regular price alone. */
  offer: number | null;
  /** "From …": the lowest of a product's sizes. */
  from?: boolean;
  /** On the shown (offer or regular) amount. */
  testId?: string;
  /** The struck amount's look, smaller and quieter than the price it sits beside. */
  struckClassName?: string;
  /** Shown instead of the regular price when no offer holds (a compare-at price, say). */
  fallback?: React.ReactNode;
}

export function OfferPrice({ regular, offer, from = false, testId, struckClassName = "", fallback }: OfferPriceProps) {
  const price = usePrice();
  const t = useMessages().productCard;
  if (offer === null || offer >= regular) {
    if (fallback) return fallback;
    const text = price(regular);
    return <span data-testid={testId}>{from ? format(t.from, { price: text }) : text}</span>;
  }
  const now = price(offer);
  const was = price(regular);
  return (
    <>
      <span className="sr-only" data-testid={testId && `${testId}-offer-label`}>
        {format(from ? t.offerFrom : t.offerPrice, { was, now })}
      </span>
      <span aria-hidden="true" className="inline-flex flex-wrap items-baseline gap-x-2">
        <span data-testid={testId}>{from ? format(t.from, { price: now }) : now}</span>
        <s
          className={`font-sans font-normal tracking-wide text-ink/60 decoration-ink/40 ${struckClassName}`}
          data-testid={testId && `${testId}-regular`}
        >
          {was}
        </s>
      </span>
    </>
  );
}
