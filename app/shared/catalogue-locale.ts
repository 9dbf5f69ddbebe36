// The catalogue in the shopper's language. Only display texts change (descriptions, notes, bundle
// names and descriptions); ids, slugs, prices, product names and the English category values (which
// filters keep in the URL) stay as stored, so carts and orders are the same in both editions.
import { catalogueAr } from "../content/catalogue.ar";
import type { Locale } from "../i18n";
import type { Bundle, Catalogue, Product } from "./catalogue";

export function localizeProduct(product: Product, locale: Locale): Product {
  const ar = locale === "ar" ? catalogueAr.products[product.id] : undefined;
  return ar ? { ...product, description: ar.description, notes: ar.notes } : product;
}

function localizeBundle(bundle: Bundle, locale: Locale): Bundle {
  const ar = locale === "ar" ? catalogueAr.bundles[bundle.id] : undefined;
  return ar ? { ...bundle, name: ar.name, description: ar.description } : bundle;
}

export function localizeCatalogue(catalogue: Catalogue, locale: Locale): Catalogue {
  if (locale === "en") return catalogue;
  return {
    products: catalogue.products.map((p) => localizeProduct(p, locale)),
    bundles: catalogue.bundles.map((b) => localizeBundle(b, locale)),
  };
}
