// The custom trio's badge, worked out from the real prices of the perfumes a shopper may choose
// (app/shared/custom-trio.ts): no badge when no choice saves anything.
import { format } from "../i18n";
import { trioChoices, trioPick, trioSaving } from "../shared/custom-trio";
import { useCatalogue } from "./use-root-data";

export function useTrioBadge(texts: { badge: string; badgeUpTo: string }): string | null {
  const { products, customTrioPrice, customTrioSizes } = useCatalogue();
  // Each choice at the size the creator starts it at (docs/decisions/038).
  const prices = trioChoices(products, customTrioSizes).map((p) => trioPick(p, customTrioSizes) ?? p);
  const saving = trioSaving(prices, customTrioPrice);
  return saving && format(saving.upTo ? texts.badgeUpTo : texts.badge, { percent: saving.percent });
}
