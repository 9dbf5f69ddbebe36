// Photos (decision 019): what the server accepts is decided by the content, never the
// name; metadata is stripped; WebP and AVIF are made in widths no wider than the upload, and served
// under /uploads with a year's immutable caching and nothing else reachable there.
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CatalogueImage } from "../app/components/catalogue-image";
import { createApp } from "../server/app";
import { storeImage } from "../server/catalogue/images";
import { createPhotoStore } from "../server/catalogue/photo-store";
import type { AdminProduct } from "../app/admin/catalogue/catalogue-contract";
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
    expect((await sharp(jpeg).metadata()).exif?.toString("latin1")).toContain("Secret Camera Co");
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
        expect(meta.exif, `${file} keeps no EXIF (camera, GPS)`).toBeUndefined();
        expect([meta.xmp, meta.iptc, meta.icc, meta.orientation], file).toEqual([undefined, undefined, undefined, undefined]);
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

  it("turns a photo upright by its EXIF orientation, and a narrow one keeps its own width", async () => {
    // 600 × 400 as stored, "rotate 90°" in EXIF: the shopper sees it 400 wide and 600 high.
    const jpeg = await photo(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const res = await upload(new Uint8Array(jpeg), "phone.jpg", "image/jpeg", "products/4");
    expect(res.status).toBe(200);
    const { product } = (await res.json()) as { product: AdminProduct };
    expect(product.imageSet).toMatchObject({ widths: [320, 400], width: 400, height: 600 });
    const file = path.join(services.config.uploadsDir, "products", `${path.basename(product.imageSet!.base)}-400.avif`);
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height, meta.orientation]).toEqual([400, 600, undefined]);
    // A photo under 320 px is made at its own width only.
    const tiny = await storeImage(services.photos, "products", await photo(200, 150).png().toBuffer());
    expect(tiny).toMatchObject({ ok: true, imageSet: { widths: [200], width: 200, height: 150 } });
  });

  it("refuses a photo over 40 megapixels (422), a damaged WebP (422, not 'not a photo') and a GIF (415)", async () => {
    // 8000 × 6000 of one colour is a small file but 48 megapixels once decoded.
    const huge = await photo(8000, 6000).png({ compressionLevel: 9 }).toBuffer();
    expect(huge.length).toBeLessThan(1024 * 1024);
    const big = await upload(new Uint8Array(huge), "huge.png", "image/png", "products/3");
    expect(big.status).toBe(422);
    expect(((await big.json()) as { title: string }).title).toMatch(/40 megapixels/);
    const webp = await photo(800, 600).webp().toBuffer();
    expect((await upload(new Uint8Array(webp.subarray(0, webp.length / 2)), "cut.webp", "image/webp", "products/3")).status).toBe(
      422,
    );
    const gif = await photo(50, 50).gif().toBuffer();
    expect((await upload(new Uint8Array(gif), "x.jpg", "image/jpeg", "products/3")).status).toBe(415);
  });

  it("stores one photo once: the same upload again gives the same names without remaking them", async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-again-"));
    try {
      const jpeg = await photo(700, 500).jpeg().toBuffer();
      const photos = createPhotoStore(t.db, folder);
      const first = await storeImage(photos, "products", jpeg);
      expect(first.ok).toBe(true);
      const names = fs.readdirSync(path.join(folder, "products")).sort();
      expect(names).toHaveLength(6);
      expect(names.every((n) => /^[0-9a-f]{16}-(320|640|700)\.(webp|avif)$/.test(n))).toBe(true);
      const stamp = fs.statSync(path.join(folder, "products", names[0])).mtimeMs;
      expect(await storeImage(photos, "products", jpeg)).toEqual(first);
      expect(fs.statSync(path.join(folder, "products", names[0])).mtimeMs).toBe(stamp);
      expect(fs.readdirSync(path.join(folder, "products")).sort()).toEqual(names);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it("renders an uploaded photo as a picture with AVIF and WebP srcsets, and a seeded one as before", () => {
    const imageSet = { base: "/uploads/products/0123456789abcdef", widths: [320, 640, 700], width: 700, height: 500 };
    const html = renderToStaticMarkup(
      createElement(CatalogueImage, {
        image: "/uploads/products/0123456789abcdef-700.webp",
        imageSet,
        alt: "Oud",
        sizes: "50vw",
        width: 600,
        height: 600,
        className: "w-full",
      }),
    );
    expect(html).toBe(
      '<picture class="contents"><source type="image/avif" srcSet="/uploads/products/0123456789abcdef-320.avif 320w, ' +
        '/uploads/products/0123456789abcdef-640.avif 640w, /uploads/products/0123456789abcdef-700.avif 700w" sizes="50vw"/>' +
        '<img src="/uploads/products/0123456789abcdef-700.webp" srcSet="/uploads/products/0123456789abcdef-320.webp 320w, ' +
        '/uploads/products/0123456789abcdef-640.webp 640w, /uploads/products/0123456789abcdef-700.webp 700w" alt="Oud" ' +
        'sizes="50vw" width="700" height="500" class="w-full"/></picture>',
    );
    const seeded = renderToStaticMarkup(
      createElement(CatalogueImage, {
        image: "/images/products/oud.svg",
        imageSet: null,
        alt: "Oud",
        width: 600,
        height: 600,
        loading: "lazy",
      }),
    );
    expect(seeded).toBe('<img src="/images/products/oud.svg" alt="Oud" width="600" height="600" loading="lazy"/>');
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
    // With the name as a strong ETag: a revalidation is a 304.
    const etag = res.headers.get("etag")!;
    expect(etag).toMatch(/^"[0-9a-f]{16}-\d+\.webp"$/);
    expect((await app.request(image, { headers: { "if-none-match": etag } })).status).toBe(304);
    // The storefront's hero photos are served the same way.
    const hero = await storeImage(services.photos, "storefront", await photo(400, 300).jpeg().toBuffer());
    expect(hero.ok && (await app.request(hero.image)).status).toBe(200);
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
  describe("over a real socket", () => {
    let server: http.Server;
    let port: number;
    beforeAll(async () => {
      server = http.createServer(getRequestListener(app.fetch));
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      port = (server.address() as AddressInfo).port;
    });
    afterAll(() => new Promise((resolve) => server.close(resolve)));

    /** The path is sent exactly as written: no URL parser tidies `..` away first. */
    const get = (rawPath: string, method = "GET") =>
      new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
        const req = http.request({ port, host: "127.0.0.1", method, path: rawPath }, (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (d: Buffer) => chunks.push(d));
          res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on("error", reject);
        req.end();
      });

    /** Declares (or streams) a body over 10 MB and sends only what the server lets it. */
    const bigUpload = (declared: boolean) =>
      new Promise<{ status: number; sent: number }>((resolve, reject) => {
        let sent = 0;
        let answered = false;
        const req = http.request(
          {
            port,
            host: "127.0.0.1",
            method: "PUT",
            path: "/api/admin/products/2/image",
            headers: {
              cookie: staff.cookie,
              origin: `http://127.0.0.1:${port}`,
              "sec-fetch-site": "same-origin",
              "content-type": "multipart/form-data; boundary=x",
              ...(declared ? { "content-length": String(11 * 1024 * 1024) } : {}),
            },
          },
          (res) => {
            answered = true;
            res.resume();
            res.on("end", () => {
              req.destroy();
              resolve({ status: res.statusCode!, sent });
            });
          },
        );
        req.on("error", (error) => (answered ? undefined : reject(error)));
        const piece = Buffer.alloc(256 * 1024, 0x61);
        (async () => {
          // Declared: a first piece only, then wait; the answer must come without the rest.
          for (let i = 0; i < (declared ? 1 : 44) && !answered; i++) {
            sent += piece.length;
            if (!req.write(piece)) await new Promise((r) => req.once("drain", r));
          }
        })().catch(() => undefined);
      });

    it("answers 413 to a declared length over 10 MB before the body arrives, and counts an undeclared one", async () => {
      const declared = await bigUpload(true);
      expect(declared).toEqual({ status: 413, sent: 256 * 1024 });
      const streamed = await bigUpload(false);
      expect(streamed.status).toBe(413);
      expect(streamed.sent).toBeLessThanOrEqual(11 * 1024 * 1024);
    });

    it("serves nothing outside the uploads' own names, however the path is spelled", async () => {
      const { products } = (await (await app.request("/api/catalogue")).json()) as { products: { id: string; image: string }[] };
      const image = products.find((p) => p.id === "2")!.image;
      const ok = await get(image);
      expect(ok.status).toBe(200);
      expect(ok.headers["content-type"]).toBe("image/webp");
      expect(ok.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect((await sharp(ok.body).metadata()).format).toBe("webp");
      const head = await get(image, "HEAD");
      expect([head.status, head.headers["content-type"], head.body.length]).toEqual([200, "image/webp", 0]);
      for (const probe of [
        "/uploads/../package.json",
        "/uploads/%2e%2e/package.json",
        "/uploads/%2E%2E%2Fpackage.json",
        "/uploads/..%2fpackage.json",
        "/uploads/products/..%2f..%2fpackage.json",
        "/uploads/products/%2e%2e%5c%2e%2e%5cpackage.json",
        "/uploads/",
        "/uploads/products/",
        "/uploads/products",
        `${image}.tmp`,
        image.replace(".webp", ".WEBP"),
        image.replace("/products/", "/bundles/"),
      ]) {
        const res = await get(probe);
        expect(res.status, probe).toBe(404);
        expect(res.body.toString(), probe).not.toContain('"name"');
      }
    });
  });
});
