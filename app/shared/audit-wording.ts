// The audit trail in words (docs/architecture.md, "Audit trail"): every action the server records,
// as one sentence ("Changed status of order #1401 to Delivered"), the values before and after, and
// a few lines of detail. Order numbers, perfume and driver names come from the entry's detail
// (written with it) or, for entries written before the detail held them, from the names the
// server looks up for the page. English texts: app/i18n/admin.en.ts (audit.words and friends).
import { format } from "../i18n/format";
import type { AdminMessages } from "../i18n/admin.en";
import { displayPhone } from "./phone";
import { plural } from "./plural";
import type { CancelReason, ConfirmChannel } from "./order-review";
import type { Role } from "./staff-roles";
import type { OrderStatus } from "./order";

/** Every action the server writes to the audit trail. */
export const AUDIT_ACTIONS = [
  "login.success",
  "login.failure",
  "login.blocked",
  "logout",
  "session.end",
  "order.status",
  "order.cash-on-delivery",
  "order.confirm",
  "order.delete",
  "order.assign",
  "orders.export",
  "message.resend",
  "phone.block",
  "phone.unblock",
  "phone.trust",
  "phone.distrust",
  "driver.add",
  "driver.update",
  "cash.handover",
  "cash.export",
  "product.create",
  "product.update",
  "product.delete",
  "product.image",
  "product.reorder",
  "bundle.create",
  "bundle.update",
  "bundle.delete",
  "bundle.image",
  "bundle.reorder",
  "family.create",
  "settings.update",
  "storefront.banner",
  "storefront.image",
  "storefront.countdown",
  "storefront.contacts",
  "testimonial.create",
  "testimonial.update",
  "testimonial.reorder",
  "staff.create",
  "staff.update",
  "staff.reset",
  "staff.sign-out",
  "staff.password",
  "staff.2fa.enable",
  "staff.2fa.disable",
  "staff.language",
  "promotion.create",
  "promotion.update",
  "promotion.codes",
  "promotion.export",
  "order.refund",
  "review.publish",
  "review.hide",
  "review.reply",
  // Store credit adjusted by staff (decision 051): the target is the phone, the detail the signed amount and reason.
  "credit.adjust",
  // Returns (decision 050): each step staff take.
  "return.approve",
  "return.refuse",
  "return.pickup",
  "return.receive",
  "return.refund",
  // A shopper's own doing (docs/decisions/044): the actor is "shopper", the target the account's id.
  "account.sign-in",
  "account.sign-out-everywhere",
  "account.delete",
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

const isAuditAction = (action: string): action is AuditAction => (AUDIT_ACTIONS as readonly string[]).includes(action);

/** Names the server looked up for a page of entries, by id (entries older than their detail's names). */
export interface AuditNames {
  /** Order id → its number. */
  orders: Record<string, number>;
  /** E-mail id → its order's number. */
  messages: Record<string, number>;
  products: Record<string, string>;
  bundles: Record<string, string>;
  drivers: Record<string, string>;
}

export const NO_NAMES: AuditNames = { orders: {}, messages: {}, products: {}, bundles: {}, drivers: {} };

/** One value before and after a change, as text. */
interface AuditChange {
  field: string;
  before: string;
  after: string;
}

export interface AuditWords {
  sentence: string;
  changes: AuditChange[];
  notes: string[];
  /** A failed or blocked sign-in: shown as a warning. */
  warning: boolean;
}

interface Entry {
  action: string;
  target: string | null;
  detail: string | null;
}

type Texts = Pick<AdminMessages, "audit" | "mail" | "labels">;
type Detail = Record<string, unknown>;

interface Context {
  entry: Entry;
  detail: Detail;
  names: AuditNames;
  t: Texts["audit"];
  mail: Texts["mail"];
  labels: Texts["labels"];
  /** The reader's language and digits (the admin's useAdminIntl()). */
  formats: AuditFormats;
}

/** How the reader writes numbers and money, and their language for counted words (decision 043). */
export interface AuditFormats {
  language: string;
  money(dirhams: number): string;
  count(n: number): string;
}

const MONEY_FIELDS = new Set(["price", "customTrioPrice", "amount", "total", "fee", "giftWrapPrice"]);

function parseDetail(detail: string | null): Detail {
  if (!detail) return {};
  try {
    const value: unknown = JSON.parse(detail);
    return value && typeof value === "object" && !Array.isArray(value) ? (value as Detail) : {};
  } catch {
    return {};
  }
}

const text = (value: unknown): string | null => (typeof value === "string" && value ? value : null);
const num = (value: unknown): number | null => (typeof value === "number" && Number.isFinite(value) ? value : null);
const record = (value: unknown): Detail | null =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as Detail) : null;

/** A catalogue name: plain, or the admin's { en, ar }. */
function nameOf(value: unknown): string | null {
  return text(value) ?? text(record(value)?.en);
}

/** A value as the trail shows it: money as QR, yes/no, lists joined, nested data as "changed". */
function show(field: string, value: unknown, t: Texts["audit"], formats: AuditFormats): string {
  if (value === null || value === undefined || value === "") return t.none;
  if (typeof value === "boolean") return value ? t.yes : t.no;
  if (typeof value === "number") return MONEY_FIELDS.has(field) ? formats.money(value) : formats.count(value);
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((v) => typeof v === "string" || typeof v === "number")) return value.join(", ");
  const translated = nameOf(value);
  return translated ?? t.changed;
}

/** The labelled fields that differ between two records, in the labels' order. */
function changedFields(before: unknown, after: unknown, t: Texts["audit"], formats: AuditFormats): AuditChange[] {
  const a = record(before) ?? {};
  const b = record(after) ?? {};
  return Object.entries(t.fields).flatMap(([field, label]) => {
    if (!(field in a) && !(field in b)) return [];
    if (JSON.stringify(a[field]) === JSON.stringify(b[field])) return [];
    const was = show(field, a[field], t, formats);
    const now = show(field, b[field], t, formats);
    // Nested data (areas, slots) reads "changed" on both sides: say it once.
    return [{ field: label, before: was === t.changed ? "" : was, after: now }];
  });
}

function orderRef({ entry, detail, names, t }: Context, id: string | null = entry.target): string {
  const number = num(detail.orderNumber) ?? (id ? names.orders[id] : undefined);
  return number === undefined || number === null ? t.refs.unknownOrder : format(t.refs.order, { number });
}

function driverRef({ detail, names, t }: Context, id: string | null): string {
  return text(detail.driverName) ?? (id ? names.drivers[id] : undefined) ?? t.refs.unknownDriver;
}

const phoneRef = (entry: Entry) => (entry.target ? (displayPhone(entry.target) ?? entry.target) : "");

const words = (sentence: string, changes: AuditChange[] = [], notes: string[] = [], warning = false): AuditWords => ({
  sentence,
  changes,
  notes,
  warning,
});

/** A perfume's or bundle's create, change, delete, photo or reorder. */
function catalogueWords(kind: "product" | "bundle", change: "create" | "update" | "delete" | "image" | "reorder") {
  return (c: Context): AuditWords => {
    const { detail, t, entry, names, formats } = c;
    const before = record(detail.before);
    const after = record(detail.after);
    const known = kind === "product" ? names.products : names.bundles;
    const name =
      nameOf(after?.name) ??
      nameOf(before?.name) ??
      text(detail.name) ??
      (entry.target ? known[entry.target] : undefined) ??
      t.refs.unknownItem;
    switch (change) {
      case "create":
        return words(format(t.words[`${kind}.create`], { name, price: show("price", after?.price, t, formats) }));
      case "delete":
        return words(format(t.words[`${kind}.delete`], { name }));
      case "image":
        return words(format(t.words[`${kind}.image`], { name }));
      case "reorder":
        return words(t.words[`${kind}.reorder`]);
      case "update": {
        const changes = changedFields(before, after, t, formats);
        const price = changes.length === 1 && num(before?.price) !== null && num(after?.price) !== null;
        if (price && before?.price !== after?.price) {
          return words(
            format(t.words[`${kind}.price`], {
              name,
              before: show("price", before?.price, t, formats),
              after: show("price", after?.price, t, formats),
            }),
            changes,
          );
        }
        return words(format(t.words[`${kind}.update`], { name }), changes);
      }
    }
  };
}

/** A failed sign-in's reason in the reader's language; one recorded before this list, as written. */
function signInReason(t: Texts["audit"], reason: string): string {
  return Object.hasOwn(t.signInReasons, reason) ? t.signInReasons[reason as keyof Texts["audit"]["signInReasons"]] : reason;
}

const SENTENCES: Record<AuditAction, (c: Context) => AuditWords> = {
  "login.success": ({ t }) => words(t.words["login.success"]),
  "login.failure": ({ t, entry, detail }) =>
    words(
      format(t.words["login.failure"], { user: entry.target ?? t.none }),
      [],
      text(detail.reason) ? [format(t.notes.because, { reason: signInReason(t, text(detail.reason)!) })] : [],
      true,
    ),
  "login.blocked": ({ t, entry }) => words(format(t.words["login.blocked"], { user: entry.target ?? t.none }), [], [], true),
  logout: ({ t }) => words(t.words.logout),
  "session.end": ({ t, entry }) => words(format(t.words["session.end"], { user: entry.target ?? t.none })),
  "order.status": (c) => {
    const { t, detail } = c;
    const named = (status: string | null) => (status ? (c.labels.statuses[status as OrderStatus] ?? status) : null);
    const to = named(text(detail.to)) ?? t.none;
    const notes: string[] = [];
    const reason = text(detail.reason);
    if (reason) notes.push(format(t.notes.reason, { reason: c.labels.cancelReasons[reason as CancelReason] ?? reason }));
    if (text(detail.note)) notes.push(format(t.notes.note, { note: text(detail.note)! }));
    if (detail.collected === "total") notes.push(t.notes.collectedTotal);
    else if (num(detail.collected) !== null)
      notes.push(format(t.notes.collected, { amount: c.formats.money(num(detail.collected)!) }));
    const from = named(text(detail.from));
    return words(
      format(t.words["order.status"], { order: orderRef(c), status: to }),
      from ? [{ field: t.fields.status ?? "Status", before: from, after: to }] : [],
      notes,
    );
  },
  "order.cash-on-delivery": (c) => words(format(c.t.words["order.cash-on-delivery"], { order: orderRef(c) })),
  "order.confirm": (c) => {
    const via = text(c.detail.via);
    return words(
      format(c.t.words["order.confirm"], {
        order: orderRef(c),
        via: via ? (c.labels.confirmChannels[via as ConfirmChannel] ?? via) : c.t.none,
      }),
    );
  },
  "order.delete": (c) => {
    const { t, detail } = c;
    const count = num(detail.items);
    const status = text(detail.status);
    const total = num(detail.total);
    const notes =
      status && total !== null
        ? [
            format(t.notes.deleted, {
              status: c.labels.statuses[status as OrderStatus] ?? status,
              total: c.formats.money(total),
              items: format(plural(c.formats.language, count ?? 0, t.notes.items), { count: count ?? 0 }),
            }),
          ]
        : [];
    return words(format(t.words["order.delete"], { order: orderRef(c) }), [], notes);
  },
  "order.assign": (c) => {
    const driverId = text(c.detail.driverId);
    if (!driverId) return words(format(c.t.words["order.unassign"], { order: orderRef(c) }));
    const before = text(c.detail.previousDriverName);
    const driver = driverRef(c, driverId);
    return words(
      format(c.t.words["order.assign"], { order: orderRef(c), driver }),
      before ? [{ field: c.t.fields.driver ?? "Driver", before, after: driver }] : [],
    );
  },
  "orders.export": ({ t }) => words(t.words["orders.export"]),
  // An online payment's refund (decision 040): how much, why, and whether the provider took it.
  "order.refund": (c) => {
    const amount = num(c.detail.amount);
    const reason = text(c.detail.reason);
    const refused = text(c.detail.outcome) === "failed";
    return words(
      format(c.t.words["order.refund"], { amount: amount === null ? c.t.none : c.formats.money(amount), order: orderRef(c) }),
      [],
      [...(reason ? [format(c.t.notes.because, { reason })] : []), ...(refused ? [c.t.notes.refundRefused] : [])],
      refused,
    );
  },
  "message.resend": (c) => {
    const { t, mail, detail, entry, names } = c;
    const kind = text(detail.kind);
    const number = num(detail.orderNumber) ?? (entry.target ? names.messages[entry.target] : undefined);
    return words(
      format(t.words["message.resend"], {
        kind: kind ? ((mail.kinds as Record<string, string>)[kind] ?? kind) : t.none,
        order: number === undefined || number === null ? t.refs.unknownOrder : format(t.refs.order, { number }),
      }),
    );
  },
  "phone.block": ({ t, entry, detail }) => {
    const reason = text(detail.reason);
    return words(
      reason
        ? format(t.words["phone.blockReason"], { phone: phoneRef(entry), reason })
        : format(t.words["phone.block"], { phone: phoneRef(entry) }),
    );
  },
  "phone.unblock": ({ t, entry }) => words(format(t.words["phone.unblock"], { phone: phoneRef(entry) })),
  "phone.trust": ({ t, entry }) => words(format(t.words["phone.trust"], { phone: phoneRef(entry) })),
  "phone.distrust": ({ t, entry }) => words(format(t.words["phone.distrust"], { phone: phoneRef(entry) })),
  "driver.add": (c) => words(format(c.t.words["driver.add"], { driver: text(c.detail.name) ?? driverRef(c, c.entry.target) })),
  "driver.update": (c) => {
    const after = record(c.detail.after);
    const name = text(after?.name) ?? driverRef(c, c.entry.target);
    return words(format(c.t.words["driver.update"], { driver: name }), changedFields(c.detail.before, after, c.t, c.formats));
  },
  "cash.handover": (c) => {
    const amount = num(c.detail.amount);
    const day = text(c.detail.day);
    return words(
      format(c.t.words["cash.handover"], {
        amount: amount === null ? c.t.none : c.formats.money(amount),
        driver: driverRef(c, c.entry.target),
      }),
      [],
      day ? [format(c.t.notes.day, { day })] : [],
    );
  },
  "cash.export": ({ t, detail }) =>
    words(format(t.words["cash.export"], { from: text(detail.from) ?? t.none, to: text(detail.to) ?? t.none })),
  "product.create": catalogueWords("product", "create"),
  "product.update": catalogueWords("product", "update"),
  "product.delete": catalogueWords("product", "delete"),
  "product.image": catalogueWords("product", "image"),
  "product.reorder": catalogueWords("product", "reorder"),
  "bundle.create": catalogueWords("bundle", "create"),
  "bundle.update": catalogueWords("bundle", "update"),
  "bundle.delete": catalogueWords("bundle", "delete"),
  "bundle.image": catalogueWords("bundle", "image"),
  "bundle.reorder": catalogueWords("bundle", "reorder"),
  "family.create": ({ t, entry, detail }) => {
    const name = text(record(record(detail.after)?.name)?.en) ?? entry.target ?? t.none;
    return words(format(t.words["family.create"], { name }));
  },
  "settings.update": ({ t, entry, detail, formats }) => {
    if (entry.target === "security") {
      const after = record(detail.requireOwnerTwoFactor)?.after;
      return words(after ? t.words["settings.twoFactorOn"] : t.words["settings.twoFactorOff"]);
    }
    const sentence = entry.target === "delivery" ? t.words["settings.delivery"] : t.words["settings.update"];
    return words(sentence, changedFields(detail.before, detail.after, t, formats));
  },
  "storefront.banner": ({ t, entry, detail, formats }) =>
    words(
      entry.target === "hero" ? t.words["storefront.hero"] : t.words["storefront.announcement"],
      changedFields(detail.before, detail.after, t, formats),
    ),
  "storefront.image": ({ t }) => words(t.words["storefront.image"]),
  "storefront.countdown": ({ t, detail, formats }) =>
    words(t.words["storefront.countdown"], changedFields(detail.before, detail.after, t, formats)),
  "storefront.contacts": ({ t, detail, formats }) =>
    words(t.words["storefront.contacts"], changedFields(detail.before, detail.after, t, formats)),
  "testimonial.create": ({ t, detail }) =>
    words(format(t.words["testimonial.create"], { name: nameOf(record(detail.after)?.name) ?? t.none })),
  "testimonial.update": ({ t, detail, formats }) =>
    words(
      format(t.words["testimonial.update"], { name: nameOf(record(detail.after)?.name) ?? t.none }),
      changedFields(detail.before, detail.after, t, formats),
    ),
  "testimonial.reorder": ({ t }) => words(t.words["testimonial.reorder"]),
  "staff.create": ({ t, entry, detail, labels }) => {
    const role = text(detail.role);
    return words(
      format(t.words["staff.create"], {
        user: entry.target ?? t.none,
        role: role ? (labels.roles[role as Role] ?? role) : t.none,
      }),
    );
  },
  "staff.update": ({ t, entry, detail, labels, formats }) => {
    // Newer entries hold { before, after }; older ones only what was sent (no before to show).
    const labelled = (r: Detail | null) => (r && text(r.role) ? { ...r, role: labels.roles[r.role as Role] ?? r.role } : r);
    const before = labelled(record(detail.before));
    const after = labelled(record(detail.after) ?? detail);
    const changes = changedFields(before ?? {}, after, t, formats).map((change) => (before ? change : { ...change, before: "" }));
    return words(format(t.words["staff.update"], { user: entry.target ?? t.none }), changes);
  },
  "staff.reset": ({ t, entry }) => words(format(t.words["staff.reset"], { user: entry.target ?? t.none })),
  "staff.sign-out": ({ t, entry, detail, formats }) => {
    const sessions = num(detail.sessions);
    return words(
      format(t.words["staff.sign-out"], { user: entry.target ?? t.none }),
      [],
      sessions === null ? [] : [format(plural(formats.language, sessions, t.notes.sessions), { count: sessions })],
    );
  },
  "staff.password": ({ t }) => words(t.words["staff.password"]),
  "staff.2fa.enable": ({ t }) => words(t.words["staff.2fa.enable"]),
  "staff.2fa.disable": ({ t }) => words(t.words["staff.2fa.disable"]),
  "staff.language": ({ t, detail, formats }) => {
    // Stored as codes ("ar"); shown by name.
    const named = (r: Detail | null) =>
      r && text(r.language) ? { ...r, language: t.languageNames[r.language as keyof typeof t.languageNames] ?? r.language } : r;
    return words(t.words["staff.language"], changedFields(named(record(detail.before)), named(record(detail.after)), t, formats));
  },
  "promotion.create": ({ t, entry, detail }) =>
    words(format(t.words["promotion.create"], { name: text(detail.name) ?? entry.target ?? t.none })),
  "promotion.update": (c) =>
    words(
      format(c.t.words["promotion.update"], { name: text(c.detail.name) ?? c.entry.target ?? c.t.none }),
      changedFields(c.detail.before, c.detail.after, c.t, c.formats),
    ),
  "promotion.codes": ({ t, entry, detail }) =>
    words(
      format(t.words["promotion.codes"], {
        count: String(num(detail.count) ?? 0),
        name: text(detail.name) ?? entry.target ?? t.none,
      }),
    ),
  "promotion.export": ({ t, entry, detail }) =>
    words(format(t.words["promotion.export"], { name: text(detail.name) ?? entry.target ?? t.none })),
  "review.publish": reviewWords("review.publish"),
  "review.hide": reviewWords("review.hide"),
  "review.reply": reviewWords("review.reply"),
  "credit.adjust": ({ t, entry, detail, formats }) => {
    const amount = num(detail.amount) ?? 0;
    const reason = text(detail.reason);
    const balance = num(detail.balance);
    return words(
      format(amount < 0 ? t.words["credit.remove"] : t.words["credit.add"], {
        amount: formats.money(Math.abs(amount)),
        phone: phoneRef(entry),
      }),
      [],
      [
        ...(reason ? [format(t.notes.because, { reason })] : []),
        ...(balance !== null ? [format(t.notes.creditBalance, { balance: formats.money(balance) })] : []),
      ],
    );
  },
  "return.approve": returnWords("return.approve"),
  "return.refuse": returnWords("return.refuse"),
  "return.pickup": returnWords("return.pickup"),
  "return.receive": returnWords("return.receive"),
  "return.refund": returnWords("return.refund"),
  "account.sign-in": ({ t, detail }) =>
    words(
      detail.via === "email" ? t.words["account.sign-in.email"] : t.words["account.sign-in"],
      [],
      detail.created === true ? [t.notes.accountCreated] : [],
    ),
  "account.sign-out-everywhere": ({ t, detail, formats }) => {
    const sessions = num(detail.sessions);
    return words(
      t.words["account.sign-out-everywhere"],
      [],
      sessions === null ? [] : [format(plural(formats.language, sessions, t.notes.sessions), { count: sessions })],
    );
  },
  "account.delete": ({ t }) => words(t.words["account.delete"]),
};

/** A review published, hidden or answered (decision 045): the perfume and the stars; an answer's new text as a note. */
function reviewWords(action: "review.publish" | "review.hide" | "review.reply") {
  return ({ t, detail }: Context): AuditWords => {
    const sentence = format(t.words[action], {
      product: text(detail.product) ?? t.none,
      rating: String(num(detail.rating) ?? "?"),
    });
    const reply = action === "review.reply" ? text(record(detail.after)?.reply) : null;
    return words(sentence, [], reply ? [reply] : []);
  };
}

/** A return's step (decision 050): the order, and what was said, booked, restocked or refunded. */
function returnWords(action: "return.approve" | "return.refuse" | "return.pickup" | "return.receive" | "return.refund") {
  return (c: Context): AuditWords => {
    const after = record(c.detail.after);
    const amount = num(after?.refundAmount);
    const sentence = format(c.t.words[action], {
      order: orderRef(c),
      day: text(after?.pickupDay) ?? c.t.none,
      driver: text(after?.driver) ?? c.t.none,
      amount: amount === null ? c.t.none : c.formats.money(amount),
      count: String(num(c.detail.restocked) ?? 0),
    });
    const message = text(after?.message);
    return words(sentence, [], message ? [message] : []);
  };
}

/** An entry in words; an action this version does not know is shown by its name. */
export function wordAudit(entry: Entry, names: AuditNames, texts: Texts, formats: AuditFormats): AuditWords {
  if (!isAuditAction(entry.action)) return words(entry.action);
  const detail = parseDetail(entry.detail);
  return SENTENCES[entry.action]({ entry, detail, names, t: texts.audit, mail: texts.mail, labels: texts.labels, formats });
}
