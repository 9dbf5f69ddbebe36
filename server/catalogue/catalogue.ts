// The catalogue, read from the database and kept in memory (docs/decisions/018): every storefront
// page and every order needs it, and it changes only when staff change it or an order sells a
// perfume out. The rows hold both languages; the storefront gets its shown perfumes and bundles in
// one language, built once per language per change. On PostgreSQL a change made by one server
// process reaches the others by NOTIFY (server/catalogue/catalogue-channel.ts).
import type { Bundle, Catalogue, Category, ImageSet, Product } from "../../app/shared/catalogue";
import type { AdminBundle, AdminProduct, AdminVariant } from "../../app/admin/catalogue/catalogue-contract";
import { defaultVariant, type TrioSize, type VariantKind } from "../../app/shared/variants";
import { DEFAULT_CUSTOM_TRIO_PRICE } from "../../app/shared/prices";
import { parseDeliverySettings, type DeliverySettings } from "../../app/shared/delivery";
import { readGiftWrapSetting, type GiftWrapSetting } from "../../app/shared/gift";

/** The shop_settings row holding the delivery settings as JSON. */
export const DELIVERY_SETTINGS_KEY = "delivery";
/** The shop_settings row holding the sizes the custom trio may hold, as JSON (docs/decisions/038). */
const TRIO_SIZES_KEY = "customTrioSizes";
import { joinNotes, parseTrioSizes, splitNotes } from "../../app/shared/catalogue-input";
import { messages, type Locale } from "../../app/i18n";
import { catalogueAr } from "../../app/i18n/catalogue.ar";
import { CONCENTRATIONS, type Concentration, type FragranceFamily } from "../../app/shared/perfume-attributes";
import { normaliseSearchText } from "../../app/shared/search-text";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";
import type { Selectable } from "kysely";
import { readContent } from "../content/content";
import { nextContentChange, type StoredContent } from "../../app/shared/storefront-content";
import type { StoreConfig } from "../config";
import { bundleSaving } from "../../app/shared/savings";
import type { PricingPromotion } from "../../app/shared/promotions/pricing";
import { nextOfferChange } from "../../app/shared/promotions/offer-prices";
import { automaticCandidates, codedCandidates } from "../promotions/promotion-store";
import { ratingSummaries } from "../reviews/review-store";
import type { RatingSummary } from "../../app/shared/reviews";

export interface CatalogueService {
  /** The storefront's catalogue in one language: shown perfumes and bundles only. */
  get(locale?: Locale): Promise<Catalogue>;
  /** Everything the admin edits, hidden rows included. */
  stored(): Promise<StoredCatalogue>;
  /** The current slug of a shown perfume that once answered to `slug`, or null. */
  redirect(slug: string): Promise<string | null>;
  /**
   * Drops the cached copy; the next get() reads the database again. A change made here is also
   * announced to the other processes (`onChange`); one heard from elsewhere is not sent back.
   */
  invalidate(source?: "here" | "elsewhere"): void;
  /** Called after each change made in this process (server/catalogue/catalogue-channel.ts). */
  onChange(listener: () => void): void;
  /** Bumped by invalidate(): lets page caches know their copy is stale. */
  readonly version: number;
  /**
   * The next instant after `now` at which the storefront changes by itself (a banner starts or
   * ends, the launch arrives: server/content/content.ts; an automatic offer starts or ends:
   * decision 042), as of the last catalogue read; null when
   * none is scheduled or nothing has been read yet. The page cache renders pages again then.
   */
  nextScheduledChange(now: number): number | null;
}

export interface StoredCatalogue {
  products: AdminProduct[];
  /** The owner's fragrance families, in order. */
  families: FragranceFamily[];
  bundles: AdminBundle[];
  customTrioPrice: number;
  customTrioSizes: TrioSize[];
  delivery: DeliverySettings;
  giftWrap: GiftWrapSetting;
  /** Old slug → product id. */
  formerSlugs: Map<string, string>;
  /** Internal: what the storefront does not show but orders and the cart still need. */
  stripePriceIds: Map<string, string | null>;
  /** The owner's storefront content (banners, countdown, testimonials, contacts; decision 039). */
  content: StoredContent;
  /**
   * The automatic promotions, read with the catalogue so every page can strike the prices they
   * lower (app/shared/promotions/offer-prices.ts, decision 042); a change to one invalidates it.
   */
  promotions: PricingPromotion[];
  /** The codes of promotions not ended, for orders and quotes (server/promotions/promotion-store.ts). */
  promotionCodes: ReadonlyMap<string, PricingPromotion>;
  /**
   * Published reviews in short by perfume (decision 045): read with the catalogue, so publishing
   * or hiding a review invalidates it, and with it the cached pages, as a price change does.
   */
  ratings: ReadonlyMap<string, RatingSummary>;
}

function parseImageSet(json: string | null): ImageSet | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as ImageSet;
  } catch {
    return null;
  }
}

export function toAdminVariant(r: Selectable<Database["product_variants"]>): AdminVariant {
  return {
    id: r.id,
    sizeMl: r.size_ml,
    kind: r.kind as VariantKind,
    price: r.price,
    compareAtPrice: r.compare_at_price ?? null,
    sku: r.sku,
    gtin: r.gtin ?? null,
    stock: r.stock ?? null,
    active: r.active !== 0,
    position: r.position,
  };
}

/** `variants`: this product's rows, in position order. */
export function toAdminProduct(
  r: Selectable<Database["products"]>,
  variantRows: Selectable<Database["product_variants"]>[],
): AdminProduct {
  const variants = variantRows.map(toAdminVariant);
  const main = defaultVariant(variants.filter((v) => v.active)) ?? variants[0];
  return {
    id: r.id,
    slug: r.slug,
    name: { en: r.name, ar: r.name_ar || r.name },
    description: { en: r.description, ar: r.description_ar || r.description },
    notes: {
      top: { en: splitNotes(r.notes_top), ar: splitNotes(r.notes_top_ar || r.notes_top) },
      heart: { en: splitNotes(r.notes), ar: splitNotes(r.notes_ar || r.notes) },
      base: { en: splitNotes(r.notes_base), ar: splitNotes(r.notes_base_ar || r.notes_base) },
    },
    category: r.category as Category,
    price: main?.price ?? 0,
    stock: main ? main.stock : null,
    variants,
    active: r.active !== 0,
    bestSeller: r.best_seller !== 0,
    newArrival: r.new_arrival !== 0,
    inCustomTrio: r.in_custom_trio !== 0,
    position: r.position,
    image: r.image,
    imageSet: parseImageSet(r.image_set),
    concentration: (CONCENTRATIONS as readonly string[]).includes(r.concentration ?? "")
      ? (r.concentration as Concentration)
      : null,
    families: r.families.split(",").filter((f) => f !== ""),
    brand: r.brand ? { en: r.brand, ar: r.brand_ar || r.brand, aliases: splitNotes(r.brand_aliases) } : null,
    year: r.year ?? null,
    searchAliases: splitNotes(r.search_aliases),
  };
}

/**
 * Everything search matches besides the name and description, in both languages whatever the
 * page's, normalised once here (docs/decisions/034).
 */
function searchTextOf(p: AdminProduct, families: ReadonlyMap<string, FragranceFamily>): string {
  const words = [
    p.name.en,
    p.name.ar,
    p.brand?.en,
    p.brand?.ar,
    ...(p.brand?.aliases ?? []),
    ...p.searchAliases,
    ...p.families.flatMap((id) => {
      const family = families.get(id);
      return family ? [family.name.en, family.name.ar] : [];
    }),
    ...Object.values(p.notes).flatMap((tier) => [...tier.en, ...tier.ar]),
    messages.en.common.categories[p.category],
    messages.ar.common.categories[p.category],
    p.concentration ?? "",
    p.concentration ? catalogueAr.texts.perfume.concentrations[p.concentration] : "",
  ];
  return normaliseSearchText(words.filter((w) => w).join(" "));
}

/** A bundle's perfumes and the size of each (docs/decisions/038), in the order shown. */
export interface BundleLink {
  product_id: string;
  /** Null: a line from before bundles named sizes, read as the perfume's default size. */
  variant_id?: string | null;
}

export function toAdminBundle(
  r: Selectable<Database["bundles"]>,
  links: readonly BundleLink[],
  variantsOf: (productId: string) => readonly Pick<AdminVariant, "id" | "kind" | "active">[],
): AdminBundle {
  return {
    id: r.id,
    name: { en: r.name, ar: r.name_ar || r.name },
    description: { en: r.description, ar: r.description_ar || r.description },
    price: r.price,
    productIds: links.map((l) => l.product_id),
    variantIds: links.map((l) => {
      if (l.variant_id) return l.variant_id;
      const variants = variantsOf(l.product_id);
      return (defaultVariant(variants.filter((v) => v.active)) ?? variants[0])?.id ?? "";
    }),
    active: r.active !== 0,
    position: r.position,
    image: r.image,
    imageSet: parseImageSet(r.image_set),
  };
}

/** Variant rows by product id, each list in the owner's order. */
export function variantsByProduct(rows: Selectable<Database["product_variants"]>[]) {
  const byProduct = new Map<string, Selectable<Database["product_variants"]>[]>();
  for (const row of rows) {
    const list = byProduct.get(row.product_id);
    if (list) list.push(row);
    else byProduct.set(row.product_id, [row]);
  }
  return byProduct;
}

/** The variants of these products (all when none are named), in the owner's order. */
export const selectVariants = (k: Db["kysely"], productIds?: string[]) => {
  let query = k.selectFrom("product_variants").selectAll().orderBy("product_id").orderBy("position").orderBy("id");
  if (productIds) query = query.where("product_id", "in", productIds);
  return query.execute();
};

async function readStoredCatalogue(db: Db): Promise<StoredCatalogue> {
  const [productRows, variantRows, bundleRows, links, settings, slugs, familyRows, content, promotions, promotionCodes, ratings] =
    await Promise.all([
      db.kysely.selectFrom("products").selectAll().orderBy("position").orderBy("id").execute(),
      selectVariants(db.kysely),
      db.kysely.selectFrom("bundles").selectAll().orderBy("position").orderBy("id").execute(),
      db.kysely
        .selectFrom("bundle_products")
        .select(["bundle_id", "product_id", "variant_id"])
        .orderBy("bundle_id")
        .orderBy("position")
        .execute(),
      db.kysely.selectFrom("shop_settings").select(["key", "value"]).execute(),
      db.kysely.selectFrom("product_slugs").select(["slug", "product_id"]).execute(),
      db.kysely.selectFrom("fragrance_families").selectAll().orderBy("position").orderBy("id").execute(),
      readContent(db),
      automaticCandidates(db.kysely),
      codedCandidates(db.kysely),
      ratingSummaries(db),
    ]);
  const trioPrice = Number(settings.find((s) => s.key === "customTrioPrice")?.value);
  const stripePriceIds = new Map<string, string | null>();
  for (const r of [...productRows, ...bundleRows]) stripePriceIds.set(r.id, r.stripe_price_id);
  const variants = variantsByProduct(variantRows);
  const products = productRows.map((r) => toAdminProduct(r, variants.get(r.id) ?? []));
  const byId = new Map(products.map((p) => [p.id, p]));
  return {
    products,
    families: familyRows.map((f) => ({ id: f.id, name: { en: f.name, ar: f.name_ar || f.name } })),
    bundles: bundleRows.map((b) =>
      toAdminBundle(
        b,
        links.filter((l) => l.bundle_id === b.id),
        (id) => byId.get(id)?.variants ?? [],
      ),
    ),
    customTrioPrice: Number.isInteger(trioPrice) && trioPrice > 0 ? trioPrice : DEFAULT_CUSTOM_TRIO_PRICE,
    customTrioSizes: parseTrioSizes(settings.find((s) => s.key === TRIO_SIZES_KEY)?.value),
    delivery: parseDeliverySettings(settings.find((s) => s.key === DELIVERY_SETTINGS_KEY)?.value),
    giftWrap: readGiftWrapSetting(
      settings.find((s) => s.key === "giftWrapOffered")?.value,
      settings.find((s) => s.key === "giftWrapPrice")?.value,
    ),
    formerSlugs: new Map(slugs.map((s) => [s.slug, s.product_id])),
    stripePriceIds,
    content,
    promotions,
    promotionCodes,
    ratings,
  };
}

/** What shoppers see, in one language: shown rows only, texts picked, notes joined as written. */
function storefrontCatalogue(stored: StoredCatalogue, locale: Locale): Catalogue {
  const all = new Map(stored.products.map((p) => [p.id, p]));
  const families = new Map(stored.families.map((f) => [f.id, f]));
  const products: Product[] = stored.products
    .filter((p) => p.active && p.variants.some((v) => v.active))
    .map((p) => {
      const variants = p.variants.filter((v) => v.active).map(({ active: _active, position: _position, ...v }) => v);
      const main = defaultVariant(variants)!;
      return {
        id: p.id,
        slug: p.slug,
        name: p.name[locale],
        price: main.price,
        image: p.image,
        imageSet: p.imageSet,
        description: p.description[locale],
        category: p.category,
        notes: joinNotes(p.notes.heart[locale], locale),
        stripePriceId: stored.stripePriceIds.get(p.id) ?? null,
        stock: main.stock,
        variants,
        bestSeller: p.bestSeller,
        newArrival: p.newArrival,
        inCustomTrio: p.inCustomTrio,
        concentration: p.concentration,
        families: p.families.flatMap((id) => {
          const family = families.get(id);
          return family ? [{ id, name: family.name[locale] }] : [];
        }),
        pyramid: { top: p.notes.top[locale], heart: p.notes.heart[locale], base: p.notes.base[locale] },
        brand: p.brand?.[locale] ?? null,
        year: p.year,
        searchText: searchTextOf(p, families),
        rating: stored.ratings.get(p.id) ?? null,
      };
    });
  const bundles: Bundle[] = stored.bundles
    .filter((b) => b.active)
    .map((b) => ({
      id: b.id,
      name: b.name[locale],
      description: b.description[locale],
      price: b.price,
      // The real saving on the perfumes it holds at their prices now; 0 (no badge) when none.
      discount: bundleSaving(
        b.productIds.map((id) => all.get(id)),
        b.price,
      ),
      image: b.image,
      imageSet: b.imageSet,
      stripePriceId: stored.stripePriceIds.get(b.id) ?? null,
      isBundle: true,
      products: b.productIds.flatMap((id, i) => {
        const p = all.get(id);
        if (!p) return [];
        const variant = p.variants.find((v) => v.id === b.variantIds[i]);
        return [
          {
            id: p.id,
            name: p.name[locale],
            slug: p.slug,
            image: p.image,
            ...(variant && { variantId: variant.id, sizeMl: variant.sizeMl, kind: variant.kind }),
          },
        ];
      }),
    }));
  return {
    products,
    bundles,
    customTrioPrice: stored.customTrioPrice,
    customTrioSizes: stored.customTrioSizes,
    delivery: stored.delivery,
    giftWrap: stored.giftWrap,
    families: stored.families.map((f) => ({ id: f.id, name: f.name[locale] })),
  };
}

/** The storefront's catalogue straight from the database (scripts and tests; the server caches it). */
export const readCatalogue = async (db: Db, locale: Locale = "en") => storefrontCatalogue(await readStoredCatalogue(db), locale);

/** `store`: the environment's store settings, the defaults of the owner's content (its launch target). */
export function createCatalogueService(db: Db, store?: StoreConfig): CatalogueService {
  let stored: Promise<StoredCatalogue> | null = null;
  let last: Pick<StoredCatalogue, "content" | "promotions"> | null = null;
  let byLocale = new Map<Locale, Promise<Catalogue>>();
  let version = 1;
  const listeners: (() => void)[] = [];
  const read = () => {
    if (!stored) {
      const reading = readStoredCatalogue(db);
      stored = reading;
      reading.then(
        (s) => {
          if (stored === reading) last = s;
        },
        () => undefined,
      );
      // A failed read must not be cached for ever.
      reading.catch(() => {
        if (stored === reading) stored = null;
      });
    }
    return stored;
  };
  return {
    stored: read,
    get(locale = "en") {
      let catalogue = byLocale.get(locale);
      if (!catalogue) {
        const cache = byLocale;
        catalogue = read().then((s) => storefrontCatalogue(s, locale));
        cache.set(locale, catalogue);
        catalogue.catch(() => cache.delete(locale));
      }
      return catalogue;
    },
    async redirect(slug) {
      const s = await read();
      const id = s.formerSlugs.get(slug);
      const product = id === undefined ? undefined : s.products.find((p) => p.id === id);
      return product?.active && product.slug !== slug ? product.slug : null;
    },
    invalidate(source = "here") {
      stored = null;
      byLocale = new Map();
      version += 1;
      if (source === "here") for (const listener of listeners) listener();
    },
    onChange(listener) {
      listeners.push(listener);
    },
    get version() {
      return version;
    },
    nextScheduledChange(now) {
      if (!last) return null;
      const changes = [
        nextContentChange(last.content, store ?? { launchTarget: null }, now),
        nextOfferChange(last.promotions, now),
      ];
      const next = changes.filter((c): c is number => c !== null);
      return next.length > 0 ? Math.min(...next) : null;
    },
  };
}
