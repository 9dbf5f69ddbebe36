// What an invoice or packing slip page needs, made on the server: the orders with their city and
// payment method named in the order's language (the message catalogues stay out of the browser's
// scripts: the Arabic texts are not needed to print).
import { messages } from "../../i18n";
import { checkoutAr } from "../../i18n/checkout.ar";
import { checkoutEn } from "../../i18n/checkout.en";
import { partIn } from "../../i18n/parts";
import type { Order } from "../../shared/order";
import type { RootData } from "../../hooks/use-root-data";
import { paperOf, type DocumentOrder } from "./order-document";
import { printLanguageOf } from "../../shared/staff-language";

export function documentData(orders: Order[], store: RootData["store"], url: string) {
  // Printed in the language chosen for this print (?lang=), else the order's own (decision 043).
  const chosen = printLanguageOf(url);
  const localized = orders.map((input): DocumentOrder => {
    const order = chosen ? { ...input, language: chosen } : input;
    const cityNames: Record<string, string> = partIn(order.language, checkoutEn, checkoutAr).checkout.shipping.cityNames;
    const methodNames: Record<string, string> = messages[order.language].common.paymentMethods;
    return {
      ...order,
      customer: { ...order.customer, city: cityNames[order.customer.city] ?? order.customer.city },
      paymentMethodName: methodNames[order.paymentMethod] ?? order.paymentMethod,
    };
  });
  return { orders: localized, store, paper: paperOf(url) };
}
