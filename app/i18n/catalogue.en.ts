// The catalogue pages' texts: /products (search, filters, sorting) and a perfume's page (sizes, notes, attributes).
// English; ./catalogue.ar.ts is typed as it (app/i18n/parts.ts). Texts quoted in docs/product.md are
// reproduced exactly.
import { textPart } from "./parts";

export const catalogueEn = textPart("catalogue", {
  products: {
    heading: "All Perfumes",
    subheading: "Explore our complete collection of authentic luxury fragrances.",
    searchLabel: "Search perfumes",
    searchPlaceholder: "Search name, house, note...",
    category: "Category",
    all: "All",
    sortBy: "Sort by",
    sort: {
      default: "Featured",
      "price-asc": "Price: Low to High",
      "price-desc": "Price: High to Low",
      "name-asc": "Name: A to Z",
      "name-desc": "Name: Z to A",
    },
    filters: "Filters",
    showFilters: "Show filters",
    hideFilters: "Hide filters",
    results: { one: "1 perfume", other: "{count} perfumes" },
    emptyTitle: "No Perfumes Found",
    emptyText: "Try adjusting your search or filters.",
    clearFilters: "Clear Filters",
    apply: "Apply",
    family: "Fragrance Family",
    concentration: "Concentration",
    anyConcentration: "Any concentration",
    kind: "Size",
    anyKind: "Any size",
    kinds: {
      bottle: "Full bottles",
      travel: "Travel sprays",
      sample: "Samples only",
      tester: "Testers",
      gift_set: "Gift sets",
    },
    price: "Price (QR)",
    priceMin: "Lowest price in QR",
    priceMax: "Highest price in QR",
    priceFrom: "From",
    priceTo: "To",
  },

  /** Perfume attributes (docs/decisions/034). */
  perfume: {
    concentrations: {
      "Eau de Cologne": "Eau de Cologne",
      "Eau de Toilette": "Eau de Toilette",
      "Eau de Parfum": "Eau de Parfum",
      Parfum: "Parfum",
      Extrait: "Extrait de Parfum",
    },
    pyramid: "The Notes",
    tiers: { top: "Top", heart: "Heart", base: "Base" },
    tierHints: { top: "The first impression", heart: "The character", base: "What lingers" },
    concentration: "Concentration",
    family: "Family",
    brand: "House",
    year: "Year",
  },

  product: {
    sizeLeft: "Only {count} left",
    category: "Category",
    description: "Description",
    quantity: "Quantity",
    decrease: "Decrease quantity",
    increase: "Increase quantity",
    addToCart: "Add to Cart",
    addShort: "Add ({n})",
    authenticity: "100% Authentic: every fragrance is genuine and sourced from trusted suppliers.",
    related: "You Might Also Like",
    soldOutNote: "This perfume has sold out for now.",
    soldOutRelated: "See similar perfumes available today",
    // "Tell me when it is back" on a sold-out size (docs/decisions/048-wishlist-and-back-in-stock.md).
    backInStock: {
      title: "Tell me when it is back",
      intro: "Leave your mobile number or e-mail and we will send you one message when {size} is back in stock.",
      introSignedIn: "We will send one message to your account's phone or e-mail when {size} is back in stock.",
      phone: "Mobile number or e-mail",
      consent: "I agree to receive one message about this perfume. Nothing else, and no offers.",
      submit: "Notify me",
      sending: "Sending...",
      done: "Thank you. We will tell you once, as soon as it is back.",
      invalid: "Please enter a valid +974 mobile number or e-mail address.",
      consentMissing: "Please tick the box to agree to the message.",
      inStock: "Good news: this size is in stock now.",
      tooMany: "Too many requests. Please wait a minute and try again.",
      failed: "Something went wrong. Please try again.",
    },
    breadcrumb: "Back to All Perfumes",
    notFoundTitle: "Product Not Found",
    notFoundText: "Sorry, the perfume you are looking for does not exist.",
    backToHome: "Back to Home",
  },

  seo: {
    products: {
      title: "All Perfumes | {brand}",
    },
    product: {
      title: "{name} | {brand}",
    },
    productNotFound: {
      title: "Product Not Found | {brand}",
      description: "Sorry, the perfume you are looking for does not exist.",
    },
  },
});
