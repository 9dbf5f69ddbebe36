// GET /feeds/google.xml and /feeds/meta.csv (docs/decisions/037-product-feeds.md): the product
// feeds, built by server/catalogue/feeds.ts from the storefront catalogue. Like the pages, each feed
// is built once per catalogue version and kept with its gzip and brotli bytes and a strong ETag; a
// catalogue change (the owner's price, a size hidden, a size sold out, or any of these heard from
// another process) bumps the version, so the next request builds the feed again.
import { createHash } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { Hono, type Context } from "hono";
import { messages, type Locale } from "../../app/i18n";
import { localizePath } from "../../app/shared/locale";
import { absoluteUrl } from "../../app/shared/seo";
import { chooseEncoding, type Encoding } from "../page-cache";
import type { AppServices } from "../services";
import { feedItems, googleFeedXml, metaFeedCsv } from "./feeds";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** /feeds/google.xml and /feeds/meta.csv. */
type FeedFormat = "google" | "meta";

const CONTENT_TYPES: Record<FeedFormat, string> = {
  google: "application/xml; charset=utf-8",
  meta: "text/csv; charset=utf-8",
};

const CHANNEL_DESCRIPTIONS: Record<Locale, (brand: string) => string> = {
  en: (brand) => `Perfumes from ${brand}, delivered across Qatar`,
  ar: (brand) => `عطور من ${brand} مع التوصيل في جميع أنحاء قطر`,
};

interface Built {
  variants: Record<Encoding, { body: Uint8Array<ArrayBuffer>; etag: string }>;
}

/** Origins are the request's when PUBLIC_ORIGIN is unset: a few, but never an unbounded number. */
const MAX_ENTRIES = 16;

/** ?lang=ar gives the Arabic edition; anything else the English one. */
const feedLocale = (c: Context): Locale => (c.req.query("lang") === "ar" ? "ar" : "en");

export function feedRoutes(services: AppServices) {
  const { catalogue, config } = services;
  let version = catalogue.version;
  let built = new Map<string, Promise<Built>>();

  async function build(format: FeedFormat, locale: Locale, origin: string): Promise<Built> {
    const brand = config.store.brand;
    const items = feedItems(await catalogue.get(locale), {
      origin,
      locale,
      storeBrand: brand,
      kindNames: messages[locale].common.variantKinds,
    });
    const text =
      format === "google"
        ? googleFeedXml(items, {
            title: brand,
            link: absoluteUrl(origin, localizePath("/", locale)),
            description: CHANNEL_DESCRIPTIONS[locale](brand),
          })
        : metaFeedCsv(items);
    const body = Buffer.from(text, "utf8");
    const [br, gz] = await Promise.all([brotli(body), gzip(body, { level: 9 })]);
    const tag = createHash("sha256").update(body).digest("base64url").slice(0, 27);
    return {
      variants: {
        identity: { body: new Uint8Array(body), etag: `"${tag}"` },
        br: { body: new Uint8Array(br), etag: `"${tag}-br"` },
        gzip: { body: new Uint8Array(gz), etag: `"${tag}-gz"` },
      },
    };
  }

  function feed(format: FeedFormat, locale: Locale, origin: string): Promise<Built> {
    if (catalogue.version !== version) {
      version = catalogue.version;
      built = new Map();
    }
    const key = `${format} ${locale} ${origin}`;
    let entry = built.get(key);
    if (!entry) {
      if (built.size >= MAX_ENTRIES) built.delete(built.keys().next().value!);
      const cache = built;
      const building = build(format, locale, origin);
      entry = building;
      cache.set(key, building);
      // A failed build (the database away) must not be kept.
      building.catch(() => {
        if (cache.get(key) === building) cache.delete(key);
      });
    }
    return entry;
  }

  const answer = (format: FeedFormat) => async (c: Context) => {
    const locale = feedLocale(c);
    const origin = config.publicOrigin ?? new URL(c.req.url).origin;
    const { variants } = await feed(format, locale, origin);
    const encoding = chooseEncoding(c.req.header("accept-encoding"));
    const variant = variants[encoding];
    const headers: Record<string, string> = {
      "content-type": CONTENT_TYPES[format],
      "content-language": locale,
      vary: "Accept-Encoding",
      etag: variant.etag,
      // Merchant Center and Meta fetch on their own schedule: each fetch asks again, and an
      // unchanged feed costs a 304.
      "cache-control": "no-cache",
    };
    const ifNoneMatch = c.req.header("if-none-match");
    const tags = ifNoneMatch?.split(",").map((t) => t.trim().replace(/^W\//, "")) ?? [];
    if (Object.values(variants).some((v) => tags.includes(v.etag))) {
      delete headers["content-type"];
      return new Response(null, { status: 304, headers });
    }
    if (encoding !== "identity") headers["content-encoding"] = encoding;
    headers["content-length"] = String(variant.body.length);
    return new Response(c.req.method === "HEAD" ? null : variant.body, { status: 200, headers });
  };

  const app = new Hono();
  app.get("/google.xml", answer("google"));
  app.get("/meta.csv", answer("meta"));
  return app;
}
