// The storefront's delivery claims under the shop's current settings (app/i18n/delivery.ts), for
// components (the hook) and for meta functions, which have only the matches. The pages that use
// them send the delivery texts (app/i18n/parts.ts).
import { useMemo } from "react";
import { deliveryClaims, type DeliveryClaims } from "../i18n/delivery";
import { deliveryEn } from "../i18n/delivery.en";
import { textsIn, useTexts } from "../i18n/parts";
import { deliveryPromise } from "../shared/delivery-promise";
import { formatPrice } from "../shared/money";
import { usePrice } from "./use-locale";
import { useCatalogue, type RootData } from "./use-root-data";

export function useDeliveryClaims(): DeliveryClaims {
  const texts = useTexts(deliveryEn);
  const { delivery } = useCatalogue();
  const price = usePrice();
  return useMemo(() => deliveryClaims(texts, deliveryPromise(delivery), price), [texts, delivery, price]);
}

/** For meta functions; without root data (an error page) the texts are the free-delivery ones. */
export function deliveryClaimsIn(matches: Parameters<typeof textsIn>[0]): DeliveryClaims {
  const root = matches.find((m) => m?.id === "root")?.data as RootData | undefined;
  const locale = root?.locale ?? "en";
  const promise = root?.catalogue.delivery ? deliveryPromise(root.catalogue.delivery) : ({ kind: "free" } as const);
  return deliveryClaims(textsIn(matches, deliveryEn), promise, (dirhams) => formatPrice(dirhams, locale));
}
