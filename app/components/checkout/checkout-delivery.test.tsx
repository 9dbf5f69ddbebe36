// @vitest-environment jsdom
// The checkout's delivery estimate and slot picker under the shop's settings, on a fixed
// Qatar clock: the fee and the expected day for the chosen city, the slots the server says are
// full shown but not choosable; and the cart's summary, which does not know the city yet.
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useCatalogue } from "../../hooks/use-root-data";
import { DEFAULT_DELIVERY, slotId, type DeliveryQuote, type DeliverySettings } from "../../shared/delivery";
import type { City } from "../../shared/order-schema";
import { OrderSummary as CartSummary } from "../cart/order-summary";
import { renderWithRoot } from "../home/render-with-root.test-utils";
import type { RootData } from "../../hooks/use-root-data";
import { cartAr } from "../../i18n/cart.ar";
import { checkoutAr } from "../../i18n/checkout.ar";
import { deliveryAr } from "../../i18n/delivery.ar";
import { arabicTexts } from "../../i18n/parts";
import { DeliveryEstimate } from "./delivery-estimate";
import { DeliveryTimePicker } from "./delivery-time-picker";
import { firstServedArea, useCheckoutDelivery } from "./use-checkout-delivery";

// Tuesday 24 November 2026, 10:00 in Qatar: before the 14:00 cut-off.
const NOW = new Date("2026-11-24T07:00:00Z");

const wakrahPays = (changes: Partial<DeliverySettings> = {}): DeliverySettings => ({
  ...DEFAULT_DELIVERY,
  areas: DEFAULT_DELIVERY.areas.map((a) =>
    a.area === "Al Wakrah"
      ? { ...a, fee: 1500, freeOver: 30000, leadDays: 1 }
      : a.area === "Dukhan"
        ? { ...a, served: false }
        : a,
  ),
  ...changes,
});

function rootWith(delivery: DeliverySettings, locale: "en" | "ar" = "en"): RootData {
  return {
    store: {
      brand: "Test Parfums",
      email: "care@test.qa",
      phone: "+974 4000 0000",
      whatsapp: "97450000000",
      socialUrl: "https://example.com/test",
      socialLabel: "Instagram",
      launchTarget: "2025-07-01T00:00:00",
      codMaxOrder: 500000,
    },
    catalogue: {
      products: [],
      bundles: [],
      customTrioPrice: 20000,
      customTrioSizes: [{ kind: "bottle", sizeMl: null }],
      delivery,
      families: [],
    },
    announcement: null,
    offers: {},
    origin: "http://localhost",
    locale,
    messages: null,
  };
}

function Checkout({ area, subtotal }: { area: City; subtotal: number }) {
  const delivery = useCheckoutDelivery(useCatalogue().delivery, area, subtotal);
  const [slot, setSlot] = useState<string | null>(null);
  return (
    <>
      <DeliveryEstimate delivery={delivery} subtotal={subtotal} id="estimate" />
      <p data-testid="fee">{String(delivery.fee)}</p>
      {delivery.slotsEnabled && (
        <DeliveryTimePicker
          slots={delivery.slots}
          value={slot}
          onChange={setSlot}
          checking={delivery.checkingSlots}
          disabled={false}
        />
      )}
      <p data-testid="chosen">{slot ?? ""}</p>
    </>
  );
}

describe("the checkout's delivery estimate", () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ["Date"], now: NOW }));
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("shows the city's fee, what is left for free delivery, and the expected day after its lead time", async () => {
    renderWithRoot(<Checkout area="Al Wakrah" subtotal={8500} />, rootWith(wakrahPays()));
    expect(await screen.findByText("Delivery to Al Wakrah")).toBeTruthy();
    expect(screen.getByTestId("delivery-fee").textContent).toBe("QR 15.00");
    expect(screen.getByText("Add QR 215.00 more for free delivery.")).toBeTruthy();
    // One working day after today (ordered before the cut-off).
    await waitFor(() => expect(screen.getByTestId("delivery-date").textContent).toBe("Expected Wednesday 25 November"));
  });

  it("says Free where the fee is nothing, and the same day before the cut-off", async () => {
    renderWithRoot(<Checkout area="Doha" subtotal={8500} />, rootWith(wakrahPays()));
    await waitFor(() => expect(screen.getByTestId("delivery-date").textContent).toBe("Expected Tuesday 24 November"));
    expect(screen.getByTestId("delivery-fee").textContent).toBe("Free");
    expect(screen.queryByText(/more for free delivery/)).toBeNull();
  });

  it("speaks Arabic in the Arabic edition", async () => {
    renderWithRoot(
      <Checkout area="Al Wakrah" subtotal={8500} />,
      { ...rootWith(wakrahPays(), "ar"), messages: (await import("../../i18n/ar")).ar },
      // What the checkout's loader sends in Arabic.
      arabicTexts(new Request("http://localhost/ar/checkout"), checkoutAr, cartAr, deliveryAr),
    );
    expect(await screen.findByText("التوصيل إلى الوكرة")).toBeTruthy();
    expect(screen.getByTestId("delivery-fee").textContent).toBe("15.00 ر.ق");
    await waitFor(() => expect(screen.getByTestId("delivery-date").textContent).toBe("الموعد المتوقع: الأربعاء، 25 نوفمبر"));
  });

  it("refuses a city the shop does not serve, and never starts the checkout on one", async () => {
    renderWithRoot(<Checkout area="Dukhan" subtotal={8500} />, rootWith(wakrahPays()));
    expect(await screen.findByText("We do not deliver to this area yet. Please choose another or contact us.")).toBeTruthy();
    expect(screen.getByTestId("fee").textContent).toBe("null");
    const noDoha = wakrahPays();
    noDoha.areas = noDoha.areas.map((a) => (a.area === "Doha" ? { ...a, served: false } : a));
    expect(firstServedArea(noDoha)).toBe("Al Rayyan");
    expect(firstServedArea(DEFAULT_DELIVERY)).toBe("Doha");
  });

  it("offers the slots the server has room in, and shows full ones without letting them be chosen", async () => {
    const settings = wakrahPays({ slots: { ...DEFAULT_DELIVERY.slots, enabled: true, days: 2 } });
    const window = (from: string, to: string) => ({ from, to, capacity: 20 });
    const slot = (day: string, from: string, to: string, full: boolean) => ({
      id: slotId(day, { from, to }),
      day,
      ...window(from, to),
      full,
    });
    const quote: DeliveryQuote = {
      area: "Al Wakrah",
      fee: 1500,
      freeOver: 30000,
      date: "2026-11-25",
      slots: [
        slot("2026-11-25", "10:00", "14:00", true),
        slot("2026-11-25", "14:00", "18:00", false),
        slot("2026-11-26", "10:00", "14:00", false),
      ],
    };
    const fetchMock = vi.fn(async () => new Response(JSON.stringify(quote), { status: 200 }));
    vi.stubGlobal("fetch", fetchMock);
    renderWithRoot(<Checkout area="Al Wakrah" subtotal={8500} />, rootWith(settings));

    const full = await screen.findByRole("radio", { name: /10:00 – 14:00\s*Full/ });
    expect((full as HTMLInputElement).disabled).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith("/api/delivery/quote?area=Al+Wakrah&subtotal=8500", expect.anything());
    const open = screen.getByRole("radio", { name: "14:00 – 18:00" });
    await act(async () => fireEvent.click(open));
    expect(screen.getByTestId("chosen").textContent).toBe("2026-11-25 14:00-18:00");
    // Another day shows its own windows, and the choice on the first day is let go.
    await act(async () => fireEvent.click(screen.getByRole("radio", { name: /Thu\s*26 Nov/ })));
    expect(screen.getByTestId("chosen").textContent).toBe("");
    expect(screen.getAllByRole("radio", { name: /–/ })).toHaveLength(1);
  });
});

describe("the cart's summary, before the city is known", () => {
  afterEach(cleanup);

  it("reads FREE while delivery is free everywhere", async () => {
    renderWithRoot(<CartSummary subtotal={8500} />, rootWith(DEFAULT_DELIVERY));
    expect((await screen.findByTestId("summary-shipping")).textContent).toBe("FREE");
    expect(screen.getByText("Total")).toBeTruthy();
    expect(screen.getByText("Free delivery across Qatar within 1-2 business days. Cash on Delivery.")).toBeTruthy();
  });

  it("leaves the fee to checkout when some area pays one", async () => {
    renderWithRoot(<CartSummary subtotal={8500} />, rootWith(wakrahPays()));
    expect((await screen.findByTestId("summary-shipping")).textContent).toBe("Calculated at checkout");
    expect(screen.getByText("Total before delivery")).toBeTruthy();
    expect(screen.getByTestId("summary-total").textContent).toBe("QR 85.00");
    expect(screen.getByText(/Free delivery across Qatar on orders of QR 300.00 and over/)).toBeTruthy();
  });
});
