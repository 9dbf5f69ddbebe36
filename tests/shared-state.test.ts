// Nothing kept on one machine (docs/decisions/046): two app instances, each with services and an
// UPLOADS_DIR of its own, on one database (on PostgreSQL through two connection pools, as two
// machines would be). The per-address limits hold across both; on PostgreSQL a photo uploaded
// through one is served by the other, then from that one's disk without the database; on SQLite
// the photos stay in the folder. tests/two-hosts.test.ts does the same with real hosts.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../server/app";
import { copyFolderToDatabase } from "../server/catalogue/photo-store";
import { openDatabase, type Db } from "../server/db/database";
import { LOOKUPS_PER_MINUTE } from "../app/shared/order-lookup";
import type { AdminProduct } from "../app/admin/catalogue/catalogue-contract";
import { createTestDb, engines, testServices, TEST_DATABASE_URL, type TestDb } from "./support/test-db";
import { signIn, useFastAuth } from "./support/admin";

describe.each(engines)("two app instances on one %s database", (engine) => {
  let t: TestDb;
  let second: Db;
  let a: { app: ReturnType<typeof createApp>; services: ReturnType<typeof testServices> };
  let b: typeof a;
  let staff: Record<string, string>;

  const instance = (db: Db) => {
    const services = useFastAuth(testServices(db, { TRUST_PROXY: "true" }));
    return { services, app: createApp(services) };
  };
  const lookup = (app: ReturnType<typeof createApp>, from: string) =>
    app.request("/api/orders/lookup", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from },
      body: JSON.stringify({ orderNumber: 99_999_999, phone: "+974 5555 1234" }),
    });

  beforeAll(async () => {
    t = await createTestDb(engine);
    // SQLite is one process's database (decision 024): the second instance shares its handle.
    second = engine === "postgres" ? openDatabase(TEST_DATABASE_URL, { schema: t.schema, poolSize: 5 }) : t.db;
    a = instance(t.db);
    b = instance(second);
    staff = await signIn(a.app, a.services);
  });
  afterAll(async () => {
    for (const s of [a, b]) fs.rmSync(s.services.config.uploadsDir, { recursive: true, force: true });
    if (second !== t.db) await second.close();
    await t.cleanup();
  });

  it("holds the lookup limit across both: 30 at once from one address, 10 answered in all", async () => {
    const answers = await Promise.all(Array.from({ length: 30 }, (_, i) => lookup(i % 2 ? a.app : b.app, "198.51.100.7")));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 404)).toHaveLength(LOOKUPS_PER_MINUTE);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LOOKUPS_PER_MINUTE);
    const refused = answers.find((r) => r.status === 429)!;
    const wait = Number(refused.headers.get("retry-after"));
    expect(wait).toBeGreaterThan(50);
    expect(wait).toBeLessThanOrEqual(70);
    // Another address is not held up, on either instance.
    expect((await lookup(b.app, "198.51.100.8")).status).toBe(404);
    expect((await lookup(a.app, "198.51.100.8")).status).toBe(404);
    const rows = await t.db.kysely.selectFrom("rate_counts").selectAll().where("subject", "=", "198.51.100.7").execute();
    expect(rows.reduce((sum, r) => sum + Number(r.count), 0)).toBe(LOOKUPS_PER_MINUTE);
  });

  it("holds the quote limit across both, sequentially: the 121st quote from one address is refused on the other", async () => {
    const ask = (app: ReturnType<typeof createApp>) =>
      app.request("/api/promotions/quote", {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": "198.51.100.9" },
        body: "{}",
      });
    for (let i = 0; i < 120; i++) expect((await ask(i < 60 ? a.app : b.app)).status).toBe(422);
    expect((await ask(a.app)).status).toBe(429);
    expect((await ask(b.app)).status).toBe(429);
  });

  it("serves a photo uploaded through one instance from the other, with its ETag and a 304", async () => {
    const jpeg = await sharp({ create: { width: 700, height: 500, channels: 3, background: "#704214" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("image", new File([new Uint8Array(jpeg)], "p.jpg", { type: "image/jpeg" }));
    const res = await a.app.request("/api/admin/products/2/image", { method: "PUT", headers: staff, body: form });
    expect(res.status, await res.clone().text()).toBe(200);
    const { product } = (await res.json()) as { product: AdminProduct };
    const name = `${product.imageSet!.base.replace(/^\/uploads\//, "")}-640.avif`;
    const stored = await t.db.kysely.selectFrom("upload_files").select("name").execute();

    if (engine === "sqlite") {
      // One machine: the folder, as before; the table stays empty.
      expect(stored).toEqual([]);
      expect(fs.existsSync(path.join(a.services.config.uploadsDir, name))).toBe(true);
      expect((await a.app.request(`/uploads/${name}`)).status).toBe(200);
      return;
    }
    // Every variant is a row; B's disk has none of them until it is asked.
    expect(stored.map((r) => r.name).sort()).toHaveLength(6);
    const cached = path.join(b.services.config.uploadsDir, name);
    expect(fs.existsSync(cached)).toBe(false);
    const first = await b.app.request(`/uploads/${name}`);
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/avif");
    expect(first.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f]{16}-640\.avif"$/);
    expect((await sharp(Buffer.from(await first.arrayBuffer())).metadata()).width).toBe(640);
    expect(fs.existsSync(cached)).toBe(true);
    // Served from B's disk from now on: with the row gone, B still answers (no database read).
    await t.db.kysely.deleteFrom("upload_files").where("name", "=", name).execute();
    const again = await b.app.request(`/uploads/${name}`);
    expect(again.status).toBe(200);
    expect(again.headers.get("etag")).toBe(etag);
    const revalidated = await b.app.request(`/uploads/${name}`, { headers: { "if-none-match": etag! } });
    expect(revalidated.status).toBe(304);
    expect(await revalidated.text()).toBe("");
    // A name never uploaded is a 404 on both.
    for (const s of [a, b]) expect((await s.app.request("/uploads/products/0000000000000000-320.webp")).status).toBe(404);
  });

  it.runIf(engine === "postgres")("copies an UPLOADS_DIR folder into the database once, leaving other files alone", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-uploads-old-"));
    try {
      fs.mkdirSync(path.join(dir, "bundles"));
      const webp = await sharp({ create: { width: 320, height: 320, channels: 3, background: "#123456" } })
        .webp()
        .toBuffer();
      fs.writeFileSync(path.join(dir, "bundles", "00112233445566aa-320.webp"), webp);
      fs.writeFileSync(path.join(dir, "bundles", "notes.txt"), "not a photo");
      expect(await copyFolderToDatabase(t.db, dir)).toEqual({ copied: 1, present: 0, ignored: 1 });
      expect(await copyFolderToDatabase(t.db, dir)).toEqual({ copied: 0, present: 1, ignored: 1 });
      const served = await b.app.request("/uploads/bundles/00112233445566aa-320.webp");
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(webp)).toBe(true);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
