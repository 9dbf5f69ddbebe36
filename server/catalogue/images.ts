// Photos the owner uploads for perfumes and bundles (issue 16, docs/decisions/019). The content
// decides what a file is, never its name: sharp reads it, and anything that is not a JPEG, PNG,
// WebP or AVIF photo is refused. Each photo is turned upright, stripped of its metadata (camera,
// GPS) and written as WebP and AVIF in a few widths, named by a hash of the upload so a URL never
// changes meaning and can be cached for ever.
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp, { type Metadata } from "sharp";
import type { ImageSet } from "../../app/shared/catalogue";

/** Widths made for srcset, never wider than the upload. */
const WIDTHS = [320, 640, 960, 1280];
/** About a 40-megapixel camera: anything larger is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);

export type StoredImage = { ok: true; image: string; imageSet: ImageSet } | { ok: false; status: 415 | 422; message: string };

export async function storeImage(uploadsDir: string, kind: "products" | "bundles", bytes: Uint8Array): Promise<StoredImage> {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: MAX_PIXELS }).metadata();
  } catch {
    return { ok: false, status: 415, message: "This file is not a JPEG, PNG, WebP or AVIF photo." };
  }
  // HEIF is the container of AVIF; an HEIC photo from a phone uses HEVC, which we do not accept.
  if (!meta.format || !ACCEPTED.has(meta.format) || (meta.format === "heif" && meta.compression !== "av1")) {
    return { ok: false, status: 415, message: "This file is not a JPEG, PNG, WebP or AVIF photo." };
  }
  if (!meta.width || !meta.height) return { ok: false, status: 422, message: "This photo could not be read." };
  if (meta.width * meta.height > MAX_PIXELS) {
    return { ok: false, status: 422, message: "This photo is too large: at most 40 megapixels." };
  }

  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const folder = path.join(uploadsDir, kind);
  await fs.mkdir(folder, { recursive: true });
  let upright: { data: Buffer; info: { width: number; height: number } };
  try {
    // Decoded once, upright; `failOn: "error"` refuses a truncated or corrupt file.
    upright = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .toBuffer({ resolveWithObject: true });
  } catch {
    return { ok: false, status: 422, message: "This photo is damaged or incomplete: save it again and upload it once more." };
  }
  const { width, height } = upright.info;
  const widest = WIDTHS[WIDTHS.length - 1];
  const widths = WIDTHS.filter((w) => w < width);
  if (width <= widest) widths.push(width);

  for (const w of widths) {
    const resized = sharp(upright.data).resize({ width: w, withoutEnlargement: true });
    // Metadata is dropped by default: nothing of the camera or its location is kept.
    await writeOnce(path.join(folder, `${hash}-${w}.webp`), await resized.clone().webp({ quality: 80 }).toBuffer());
    await writeOnce(path.join(folder, `${hash}-${w}.avif`), await resized.clone().avif({ quality: 55, effort: 2 }).toBuffer());
  }
  const base = `/uploads/${kind}/${hash}`;
  const largest = widths[widths.length - 1];
  return {
    ok: true,
    image: `${base}-${largest}.webp`,
    imageSet: { base, widths, width, height },
  };
}

/** Written under a temporary name and renamed: a crash never leaves half a file under the real name. */
async function writeOnce(file: string, data: Buffer) {
  const temporary = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await fs.writeFile(temporary, data);
  await fs.rename(temporary, file);
}
