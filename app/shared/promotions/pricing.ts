// The one place promotions are priced (docs/decisions/035): the cart, the checkout (through the
// quote API) and the server's order all call `pricePromotions` with the cart's priced lines, the
// candidate promotions and what the server knows of their uses. Pure: no clock, no database, no
// React; the same input always prices the same.
//
// Each promotion is judged on its own (conditions, limits, scope) and worth an amount on its
// lines and on delivery. The shopper then gets the best allowed set: at most one code, and more
// than one promotion only when every one of them is combinable. Since adding a combinable
// promotion never lowers the discount, the best set is either one promotion alone or every
// combinable one together, so the choice is linear in the number of promotions.
import { orderTotal } from "../order-total";
import type { PromotionDefinition, PromotionType } from "./definition";
import type { PromotionMessage, PromotionMessageCode } from "./messages";
import { spreadDirhams } from "../money";

/** One priced line of the cart or order, with what scope rules match on. */
export interface PricingLine {
  type: "product" | "bundle" | "custom-trio";
  productId: string | null;
  variantId: string | null;
  variantKind: string | null;
  category: string | null;
  families: readonly string[];
  bundleId: string | null;
  quantity: number;
  unitPrice: number;
  lineTotal: number;
}

export interface PricingPromotion extends PromotionDefinition {
  id: string;
  /** The code this promotion was found by (normalised), when the shopper typed one. */
  code?: string | null;
  /** Uses the typed code allows; null = no limit of its own. */
  codeMaxUses?: number | null;
  /** The gift line's unit price (buy_x_get_y with a gift): what the shopper gets, for choosing. */
  giftUnitPrice?: number;
}

/** What the server counted, per promotion (orders not cancelled). */
export interface PromotionUsage {
  total: number;
  /** Uses by this order's phone (E.164); 0 when the phone is not known yet. */
  byPhone: number;
  /** Uses of the typed code. */
  code: number;
}

export interface PricingInput {
  lines: readonly PricingLine[];
  /** Automatic promotions that might hold (the server's candidates). */
  automatic: readonly PricingPromotion[];
  /** The shopper typed a code: the promotion it names, or null when no promotion has it. */
  code?: { typed: string; promotion: PricingPromotion | null } | null;
  usage: Readonly<Record<string, PromotionUsage>>;
  now: Date;
  /** The delivery area, when chosen. */
  area: string | null;
  /** The delivery fee before promotions (dirhams). */
  delivery: number;
  /** The area's own free-delivery threshold (for the nudge); null = none. */
  freeDeliveryOver: number | null;
  /** Whether this phone has an order already; null when no phone is known (not refused for it). */
  hasOrdered: boolean | null;
}

export interface AppliedPromotion {
  promotionId: string;
  name: { en: string; ar: string };
  type: PromotionType;
  code: string | null;
  /** Dirhams off, lines and delivery together. */
  amount: number;
}

interface FreeLine {
  promotionId: string;
  productId: string;
  variantId: string;
  quantity: number;
}

export interface Nudge {
  kind: "free_delivery" | "promotion";
  amountNeeded: number;
  promotionId?: string;
  name?: { en: string; ar: string };
}

export interface PromotionPricing {
  subtotal: number;
  delivery: number;
  /** Dirhams off each input line, in input order. */
  lineDiscounts: number[];
  deliveryDiscount: number;
  /** Lines and delivery together. */
  discount: number;
  total: number;
  applied: AppliedPromotion[];
  freeLines: FreeLine[];
  /** The code's message (refused, or a better offer applies), then nothing else. */
  messages: PromotionMessage[];
  nudges: Nudge[];
}

type Judged =
  | { ok: true; promotion: PricingPromotion; lineAmounts: number[]; deliveryAmount: number; gifts: FreeLine[]; worth: number }
  | { ok: false; promotion: PricingPromotion; message: PromotionMessage };

const has = <T>(list: readonly T[] | undefined, value: T | null): boolean => value !== null && !!list && list.includes(value);

/** Whether a line is in a promotion's scope; no scope (or an empty one) is the whole order. */
function inScope(line: PricingLine, scope: PromotionDefinition["scope"]): boolean {
  if (!scope) return true;
  const lists = [scope.products, scope.variants, scope.categories, scope.families, scope.bundles, scope.variantKinds];
  if (lists.every((list) => !list || list.length === 0)) return true;
  return (
    has(scope.products, line.productId) ||
    has(scope.variants, line.variantId) ||
    has(scope.categories as readonly string[] | undefined, line.category) ||
    line.families.some((f) => has(scope.families, f)) ||
    has(scope.bundles, line.bundleId) ||
    has(scope.variantKinds as readonly string[] | undefined, line.variantKind)
  );
}

const refuse = (promotion: PricingPromotion, code: PromotionMessageCode, amountNeeded?: number): Judged => ({
  ok: false,
  promotion,
  message: { code, promotionId: promotion.id, ...(amountNeeded !== undefined ? { amountNeeded } : {}) },
});

/** One promotion on its own: why it does not hold, or what it is worth on each line and on delivery. */
function judge(p: PricingPromotion, input: PricingInput, subtotal: number): Judged {
  const at = input.now.toISOString();
  if (p.endsAt && at >= p.endsAt) return refuse(p, "expired");
  if (p.startsAt && at < p.startsAt) return refuse(p, "not_started");
  if (p.paused) return refuse(p, "paused");
  const used = input.usage[p.id] ?? { total: 0, byPhone: 0, code: 0 };
  if (p.usageLimit != null && used.total >= p.usageLimit) return refuse(p, "used_up");
  if (p.code && p.codeMaxUses != null && used.code >= p.codeMaxUses) return refuse(p, "used_up");
  if (p.usageLimitPerPhone != null && used.byPhone >= p.usageLimitPerPhone) return refuse(p, "used_by_phone");
  if (p.firstOrderOnly && input.hasOrdered === true) return refuse(p, "first_order_only");
  if (p.areas && p.areas.length > 0 && input.area !== null && !(p.areas as readonly string[]).includes(input.area))
    return refuse(p, "not_for_area");

  const eligible = input.lines.map((line) => inScope(line, p.scope));
  const eligibleTotal = input.lines.reduce((sum, line, i) => sum + (eligible[i] ? line.lineTotal : 0), 0);
  const eligibleUnits = input.lines.reduce((sum, line, i) => sum + (eligible[i] ? line.quantity : 0), 0);
  if (eligibleUnits === 0) return refuse(p, "not_for_items");
  if (p.minSubtotal != null && subtotal < p.minSubtotal) return refuse(p, "min_subtotal", p.minSubtotal - subtotal);
  if (p.minQuantity != null && eligibleUnits < p.minQuantity) return refuse(p, "min_quantity", p.minQuantity - eligibleUnits);

  const cap = (amount: number) => (p.maxDiscount != null ? Math.min(amount, p.maxDiscount) : amount);
  const totals = input.lines.map((line, i) => (eligible[i] ? line.lineTotal : 0));
  let lineAmounts = input.lines.map(() => 0);
  let deliveryAmount = 0;
  const gifts: FreeLine[] = [];
  switch (p.type) {
    case "percentage":
      lineAmounts = spreadDirhams(cap(Math.floor((eligibleTotal * p.value) / 100)), totals);
      break;
    case "fixed":
    case "spend_threshold":
      lineAmounts = spreadDirhams(cap(Math.min(p.value, eligibleTotal)), totals);
      break;
    case "free_delivery":
      deliveryAmount = cap(input.delivery);
      break;
    case "buy_x_get_y": {
      const buy = p.buyQuantity ?? 1;
      const get = p.getQuantity ?? 1;
      if (p.gift) {
        if (eligibleUnits < buy) return refuse(p, "min_quantity", buy - eligibleUnits);
        gifts.push({ promotionId: p.id, productId: p.gift.productId, variantId: p.gift.variantId, quantity: get });
        break;
      }
      if (eligibleUnits < buy + get) return refuse(p, "min_quantity", buy + get - eligibleUnits);
      // Every unit in scope, dearest first; in each full group of buy + get, the last `get` are off.
      const units = input.lines
        .flatMap((line, i) => (eligible[i] ? Array.from({ length: line.quantity }, () => ({ i, price: line.unitPrice })) : []))
        .sort((a, b) => b.price - a.price || a.i - b.i);
      const raw = input.lines.map(() => 0);
      const group = buy + get;
      for (let start = 0; start + group <= units.length; start += group) {
        for (let k = start + buy; k < start + group; k++) raw[units[k].i] += Math.floor((units[k].price * p.value) / 100);
      }
      const amount = raw.reduce((a, b) => a + b, 0);
      lineAmounts = cap(amount) === amount ? raw : spreadDirhams(cap(amount), raw);
      break;
    }
  }
  const money = lineAmounts.reduce((a, b) => a + b, 0) + deliveryAmount;
  const worth = money + gifts.reduce((sum, g) => sum + g.quantity * (p.giftUnitPrice ?? 0), 0);
  // Worth nothing here (delivery free already, say): it is not applied, and its use not counted.
  if (worth <= 0) return refuse(p, "not_better");
  return { ok: true, promotion: p, lineAmounts, deliveryAmount, gifts, worth };
}

type Held = Extract<Judged, { ok: true }>;

/** A set applied together: each line and the delivery give at most what they cost, in the set's order. */
function stack(set: readonly Held[], input: PricingInput) {
  const room = input.lines.map((line) => line.lineTotal);
  let deliveryRoom = input.delivery;
  const lineDiscounts = input.lines.map(() => 0);
  let deliveryDiscount = 0;
  const amounts: number[] = [];
  let worth = 0;
  for (const held of set) {
    let amount = 0;
    held.lineAmounts.forEach((a, i) => {
      const take = Math.min(a, room[i]);
      room[i] -= take;
      lineDiscounts[i] += take;
      amount += take;
    });
    const d = Math.min(held.deliveryAmount, deliveryRoom);
    deliveryRoom -= d;
    deliveryDiscount += d;
    amount += d;
    amounts.push(amount);
    worth += amount + (held.worth - held.lineAmounts.reduce((a, b) => a + b, 0) - held.deliveryAmount);
  }
  return { lineDiscounts, deliveryDiscount, amounts, worth };
}

const byId = (a: Held, b: Held) => (a.promotion.id < b.promotion.id ? -1 : a.promotion.id > b.promotion.id ? 1 : 0);

export function pricePromotions(input: PricingInput): PromotionPricing {
  const subtotal = input.lines.reduce((sum, line) => sum + line.lineTotal, 0);
  const automatic = [...input.automatic].filter((p) => p.automatic).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  const judged = automatic.map((p) => judge(p, input, subtotal));
  const codePromotion = input.code?.promotion ?? null;
  const codeJudged = codePromotion ? judge(codePromotion, input, subtotal) : null;

  const held = judged.filter((j): j is Held => j.ok);
  const codeHeld = codeJudged?.ok ? codeJudged : null;
  const candidates: Held[] = codeHeld ? [...held, codeHeld] : held;

  // One promotion alone, or every combinable one together (the code's among them if it is).
  const sets: Held[][] = candidates.map((c) => [c]);
  const combinable = candidates.filter((c) => c.promotion.combinable).sort(byId);
  if (combinable.length > 1) sets.push(combinable);
  let best: { set: Held[]; result: ReturnType<typeof stack> } | null = null;
  for (const set of sets) {
    const result = stack(set, input);
    if (!best || better({ set, result }, best, codeHeld)) best = { set, result };
  }

  const messages: PromotionMessage[] = [];
  if (input.code) {
    if (!codePromotion) messages.push({ code: "unknown" });
    else if (codeJudged && !codeJudged.ok) messages.push(codeJudged.message);
    else if (codeHeld && !best?.set.includes(codeHeld)) messages.push({ code: "not_better", promotionId: codePromotion.id });
  }

  const lineDiscounts = best?.result.lineDiscounts ?? input.lines.map(() => 0);
  const deliveryDiscount = best?.result.deliveryDiscount ?? 0;
  const discount = lineDiscounts.reduce((a, b) => a + b, 0) + deliveryDiscount;
  const applied: AppliedPromotion[] = (best?.set ?? []).map((h, i) => ({
    promotionId: h.promotion.id,
    name: h.promotion.name,
    type: h.promotion.type,
    code: h === codeHeld ? (h.promotion.code ?? null) : null,
    amount: best!.result.amounts[i],
  }));
  const freeLines = (best?.set ?? []).flatMap((h) => h.gifts);

  return {
    subtotal,
    delivery: input.delivery,
    lineDiscounts,
    deliveryDiscount,
    discount,
    total: orderTotal({ subtotal, delivery: input.delivery, discount }).total,
    applied,
    freeLines,
    messages,
    nudges: nudges(input, subtotal, deliveryDiscount, [...judged, ...(codeJudged ? [codeJudged] : [])]),
  };
}

/** Worth more; then without the code (its use is kept for later); then fewer promotions; then by ids. */
function better(
  a: { set: Held[]; result: { worth: number } },
  b: { set: Held[]; result: { worth: number } },
  code: Held | null,
): boolean {
  if (a.result.worth !== b.result.worth) return a.result.worth > b.result.worth;
  const aCode = code !== null && a.set.includes(code);
  const bCode = code !== null && b.set.includes(code);
  if (aCode !== bCode) return !aCode;
  if (a.set.length !== b.set.length) return a.set.length < b.set.length;
  const ak = a.set.map((h) => h.promotion.id).join(",");
  const bk = b.set.map((h) => h.promotion.id).join(",");
  return ak < bk;
}

/** "Add QR x more for free delivery" (the area's threshold or a promotion), and for offers a minimum away. */
function nudges(input: PricingInput, subtotal: number, deliveryDiscount: number, judged: Judged[]): Nudge[] {
  const out: Nudge[] = [];
  const deliveryLeft = input.delivery - deliveryDiscount;
  let freeDelivery: number | null = null;
  if (deliveryLeft > 0 && input.freeDeliveryOver !== null && subtotal < input.freeDeliveryOver)
    freeDelivery = input.freeDeliveryOver - subtotal;
  for (const j of judged) {
    if (j.ok || j.message.code !== "min_subtotal" || j.message.amountNeeded === undefined) continue;
    if (j.promotion.type === "free_delivery") {
      if (deliveryLeft > 0) freeDelivery = Math.min(freeDelivery ?? Infinity, j.message.amountNeeded);
    } else
      out.push({ kind: "promotion", amountNeeded: j.message.amountNeeded, promotionId: j.promotion.id, name: j.promotion.name });
  }
  if (freeDelivery !== null) out.unshift({ kind: "free_delivery", amountNeeded: freeDelivery });
  return out;
}
