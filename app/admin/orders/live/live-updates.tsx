// Live updates over server-sent events: any order created, changed or deleted anywhere refreshes
// the lists and cards within a second, with a 'Live Update!' toast (docs/product.md#8-messages). On a
// dropped connection we reconnect with backoff, warn at once and report an error if it keeps
// failing. A reconnect names the last event seen (?lastEventId=, since a fresh EventSource cannot
// send the Last-Event-ID header) so the server replays what was missed, and reloads the data.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { format } from "../../../i18n";
import { redirectToLogin, signOut } from "../../api/admin-api";
import { ERROR_AFTER_ATTEMPTS, parseLiveEvent, reconnectDelay } from "./admin-live";
import { useToast } from "../../../components/toaster";
import { useLocalChanges } from "../../admin-providers";
import { adminKeys } from "../../api/admin-query";
import { orderKeys } from "../orders-api";
import { useAdminMessages } from "../../ui/use-admin-messages";
import { newOrderArrived, watchSeen } from "./new-order-alerts";
import type { AdminMessages } from "../../../i18n/admin.en";
import type { OrderEvent } from "../orders-contract";
import { orderReference } from "../../../shared/order";

const EVENTS_URL = "/api/admin/events";
/** Bursts of events (a busy minute at the shop) become one refresh and one toast. */
const COALESCE_MS = 250;

export function LiveUpdates() {
  const client = useQueryClient();
  const local = useLocalChanges();
  const toast = useToast();
  const messages = useAdminMessages();
  const latest = useRef({ toast, messages: messages });
  useEffect(() => {
    latest.current = { toast, messages: messages };
  });

  // The tab title's count of new orders goes once staff are back at the page.
  useEffect(watchSeen, []);

  useEffect(() => {
    if (typeof EventSource === "undefined") return;
    // A dashboard mounting means a session stands again (after a sign-out in this tab, say).
    signOut.inProgress = false;
    let source: EventSource | null = null;
    let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
    let refreshTimer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let errorShown = false;
    let announce = false;
    // Other staff's changes in this burst: one of them is named by its number in the toast.
    let announced: OrderEvent[] = [];
    let stopped = false;
    let lastEventId: string | null = null;

    const refresh = (change: OrderEvent | null) => {
      if (change) {
        announce = true;
        announced.push(change);
      }
      if (refreshTimer) return;
      refreshTimer = setTimeout(() => {
        refreshTimer = undefined;
        // How many refreshes the stream has caused: a test waits for the next one.
        const html = document.documentElement;
        html.dataset.liveRefreshes = String(Number(html.dataset.liveRefreshes ?? 0) + 1);
        void client.invalidateQueries({ queryKey: adminKeys.all });
        if (announce) latest.current.toast({ ...liveToast(announced, latest.current.messages.toasts), waitsForCurrent: true });
        announce = false;
        announced = [];
      }, COALESCE_MS);
    };

    const onOrder = (event: MessageEvent<string>) => {
      if (event.lastEventId) lastEventId = event.lastEventId;
      const change = parseLiveEvent(event.data);
      if (!change) return;
      if (change.type === "deleted") client.removeQueries({ queryKey: orderKeys.order(change.orderId), exact: true });
      // Our own change already has its toast ('Status Updated!'); its echo only refreshes.
      const ours = local.consume(change.orderId);
      refresh(ours ? null : change);
      // A shopper's new order: the tab title's count, the chime, the desktop notification.
      if (change.type === "created" && !ours) newOrderArrived(change.orderNumber, latest.current.messages.alerts.newOrder);
    };

    const connect = () => {
      if (stopped) return;
      source = new EventSource(lastEventId ? `${EVENTS_URL}?lastEventId=${encodeURIComponent(lastEventId)}` : EVENTS_URL);
      source.addEventListener("order", onOrder);
      source.onopen = () => {
        // Said on the page, as `data-hydrated` is: a browser test waits for the stream, not a time.
        document.documentElement.dataset.live = "open";
        if (failures > 0) refresh(null);
        failures = 0;
        errorShown = false;
      };
      source.onerror = () => {
        // We run the retries ourselves (with backoff) rather than the browser's fixed interval.
        source?.close();
        source = null;
        document.documentElement.dataset.live = "closed";
        if (!stopped) void recover();
      };
    };

    const recover = async () => {
      failures += 1;
      const { toast, messages: m } = latest.current;
      if (failures === 1) toast({ ...m.toasts.realtimeWarning, variant: "neutral" });
      let reason = m.errors.interrupted;
      try {
        const response = await fetch("/api/admin/session", { cache: "no-store", credentials: "same-origin" });
        if (response.status === 401) {
          stopped = true;
          redirectToLogin();
          return;
        }
        if (!response.ok) reason = format(m.errors.status, { status: response.status });
      } catch {
        reason = m.errors.network;
      }
      if (stopped) return;
      if (failures >= ERROR_AFTER_ATTEMPTS && !errorShown) {
        errorShown = true;
        toast({
          title: m.toasts.realtimeError.title,
          description: format(m.toasts.realtimeError.description, { message: reason }),
          variant: "destructive",
        });
      }
      reconnectTimer = setTimeout(connect, reconnectDelay(failures));
    };

    // Leaving or reloading the page drops the stream too; that is not worth a warning.
    const stop = () => {
      stopped = true;
      source?.close();
    };
    // Back from the back/forward cache: the page lives again and so must its stream.
    const resume = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      stopped = false;
      failures = 1; // counts as a reconnect, so the data is reloaded on open
      connect();
    };
    window.addEventListener("pagehide", stop);
    window.addEventListener("pageshow", resume);
    connect();

    return () => {
      stop();
      window.removeEventListener("pagehide", stop);
      window.removeEventListener("pageshow", resume);
      clearTimeout(reconnectTimer);
      clearTimeout(refreshTimer);
    };
  }, [client, local]);

  return null;
}

/** "Live Update!" naming the order when the burst was one order with a number, else the product's words. */
function liveToast(changes: OrderEvent[], toasts: AdminMessages["toasts"]) {
  const [only] = changes;
  if (changes.length !== 1 || !only.orderNumber) return toasts.liveUpdate;
  const words = only.type === "created" ? toasts.liveOrder.created : toasts.liveOrder.changed;
  return { title: toasts.liveUpdate.title, description: format(words, { id: orderReference(only.orderNumber) }) };
}
