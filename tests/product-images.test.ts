// Photos (issue 16, decision 019): what the server accepts is decided by the content, never the
// name; metadata is stripped; WebP and AVIF are made in widths no wider than the upload, and served
// under /uploads with a year's immutable caching and nothing else reachable there.
import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import type { AdminProduct } from "../app/shared/admin-contract";
import { createTestDb, testServices, type TestDb } from "./support/test-db";
import { signIn, useFastAuth } from "./support/admin";

describe("product photos", () => {
  let t: TestDb;
  let services: ReturnType<typeof testServices>;
  let app: ReturnType<typeof createApp>;
  let staff: Record<string, string>;

  beforeAll(async () => {
    t = await createTestDb("sqlite");
    services = useFastAuth(testServices(t.db));
    app = createApp(services);
    staff = await signIn(app, services);
  });
  afterAll(async () => {
    fs.rmSync(services.config.uploadsDir, { recursive: true, force: true });
    await t.cleanup();
  });

  const upload = (bytes: BlobPart, filename = "photo.jpg", type = "image/jpeg", target = "products/2") => {
    const form = new FormData();
    form.append("image", new File([bytes], filename, { type }));
    return app.request(`/api/admin/${target}/image`, { method: "PUT", headers: staff, body: form });
  };
  const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: "#8a6a3a" } });

  it("stores a JPEG as WebP and AVIF in widths up to its own, with its metadata gone", async () => {
    const jpeg = await photo(1500, 1000)
      .jpeg()
      .withExif({
        IFD0: { Copyright: "Secret Camera Co", Artist: "Someone" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "25/1 17/1 0/1" },
      })
      .toBuffer();
    expect((await sharp(jpeg).metadata()).exif).toBeDefined();
    const res = await upload(new Uint8Array(jpeg));
    expect(res.status, await res.clone().text()).toBe(200);
    const { product } = (await res.json()) as { product: AdminProduct };
    expect(product.imageSet).toMatchObject({ widths: [320, 640, 960, 1280], width: 1500, height: 1000 });
    expect(product.image).toBe(`${product.imageSet!.base}-1280.webp`);
    const folder = path.join(services.config.uploadsDir, "products");
    for (const w of product.imageSet!.widths) {
      for (const format of ["webp", "avif"]) {
        const file = path.join(folder, `${path.basename(product.imageSet!.base)}-${w}.${format}`);
        const meta = await sharp(file).metadata();
        expect(meta.width, file).toBe(w);
        expect(meta.exif, `${file} keeps no EXIF`).toBeUndefined();
        expect(meta.format).toBe(format === "webp" ? "webp" : "heif");
      }
    }
    // The storefront's catalogue has it at once.
    const catalogue = (await (await app.request("/api/catalogue")).json()) as { products: { id: string; imageSet: unknown }[] };
    expect(catalogue.products.find((p) => p.id === "2")?.imageSet).toEqual(product.imageSet);
    const audit = await t.db.kysely
      .selectFrom("audit_log")
      .select("detail")
      .where("action", "=", "product.image")
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail!)).toMatchObject({ before: { image: "/images/products/baccarat-rouge-540.svg" } });
  });

  it("accepts PNG, WebP and AVIF, never making a width wider than the photo", async () => {
    for (const [format, type] of [
      ["png", "image/png"],
      ["webp", "image/webp"],
      ["avif", "image/avif"],
    ] as const) {
      const bytes = await photo(500, 600).toFormat(format).toBuffer();
      const res = await upload(new Uint8Array(bytes), `photo.${format}`, type);
      expect(res.status, format).toBe(200);
      const { product } = (await res.json()) as { product: AdminProduct };
      expect(product.imageSet!.widths, format).toEqual([320, 500]);
    }
  });

  it("refuses a text file named x.jpg, an SVG and a damaged JPEG, naming the field, and changes nothing", async () => {
    const before = (await t.db.kysely.selectFrom("products").select("image").where("id", "=", "3").executeTakeFirstOrThrow())
      .image;
    const text = await upload("just some words, not a photo", "x.jpg", "image/jpeg", "products/3");
    expect(text.status).toBe(415);
    expect(await text.json()).toMatchObject({
      title: "This file is not a JPEG, PNG, WebP or AVIF photo.",
      errors: [{ field: "image" }],
    });
    const svg = await upload(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
      "x.svg",
      "image/svg+xml",
      "products/3",
    );
    expect(svg.status).toBe(415);
    const jpeg = await photo(800, 800).jpeg().toBuffer();
    const damaged = await upload(new Uint8Array(jpeg.subarray(0, jpeg.length / 2)), "cut.jpg", "image/jpeg", "products/3");
    expect(damaged.status).toBe(422);
    const after = (await t.db.kysely.selectFrom("products").select("image").where("id", "=", "3").executeTakeFirstOrThrow())
      .image;
    expect(after).toBe(before);
  });

  it("refuses more than 10 MB with 413, a request without a file with 422, and an unknown perfume with 404", async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 200 * 1024);
    expect((await upload(big)).status).toBe(413);
    const empty = await app.request("/api/admin/products/2/image", {
      method: "PUT",
      headers: { ...staff, "content-type": "application/json" },
      body: "{}",
    });
    expect(empty.status).toBe(422);
    expect(((await empty.json()) as { errors: { field: string }[] }).errors[0].field).toBe("image");
    const jpeg = await photo(400, 400).jpeg().toBuffer();
    expect((await upload(new Uint8Array(jpeg), "a.jpg", "image/jpeg", "products/nope")).status).toBe(404);
  });

  it("gives bundles photos the same way", async () => {
    const jpeg = await photo(700, 700).jpeg().toBuffer();
    const res = await upload(new Uint8Array(jpeg), "b.jpg", "image/jpeg", "bundles/bundle1");
    expect(res.status).toBe(200);
    const { bundle } = (await res.json()) as { bundle: { image: string } };
    expect(bundle.image).toMatch(/^\/uploads\/bundles\/[0-9a-f]{16}-700\.webp$/);
  });

  it("serves uploads for a year, immutable, and nothing else from the folder", async () => {
    const { products } = (await (await app.request("/api/catalogue")).json()) as { products: { id: string; image: string }[] };
    const image = products.find((p) => p.id === "2")!.image;
    const res = await app.request(image);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/webp");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const avif = await app.request(image.replace(/\.webp$/, ".avif"));
    expect(avif.headers.get("content-type")).toBe("image/avif");
    fs.writeFileSync(path.join(services.config.uploadsDir, "secret.txt"), "not for you");
    for (const probe of [
      "/uploads/secret.txt",
      "/uploads/products/../secret.txt",
      "/uploads/products/%2e%2e%2fsecret.txt",
      "/uploads/products/0000000000000000-320.webp",
    ]) {
      expect((await app.request(probe)).status, probe).toBe(404);
    }
  });
});
