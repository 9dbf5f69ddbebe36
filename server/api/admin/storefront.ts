// The owner's storefront content under /api/admin/storefront (docs/decisions/039-storefront-content.md):
// the announcement bar and the hero banner (texts, link, schedule, the hero's photo), the countdown,
// the support contacts and the testimonials. Owners only, reads included: the section is theirs.
// Every change goes through catalogueWrites: one transaction with its audit row (before and
// after), then the catalogue and its content read afresh here and, on PostgreSQL, everywhere, so
// pages and the page cache follow at once.
import { randomUUID } from "node:crypto";
import { Hono, type Context } from "hono";
import type { AdminBanner, AdminTestimonial, StorefrontSettings } from "../../../app/admin/storefront/storefront-contract";
import { reorderSchema } from "../../../app/shared/catalogue-input";
import {
  BANNER_KINDS,
  bannerInputSchema,
  contactsInputSchema,
  countdownInputSchema,
  testimonialInputSchema,
  type BannerKind,
  type TestimonialInput,
} from "../../../app/shared/storefront-content";
import { storeImage } from "../../catalogue/images";
import { adminContent, CONTACTS_KEY, COUNTDOWN_KEY, storedInstant } from "../../content/content";
import type { AppServices } from "../../services";
import { limitBody } from "../json-body";
import { problem, validationProblem } from "../problem";
import { catalogueWrites } from "./catalogue-writes";
import type { AdminEnv } from "./env";
import { allow } from "./guard";
import { imageBodyLimit, readImageUpload } from "./image-upload";

const isKind = (kind: string): kind is BannerKind => (BANNER_KINDS as readonly string[]).includes(kind);

const testimonialRow = (t: TestimonialInput) => ({
  name: t.name.en,
  name_ar: t.name.ar,
  location: t.location.en,
  location_ar: t.location.ar,
  text: t.text.en,
  text_ar: t.text.ar,
  rating: t.rating,
  hidden: t.hidden ? 1 : 0,
});

export function adminStorefrontApi(services: AppServices) {
  const api = new Hono<AdminEnv>();
  api.use("*", allow("storefront.write"));
  const { config } = services;
  const writes = catalogueWrites(services);
  const current = async (): Promise<StorefrontSettings> =>
    adminContent((await services.catalogue.stored()).content, config.store, Date.now());

  api.get("/", async (c) => c.json((await current()) satisfies StorefrontSettings));

  const bannerAnswer = async (c: Context, kind: BannerKind) => c.json((await current()).banners[kind] satisfies AdminBanner);

  api.put("/banners/:kind", limitBody, async (c) => {
    const kind = c.req.param("kind");
    if (!isKind(kind)) return problem(c, 404, "There is no such banner.");
    const body = await writes.parse(c, bannerInputSchema);
    if (!body.ok) return body.response;
    const input = body.value;
    const before = (await current()).banners[kind];
    await writes.change(c, "storefront.banner", kind, async (trx) => {
      const values = {
        enabled: input.enabled ? 1 : 0,
        title: input.title.en,
        title_ar: input.title.ar,
        body: input.text.en,
        body_ar: input.text.ar,
        link: input.link,
        link_label: input.linkLabel.en,
        link_label_ar: input.linkLabel.ar,
        starts_at: storedInstant(input.startsAt),
        ends_at: storedInstant(input.endsAt),
        updated_at: new Date().toISOString(),
      };
      await trx
        .insertInto("storefront_banners")
        .values({ kind, ...values })
        .onConflict((oc) => oc.column("kind").doUpdateSet(values))
        .execute();
      const { live: _live, image: _image, imageSet: _set, promotionId: _promotion, kind: _kind, ...was } = before;
      return { before: was, after: input };
    });
    return bannerAnswer(c, kind);
  });

  // The hero's photo, through the shop's one photo path (server/catalogue/images.ts, decision 019).
  api.put("/banners/:kind/image", imageBodyLimit, async (c) => {
    const kind = c.req.param("kind");
    if (kind !== "hero") return problem(c, 404, "Only the hero banner has a photo.");
    const upload = await readImageUpload(c);
    if (!upload.ok) return upload.response;
    const stored = await storeImage(services.photos, "storefront", upload.bytes);
    if (!stored.ok)
      return problem(c, stored.status, stored.message, {
        errors: [{ field: "image", pointer: "#/image", detail: stored.message }],
      });
    const before = (await current()).banners.hero.image;
    await writes.change(c, "storefront.image", kind, async (trx) => {
      const values = { image: stored.image, image_set: JSON.stringify(stored.imageSet), updated_at: new Date().toISOString() };
      await trx
        .insertInto("storefront_banners")
        .values({ kind, ...values })
        .onConflict((oc) => oc.column("kind").doUpdateSet(values))
        .execute();
      return { before: { image: before }, after: { image: stored.image } };
    });
    return bannerAnswer(c, kind);
  });

  const setting = (key: string, value: unknown) => {
    const text = JSON.stringify(value);
    return (trx: Parameters<Parameters<typeof writes.change>[3]>[0]) =>
      trx
        .insertInto("shop_settings")
        .values({ key, value: text })
        .onConflict((oc) => oc.column("key").doUpdateSet({ value: text }))
        .execute();
  };

  api.put("/countdown", limitBody, async (c) => {
    const body = await writes.parse(c, countdownInputSchema);
    if (!body.ok) return body.response;
    const before = (await current()).countdown;
    await writes.change(c, "storefront.countdown", "countdown", async (trx) => {
      await setting(COUNTDOWN_KEY, body.value)(trx);
      return { before, after: body.value };
    });
    return c.json((await current()).countdown);
  });

  api.put("/contacts", limitBody, async (c) => {
    const body = await writes.parse(c, contactsInputSchema);
    if (!body.ok) return body.response;
    const before = (await current()).contacts;
    await writes.change(c, "storefront.contacts", "contacts", async (trx) => {
      await setting(CONTACTS_KEY, body.value)(trx);
      return { before, after: body.value };
    });
    return c.json((await current()).contacts);
  });

  const testimonial = async (id: string) => (await current()).testimonials.find((t) => t.id === id) ?? null;

  api.post("/testimonials", limitBody, async (c) => {
    const body = await writes.parse(c, testimonialInputSchema);
    if (!body.ok) return body.response;
    const id = randomUUID();
    await writes.change(c, "testimonial.create", id, async (trx) => {
      const last = await trx
        .selectFrom("testimonials")
        .select((eb) => eb.fn.max("position").as("position"))
        .executeTakeFirst();
      const position = last?.position === null || last?.position === undefined ? 0 : Number(last.position) + 1;
      await trx
        .insertInto("testimonials")
        .values({ id, position, ...testimonialRow(body.value) })
        .execute();
      return { before: null, after: body.value };
    });
    return c.json((await testimonial(id)) satisfies AdminTestimonial | null, 201);
  });

  // Before /:id, so "order" is not taken for an id.
  api.put("/testimonials/order", limitBody, async (c) => {
    const body = await writes.parse(c, reorderSchema);
    if (!body.ok) return body.response;
    const { ids } = body.value;
    const changed = await writes.change(c, "testimonial.reorder", "testimonials", async (trx) => {
      const rows = await trx.selectFrom("testimonials").select("id").orderBy("position").orderBy("id").execute();
      const known = new Set(rows.map((r) => r.id));
      if (ids.length !== rows.length || !ids.every((id) => known.has(id))) return null;
      for (const [position, id] of ids.entries())
        await trx.updateTable("testimonials").set({ position }).where("id", "=", id).execute();
      return { before: rows.map((r) => r.id), after: ids };
    });
    if (!changed) return validationProblem(c, [{ field: "ids", message: "Send every id exactly once, in the new order." }]);
    return c.json({ ids });
  });

  api.put("/testimonials/:id", limitBody, async (c) => {
    const id = c.req.param("id");
    const body = await writes.parse(c, testimonialInputSchema);
    if (!body.ok) return body.response;
    const before = await testimonial(id);
    if (!before) return problem(c, 404, "This testimonial does not exist.");
    await writes.change(c, "testimonial.update", id, async (trx) => {
      await trx.updateTable("testimonials").set(testimonialRow(body.value)).where("id", "=", id).execute();
      const { id: _id, ...was } = before;
      return { before: was, after: body.value };
    });
    return c.json((await testimonial(id)) satisfies AdminTestimonial | null);
  });

  return api;
}
