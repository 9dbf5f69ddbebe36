// Placeholder: the offers work replaces this with the real card. Props are the contract.
import type { Bundle } from "../lib/catalogue";
import { formatQR } from "../lib/money";

export interface BundleCardProps {
  bundle: Bundle;
  /** "Add Bundle" on the home page, "Add to Cart" on /offers. */
  actionLabel: string;
}

export function BundleCard({ bundle, actionLabel }: BundleCardProps) {
  return (
    <article>
      <h3>{bundle.name}</h3>
      <p>{formatQR(bundle.price)}</p>
      <button type="button">{actionLabel}</button>
    </article>
  );
}
