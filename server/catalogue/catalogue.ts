// Reads the catalogue from the database and keeps it in memory: it changes only when the seed
// runs, and every storefront page and every order needs it.
import type { Bundle, Catalogue, Category, Product } from "../../app/shared/catalogue";
import type { Db } from "../db/database";

export interface CatalogueService {
  get(): Promise<Catalogue>;
  /** Drops the cached copy; the next get() reads the database again. */
  invalidate(): void;
  /** Bumped by invalidate(): lets page caches know their copy is stale. */
  readonly version: number;
}

export async function readCatalogue(db: Db): Promise<Catalogue> {
  const productRows = await db.kysely.selectFrom("products").selectAll().orderBy("position").execute();
  const bundleRows = await db.kysely.selectFrom("bundles").selectAll().orderBy("position").execute();
  const links = await db.kysely
    .selectFrom("bundle_products")
    .select(["bundle_id", "product_id"])
    .orderBy("bundle_id")
    .orderBy("position")
    .execute();

  const products: Product[] = productRows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    price: r.price,
    image: r.image,
    description: r.description,
    category: r.category as Category,
    notes: r.notes,
    stripePriceId: r.stripe_price_id,
    // Absent on a database migrated only part of the way (tests build such ones): not tracked.
    stock: r.stock ?? null,
  }));
  const byId = new Map(products.map((p) => [p.id, p]));
  const bundles: Bundle[] = bundleRows.map((b) => ({
    id: b.id,
    name: b.name,
    description: b.description,
    price: b.price,
    discount: b.discount,
    image: b.image,
    stripePriceId: b.stripe_price_id,
    isBundle: true,
    products: links
      .filter((l) => l.bundle_id === b.id)
      .map((l) => byId.get(l.product_id))
      .filter((p): p is Product => p !== undefined)
      .map((p) => ({ id: p.id, name: p.name, slug: p.slug, image: p.image })),
  }));
  return { products, bundles };
}

export function createCatalogueService(db: Db): CatalogueService {
  let cached: Promise<Catalogue> | null = null;
  let version = 1;
  return {
    get() {
      if (!cached) {
        cached = readCatalogue(db);
        // A failed read must not be cached for ever.
        cached.catch(() => (cached = null));
      }
      return cached;
    },
    invalidate() {
      cached = null;
      version += 1;
    },
    get version() {
      return version;
    },
  };
}
