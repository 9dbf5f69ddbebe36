// Product feeds for Google Merchant Center (RSS 2.0 with the g: namespace) and Meta's catalogue
// (CSV): one item per shown size of each shown perfume, grouped by perfume. Pure: the catalogue in,
// text out; the routes (feed-routes.ts) only fetch the catalogue and cache the answer. Why the
// feed says what it says: docs/decisions/037-product-feeds.md.
import type { Catalogue, Category, Product } from "../../app/shared/catalogue";
import type { Locale } from "../../app/i18n";
import { localizePath } from "../../app/shared/locale";
import { absoluteUrl } from "../../app/shared/seo";
import {
  isVariantSoldOut,
  shownCompareAt,
  sizeLabel,
  sizeParam,
  formatSize,
  type ProductVariant,
  type VariantKind,
} from "../../app/shared/variants";

/** Google's product taxonomy: Health & Beauty > Personal Care > Cosmetics > Perfume & Cologne. */
const PERFUME_CATEGORY_ID = "479";
const CURRENCY = "QAR";

export interface FeedItem {
  /** The variant's id: stable across renames and price changes. */
  id: string;
  /** The perfume's id: every size of one perfume shares it. */
  itemGroupId: string;
  title: string;
  description: string;
  /** The product page with the size chosen, absolute. */
  link: string;
  imageLink: string;
  inStock: boolean;
  /** What is charged, in dirhams. */
  price: number;
  /** The struck-through price when the size is on sale (above `price`), else null. */
  compareAtPrice: number | null;
  brand: string;
  gtin: string | null;
  /** The SKU as the manufacturer part number, only when no barcode is known (null otherwise). */
  mpn: string | null;
  size: string;
  gender: "male" | "female" | "unisex";
  productType: string;
}

export interface FeedOptions {
  /** The shop's public origin, e.g. "https://almahaparfums.qa" (PUBLIC_ORIGIN or the request's). */
  origin: string;
  locale: Locale;
  /** The shop's name: the brand of a perfume whose house the owner has not set. */
  storeBrand: string;
  /** Names of the size kinds in `locale` (common.variantKinds). */
  kindNames: Readonly<Record<VariantKind, string>>;
}

const GENDERS: Record<Category, FeedItem["gender"]> = { Men: "male", Women: "female", Unisex: "unisex" };

const productLink = (product: Product, variant: ProductVariant, options: FeedOptions) =>
  `${absoluteUrl(options.origin, localizePath(`/product/${encodeURIComponent(product.slug)}`, options.locale))}?size=${encodeURIComponent(sizeParam(variant, product.variants))}`;

/**
 * The feed's items: every shown size (`Product.variants` holds only the active ones) of every shown
 * perfume (the storefront catalogue holds only those), in the shop's order.
 */
export function feedItems(catalogue: Pick<Catalogue, "products">, options: FeedOptions): FeedItem[] {
  return catalogue.products.flatMap((product) =>
    product.variants.map((variant) => {
      const compareAt = shownCompareAt(variant);
      return {
        id: variant.id,
        itemGroupId: product.id,
        title: `${product.name} ${sizeLabel(variant, options.locale, options.kindNames)}`,
        description: product.description.trim() || product.name,
        link: productLink(product, variant, options),
        imageLink: absoluteUrl(options.origin, product.image),
        inStock: !isVariantSoldOut(variant),
        price: variant.price,
        compareAtPrice: compareAt,
        brand: product.brand ?? options.storeBrand,
        gtin: variant.gtin,
        mpn: variant.gtin ? null : variant.sku,
        size:
          variant.kind === "bottle"
            ? formatSize(variant.sizeMl, options.locale)
            : sizeLabel(variant, options.locale, options.kindNames),
        gender: GENDERS[product.category],
        productType: product.families.map((f) => f.name).join(", "),
      };
    }),
  );
}

/** "85.00 QAR": both formats take the amount, a dot for decimals, and the ISO 4217 code. */
export const feedPrice = (dirhams: number) => `${(dirhams / 100).toFixed(2)} ${CURRENCY}`;

/**
 * The charged price and the sale price as both formats want them: `price` is the regular price
 * and `sale_price` what is charged, so a size on sale sends its compare-at price as `price`.
 */
function prices(item: FeedItem): { price: string; salePrice: string | null } {
  return item.compareAtPrice === null
    ? { price: feedPrice(item.price), salePrice: null }
    : { price: feedPrice(item.compareAtPrice), salePrice: feedPrice(item.price) };
}

// Characters XML 1.0 cannot carry at all (control characters other than tab and line breaks).
// eslint-disable-next-line no-control-regex
const XML_INVALID = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

const escapeXml = (text: string) =>
  text
    .replace(XML_INVALID, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");

export const GOOGLE_NAMESPACE = "http://base.google.com/ns/1.0";

export interface FeedChannel {
  /** The channel's title, e.g. the shop's name. */
  title: string;
  /** The shop's home page in the feed's language, absolute. */
  link: string;
  description: string;
}

/** Google Merchant Center's RSS 2.0 product feed. */
export function googleFeedXml(items: readonly FeedItem[], channel: FeedChannel): string {
  const element = (name: string, value: string | null) =>
    value === null || value === "" ? [] : [`<g:${name}>${escapeXml(value)}</g:${name}>`];
  const lines = items.map((item) => {
    const { price, salePrice } = prices(item);
    const fields = [
      ...element("id", item.id),
      ...element("item_group_id", item.itemGroupId),
      ...element("title", item.title),
      ...element("description", item.description),
      ...element("link", item.link),
      ...element("image_link", item.imageLink),
      ...element("availability", item.inStock ? "in_stock" : "out_of_stock"),
      ...element("price", price),
      ...element("sale_price", salePrice),
      ...element("condition", "new"),
      ...element("brand", item.brand),
      ...element("gtin", item.gtin),
      ...element("mpn", item.mpn),
      ...element("size", item.size),
      ...element("gender", item.gender),
      ...element("age_group", "adult"),
      ...element("google_product_category", PERFUME_CATEGORY_ID),
      ...element("product_type", item.productType),
    ];
    return `    <item>\n      ${fields.join("\n      ")}\n    </item>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<rss version="2.0" xmlns:g="${GOOGLE_NAMESPACE}">`,
    "  <channel>",
    `    <title>${escapeXml(channel.title)}</title>`,
    `    <link>${escapeXml(channel.link)}</link>`,
    `    <description>${escapeXml(channel.description)}</description>`,
    ...lines,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}

/** Meta's catalogue columns, in the order of its own CSV example. */
export const META_COLUMNS = [
  "id",
  "title",
  "description",
  "availability",
  "condition",
  "price",
  "link",
  "image_link",
  "brand",
  "item_group_id",
  "gtin",
  "mpn",
  "size",
  "gender",
  "age_group",
  "google_product_category",
  "product_type",
  "sale_price",
] as const;

/** RFC 4180: every field quoted, quotes doubled; line breaks inside a field are kept inside its quotes. */
const csvField = (value: string) => `"${value.replace(/"/g, '""')}"`;

/** Meta's (Facebook and Instagram) catalogue feed as CSV. */
export function metaFeedCsv(items: readonly FeedItem[]): string {
  const rows = items.map((item) => {
    const { price, salePrice } = prices(item);
    const row: Record<(typeof META_COLUMNS)[number], string> = {
      id: item.id,
      title: item.title,
      description: item.description,
      availability: item.inStock ? "in stock" : "out of stock",
      condition: "new",
      price,
      link: item.link,
      image_link: item.imageLink,
      brand: item.brand,
      item_group_id: item.itemGroupId,
      gtin: item.gtin ?? "",
      mpn: item.mpn ?? "",
      size: item.size,
      gender: item.gender,
      age_group: "adult",
      google_product_category: PERFUME_CATEGORY_ID,
      product_type: item.productType,
      sale_price: salePrice ?? "",
    };
    return META_COLUMNS.map((column) => csvField(row[column])).join(",");
  });
  return [META_COLUMNS.join(","), ...rows, ""].join("\r\n");
}
