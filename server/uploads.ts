// Serves uploaded photos (server/catalogue/images.ts) under /uploads from the photo store
// (server/catalogue/photo-store.ts: UPLOADS_DIR on SQLite, the database through this machine's disk
// cache on PostgreSQL). Only names the uploader makes are answered (kind, content hash, width,
// format), so nothing else in the folder, and nothing outside it, can be asked for. A name never
// changes content: cached for a year, with the name as a strong ETag, so a revalidation is a 304
// that reads nothing.
import type { Context } from "hono";
import { PHOTO_NAME, PHOTO_TYPES, type PhotoStore } from "./catalogue/photo-store";

const CACHE_CONTROL = "public, max-age=31536000, immutable";

export function serveUploads(photos: PhotoStore) {
  return async (c: Context) => {
    const name = c.req.path.replace(/^\/uploads\//, "");
    const match = PHOTO_NAME.exec(name);
    if (!match) return c.notFound();
    const format = match[3] as keyof typeof PHOTO_TYPES;
    const etag = `"${match[2]}.${format}"`;
    const ifNoneMatch = c.req.header("if-none-match");
    if (ifNoneMatch?.split(",").some((tag) => tag.trim().replace(/^W\//, "") === etag)) {
      // Only a name this server made gets here, and such a name is never reused for other bytes.
      return c.body(null, 304, { ETag: etag, "Cache-Control": CACHE_CONTROL });
    }
    const data = await photos.get(name);
    if (!data) return c.notFound();
    return c.body(data as Uint8Array<ArrayBuffer>, 200, {
      "Content-Type": PHOTO_TYPES[format],
      ETag: etag,
      "Cache-Control": CACHE_CONTROL,
    });
  };
}
