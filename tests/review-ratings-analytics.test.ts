// The analytics' Ratings by Perfume (docs/decisions/045) on both engines: published reviews only,
// written in the chosen Qatar days, averaged and counted per perfume by the database.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PeriodRatings } from "../app/admin/overview/overview-contract";
import { createApp } from "../server/app";
import type { ReviewStatus } from "../app/shared/reviews";
import { signIn, staffRequest, useFastAuth } from "./support/admin";
import { createTestDb, engines, testServices, type TestDb } from "./support/test-db";

describe.each(engines)("ratings by perfume on %s", (engine) => {
  let t: TestDb;
  let app: ReturnType<typeof createApp>;
  let staff: Record<string, string>;
  const admin = (path: string) => staffRequest(app, () => staff)("GET", path);
  const names: Record<string, string> = {};

  beforeAll(async () => {
    t = await createTestDb(engine);
    const services = useFastAuth(testServices(t.db));
    app = createApp(services);
    staff = await signIn(app, services, "clerk", undefined, "staff");
    for (const p of await t.db.kysely.selectFrom("products").select(["id", "name"]).where("id", "in", ["1", "2"]).execute())
      names[p.id] = p.name;
    let n = 0;
    const review = (product: string, rating: number, status: ReviewStatus, createdAt: string) => ({
      id: `rv_${++n}`,
      order_id: `ord_${n}`,
      product_id: product,
      rating,
      language: "en",
      status,
      held_for: status === "held" ? "first-read" : null,
      reply: null,
      replied_at: null,
      created_at: createdAt,
      published_at: status === "published" ? createdAt : null,
    });
    await t.db.kysely
      .insertInto("reviews")
      .values([
        // Perfume 1, 2 November (Qatar day): 5, 4, 4 published; a held 1 and a hidden 1 count nowhere.
        review("1", 5, "published", "2026-11-02T08:00:00.000Z"),
        review("1", 4, "published", "2026-11-02T09:00:00.000Z"),
        review("1", 4, "published", "2026-11-02T20:59:00.000Z"),
        review("1", 1, "held", "2026-11-02T10:00:00.000Z"),
        review("1", 1, "hidden", "2026-11-02T11:00:00.000Z"),
        // Perfume 2: a 3 on 2 November, a 5 written on 3 November in Qatar (21:30 UTC on the 2nd).
        review("2", 3, "published", "2026-11-02T12:00:00.000Z"),
        review("2", 5, "published", "2026-11-02T21:30:00.000Z"),
      ])
      .execute();
  });
  afterAll(async () => {
    await t.cleanup();
  });

  const ratings = async (query: string) => {
    const res = await admin(`/api/admin/stats/ratings?${query}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as PeriodRatings).ratings;
  };

  it("averages and counts the published reviews per perfume, most reviewed first", async () => {
    expect(await ratings("range=all")).toEqual([
      { productId: "1", name: names["1"], average: 4.3, count: 3 },
      { productId: "2", name: names["2"], average: 4, count: 2 },
    ]);
  });

  it("counts only the reviews written in the range's Qatar days", async () => {
    expect(await ratings("range=custom&from=2026-11-02&to=2026-11-02")).toEqual([
      { productId: "1", name: names["1"], average: 4.3, count: 3 },
      { productId: "2", name: names["2"], average: 3, count: 1 },
    ]);
    expect(await ratings("range=custom&from=2026-11-03&to=2026-11-03")).toEqual([
      { productId: "2", name: names["2"], average: 5, count: 1 },
    ]);
    expect(await ratings("range=custom&from=2099-01-01&to=2099-01-31")).toEqual([]);
  });

  it("answers a bad range with 422 naming it", async () => {
    const res = await admin("/api/admin/stats/ratings?range=custom&from=someday");
    expect(res.status).toBe(422);
  });
});
