// The owner's storefront content (docs/decisions/039-storefront-content.md): the announcement bar
// and the hero banner, each shown between its own start and end in Qatar time, the launch
// countdown, the testimonials and the support contacts. What the owner may send, read by the
// server (422 naming the field) and the admin's forms alike, and when a scheduled item is shown.
import { z } from "zod";
import { hasControlCharacters } from "./text-rules";
import { QATAR_UTC_OFFSET } from "./qatar-days";
import { parseLaunchTarget } from "./countdown";
import type { ImageSet } from "./catalogue";
import type { Locale } from "../i18n";
import type { Testimonial } from "../content/testimonials.en";
import type { AdminBanner, AdminContacts, AdminCountdown, AdminTestimonial } from "../admin/storefront/storefront-contract";
import type { StoreConfig } from "../../server/config";

export const BANNER_KINDS = ["announcement", "hero"] as const;
export type BannerKind = (typeof BANNER_KINDS)[number];

export interface Bilingual {
  en: string;
  ar: string;
}

/** A date-time as the owner types it (datetime-local), in Qatar time: "2026-12-01T09:00". */
const QATAR_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** The instant (ms) of a Qatar local date-time; NaN when it is not a real one. */
export function qatarLocalInstant(local: string): number {
  if (!QATAR_LOCAL.test(local)) return Number.NaN;
  const time = Date.parse(`${local}:00${QATAR_UTC_OFFSET}`);
  // Date.parse rolls 31 November over to 1 December: refuse what does not read back the same.
  return Number.isNaN(time) || qatarLocalOf(time) !== local ? Number.NaN : time;
}

/** An instant as the owner's datetime-local field shows it, in Qatar time. */
export function qatarLocalOf(instant: number): string {
  return new Date(instant + 3 * 60 * 60 * 1000).toISOString().slice(0, 16);
}

const text = (max: number, what: string, multiline = false) =>
  z
    .string({ error: `${what} must be text.` })
    .trim()
    .max(max, `${what} is at most ${max} characters.`)
    .refine((value) => !hasControlCharacters(value, multiline), `${what} contains characters that are not allowed.`);

/** Both languages of one text; either may be empty unless a rule below asks for it. */
const bilingual = (max: number, what: string, multiline = false) =>
  z.strictObject(
    { en: text(max, `The English ${what}`, multiline), ar: text(max, `The Arabic ${what}`, multiline) },
    { error: `Send the ${what} in English and Arabic.` },
  );

const when = (what: string) =>
  z
    .string({ error: `The ${what} is a date and time.` })
    .refine((v) => !Number.isNaN(qatarLocalInstant(v)), `The ${what} is a real date and time, e.g. 2026-12-01T09:00.`)
    .nullable();

/** Where a banner leads: a page of the shop ("/offers") or another site over https. */
const link = z
  .string({ error: "The link must be text." })
  .trim()
  .max(300, "The link is at most 300 characters.")
  .refine(
    (v) => v === "" || (/^\/(?!\/)[^\s]*$/.test(v) && !hasControlCharacters(v)) || /^https:\/\/[^\s/]+(\/[^\s]*)?$/.test(v),
    "The link is a page of the shop (/offers) or an address starting with https://.",
  );

/** Both languages present, or a message naming the missing one. */
function requireBoth(value: Bilingual, path: string, what: string, context: z.RefinementCtx) {
  for (const language of ["en", "ar"] as const)
    if (!value[language])
      context.addIssue({
        code: "custom",
        path: [path, language],
        message: `The ${language === "en" ? "English" : "Arabic"} ${what} is required.`,
      });
}

function checkSchedule(value: { startsAt: string | null; endsAt: string | null }, context: z.RefinementCtx) {
  if (value.startsAt && value.endsAt && qatarLocalInstant(value.endsAt) <= qatarLocalInstant(value.startsAt))
    context.addIssue({ code: "custom", path: ["endsAt"], message: "The end comes after the start." });
}

/** PUT /api/admin/storefront/banners/:kind. The hero's photo is uploaded on its own (…/hero/image). */
export const bannerInputSchema = z
  .strictObject({
    enabled: z.boolean({ error: "enabled is true or false." }),
    /** The announcement's text; the hero's heading. */
    title: bilingual(160, "title"),
    /** The hero's line under the heading (empty: the shop's delivery promise, as today). */
    text: bilingual(300, "text", true),
    link,
    /** The hero's button text for the link (empty: "Shop All Perfumes"). */
    linkLabel: bilingual(40, "button text"),
    startsAt: when("start"),
    endsAt: when("end"),
  })
  .superRefine((value, context) => {
    if (value.enabled) requireBoth(value.title, "title", "title", context);
    checkSchedule(value, context);
  });
export type BannerInput = z.infer<typeof bannerInputSchema>;

/** PUT /api/admin/storefront/countdown. An empty title or text keeps today's wording. */
export const countdownInputSchema = z.strictObject({
  target: when("launch time"),
  title: bilingual(120, "title"),
  text: bilingual(300, "text", true),
});
export type CountdownInput = z.infer<typeof countdownInputSchema>;

/** PUT /api/admin/storefront/contacts: the same rules as the environment's defaults (server/config.ts). */
export const contactsInputSchema = z.strictObject({
  phone: text(30, "The phone").min(5, "The phone has at least 5 characters."),
  whatsapp: z
    .string({ error: "The WhatsApp number must be text." })
    .regex(/^\d{8,15}$/, "Digits only, with the country code, e.g. 97450001234."),
  email: z.email("The e-mail is an address such as care@example.qa.").max(254),
  socialUrl: z.url({ protocol: /^https$/, error: "The profile's address starts with https://." }).max(300),
  socialLabel: text(40, "The network's name").min(1, "The network's name is required."),
});
export type ContactsInput = z.infer<typeof contactsInputSchema>;

/** POST /api/admin/storefront/testimonials and PUT …/:id. */
export const testimonialInputSchema = z
  .strictObject({
    name: bilingual(60, "name"),
    location: bilingual(60, "place"),
    text: bilingual(600, "quote", true),
    rating: z
      .number({ error: "The rating is a number of stars." })
      .int("Whole stars.")
      .min(1, "At least 1 star.")
      .max(5, "At most 5 stars."),
    hidden: z.boolean({ error: "hidden is true or false." }),
  })
  .superRefine((value, context) => {
    requireBoth(value.name, "name", "name", context);
    requireBoth(value.text, "text", "quote", context);
  });
export type TestimonialInput = z.infer<typeof testimonialInputSchema>;

/** Scheduled start and end as stored (ISO instants); null = open on that side. */
export interface Schedule {
  enabled: boolean;
  startsAt: string | null;
  endsAt: string | null;
}

/** Whether a scheduled item shows at `now`: switched on, started, not yet ended. */
export function isLive(item: Schedule, now: number): boolean {
  if (!item.enabled) return false;
  if (item.startsAt && Date.parse(item.startsAt) > now) return false;
  return !(item.endsAt && Date.parse(item.endsAt) <= now);
}

/**
 * The first instant after `now` at which what the storefront shows changes by itself (a banner
 * starts or ends, the countdown reaches its launch), or null. A cached page is rendered again then
 * (server/page-cache.ts), so no page keeps showing an ended banner.
 */
export function nextChange(instants: readonly (string | null)[], now: number): number | null {
  let next: number | null = null;
  for (const instant of instants) {
    const time = instant ? Date.parse(instant) : Number.NaN;
    if (time > now && (next === null || time < next)) next = time;
  }
  return next;
}

/** The announcement bar as a page shows it, in the page's language. */
export interface ShopAnnouncement {
  text: string;
  /** Empty: the bar is text only. */
  link: string;
}

/** The hero banner while it is live, in the page's language; empty texts keep today's. */
export interface HeroBanner {
  title: string;
  text: string;
  link: string;
  linkLabel: string;
  image: string | null;
  imageSet: ImageSet | null;
}

/** The countdown as the home page shows it: the target (Qatar time unless zoned) and the owner's wording. */
export interface HomeCountdown {
  target: string | null;
  /** Empty: today's wording. */
  title: string;
  text: string;
}

/** A banner as stored and read with the catalogue (server/content/content.ts). */
export interface StoredBanner extends Omit<AdminBanner, "startsAt" | "endsAt" | "live"> {
  /** ISO instants. */
  startsAt: string | null;
  endsAt: string | null;
}

export interface StoredContent {
  banners: Record<BannerKind, StoredBanner>;
  /** null until the owner saves it: the environment's LAUNCH_TARGET and today's wording. */
  countdown: AdminCountdown | null;
  /** null until the owner saves them: the environment's STORE_* values. */
  contacts: AdminContacts | null;
  testimonials: AdminTestimonial[];
}

export function contactsOf(content: StoredContent, store: StoreConfig): AdminContacts {
  return (
    content.contacts ?? {
      phone: store.phone,
      whatsapp: store.whatsapp,
      email: store.email,
      socialUrl: store.socialUrl,
      socialLabel: store.socialLabel,
    }
  );
}

/** The store identity pages read (useStore): the environment's, with the owner's contacts over it. */
export function storeOf(content: StoredContent, store: StoreConfig): StoreConfig {
  return { ...store, ...contactsOf(content, store), launchTarget: countdownOf(content, store, "en").target };
}

export function announcementOf(content: StoredContent, locale: Locale, now: number): ShopAnnouncement | null {
  const b = content.banners.announcement;
  if (!isLive(b, now) || !b.title[locale]) return null;
  return { text: b.title[locale], link: b.link };
}

export function heroOf(content: StoredContent, locale: Locale, now: number): HeroBanner | null {
  const b = content.banners.hero;
  if (!isLive(b, now) || !b.title[locale]) return null;
  return {
    title: b.title[locale],
    text: b.text[locale],
    link: b.link,
    linkLabel: b.linkLabel[locale],
    image: b.image,
    imageSet: b.imageSet,
  };
}

export function countdownOf(content: StoredContent, store: Pick<StoreConfig, "launchTarget">, locale: Locale): HomeCountdown {
  const saved = content.countdown;
  if (!saved) return { target: store.launchTarget, title: "", text: "" };
  return { target: saved.target, title: saved.title[locale], text: saved.text[locale] };
}

export function testimonialsOf(content: StoredContent, locale: Locale): Testimonial[] {
  return content.testimonials
    .filter((t) => !t.hidden)
    .map((t) => ({ id: t.id, name: t.name[locale], location: t.location[locale], text: t.text[locale], rating: t.rating }));
}

/**
 * The next instant after `now` at which the storefront changes by itself: a banner's start or end,
 * the launch. Cached pages are rendered again then (server/page-cache.ts).
 */
export function nextContentChange(content: StoredContent, store: Pick<StoreConfig, "launchTarget">, now: number): number | null {
  const target = countdownOf(content, store, "en").target;
  const launch = target ? parseLaunchTarget(target) : null;
  const instants = [
    ...BANNER_KINDS.flatMap((kind) => {
      const b = content.banners[kind];
      return b.enabled ? [b.startsAt, b.endsAt] : [];
    }),
    launch && !Number.isNaN(launch.getTime()) ? launch.toISOString() : null,
  ];
  return nextChange(instants, now);
}
