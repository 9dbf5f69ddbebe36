// Photos the owner uploads for perfumes and bundles (docs/decisions/019). The content
// decides what a file is, never its name: sharp reads it, and anything that is not a JPEG, PNG,
// WebP or AVIF photo is refused. Each photo is turned upright, stripped of its metadata (camera,
// GPS) and written as WebP and AVIF in a few widths, named by a hash of the upload so a URL never
// changes meaning and can be cached for ever. Where the files go is the photo store's business
// (server/catalogue/photo-store.ts: a folder on SQLite, the database on PostgreSQL).
import { createHash } from "node:crypto";
import sharp, { type Metadata, type OutputInfo } from "sharp";
import type { ImageSet } from "../../app/shared/catalogue";
import type { PhotoFile, PhotoStore } from "./photo-store";

/** Widths made for srcset, never wider than the upload. */
const WIDTHS = [320, 640, 960, 1280];
/** About a 40-megapixel camera: anything larger is refused before it is decoded. */
const MAX_PIXELS = 40_000_000;
const ACCEPTED = new Set(["jpeg", "png", "webp", "heif"]);
/**
 * AVIF at effort 0: a quarter of the encoding time of effort 2 for files about 5 % larger (decision
 * 019), which keeps a 12-megapixel photo near 2 s of CPU. WebP stays at its default effort.
 */
const WEBP = { quality: 80 } as const;
const AVIF = { quality: 55, effort: 0 } as const;

const NOT_A_PHOTO = "This file is not a JPEG, PNG, WebP or AVIF photo.";
const DAMAGED = "This photo is damaged or incomplete: save it again and upload it once more.";
const TOO_LARGE = "This photo is too large: at most 40 megapixels.";

export type StoredImage = { ok: true; image: string; imageSet: ImageSet } | { ok: false; status: 415 | 422; message: string };

export async function storeImage(
  photos: PhotoStore,
  kind: "products" | "bundles" | "storefront",
  bytes: Uint8Array,
): Promise<StoredImage> {
  let meta: Metadata;
  try {
    // Only the header is read here, so no pixel limit yet: a photo too large is told so (422) below.
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    // A photo cut short can lose the header sharp needs: it is damaged, not "not a photo".
    return looksLikeAPhoto(bytes) ? refuse(422, DAMAGED) : refuse(415, NOT_A_PHOTO);
  }
  // HEIF is the container of AVIF; an HEIC photo from a phone uses HEVC, which we do not accept.
  if (!meta.format || !ACCEPTED.has(meta.format) || (meta.format === "heif" && meta.compression !== "av1")) {
    return refuse(415, NOT_A_PHOTO);
  }
  if (!meta.width || !meta.height) return refuse(422, DAMAGED);
  if (meta.width * meta.height > MAX_PIXELS) return refuse(422, TOO_LARGE);

  // Upright size: EXIF orientations 5 to 8 turn the photo a quarter.
  const [width, height] = (meta.orientation ?? 1) >= 5 ? [meta.height, meta.width] : [meta.width, meta.height];
  const widths = WIDTHS.filter((w) => w < width);
  if (width <= WIDTHS[WIDTHS.length - 1]) widths.push(width);
  const largest = widths[widths.length - 1];

  const hash = createHash("sha256").update(bytes).digest("hex").slice(0, 16);
  const base = `/uploads/${kind}/${hash}`;
  const stored = { ok: true as const, image: `${base}-${largest}.webp`, imageSet: { base, widths, width, height } };
  const names = widths.flatMap((w) => [`${kind}/${hash}-${w}.webp`, `${kind}/${hash}-${w}.avif`]);
  // The same upload again (a retry, or one photo for two perfumes): its files are already there.
  if (await photos.hasAll(names)) return stored;

  let upright: { data: Buffer; info: OutputInfo };
  try {
    // Decoded once, upright, at the largest width made (JPEG and WebP decode smaller directly), in
    // sRGB 8-bit; `failOn: "error"` refuses a truncated or corrupt file.
    upright = await sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" })
      .rotate()
      .resize({ width: largest })
      .toColourspace("srgb")
      .raw({ depth: "uchar" })
      .toBuffer({ resolveWithObject: true });
  } catch {
    return refuse(422, DAMAGED);
  }
  const raw = { raw: { width: upright.info.width, height: upright.info.height, channels: upright.info.channels } };

  const files: PhotoFile[] = [];
  for (const w of widths) {
    const resized = sharp(upright.data, raw).resize({ width: w });
    // sharp writes no metadata unless asked: nothing of the camera or its location is kept.
    const [webp, avif] = await Promise.all([resized.clone().webp(WEBP).toBuffer(), resized.clone().avif(AVIF).toBuffer()]);
    files.push({ name: `${kind}/${hash}-${w}.webp`, data: webp }, { name: `${kind}/${hash}-${w}.avif`, data: avif });
  }
  // Stored before the database names them (the caller saves the product afterwards).
  await photos.put(files);
  return stored;
}

const refuse = (status: 415 | 422, message: string) => ({ ok: false as const, status, message });

/** The first bytes of a JPEG, PNG, WebP or AVIF file, whatever follows them. */
function looksLikeAPhoto(bytes: Uint8Array) {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  return (
    (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) ||
    ascii(0, 8) === "\x89PNG\r\n\x1a\n" ||
    (ascii(0, 4) === "RIFF" && ascii(8, 12) === "WEBP") ||
    (ascii(4, 8) === "ftyp" && /^avi[fs]$/.test(ascii(8, 12)))
  );
}
