// How a promotion reads in the admin's list: what it gives ("20% off", "Buy 2, get 1 free"), its
// dates in Qatar time and its uses against its limit. Pure, so the table, the phone cards and the
// tests agree.
import { format } from "../../i18n";
import type { AdminMessages } from "../../i18n/admin.en";
import type { PromotionStatus } from "../../shared/promotions/definition";
import type { AdminIntl } from "../ui/admin-intl";
import type { PromotionSummary } from "./promotions-contract";

type Words = AdminMessages["promotions"];

/** What the shopper gets, in a few words. */
export function offerWords(p: PromotionSummary, t: Words, intl: AdminIntl): string {
  switch (p.type) {
    case "percentage":
      return format(t.percentOff, { value: intl.count(p.value) });
    case "fixed":
      return format(t.amountOff, { amount: intl.money(p.value) });
    case "free_delivery":
      return t.types.free_delivery;
    case "spend_threshold":
      return format(t.spendGet, { amount: intl.money(p.value), threshold: intl.money(p.minSubtotal ?? 0) });
    case "buy_x_get_y":
      return format(p.value >= 100 ? t.buyGetFree : t.buyGet, {
        buy: intl.count(p.buyQuantity ?? 1),
        get: intl.count(p.getQuantity ?? 1),
        value: intl.count(p.value),
      });
  }
}

/** The conditions worth seeing in the list: a minimum spend, first orders only, combinable. */
export function conditionWords(p: PromotionSummary, t: Words, intl: AdminIntl): string[] {
  const words: string[] = [];
  if (p.minSubtotal && p.type !== "spend_threshold") words.push(format(t.over, { amount: intl.money(p.minSubtotal) }));
  if (p.firstOrderOnly) words.push(t.firstOrder);
  if (p.combinable) words.push(t.combinable);
  return words;
}

/** "From 1 Dec 2026, 00:00" / "Until 5 Dec 2026, 00:00": the bounds that exist, in Qatar time (as the form shows them). */
export function dateWords(p: Pick<PromotionSummary, "startsAt" | "endsAt">, t: Words, intl: AdminIntl): string[] {
  const words: string[] = [];
  if (p.startsAt) words.push(format(t.from, { date: intl.dateTime(p.startsAt) }));
  words.push(p.endsAt ? format(t.until, { date: intl.dateTime(p.endsAt) }) : t.always);
  return words;
}

/** "12 of 100", or "12" without a limit. */
export function usesWords(p: Pick<PromotionSummary, "uses" | "usageLimit">, t: Words, intl: AdminIntl): string {
  return p.usageLimit
    ? format(t.uses, { uses: intl.count(p.uses), limit: intl.count(p.usageLimit) })
    : format(t.usesOpen, { uses: intl.count(p.uses) });
}

/** The badge's colours: live ones green, waiting ones gold, held ones amber, ended ones grey. */
export const STATUS_TONES: Record<PromotionStatus, { badge: string; dot: string }> = {
  active: { badge: "bg-emerald-50 text-emerald-800 ring-emerald-200", dot: "#047857" },
  scheduled: { badge: "bg-gold/10 text-gold-dark ring-gold/40", dot: "#a8843f" },
  paused: { badge: "bg-amber-50 text-amber-900 ring-amber-200", dot: "#b45309" },
  ended: { badge: "bg-ink/5 text-ink/60 ring-ink/10", dot: "#8a8379" },
};
