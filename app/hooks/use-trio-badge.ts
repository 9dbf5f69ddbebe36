// The custom trio's badge, worked out from the real prices of the perfumes a shopper may choose
// (app/shared/custom-trio.ts): no badge when no choice saves anything.
import { format } from "../i18n";
import { trioChoices, trioSaving } from "../shared/custom-trio";
import { useCatalogue } from "./use-root-data";

export function useTrioBadge(texts: { badge: string; badgeUpTo: string }): string | null {
  const { products, customTrioPrice } = useCatalogue();
  const saving = trioSaving(trioChoices(products), customTrioPrice);
  return saving && format(saving.upTo ? texts.badgeUpTo : texts.badge, { percent: saving.percent });
}
