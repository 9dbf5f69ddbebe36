// What an invoice or packing slip page needs, made on the server: the orders with their city and
// payment method named in the order's language (the message catalogues stay out of the browser's
// scripts: the storefront's home page has a 150 KB budget, and the Arabic catalogue is not needed
// to print).
import { messages } from "../../i18n";
import type { Order } from "../../shared/order";
import type { RootData } from "../../hooks/use-root-data";
import { paperOf, type DocumentOrder } from "./order-document";

export function documentData(orders: Order[], store: RootData["store"], url: string) {
  const localized = orders.map((order): DocumentOrder => {
    const { checkout } = messages[order.language];
    const cityNames: Record<string, string> = checkout.shipping.cityNames;
    const methodNames: Record<string, string> = checkout.payment.methods;
    return {
      ...order,
      customer: { ...order.customer, city: cityNames[order.customer.city] ?? order.customer.city },
      paymentMethodName: methodNames[order.paymentMethod] ?? order.paymentMethod,
    };
  });
  return { orders: localized, store, paper: paperOf(url) };
}
