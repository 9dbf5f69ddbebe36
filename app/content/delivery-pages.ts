// The content pages as the shop's delivery settings let them speak: while delivery is
// free everywhere, exactly as written; otherwise each free-delivery sentence (`deliveryVariants` of
// ./pages.en and ./pages.ar) gives way to its "free over {amount}" or "fee by area" wording.
// Only the content pages import this, with their texts (not the home page: its budget).
import type { DeliveryPromise } from "../shared/delivery-promise";
import { format } from "../i18n/format";
import type { DeliveryVariant, Pages } from "./pages.en";

export function pagesForDelivery(
  pages: Pages,
  variants: readonly DeliveryVariant[],
  promise: DeliveryPromise,
  price: (dirhams: number) => string,
): Pages {
  if (promise.kind === "free") return pages;
  const instead = new Map(
    variants.map((v) => [v.free, promise.kind === "paid" ? v.paid : format(v.freeOver, { amount: price(promise.amount) })]),
  );
  return replaceTexts(pages, (text) => instead.get(text) ?? text);
}

/** A copy of `value` with every string passed through `replace` (the pages are plain data). */
function replaceTexts<T>(value: T, replace: (text: string) => string): T {
  if (typeof value === "string") return replace(value) as T;
  if (Array.isArray(value)) return value.map((v: unknown) => replaceTexts(v, replace)) as T;
  if (value !== null && typeof value === "object")
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaceTexts(v, replace)])) as T;
  return value;
}
