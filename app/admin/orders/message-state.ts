// What staff read of an e-mail's state in the outbox: a pending message that has not
// been tried is on its way; one that failed before is being retried.
import type { OrderMessage } from "./orders-contract";

export type MessageState = "sending" | "sent" | "retrying" | "failed" | "skipped";

export function messageState(message: Pick<OrderMessage, "status" | "attempts">): MessageState {
  if (message.status === "sent") return "sent";
  if (message.status === "failed") return "failed";
  if (message.status === "skipped") return "skipped";
  return message.attempts > 0 ? "retrying" : "sending";
}

/** Whether the dialog should look again soon: something is still on its way. */
export const anyPending = (messages: readonly Pick<OrderMessage, "status">[] | undefined) =>
  messages?.some((m) => m.status === "pending") ?? false;
