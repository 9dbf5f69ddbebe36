// What an invoice or packing slip page needs, made on the server: the orders with their city named
// in the order's language (the message catalogues stay out of the browser's scripts: the storefront's
// home page has a 150 KB budget, and the Arabic catalogue is not needed to print).
import { messages } from "../i18n";
import type { Order } from "../shared/order";
import type { RootData } from "../hooks/use-root-data";
import { paperOf } from "./order-document";

export function documentData(orders: Order[], store: RootData["store"], url: string) {
  const localized = orders.map((order) => {
    const cityNames: Record<string, string> = messages[order.language].checkout.shipping.cityNames;
    return { ...order, customer: { ...order.customer, city: cityNames[order.customer.city] ?? order.customer.city } };
  });
  return { orders: localized, store, paper: paperOf(url) };
}
