// The owner's storefront content (docs/decisions/039-storefront-content.md), read with the
// catalogue so that a change reaches every page, the page cache and, on PostgreSQL, every process
// at once (server/catalogue/catalogue.ts, catalogue-channel.ts). Until the owner saves a part, its
// default stands: today's texts, and for the countdown and the contacts the environment's values.
import type { Selectable } from "kysely";
import type { AdminBanner, AdminTestimonial, StorefrontSettings } from "../../app/admin/storefront/storefront-contract";
import type { ImageSet } from "../../app/shared/catalogue";
import { parseLaunchTarget } from "../../app/shared/countdown";
import {
  BANNER_KINDS,
  contactsInputSchema,
  contactsOf,
  countdownInputSchema,
  isLive,
  qatarLocalInstant,
  qatarLocalOf,
  type BannerKind,
  type StoredBanner,
  type StoredContent,
} from "../../app/shared/storefront-content";
import type { StoreConfig } from "../config";
import type { Db } from "../db/database";
import type { Database } from "../db/schema";

/** shop_settings rows holding the countdown and the contacts as JSON. */
export const COUNTDOWN_KEY = "countdown";
export const CONTACTS_KEY = "contacts";

const EMPTY = { en: "", ar: "" };

const emptyBanner = (kind: BannerKind): StoredBanner => ({
  kind,
  enabled: false,
  title: EMPTY,
  text: EMPTY,
  link: "",
  linkLabel: EMPTY,
  image: null,
  imageSet: null,
  promotionId: null,
  startsAt: null,
  endsAt: null,
});

function parseJson(value: string | undefined): unknown {
  if (value === undefined) return undefined;
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

function toBanner(r: Selectable<Database["storefront_banners"]>): StoredBanner {
  return {
    kind: r.kind as BannerKind,
    enabled: r.enabled !== 0,
    title: { en: r.title, ar: r.title_ar },
    text: { en: r.body, ar: r.body_ar },
    link: r.link,
    linkLabel: { en: r.link_label, ar: r.link_label_ar },
    image: r.image,
    imageSet: (parseJson(r.image_set ?? undefined) as ImageSet | undefined) ?? null,
    promotionId: r.promotion_id,
    startsAt: r.starts_at,
    endsAt: r.ends_at,
  };
}

const toTestimonial = (r: Selectable<Database["testimonials"]>): AdminTestimonial => ({
  id: r.id,
  name: { en: r.name, ar: r.name_ar },
  location: { en: r.location, ar: r.location_ar },
  text: { en: r.text, ar: r.text_ar },
  rating: r.rating,
  hidden: r.hidden !== 0,
});

/** Every part of the content as stored; a row that no longer parses counts as never saved. */
export async function readContent(db: Pick<Db, "kysely">): Promise<StoredContent> {
  const [bannerRows, testimonialRows, settings] = await Promise.all([
    db.kysely.selectFrom("storefront_banners").selectAll().execute(),
    db.kysely.selectFrom("testimonials").selectAll().orderBy("position").orderBy("id").execute(),
    db.kysely.selectFrom("shop_settings").select(["key", "value"]).where("key", "in", [COUNTDOWN_KEY, CONTACTS_KEY]).execute(),
  ]);
  const banners = Object.fromEntries(BANNER_KINDS.map((kind) => [kind, emptyBanner(kind)])) as Record<BannerKind, StoredBanner>;
  for (const row of bannerRows)
    if ((BANNER_KINDS as readonly string[]).includes(row.kind)) banners[row.kind as BannerKind] = toBanner(row);
  const setting = (key: string) => parseJson(settings.find((s) => s.key === key)?.value);
  const countdown = countdownInputSchema.safeParse(setting(COUNTDOWN_KEY));
  const contacts = contactsInputSchema.safeParse(setting(CONTACTS_KEY));
  return {
    banners,
    countdown: countdown.success ? countdown.data : null,
    contacts: contacts.success ? contacts.data : null,
    testimonials: testimonialRows.map(toTestimonial),
  };
}

/** The environment's launch target in Qatar time as the admin's field shows it; null when unset or unreadable. */
function defaultLaunch(store: StoreConfig): string | null {
  if (!store.launchTarget) return null;
  const time = parseLaunchTarget(store.launchTarget).getTime();
  return Number.isNaN(time) ? null : qatarLocalOf(time);
}

const localOf = (instant: string | null) => (instant ? qatarLocalOf(Date.parse(instant)) : null);

/** What the admin's Storefront section shows: every part, with the defaults where nothing is saved. */
export function adminContent(content: StoredContent, store: StoreConfig, now: number): StorefrontSettings {
  const banner = (kind: BannerKind): AdminBanner => {
    const b = content.banners[kind];
    return { ...b, startsAt: localOf(b.startsAt), endsAt: localOf(b.endsAt), live: isLive(b, now) };
  };
  return {
    banners: { announcement: banner("announcement"), hero: banner("hero") },
    countdown: content.countdown ?? { target: defaultLaunch(store), title: EMPTY, text: EMPTY },
    contacts: contactsOf(content, store),
    testimonials: content.testimonials,
  };
}

/** A Qatar local date-time from the admin as the ISO instant stored; null stays null. */
export const storedInstant = (local: string | null) => (local ? new Date(qatarLocalInstant(local)).toISOString() : null);
