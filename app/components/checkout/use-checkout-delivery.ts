// What the checkout knows about delivery to the chosen city, from the shop's settings in
// the catalogue and the shared rules (app/shared/delivery.ts): the fee, which the summary adds to
// the total, and the expected day, which depends on the clock and so is worked out only in the
// browser, after hydration (the page is cached and the same for everyone). When the shop offers
// delivery slots, which ones are full is the server's to say (GET /api/delivery/quote).
import { useCallback, useEffect, useState } from "react";
import {
  areaOf,
  deliveryFee,
  expectedDeliveryDay,
  slotChoices,
  type DeliveryQuote,
  type DeliverySettings,
  type SlotChoice,
} from "../../shared/delivery";
import { CITIES, DEFAULT_CITY, type City } from "../../shared/order-schema";

/** The expected day moves at the cut-off and at midnight: the clock is read again this often. */
const CLOCK_REFRESH_MS = 60_000;

export type OfferedSlot = SlotChoice & { full: boolean };

export interface CheckoutDelivery {
  area: City;
  served: boolean;
  /** Dirhams for this subtotal; null where the shop does not deliver. */
  fee: number | null;
  /** Delivery is free from this subtotal here; null = never. */
  freeOver: number | null;
  /** The expected day (YYYY-MM-DD, Qatar); null until the browser has read its clock. */
  date: string | null;
  slotsEnabled: boolean;
  slots: OfferedSlot[];
  /** Fullness is being asked of the server. */
  checkingSlots: boolean;
  /** Asks the server again (after a slot filled up under the shopper). */
  refreshSlots(): void;
}

/** The city the checkout starts with: Doha, unless the shop does not deliver there. */
export function firstServedArea(settings: DeliverySettings): City {
  if (areaOf(settings, DEFAULT_CITY)?.served) return DEFAULT_CITY;
  return CITIES.find((city) => areaOf(settings, city)?.served) ?? DEFAULT_CITY;
}

/** Qatar's clock, known only after hydration so the server and the first render agree. */
function useClock(): Date | null {
  const [now, setNow] = useState<Date | null>(null);
  useEffect(() => {
    setNow(new Date());
    const timer = setInterval(() => setNow(new Date()), CLOCK_REFRESH_MS);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const isQuote = (value: unknown): value is DeliveryQuote =>
  typeof value === "object" && value !== null && Array.isArray((value as DeliveryQuote).slots);

/** The server's slots for an area, with their fullness; null until it answers (or if it cannot). */
function useServerSlots(enabled: boolean, area: City, subtotal: number) {
  const [answer, setAnswer] = useState<{ area: City; slots: OfferedSlot[] } | null>(null);
  const [checking, setChecking] = useState(false);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    setChecking(true);
    const query = new URLSearchParams({ area, subtotal: String(subtotal) });
    fetch(`/api/delivery/quote?${query}`, { headers: { Accept: "application/json" }, signal: controller.signal })
      .then(async (response) => {
        const data: unknown = response.ok ? await response.json() : null;
        // An area the server refuses (422) has no slots; a failure leaves the settings' own list.
        if (isQuote(data)) setAnswer({ area, slots: data.slots });
        else if (response.status === 422) setAnswer({ area, slots: [] });
      })
      .catch(() => {
        // Offline or aborted: the choices the settings allow stay on screen; the order is checked anyway.
      })
      .finally(() => {
        if (!controller.signal.aborted) setChecking(false);
      });
    return () => controller.abort();
    // The subtotal does not change which slots are full: only the area and a refresh ask again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled, area, asked]);
  const refresh = useCallback(() => setAsked((n) => n + 1), []);
  return { slots: answer?.area === area ? answer.slots : null, checking, refresh };
}

export function useCheckoutDelivery(settings: DeliverySettings, area: City, subtotal: number): CheckoutDelivery {
  const now = useClock();
  const zone = areaOf(settings, area);
  const served = zone?.served === true;
  const slotsEnabled = settings.slots.enabled && served;
  const server = useServerSlots(slotsEnabled, area, subtotal);
  const local: OfferedSlot[] =
    slotsEnabled && zone && now ? slotChoices(settings, zone, now).map((choice) => ({ ...choice, full: false })) : [];
  return {
    area,
    served,
    fee: served && zone ? deliveryFee(zone, subtotal) : null,
    freeOver: served && zone ? zone.freeOver : null,
    date: served && zone && now ? expectedDeliveryDay(settings, zone, now) : null,
    slotsEnabled,
    slots: server.slots ?? local,
    checkingSlots: server.checking,
    refreshSlots: server.refresh,
  };
}
