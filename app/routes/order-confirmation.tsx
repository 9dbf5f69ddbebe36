// /order-confirmation: the last order saved in this browser (localStorage "lastOrder"). It is read
// after hydration, so the server and the first browser render agree (both show the loading state).
import { useEffect, useState } from "react";
import { useLocation } from "react-router";
import type { Route } from "./+types/order-confirmation";
import { OrderConfirmationView } from "../components/checkout/order-confirmation-view";
import { EmptyState, PageLoading } from "../components/checkout/page-states";
import { useMessages, type RootData } from "../hooks/use-root-data";
import { format } from "../i18n";
import { checkoutAr } from "../i18n/checkout.ar";
import { checkoutEn } from "../i18n/checkout.en";
import { deliveryAr } from "../i18n/delivery.ar";
import { arabicTexts, textsIn, textsOnlyClientLoader, useTexts } from "../i18n/parts";
import { parseLastOrder, readLastOrder, type LastOrder } from "../shared/last-order";
import { seoMeta } from "../shared/seo";

// The page's own texts in Arabic (in English they are in its script): app/i18n/parts.ts.
export const loader = ({ request }: Route.LoaderArgs) => ({ texts: arabicTexts(request, checkoutAr, deliveryAr) });
export const clientLoader = textsOnlyClientLoader;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as RootData | undefined;
  const t = textsIn(matches, checkoutEn).seo.confirmation;
  const brand = root?.store.brand ?? "";
  return [
    ...seoMeta(matches, {
      title: format(t.title, { brand }),
      description: format(t.description, { brand }),
      path: "/order-confirmation",
    }),
    { name: "robots", content: "noindex" },
  ];
}

type State = { status: "loading" } | { status: "ready"; order: LastOrder | null };

export default function OrderConfirmationPage() {
  const messages = useMessages();
  const t = useTexts(checkoutEn).confirmation;
  const location = useLocation();
  const [state, setState] = useState<State>({ status: "loading" });

  useEffect(() => {
    let order: LastOrder | null = null;
    try {
      order = readLastOrder(window.localStorage);
    } catch {
      // Storage blocked: fall back to the record handed over by checkout, if any.
    }
    if (!order) {
      const handed = (location.state as { lastOrder?: unknown } | null)?.lastOrder;
      order = handed ? parseLastOrder(JSON.stringify(handed)) : null;
    }
    setState({ status: "ready", order });
  }, [location.state]);

  if (state.status === "loading") {
    return (
      <main className="mx-auto max-w-3xl px-5 py-16">
        <h1 className="sr-only">{t.heading}</h1>
        <PageLoading label={messages.common.loading} />
      </main>
    );
  }
  if (!state.order) {
    return <EmptyState icon="receipt" title={t.missingTitle} text={t.missingText} linkLabel={t.backToHomepage} to="/" />;
  }
  return <OrderConfirmationView order={state.order} />;
}
