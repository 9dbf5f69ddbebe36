// Delivery's texts, in English: the storefront's claims under the shop's delivery settings, and the
// checkout's estimate and slots, the confirmation's and tracking page's rows. Its rules are ./delivery.ts;
// the Arabic, ./delivery.ar.ts, is typed as this (app/i18n/parts.ts).
import { textPart } from "./parts";

export const deliveryEn = textPart("delivery", {
  /**
   * What the storefront may promise about delivery (./delivery.ts deliveryClaims): while delivery is
   * free everywhere, the product's specified texts; free from an amount says so ({amount}, as the
   * shopper's edition writes prices); a fee somewhere drops the claim.
   */
  claims: {
    free: {
      hero: "The world's most coveted fragrances, 100% authentic and delivered free across Qatar. Pay in cash when your order arrives.",
      trustTitle: "Free Delivery across Qatar",
      trustText: "Complimentary delivery on orders of {amount} and over.",
      perk: "Free delivery across Qatar",
      product: "Free delivery across Qatar within 1-2 business days. Cash on Delivery.",
      seoHome:
        "Shop 100% authentic luxury perfumes in Qatar. Free delivery across Qatar within 1-2 business days and Cash on Delivery.",
      seoProducts:
        "Browse our full collection of authentic designer and niche perfumes for men and women, delivered free across Qatar.",
      seoProduct: "{name}: {notes}. 100% authentic, free delivery across Qatar and Cash on Delivery.",
      seoOffers:
        "Curated perfume trios and a build-your-own trio at one price. Free delivery across Qatar with Cash on Delivery.",
      seoCheckout: "Complete your order with Cash on Delivery and free delivery across Qatar.",
    },
    freeOver: {
      hero: "The world's most coveted fragrances, 100% authentic and delivered free across Qatar on orders of {amount} and over. Pay in cash when your order arrives.",
      trustTitle: "Free Delivery over {amount}",
      trustText: "Complimentary delivery across Qatar on orders of {amount} and over.",
      perk: "Free delivery over {amount}",
      product: "Free delivery across Qatar on orders of {amount} and over, within 1-2 business days. Cash on Delivery.",
      seoHome:
        "Shop 100% authentic luxury perfumes in Qatar. Free delivery on orders of {amount} and over, and Cash on Delivery.",
      seoProducts:
        "Browse our full collection of authentic designer and niche perfumes for men and women, delivered free across Qatar on orders of {amount} and over.",
      seoProduct:
        "{name}: {notes}. 100% authentic, free delivery across Qatar on orders of {amount} and over, and Cash on Delivery.",
      seoOffers:
        "Curated perfume trios and a build-your-own trio at one price. Free delivery on orders of {amount} and over, with Cash on Delivery.",
      seoCheckout: "Complete your order with Cash on Delivery. Free delivery on orders of {amount} and over.",
    },
    paid: {
      hero: "The world's most coveted fragrances, 100% authentic and delivered to your door across Qatar. Pay in cash when your order arrives.",
      trustTitle: "Delivery across Qatar",
      trustText: "Your delivery fee and date are shown at checkout.",
      perk: "Delivery across Qatar",
      product: "Delivery across Qatar within 1-2 business days. Cash on Delivery.",
      seoHome:
        "Shop 100% authentic luxury perfumes in Qatar. Delivery across Qatar within 1-2 business days and Cash on Delivery.",
      seoProducts:
        "Browse our full collection of authentic designer and niche perfumes for men and women, delivered across Qatar.",
      seoProduct: "{name}: {notes}. 100% authentic, delivery across Qatar and Cash on Delivery.",
      seoOffers: "Curated perfume trios and a build-your-own trio at one price. Delivery across Qatar with Cash on Delivery.",
      seoCheckout: "Complete your order with Cash on Delivery and delivery across Qatar.",
    },
  },
  estimate: {
    to: "Delivery to {area}",
    free: "Free",
    expected: "Expected {date}",
    expectedSlot: "Arrives {date}, {window}",
    addMore: "Add {amount} more for free delivery.",
    unservedOption: "{area} (no delivery yet)",
  },
  slots: {
    heading: "Delivery Time",
    intro: "Choose the day and the time you would like your order to arrive (Qatar time).",
    day: "Day",
    time: "Time",
    full: "Full",
    checking: "Checking availability...",
    none: "No delivery times are open just now. Please message us and we will arrange your delivery.",
  },
  cardText:
    "Pay by card when your order arrives: our driver brings a card machine. Our team will call to confirm your order before delivery.",
  order: {
    cardPaymentNote: "(Card on Delivery)",
    delivery: "Delivery",
    expectedDelivery: "Expected Delivery",
    payment: "Payment",
    deliverySlot: "{date}, {window}",
    messageDated: "Our team will contact you shortly to confirm delivery details.",
  },
  placedWithFee: "Your luxury perfumes are on their way. We'll contact you to confirm delivery.",
  slotFull: "This delivery time has just filled up. Please choose another.",
});
