// Rules for the dashboard's live connection: how long to wait before reconnecting, and which
// events this very tab caused (its own status change or delete already showed a toast, so the echo
// coming back over the live stream must not replace it with "Live Update!").
import { ORDER_EVENT_TYPES, type OrderEvent } from "../orders-contract";

const BACKOFF_BASE_MS = 1000;
export const BACKOFF_MAX_MS = 30_000;
/** After this many failed attempts in a row the warning becomes an error toast. */
export const ERROR_AFTER_ATTEMPTS = 3;
/** How long an order changed here counts as "ours" when its event arrives. */
const LOCAL_ECHO_MS = 10_000;

/**
 * Exponential backoff with "equal jitter": attempt 1 waits 0.5–1 s, attempt 2 1–2 s, ... capped at
 * 30 s. Jitter keeps a room of open dashboards from reconnecting in lockstep after a restart.
 */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export interface LocalChanges {
  mark(orderId: string, now?: number): void;
  /** True once per mark: the first echo of a local change is swallowed, later ones are news. */
  consume(orderId: string, now?: number): boolean;
}

export function createLocalChanges(windowMs = LOCAL_ECHO_MS): LocalChanges {
  const marks = new Map<string, number>();
  return {
    mark(orderId, now = Date.now()) {
      marks.set(orderId, now);
    },
    consume(orderId, now = Date.now()) {
      const at = marks.get(orderId);
      if (at === undefined) return false;
      marks.delete(orderId);
      return now - at <= windowMs;
    },
  };
}

export function parseLiveEvent(data: string): OrderEvent | null {
  try {
    const value = JSON.parse(data) as Partial<OrderEvent>;
    if (typeof value?.orderId !== "string") return null;
    if (!ORDER_EVENT_TYPES.some((type) => type === value.type)) return null;
    const orderNumber = Number.isInteger(value.orderNumber) ? value.orderNumber : undefined;
    return { type: value.type!, orderId: value.orderId, ...(orderNumber ? { orderNumber } : {}) };
  } catch {
    return null;
  }
}
