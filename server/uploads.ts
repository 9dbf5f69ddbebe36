// Serves uploaded photos (server/catalogue/images.ts) from UPLOADS_DIR under /uploads. Only names
// the uploader makes are answered (kind, content hash, width, format), so no other file in the
// folder, and nothing outside it, can be asked for. A name never changes content: cached for a year.
import fs from "node:fs/promises";
import path from "node:path";
import type { Context } from "hono";

const NAME = /^\/uploads\/(products|bundles)\/([0-9a-f]{16}-\d{1,4})\.(webp|avif)$/;
const TYPES = { webp: "image/webp", avif: "image/avif" } as const;

export function serveUploads(uploadsDir: string) {
  return async (c: Context) => {
    const match = NAME.exec(c.req.path);
    if (!match) return c.notFound();
    const [, kind, name, format] = match as unknown as [string, string, string, keyof typeof TYPES];
    const data = await fs.readFile(path.join(uploadsDir, kind, `${name}.${format}`)).catch(() => null);
    if (!data) return c.notFound();
    return c.body(data, 200, {
      "Content-Type": TYPES[format],
      "Cache-Control": "public, max-age=31536000, immutable",
    });
  };
}
