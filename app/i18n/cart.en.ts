// The cart's texts: the cart page and the checkout's summary of it.
// English; ./cart.ar.ts is typed as it (app/i18n/parts.ts). Texts quoted in docs/product.md are
// reproduced exactly.
import { textPart } from "./parts";

export const cartEn = textPart("cart", {
  cart: {
    heading: "Your Cart",
    emptyTitle: "Your Cart is Empty",
    emptyText: "Your next signature scent is waiting to be discovered.",
    discover: "Discover Perfumes",
    clear: "Clear Cart",
    continueShopping: "Continue Shopping",
    // The reminder's links (docs/decisions/049-abandoned-carts.md).
    reminder: {
      restored: "Your cart is back, as you left it.",
      restoreFailed: "This cart is no longer kept. Your current cart is unchanged.",
      stopped: "Done: you will get no more reminders about this cart.",
      stopFailed: "This cart is no longer kept, so no reminders will come for it.",
      confirmed: "Confirmed: if you leave your cart, we will remind you (twice at most).",
      confirmFailed: "This confirmation link is no longer valid. No reminders will come from it.",
    },
    soldOutLine: "Sold out: please remove it to check out.",
    soldOutBlocked: "Some items in your cart have sold out. Remove them to check out.",
    unitPrice: "{price} each",
    lineTotal: "Total",
    remove: "Remove {name} from cart",
    removeShort: "Remove",
    increase: "Increase quantity of {name}",
    decrease: "Decrease quantity of {name}",
    quantityOf: "Quantity of {name}",
    includes: "Includes: {names}",
    codMax:
      "Cash on Delivery orders are limited to {max}. Please reduce your cart, or message us on WhatsApp for a larger order.",
    codMaxLink: "Message us on WhatsApp",
    summary: {
      heading: "Order Summary",
      subtotal: "Subtotal",
      shipping: "Shipping",
      free: "FREE",
      /** When some area pays a fee: the cart does not know the area yet. */
      calculatedAtCheckout: "Calculated at checkout",
      total: "Total",
      totalBeforeDelivery: "Total before delivery",
      checkout: "Proceed to Checkout",
    },
  },

  seo: {
    cart: {
      title: "Your Cart | {brand}",
      description: "Review the luxury fragrances in your cart before checkout.",
    },
  },
});
