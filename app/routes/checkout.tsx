// /checkout (docs/product.md#2-pages): the shipping form with the delivery estimate for the chosen
// city (and the delivery time, when the shop offers slots), the payment method and the order summary
// with the city's fee; an empty cart (when no order is on its way) shows the empty state instead.
import { useStoreCredit } from "../components/checkout/use-store-credit";
import { useState } from "react";
import { LocalLink } from "../components/local-link";
import type { Route } from "./+types/checkout";
import { CheckoutForm } from "../components/checkout/checkout-form";
import { OrderSummary } from "../components/checkout/order-summary";
import { blankGift, wrapCharge, type GiftDraft } from "../components/checkout/gift-values";
import { DEFAULT_GIFT_WRAP } from "../shared/gift";
import { EmptyState, PageLoading } from "../components/checkout/page-states";
import { useCart } from "../components/cart-provider";
import { usePromotionQuote } from "../components/checkout/use-promotion-quote";
import { useCatalogue } from "../hooks/use-root-data";
import { firstServedArea, useCheckoutDelivery } from "../components/checkout/use-checkout-delivery";
import type { RootData } from "../hooks/use-root-data";
import { format } from "../i18n";
import { cartAr } from "../i18n/cart.ar";
import { checkoutAr } from "../i18n/checkout.ar";
import { checkoutEn } from "../i18n/checkout.en";
import { deliveryAr } from "../i18n/delivery.ar";
import { arabicTexts, textsIn, textsOnlyClientLoader, useTexts } from "../i18n/parts";
import { cartCount, cartTotal, type Cart } from "../shared/cart";
import { seoMeta } from "../shared/seo";
import { deliveryClaimsIn } from "../hooks/use-delivery-claims";
import type { ChatButtonHandle } from "../components/chat-button";

// The floating chat button would cover the form's fields on phones (app/components/chat-button.tsx).
export const handle: ChatButtonHandle = { formPage: true };

// The page's own texts in Arabic (in English they are in its script): app/i18n/parts.ts.
export const loader = ({ request }: Route.LoaderArgs) => ({ texts: arabicTexts(request, checkoutAr, cartAr, deliveryAr) });
export const clientLoader = textsOnlyClientLoader;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as RootData | undefined;
  const t = textsIn(matches, checkoutEn).seo.checkout;
  const brand = root?.store.brand ?? "";
  return [
    ...seoMeta(matches, {
      title: format(t.title, { brand }),
      description: format(deliveryClaimsIn(matches).seo.checkout, { brand }),
      path: "/checkout",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CheckoutPage() {
  const t = useTexts(checkoutEn).checkout;
  const cart = useCart();
  const catalogue = useCatalogue();
  const settings = catalogue.delivery;
  // The city chosen in the form: the summary adds its fee.
  const [area, setArea] = useState(() => firstServedArea(settings));
  // True from the moment an order is sent until the page is left: the cart empties on success
  // just before the move to the confirmation, and that must not flash the empty state.
  const [busy, setBusy] = useState(false);
  // What is being ordered stays on screen while it is sent, even after the cart is emptied.
  const [sent, setSent] = useState<Cart | null>(null);
  // "This is a gift" and its choices: the form fills them in, the summary adds the wrap.
  const [gift, setGift] = useState<GiftDraft>(blankGift);
  const wrap = wrapCharge(gift, catalogue.giftWrap ?? DEFAULT_GIFT_WRAP);
  const onBusyChange = (next: boolean) => {
    setBusy(next);
    setSent(next ? cart.items : null);
  };
  const items = sent ?? cart.items;
  const subtotal = cartTotal(items);
  const delivery = useCheckoutDelivery(settings, area, subtotal);
  // The server's prices with the offers that hold and the code applied (decision 035).
  const promotion = usePromotionQuote(items, area);
  // The signed-in shopper's store credit (decision 051).
  const storeCredit = useStoreCredit();

  if (cart.ready && cart.items.length === 0 && !busy) {
    return <EmptyState title={t.emptyText} linkLabel={t.shopNow} to="/products" />;
  }

  return (
    <main className="mx-auto max-w-6xl px-5 pt-8 pb-20 md:px-8 md:pt-12">
      <LocalLink
        to="/cart"
        className="inline-flex items-center gap-2 rounded-sm text-xs font-semibold tracking-[0.2em] text-ink/70 uppercase transition-colors hover:text-gold-dark"
      >
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.8"
          className="size-4 rtl:rotate-180"
        >
          <path d="M12.5 5 7.5 10l5 5" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
        {t.backToCart}
      </LocalLink>
      <h1 className="mt-6 font-display text-5xl font-medium md:text-6xl">{t.heading}</h1>
      <span aria-hidden="true" className="mt-5 block h-px w-12 bg-gold" />

      {cart.ready ? (
        <div className="mt-10 grid gap-12 lg:grid-cols-[minmax(0,1fr)_26rem] lg:gap-16">
          <CheckoutForm
            items={cart.items}
            subtotal={subtotal}
            delivery={delivery}
            onAreaChange={setArea}
            busy={busy}
            onBusyChange={onBusyChange}
            gift={gift}
            onGiftChange={setGift}
            promotion={promotion}
            storeCredit={storeCredit}
          />
          <aside className="lg:sticky lg:top-28 lg:self-start">
            <OrderSummary
              items={items}
              count={cartCount(items)}
              subtotal={subtotal}
              fee={delivery.fee}
              wrap={gift.isGift && gift.wrap ? wrap : null}
              promotion={promotion}
              storeCredit={storeCredit}
              busy={busy}
            />
          </aside>
        </div>
      ) : (
        <PageLoading label={t.loading} />
      )}
    </main>
  );
}
