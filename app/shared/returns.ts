// Returns (docs/decisions/050-returns.md), as the server and the browser both read them: a return's
// statuses and what each allows, the reasons a shopper gives, how the money comes back, the window
// after delivery, and the requests shoppers and staff send. No React, no DOM.
import { z } from "zod";
import { orderLookupSchema } from "./order-lookup";
import { plainString, stripBidiControls } from "./text-rules";

export const RETURN_STATUSES = [
  "requested",
  "approved",
  "refused",
  "pickup_scheduled",
  "received",
  "refunded",
  "exchanged",
] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * What each status allows next, written once: the server moves a return only along these (with a
 * conditional UPDATE on the status it read, so two staff pressing at once move it once), and the
 * Returns section offers only these buttons. `open`: still waiting on the shop.
 */
const RETURN_STATUS_RULES: Record<ReturnStatus, { open: boolean; next: readonly ReturnStatus[] }> = {
  requested: { open: true, next: ["approved", "refused"] },
  approved: { open: true, next: ["pickup_scheduled", "received", "refused"] },
  refused: { open: false, next: [] },
  // Received at the door by the driver, or brought to the shop.
  pickup_scheduled: { open: true, next: ["pickup_scheduled", "received"] },
  received: { open: true, next: ["refunded", "exchanged"] },
  refunded: { open: false, next: [] },
  exchanged: { open: false, next: [] },
};

export const canMoveReturn = (from: ReturnStatus, to: ReturnStatus) => RETURN_STATUS_RULES[from].next.includes(to);

/** Statuses that hold their quantities against the order: everything but a refusal. */
export const COUNTED_STATUSES: readonly ReturnStatus[] = RETURN_STATUSES.filter((s) => s !== "refused");

export const RETURN_REASONS = [
  "changed_mind",
  "wrong_item",
  "gift_duplicate",
  "arrived_damaged",
  "not_as_described",
  "other",
] as const;
export type ReturnReason = (typeof RETURN_REASONS)[number];

/** How the shopper wants the money back: "card" only for an order paid online (decision 040). */
export const REFUND_KINDS = ["store_credit", "cash", "card", "exchange"] as const;
export type RefundKind = (typeof REFUND_KINDS)[number];

/** Whether a way of giving back fits the order's payment: a card refund needs an online payment. */
export const refundKindsFor = (paymentMethod: string): RefundKind[] =>
  REFUND_KINDS.filter((kind) => kind !== "card" || paymentMethod === "Pay Online");

const DEFAULT_RETURN_WINDOW_DAYS = 7;
const RETURN_POLICY_LIMIT = 2000;

const DEFAULT_RETURN_POLICY = {
  en: "We gladly take back unopened perfumes, in their original cellophane, within the return window after delivery. Choose the items and how you would like your money back; once we approve the request, our driver collects them from you. Opened or damaged bottles cannot be restocked and are refunded only at our discretion.",
  ar: "يسعدنا استرجاع العطور غير المفتوحة، في غلافها الأصلي، خلال مهلة الإرجاع بعد التوصيل. اختر المنتجات وطريقة استرداد المبلغ؛ وبعد موافقتنا على الطلب يستلمها سائقنا منك. العبوات المفتوحة أو التالفة لا تعود إلى المخزون ولا يُرد ثمنها إلا وفق تقديرنا.",
} as const;

export interface ReturnSettings {
  /** Days after delivery a shopper may ask (1–60). */
  windowDays: number;
  policy: { en: string; ar: string };
}

export const DEFAULT_RETURN_SETTINGS: ReturnSettings = {
  windowDays: DEFAULT_RETURN_WINDOW_DAYS,
  policy: { ...DEFAULT_RETURN_POLICY },
};

const DAY_MS = 86_400_000;

/** The last instant a return may be asked for: `windowDays` after the delivery. */
export const returnWindowEnd = (deliveredAt: string, windowDays: number): string =>
  new Date(Date.parse(deliveredAt) + windowDays * DAY_MS).toISOString();

export const withinReturnWindow = (deliveredAt: string | null, windowDays: number, now: Date): boolean =>
  deliveredAt !== null && now.getTime() <= Date.parse(returnWindowEnd(deliveredAt, windowDays));

const policyText = (label: string) =>
  plainString(label, { multiline: true })
    .transform((v) => stripBidiControls(v).trim())
    .pipe(
      z
        .string()
        .min(1, `${label} cannot be empty.`)
        .max(RETURN_POLICY_LIMIT, `${label} is at most ${RETURN_POLICY_LIMIT} characters.`),
    );

export const returnSettingsSchema = z.strictObject({
  windowDays: z
    .number({ error: "The window is a number of days." })
    .int("The window is a whole number of days.")
    .min(1, "The window is at least 1 day.")
    .max(60, "The window is at most 60 days."),
  policy: z.strictObject({ en: policyText("The English policy"), ar: policyText("The Arabic policy") }),
});

const count = (label: string, min: number) =>
  z
    .number({ error: `${label} is a number.` })
    .int(`${label} is a whole number.`)
    .min(min, `${label} is at least ${min}.`)
    .max(999, `${label} is at most 999.`);

/** POST /api/returns: the order as the tracking page finds it, the lines and quantities, why, and how to give back. */
export const returnRequestSchema = orderLookupSchema.extend({
  lines: z
    .array(z.strictObject({ line: count("The line", 0), quantity: count("The quantity", 1) }), {
      error: "Choose what you are returning.",
    })
    .min(1, "Choose what you are returning.")
    .max(50, "At most 50 lines.")
    .refine((lines) => new Set(lines.map((l) => l.line)).size === lines.length, "Each line once."),
  reason: z.enum(RETURN_REASONS, { error: "Choose a reason." }),
  refund: z.enum(REFUND_KINDS, { error: "Choose how you would like your money back." }),
});
export type ReturnRequest = z.infer<typeof returnRequestSchema>;

/** POST /api/returns/options: which lines of a delivered order can still go back. */
export const returnOptionsSchema = orderLookupSchema;

/** A line of the order as the return form shows it. */
export interface ReturnableLine {
  line: number;
  name: string;
  sizeMl: number | null;
  bought: number;
  /** Bought, less what other returns (not refused) hold already. */
  returnable: number;
  unitPrice: number;
}

/** A return as the shopper sees it on the tracking page. */
export interface ShopperReturn {
  id: string;
  status: ReturnStatus;
  refund: RefundKind;
  createdAt: string;
  pickupDay: string | null;
  message: string | null;
  refundAmount: number | null;
  lines: { line: number; name: string; quantity: number }[];
}

/** POST /api/returns/options: 200. */
export interface ReturnOptions {
  /** Whether a new request may be sent now (delivered, within the window, something left). */
  open: boolean;
  /** Why not, when not. */
  closedBecause: "not-delivered" | "window-over" | "nothing-left" | null;
  /** The window's end; null until delivered. */
  until: string | null;
  windowDays: number;
  policy: { en: string; ar: string };
  refundKinds: RefundKind[];
  lines: ReturnableLine[];
  returns: ShopperReturn[];
}

// Staff's requests (the Returns section).
export const returnDecisionSchema = z.strictObject({
  message: plainString("The message", { multiline: true })
    .transform((v) => stripBidiControls(v).trim())
    .pipe(z.string().max(500, "Keep the message under 500 characters."))
    .optional(),
});
export const returnRefusalSchema = z.strictObject({
  message: plainString("The message", { multiline: true })
    .transform((v) => stripBidiControls(v).trim())
    .pipe(z.string().min(3, "Say why the return is refused.").max(500, "Keep the message under 500 characters.")),
});
export const returnPickupSchema = z.strictObject({
  driverId: plainString("The driver", { error: "Choose a driver." }).min(1, "Choose a driver.").max(100),
  day: z.string({ error: "Choose a day." }).regex(/^\d{4}-\d{2}-\d{2}$/, "Choose a day."),
});
export const returnReceiptSchema = z.strictObject({
  lines: z
    .array(z.strictObject({ line: count("The line", 0), received: count("Received", 0), damaged: count("Damaged", 0) }))
    .min(1, "Say what came back.")
    .max(50)
    .refine((lines) => lines.every((l) => l.damaged <= l.received), "Damaged cannot be more than received."),
});
export const returnRefundSchema = z.strictObject({
  kind: z.enum(REFUND_KINDS, { error: "Choose how the money goes back." }).optional(),
  /** Dirhams; by default what the undamaged quantities received are worth. */
  amount: z.number().int("A whole number of dirhams.").min(0, "At least 0.").max(100_000_000).optional(),
});
export const returnFiltersSchema = z.object({
  status: z.enum(RETURN_STATUSES).optional(),
  order: z.string().max(100).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type ReturnFilters = z.infer<typeof returnFiltersSchema>;
