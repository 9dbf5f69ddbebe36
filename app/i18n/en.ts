// English core of the storefront's message catalogue: what every page shows (header, footer, cart
// toasts, product and bundle cards). Each page's own texts are parts beside it (./parts.ts: home,
// catalogue, cart, offers, checkout, info, delivery), so no page's script carries another's. The
// Arabic core (./ar) has the same shape (see `Messages` in ./index).
// Placeholders use `{key}` syntax and are filled with `format()` from ./format.
// Texts quoted in docs/product.md are reproduced exactly; do not "tidy" their punctuation or case.
import type { PaymentMethod } from "../shared/order";

export const en = {
  common: {
    currency: "QR",
    soldOut: "Sold out",
    /** A size's kind (app/shared/variants.ts VariantKind). */
    variantKinds: { bottle: "Full bottle", travel: "Travel spray", sample: "Sample", tester: "Tester", gift_set: "Gift set" },
    close: "Close",
    loading: "Loading...",
    required: "Required",
    optional: "optional",
    supportHours: "Sunday to Thursday, 9 AM to 6 PM",
    categories: { Men: "Men", Women: "Women", Unisex: "Unisex" },
    bundleBadge: "Bundle",
    customTrioBadge: "Custom Trio",
    quantityShort: "Qty: {n}",
    ratingLabel: "Rated {rating} out of 5",
    /** Between the names of a list ("A, B, C"). */
    listSeparator: ", ",
    /** A delivery slot's window: {from} and {to} as the order stores them ("14:00"). */
    timeWindow: "{from} – {to}",
    /** How an order's payment method (app/shared/order.ts, the value stored) reads. */
    paymentMethods: {
      "Cash on Delivery": "Cash on Delivery",
      "Card on Delivery": "Card on Delivery",
    } satisfies Record<PaymentMethod, string>,
    /** A line's most, beside its quantity (product page, cart). */
    maxPerLine: "Up to {max} of each per order.",
  },

  layout: {
    skipToContent: "Skip to content",
    homeLinkLabel: "{brand} home",
    nav: {
      label: "Main navigation",
      home: "Home",
      products: "All Perfumes",
      offers: "Offers",
      about: "About Us",
      track: "Track Order",
    },
    account: { signIn: "Sign in", mine: "My account" },
    cart: { label: "Cart", labelWithCount: { one: "Cart, 1 item", other: "Cart, {count} items" } },
    menu: { open: "Open menu", close: "Close menu" },
    search: {
      button: "Search",
      label: "Search perfumes",
      placeholder: "Search perfumes...",
      submit: "Search",
      close: "Close search",
    },
    opensInNewTab: "(opens in a new tab)",
    footer: {
      tagline: "Authentic luxury fragrances, delivered to your door across Qatar.",
      headings: {
        shop: "Shop",
        help: "Customer Care",
        support: "Support",
        payments: "We Accept",
      },
      links: {
        about: "About Us",
        offers: "Offers",
        contact: "Contact Support",
        faq: "FAQs",
        terms: "Terms & Conditions",
        privacy: "Privacy Policy",
        products: "All Perfumes",
        track: "Track Your Order",
      },
      support: {
        emailLabel: "Email us at {email}",
        phoneLabel: "Call us on {phone}",
        social: "Follow us on social media",
        socialProfile: "Follow us on {network}",
        delivery: "Delivery across Qatar",
        cashOnDelivery: "Cash on Delivery",
      },
      copyright: "© {year} {brand}. All rights reserved.",
    },
    chat: {
      label: "Chat with us on WhatsApp",
      greeting: "Hello {brand}! I'm interested in your luxury fragrances and have a question.",
    },
    toastRegion: "Notifications",
    /** What screen readers call one toast as it is announced. */
    toastLabel: "Notification",
  },

  productCard: {
    // The quick view's, shown wherever there are product cards (and on the perfume's page).
    keyNotes: "Key Notes",
    size: "Size",
    sizeSoldOut: "{size}, sold out",
    // Only once a perfume has published reviews (docs/decisions/045-reviews-from-buyers.md).
    rated: "Rated {average} out of 5 from {count} reviews",
    quickView: "Quick View",
    /** The wishlist's heart, a toggle (aria-pressed says whether it is saved; decision 048). */
    save: "Save {name} to my wishlist",
    from: "From {price}",
    quickViewLabel: "Quick view of {name}",
    viewDetails: "View Details",
    addToCart: "Add to Cart",
    closeQuickView: "Close quick view",
    /** Read by screen readers for a price an automatic offer lowers (the struck price is hidden from them). */
    offerPrice: "Was {was}, now {now}",
    offerFrom: "From {now}, was from {was}",
  },

  bundleCard: {
    includes: "Includes:",
    discount: "{discount}% OFF",
    price: "Bundle price",
  },

  toasts: {
    addedToCart: { title: "Added to Cart!", description: "{name} is now in your cart." },
    maxQuantity: {
      title: "Maximum Reached",
      description: "Your cart already holds {max} of {name}, the most we deliver in one order.",
    },
    itemRemoved: { title: "Item Removed", description: "The item has been removed from your cart." },
    selectionIncomplete: {
      title: "Selection Incomplete",
      description: "Please select 3 perfumes for your custom bundle.",
    },
  },

  errors: {
    appErrorTitle: "Unexpected Application Error!",
    appErrorText: "Something went wrong on our side. Please try again in a moment.",
    tryAgain: "Try Again",
    backToHomepage: "Back to Homepage",
    notFoundTitle: "Page Not Found",
    notFoundText: "The page you are looking for does not exist or has moved.",
  },

  seo: {
    notFound: {
      title: "Page Not Found | {brand}",
      description: "The page you are looking for does not exist.",
    },
  },
} as const;
