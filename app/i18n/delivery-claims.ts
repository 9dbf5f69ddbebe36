// The storefront's "free delivery" claims as the shop's delivery settings allow them (docs/decisions/025,
// app/shared/delivery-promise.ts): with free delivery everywhere, the product's specified texts in
// the message catalogues, exactly; free from an amount says so; a fee somewhere drops the claim.
// The other two wordings live here rather than in ./en and ./ar so they do not ride in every page's
// script (the home page works its claims out in its loader: its 150 KB budget, e2e/home.spec.ts).
import type { DeliveryPromise } from "../shared/delivery-promise";
import { FREE_SHIPPING_THRESHOLD } from "../shared/prices";
import { format } from "./format";
import type { Locale, Messages } from "./index";

export interface DeliveryClaims {
  heroSubheading: string;
  trustBadge: { title: string; text: string };
  /** The offers page's perks, the delivery one first. */
  perks: readonly string[];
  /** The product page's (and the cart's) delivery line. */
  productLine: string;
  /** Meta descriptions; `product` still has {name} and {notes} to fill, the others {brand} where they had it. */
  seo: { home: string; products: string; product: string; offers: string; checkout: string };
}

interface Wording {
  hero: string;
  trustTitle: string;
  trustText: string;
  perk: string;
  product: string;
  seoHome: string;
  seoProducts: string;
  seoProduct: string;
  seoOffers: string;
  seoCheckout: string;
}

/** {amount} is the free-delivery threshold, as the shopper's edition writes prices. */
export const CLAIMS: Record<Locale, { freeOver: Wording; paid: Wording }> = {
  en: {
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
  ar: {
    freeOver: {
      hero: "أرقى العطور العالمية وأكثرها طلبًا، أصلية 100% وبتوصيل مجاني إلى جميع أنحاء قطر للطلبات بقيمة {amount} فأكثر. ادفع نقدًا عند استلام طلبك.",
      trustTitle: "توصيل مجاني للطلبات من {amount}",
      trustText: "توصيل مجاني إلى جميع أنحاء قطر للطلبات بقيمة {amount} فأكثر.",
      perk: "توصيل مجاني للطلبات من {amount}",
      product: "توصيل مجاني إلى جميع أنحاء قطر للطلبات بقيمة {amount} فأكثر، خلال يوم إلى يومَي عمل. الدفع عند الاستلام.",
      seoHome: "تسوّق عطورًا فاخرة أصلية 100% في قطر. توصيل مجاني للطلبات بقيمة {amount} فأكثر، والدفع عند الاستلام.",
      seoProducts:
        "تصفّح مجموعتنا الكاملة من عطور كبرى الدور العالمية والعطور الحصرية الأصلية للرجال والنساء، مع توصيل مجاني إلى جميع أنحاء قطر للطلبات بقيمة {amount} فأكثر.",
      seoProduct:
        "{name}: {notes}. أصلي 100%، وتوصيل مجاني إلى جميع أنحاء قطر للطلبات بقيمة {amount} فأكثر، والدفع عند الاستلام.",
      seoOffers:
        "ثلاثيات عطرية منتقاة وعرض لتكوين ثلاثيتك الخاصة بسعر واحد. توصيل مجاني للطلبات بقيمة {amount} فأكثر مع الدفع عند الاستلام.",
      seoCheckout: "أكمل طلبك مع الدفع عند الاستلام. توصيل مجاني للطلبات بقيمة {amount} فأكثر.",
    },
    paid: {
      hero: "أرقى العطور العالمية وأكثرها طلبًا، أصلية 100% وتصلك حتى باب منزلك في جميع أنحاء قطر. ادفع نقدًا عند استلام طلبك.",
      trustTitle: "توصيل إلى جميع أنحاء قطر",
      trustText: "تظهر رسوم التوصيل وموعده عند إتمام الطلب.",
      perk: "توصيل إلى جميع أنحاء قطر",
      product: "توصيل إلى جميع أنحاء قطر خلال يوم إلى يومَي عمل. الدفع عند الاستلام.",
      seoHome: "تسوّق عطورًا فاخرة أصلية 100% في قطر. توصيل إلى جميع أنحاء قطر خلال يوم إلى يومَي عمل، والدفع عند الاستلام.",
      seoProducts:
        "تصفّح مجموعتنا الكاملة من عطور كبرى الدور العالمية والعطور الحصرية الأصلية للرجال والنساء، مع التوصيل إلى جميع أنحاء قطر.",
      seoProduct: "{name}: {notes}. أصلي 100%، وتوصيل إلى جميع أنحاء قطر، والدفع عند الاستلام.",
      seoOffers: "ثلاثيات عطرية منتقاة وعرض لتكوين ثلاثيتك الخاصة بسعر واحد. توصيل إلى جميع أنحاء قطر مع الدفع عند الاستلام.",
      seoCheckout: "أكمل طلبك مع الدفع عند الاستلام والتوصيل إلى جميع أنحاء قطر.",
    },
  },
};

export function deliveryClaims(
  messages: Messages,
  locale: Locale,
  promise: DeliveryPromise,
  price: (dirhams: number) => string,
): DeliveryClaims {
  if (promise.kind === "free") {
    const trust = messages.home.trust.freeDelivery;
    return {
      heroSubheading: messages.home.hero.subheading,
      trustBadge: { title: trust.title, text: format(trust.text, { amount: price(FREE_SHIPPING_THRESHOLD) }) },
      perks: messages.offers.perks,
      productLine: messages.product.delivery,
      seo: {
        home: messages.seo.home.description,
        products: messages.seo.products.description,
        product: messages.seo.product.description,
        offers: messages.seo.offers.description,
        checkout: messages.seo.checkout.description,
      },
    };
  }
  const t = promise.kind === "free-over" ? CLAIMS[locale].freeOver : CLAIMS[locale].paid;
  // format() leaves the other placeholders ({name}, {notes}, {brand}) for the page to fill.
  const fill = (text: string) => (promise.kind === "free-over" ? format(text, { amount: price(promise.amount) }) : text);
  return {
    heroSubheading: fill(t.hero),
    trustBadge: { title: fill(t.trustTitle), text: fill(t.trustText) },
    // The first perk is the delivery one in both editions.
    perks: [fill(t.perk), ...messages.offers.perks.slice(1)],
    productLine: fill(t.product),
    seo: {
      home: fill(t.seoHome),
      products: fill(t.seoProducts),
      product: fill(t.seoProduct),
      offers: fill(t.seoOffers),
      checkout: fill(t.seoCheckout),
    },
  };
}
