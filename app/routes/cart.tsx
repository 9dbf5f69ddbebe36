// /cart (docs/product.md#2-pages). The cart lives in the browser, so the server renders the page frame
// with a placeholder and the lines appear once the stored cart has been read after hydration;
// rendering "empty" on the server would flash the empty view at every shopper with a full cart.
import { useRef } from "react";
import { LocalLink } from "../components/local-link";
import type { Route } from "./+types/cart";
import { CartLine } from "../components/cart/cart-line";
import { EmptyCart } from "../components/cart/empty-cart";
import { OrderSummary } from "../components/cart/order-summary";
import { useCart } from "../components/cart-provider";
import { useReminderLink } from "../components/cart/use-reminder-link";
import { usePromotionQuote } from "../components/checkout/use-promotion-quote";
import { useCatalogue, useMessages, type RootData } from "../hooks/use-root-data";
import { format } from "../i18n";
import { cartAr } from "../i18n/cart.ar";
import { cartEn } from "../i18n/cart.en";
import { deliveryAr } from "../i18n/delivery.ar";
import { arabicTexts, textsIn, textsOnlyClientLoader, useTexts } from "../i18n/parts";
import { lineKey, lineSoldOut } from "../shared/cart";
import { seoMeta } from "../shared/seo";

// The page's own texts in Arabic (in English they are in its script): app/i18n/parts.ts.
export const loader = ({ request }: Route.LoaderArgs) => ({ texts: arabicTexts(request, cartAr, deliveryAr) });
export const clientLoader = textsOnlyClientLoader;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as RootData | undefined;
  const t = textsIn(matches, cartEn).seo.cart;
  return [
    ...seoMeta(matches, {
      title: format(t.title, { brand: root?.store.brand ?? "" }),
      description: t.description,
      path: "/cart",
    }),
    { name: "robots", content: "noindex" },
  ];
}

export default function CartPage() {
  const messages = useMessages();
  const t = useTexts(cartEn).cart;
  const cart = useCart();
  const catalogue = useCatalogue();
  // Offers and a code, without an area yet: the code applied here is kept for the checkout.
  const promotion = usePromotionQuote(cart.items, null);
  const heading = useRef<HTMLHeadingElement>(null);
  // A removed line takes its focused button with it; keep keyboard users on the page.
  const focusHeading = () => heading.current?.focus();
  // The reminder's restore and stop links (decision 049).
  const notice = useReminderLink();

  return (
    <main className="mx-auto max-w-7xl px-4 pt-12 pb-24 sm:px-6 md:pt-16 lg:px-8">
      <header className="mb-10 text-center md:mb-14">
        <span aria-hidden="true" className="mx-auto mb-5 block h-px w-12 bg-gold" />
        <h1 ref={heading} tabIndex={-1} className="font-display text-4xl font-medium outline-none md:text-6xl">
          {t.heading}
        </h1>
        <p role="status" className={notice ? "mt-5 text-sm text-ink/80" : "sr-only"} data-testid="cart-reminder-notice">
          {notice ? t.reminder[notice] : ""}
        </p>
      </header>

      {!cart.ready ? (
        <div aria-busy="true" className="grid gap-10 lg:grid-cols-[1fr_24rem]">
          <p className="sr-only">{messages.common.loading}</p>
          <div className="grid gap-6" aria-hidden="true">
            {[0, 1].map((i) => (
              <div key={i} className="flex gap-6 border-b border-ink/10 pb-6">
                <div className="aspect-square w-24 animate-pulse rounded-sm bg-sand sm:w-32" />
                <div className="flex-1 space-y-3 pt-2">
                  <div className="h-5 w-1/2 animate-pulse rounded bg-sand" />
                  <div className="h-4 w-1/4 animate-pulse rounded bg-sand" />
                </div>
              </div>
            ))}
          </div>
        </div>
      ) : cart.items.length === 0 ? (
        <EmptyCart />
      ) : (
        <div className="grid items-start gap-10 lg:grid-cols-[1fr_24rem] lg:gap-16">
          <div>
            <ul role="list" className="border-t border-ink/10">
              {cart.items.map((item) => (
                <CartLine key={lineKey(item)} item={item} onRemoved={focusHeading} />
              ))}
            </ul>
            <div className="mt-8 flex flex-wrap items-center justify-between gap-4">
              <LocalLink
                to="/products"
                className="inline-flex items-center gap-2 text-sm text-ink/75 underline-offset-4 hover:text-ink hover:underline"
              >
                <span aria-hidden="true" className="rtl:rotate-180">
                  ←
                </span>
                {t.continueShopping}
              </LocalLink>
              <button
                type="button"
                onClick={() => {
                  cart.clear();
                  focusHeading();
                }}
                className="inline-flex min-h-11 items-center rounded-full border border-ink/25 px-6 text-xs font-medium tracking-[0.16em] uppercase transition-colors hover:border-red-800 hover:text-red-800"
              >
                {t.clear}
              </button>
            </div>
          </div>
          <div className="lg:sticky lg:top-28">
            <OrderSummary
              subtotal={cart.total}
              soldOut={cart.items.some((item) => lineSoldOut(item, catalogue))}
              promotion={promotion}
            />
          </div>
        </div>
      )}
    </main>
  );
}
