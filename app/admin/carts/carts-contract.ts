// The Abandoned carts section's API (docs/decisions/049-abandoned-carts.md): what
// /api/admin/abandoned-carts answers and takes. Types and schemas only; the server imports them.
import { z } from "zod";
import type { CartStopReason } from "../../shared/abandoned-carts";
import type { OrderItemRequest } from "../../shared/order-schema";

/** Waiting: no reminder yet; reminded: one or two sent; stopped: by its link, a reply or an order. */
export const CART_STATES = ["waiting", "reminded", "stopped"] as const;
export type CartState = (typeof CART_STATES)[number];

/** GET /api/admin/abandoned-carts?state=&q=&page= */
export const abandonedCartFiltersSchema = z.object({
  state: z.enum(CART_STATES).optional(),
  /** A phone's digits or part of an e-mail. */
  q: z.string().trim().min(1).max(80).optional(),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
});
export interface AbandonedCartFilters {
  state?: CartState;
  q?: string;
  page?: number;
}

export interface AdminAbandonedCart {
  id: string;
  /** E.164. */
  phone: string | null;
  email: string | null;
  signedIn: boolean;
  language: "en" | "ar";
  items: OrderItemRequest[];
  /** Each line's name as the catalogue has it now (a custom trio: its three perfumes), and quantity. */
  lines: { name: string; quantity: number }[];
  itemCount: number;
  /** Dirhams, priced by the server when the cart last changed. */
  value: number;
  updatedAt: string;
  remindersSent: number;
  lastRemindedAt: string | null;
  stoppedAt: string | null;
  stopReason: CartStopReason | null;
  /** The link that puts the cart back in a browser, in the shopper's language. */
  restoreUrl: string;
}

export interface AbandonedCartList {
  carts: AdminAbandonedCart[];
  total: number;
  page: number;
  pageSize: number;
}

/** What the staff's WhatsApp message says, in the shopper's language (not the staff's). */
export const FOLLOW_UP_TEXT: Record<"en" | "ar", string> = {
  en: "Hello! Your cart is still waiting for you: {link}",
  ar: "مرحباً! سلتك ما زالت بانتظارك: {link}",
};
