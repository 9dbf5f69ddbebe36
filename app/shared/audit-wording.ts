// The audit trail in words (docs/architecture.md, "Audit trail"): every action the server records,
// as one sentence ("Changed status of order #1401 to Delivered"), the values before and after, and
// a few lines of detail. Order numbers, perfume and driver names come from the entry's detail
// (written with it) or, for entries written before the detail held them, from the names the
// server looks up for the page. English texts: app/i18n/admin.en.ts (audit.words and friends).
import { format } from "../i18n/format";
import type { AdminMessages } from "../i18n/admin.en";
import { formatQR } from "./money";
import { displayPhone } from "./phone";
import { plural } from "./plural";
import { CANCEL_REASON_LABELS, CONFIRM_CHANNEL_LABELS, type CancelReason, type ConfirmChannel } from "./order-review";
import { ROLE_LABELS, type Role } from "./staff-roles";

/** Every action the server writes to the audit trail. */
export const AUDIT_ACTIONS = [
  "login.success",
  "login.failure",
  "login.blocked",
  "logout",
  "session.end",
  "order.status",
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
  "staff.create",
  "staff.update",
  "staff.reset",
  "staff.sign-out",
  "staff.password",
  "staff.2fa.enable",
  "staff.2fa.disable",
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

type Texts = Pick<AdminMessages, "audit" | "mail">;
type Detail = Record<string, unknown>;

interface Context {
  entry: Entry;
  detail: Detail;
  names: AuditNames;
  t: Texts["audit"];
  mail: Texts["mail"];
}

const MONEY_FIELDS = new Set(["price", "customTrioPrice", "amount", "total", "fee"]);

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
function show(field: string, value: unknown, t: Texts["audit"]): string {
  if (value === null || value === undefined || value === "") return t.none;
  if (typeof value === "boolean") return value ? t.yes : t.no;
  if (typeof value === "number") return MONEY_FIELDS.has(field) ? formatQR(value) : value.toLocaleString("en-US");
  if (typeof value === "string") return value;
  if (Array.isArray(value) && value.every((v) => typeof v === "string" || typeof v === "number")) return value.join(", ");
  const translated = nameOf(value);
  return translated ?? t.changed;
}

/** The labelled fields that differ between two records, in the labels' order. */
function changedFields(before: unknown, after: unknown, t: Texts["audit"]): AuditChange[] {
  const a = record(before) ?? {};
  const b = record(after) ?? {};
  return Object.entries(t.fields).flatMap(([field, label]) => {
    if (!(field in a) && !(field in b)) return [];
    if (JSON.stringify(a[field]) === JSON.stringify(b[field])) return [];
    const was = show(field, a[field], t);
    const now = show(field, b[field], t);
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
    const { detail, t, entry, names } = c;
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
        return words(format(t.words[`${kind}.create`], { name, price: show("price", after?.price, t) }));
      case "delete":
        return words(format(t.words[`${kind}.delete`], { name }));
      case "image":
        return words(format(t.words[`${kind}.image`], { name }));
      case "reorder":
        return words(t.words[`${kind}.reorder`]);
      case "update": {
        const changes = changedFields(before, after, t);
        const price = changes.length === 1 && num(before?.price) !== null && num(after?.price) !== null;
        if (price && before?.price !== after?.price) {
          return words(
            format(t.words[`${kind}.price`], {
              name,
              before: show("price", before?.price, t),
              after: show("price", after?.price, t),
            }),
            changes,
          );
        }
        return words(format(t.words[`${kind}.update`], { name }), changes);
      }
    }
  };
}

const SENTENCES: Record<AuditAction, (c: Context) => AuditWords> = {
  "login.success": ({ t }) => words(t.words["login.success"]),
  "login.failure": ({ t, entry, detail }) =>
    words(
      format(t.words["login.failure"], { user: entry.target ?? t.none }),
      [],
      text(detail.reason) ? [format(t.notes.because, { reason: text(detail.reason)! })] : [],
      true,
    ),
  "login.blocked": ({ t, entry }) => words(format(t.words["login.blocked"], { user: entry.target ?? t.none }), [], [], true),
  logout: ({ t }) => words(t.words.logout),
  "session.end": ({ t, entry }) => words(format(t.words["session.end"], { user: entry.target ?? t.none })),
  "order.status": (c) => {
    const { t, detail } = c;
    const to = text(detail.to) ?? t.none;
    const notes: string[] = [];
    const reason = text(detail.reason);
    if (reason) notes.push(format(t.notes.reason, { reason: CANCEL_REASON_LABELS[reason as CancelReason] ?? reason }));
    if (text(detail.note)) notes.push(format(t.notes.note, { note: text(detail.note)! }));
    if (detail.collected === "total") notes.push(t.notes.collectedTotal);
    else if (num(detail.collected) !== null) notes.push(format(t.notes.collected, { amount: formatQR(num(detail.collected)!) }));
    const from = text(detail.from);
    return words(
      format(t.words["order.status"], { order: orderRef(c), status: to }),
      from ? [{ field: t.fields.status ?? "Status", before: from, after: to }] : [],
      notes,
    );
  },
  "order.confirm": (c) => {
    const via = text(c.detail.via);
    return words(
      format(c.t.words["order.confirm"], {
        order: orderRef(c),
        via: via ? (CONFIRM_CHANNEL_LABELS[via as ConfirmChannel] ?? via) : c.t.none,
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
              status,
              total: formatQR(total),
              items: format(plural("en", count ?? 0, t.notes.items), { count: count ?? 0 }),
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
    return words(format(c.t.words["driver.update"], { driver: name }), changedFields(c.detail.before, after, c.t));
  },
  "cash.handover": (c) => {
    const amount = num(c.detail.amount);
    const day = text(c.detail.day);
    return words(
      format(c.t.words["cash.handover"], {
        amount: amount === null ? c.t.none : formatQR(amount),
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
  "settings.update": ({ t, entry, detail }) => {
    if (entry.target === "security") {
      const after = record(detail.requireOwnerTwoFactor)?.after;
      return words(after ? t.words["settings.twoFactorOn"] : t.words["settings.twoFactorOff"]);
    }
    const sentence = entry.target === "delivery" ? t.words["settings.delivery"] : t.words["settings.update"];
    return words(sentence, changedFields(detail.before, detail.after, t));
  },
  "staff.create": ({ t, entry, detail }) => {
    const role = text(detail.role);
    return words(
      format(t.words["staff.create"], {
        user: entry.target ?? t.none,
        role: role ? (ROLE_LABELS[role as Role] ?? role) : t.none,
      }),
    );
  },
  "staff.update": ({ t, entry, detail }) => {
    // Newer entries hold { before, after }; older ones only what was sent (no before to show).
    const labelled = (r: Detail | null) => (r && text(r.role) ? { ...r, role: ROLE_LABELS[r.role as Role] ?? r.role } : r);
    const before = labelled(record(detail.before));
    const after = labelled(record(detail.after) ?? detail);
    const changes = changedFields(before ?? {}, after, t).map((change) => (before ? change : { ...change, before: "" }));
    return words(format(t.words["staff.update"], { user: entry.target ?? t.none }), changes);
  },
  "staff.reset": ({ t, entry }) => words(format(t.words["staff.reset"], { user: entry.target ?? t.none })),
  "staff.sign-out": ({ t, entry, detail }) => {
    const sessions = num(detail.sessions);
    return words(
      format(t.words["staff.sign-out"], { user: entry.target ?? t.none }),
      [],
      sessions === null ? [] : [format(plural("en", sessions, t.notes.sessions), { count: sessions })],
    );
  },
  "staff.password": ({ t }) => words(t.words["staff.password"]),
  "staff.2fa.enable": ({ t }) => words(t.words["staff.2fa.enable"]),
  "staff.2fa.disable": ({ t }) => words(t.words["staff.2fa.disable"]),
};

/** An entry in words; an action this version does not know is shown by its name. */
export function wordAudit(entry: Entry, names: AuditNames, texts: Texts): AuditWords {
  if (!isAuditAction(entry.action)) return words(entry.action);
  return SENTENCES[entry.action]({ entry, detail: parseDetail(entry.detail), names, t: texts.audit, mail: texts.mail });
}
