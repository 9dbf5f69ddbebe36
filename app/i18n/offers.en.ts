// The offers page's texts: curated trios and the custom trio creator.
// English; ./offers.ar.ts is typed as it (app/i18n/parts.ts). Texts quoted in docs/product.md are
// reproduced exactly.
import { textPart } from "./parts";

export const offersEn = textPart("offers", {
  offers: {
    heading: "Offers & Bundles",
    subheading: "Indulge in curated fragrance collections and exclusive savings.",
    curated: {
      heading: "Curated Collections",
      subheading: "Signature trios, thoughtfully paired by our fragrance experts.",
      includes: "Includes:",
      add: "Add to Cart",
    },
    custom: {
      badge: "{percent}% OFF",
      badgeUpTo: "Up to {percent}% off",
      heading: "Create Your Own Trio",
      text: "Select 3 perfumes from the trio selection and enjoy them together for just {price}.",
      selectLabel: "Select {name}",
      selected: "{count} of 3 selected",
      instruction: "Please select exactly 3 perfumes.",
      originalTotal: "Original total:",
      bundlePrice: "Bundle price:",
      youSave: "You save",
      add: "Add Custom Trio to Cart",
      choose: "Choose your perfumes",
      yourTrio: "Your Trio",
      emptySlot: "Perfume {n}",
      clear: "Clear selection",
      sizeOf: "Size of {name}",
    },
    perks: ["Cash on Delivery", "100% Authentic"],
  },

  seo: {
    offers: {
      title: "Offers & Bundles | {brand}",
    },
  },
});
