// An order's invitations as the shopper is shown them (the tracking page and the e-mail): each
// invited perfume's name as the order holds it, its signed link in the order's language, and
// whether it was reviewed (docs/decisions/045-reviews-from-buyers.md).
import type { Order } from "../../app/shared/order";
import type { Db } from "../db/database";
import { reviewKey, reviewPath } from "./review-links";
import { invitationsFor } from "./review-store";

export interface InvitationLink {
  productId: string;
  name: string;
  path: string;
  reviewed: boolean;
}

export async function reviewInvitations(db: Db, order: Order): Promise<InvitationLink[]> {
  const [key, invitations] = await Promise.all([reviewKey(db), invitationsFor(db, order.id)]);
  const names = new Map<string, string>();
  for (const item of order.items) {
    if (item.type === "product" && item.ref) names.set(item.ref, item.name);
    for (const p of item.products) if (!names.has(p.id)) names.set(p.id, p.name);
  }
  return invitations.map((i) => ({
    productId: i.productId,
    name: names.get(i.productId) ?? i.productId,
    path: reviewPath(key, order.id, i.productId, order.language),
    reviewed: i.reviewed,
  }));
}
