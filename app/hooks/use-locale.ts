// Locale-aware helpers for components: the current language, links into the same edition, prices.
import { useCallback } from "react";
import { useRouteLoaderData } from "react-router";
import type { Locale } from "../i18n";
import { localizePath } from "../shared/locale";
import { formatPrice } from "../shared/money";
import { sizeLabel, type ProductVariant } from "../shared/variants";
import { useMessages, type RootData } from "./use-root-data";

export function useLocale(): Locale {
  const data = useRouteLoaderData<RootData>("root");
  return data?.locale ?? "en";
}

/** `(path) => path in the current edition`: use it for every internal link, navigate() and action. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useCallback((path: string) => localizePath(path, locale), [locale]);
}

/** `(dirhams) => "QR 85.00"` in English, "85.00 ر.ق" in Arabic. */
export function usePrice(): (dirhams: number) => string {
  const locale = useLocale();
  return useCallback((dirhams: number) => formatPrice(dirhams, locale), [locale]);
}

/** `(size) => "50 ml"` or "2 ml · Sample" in the storefront's language; "" without a size. */
export function useSizeLabel(): (variant: Pick<ProductVariant, "sizeMl" | "kind"> | null | undefined) => string {
  const locale = useLocale();
  const kinds = useMessages().common.variantKinds;
  return useCallback((variant) => (variant ? sizeLabel(variant, locale, kinds) : ""), [locale, kinds]);
}

/** A cart line's name as shown: the custom trio's stored English name is replaced in Arabic. */
export function useLineName(): (item: { name: string; isCustomBundle: boolean }) => string {
  const locale = useLocale();
  const trio = useMessages().common.customTrioBadge;
  return useCallback((item) => (locale === "ar" && item.isCustomBundle ? trio : item.name), [locale, trio]);
}
