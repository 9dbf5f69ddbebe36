// The storefront's delivery claims under the shop's current settings (app/i18n/delivery-claims.ts),
// for components (the hook) and for meta functions, which have only the root data.
import { useMemo } from "react";
import { deliveryClaims, type DeliveryClaims } from "../i18n/delivery-claims";
import { deliveryPromise } from "../shared/delivery-promise";
import { formatPrice } from "../shared/money";
import { useLocale, usePrice } from "./use-locale";
import { messagesOf, useCatalogue, useMessages, type RootData } from "./use-root-data";

export function useDeliveryClaims(): DeliveryClaims {
  const messages = useMessages();
  const locale = useLocale();
  const { delivery } = useCatalogue();
  const price = usePrice();
  return useMemo(() => deliveryClaims(messages, locale, deliveryPromise(delivery), price), [messages, locale, delivery, price]);
}

/** For meta functions; without root data (an error page) the texts are the free-delivery ones. */
export function deliveryClaimsOf(root: RootData | undefined): DeliveryClaims {
  const locale = root?.locale ?? "en";
  const promise = root?.catalogue.delivery ? deliveryPromise(root.catalogue.delivery) : ({ kind: "free" } as const);
  return deliveryClaims(messagesOf(root), locale, promise, (dirhams) => formatPrice(dirhams, locale));
}
