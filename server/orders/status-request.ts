// What staff may ask of an order's status, checked the same way for one order
// (PATCH /api/admin/orders/:id/status) and for many (POST /api/admin/orders/bulk): a status staff
// may set, and with Cancelled a reason (and a note when the reason is Other).
import { z } from "zod";
import { STAFF_SETTABLE_STATUSES } from "../../app/shared/order";
import { CANCEL_REASONS, type CancelReason } from "../../app/shared/order-review";
import { plainString } from "../../app/shared/text-rules";
import type { FieldMessage } from "../../app/shared/field-errors";

export const statusFields = {
  status: plainString("status", { error: "status is required." }),
  reason: z.enum(CANCEL_REASONS, { error: `reason must be one of ${CANCEL_REASONS.join(", ")}.` }).optional(),
  note: plainString("Note", { multiline: true }).trim().max(500).optional(),
};

const REASON_REQUIRED = "Choose why the order is cancelled.";
const NOTE_REQUIRED = "Say what happened (the reason is Other).";
const PAID_NOT_SETTABLE = "Paid is set when a payment is received; staff cannot set it.";

type StaffStatus = (typeof STAFF_SETTABLE_STATUSES)[number];

export type StatusRequest =
  | { ok: true; status: StaffStatus; cancellation?: { reason: CancelReason; note: string | null } }
  | { ok: false; errors: FieldMessage[] };

export function readStatusRequest(body: { status: string; reason?: CancelReason; note?: string }): StatusRequest {
  const { status: requested, reason, note } = body;
  if (requested === "Cancelled" && !reason) return { ok: false, errors: [{ field: "reason", message: REASON_REQUIRED }] };
  if (requested === "Cancelled" && reason === "other" && !note)
    return { ok: false, errors: [{ field: "note", message: NOTE_REQUIRED }] };
  if (requested === "Paid") return { ok: false, errors: [{ field: "status", message: PAID_NOT_SETTABLE }] };
  const status = STAFF_SETTABLE_STATUSES.find((settable) => settable === requested);
  if (!status)
    return { ok: false, errors: [{ field: "status", message: `status must be one of ${STAFF_SETTABLE_STATUSES.join(", ")}.` }] };
  return status === "Cancelled" && reason
    ? { ok: true, status, cancellation: { reason, note: note || null } }
    : { ok: true, status };
}
