// Shopper accounts (docs/decisions/044-shopper-accounts.md): what the account API accepts and
// answers, one module for the account page and the server. Sign-in is by a one-time code sent to a
// Qatar phone (the shop's phone rule, ./phone.ts) or an e-mail; saved addresses follow the
// checkout's address rules (./order-schema.ts).
import { z } from "zod";
import { customerSchema, LIMITS } from "./order-schema";
import { isValidQatarPhone, normaliseDigits, PHONE_CHARACTERS, toE164 } from "./phone";
import { plainString, stripBidiControls, isInvisible } from "./text-rules";
import type { OrderStatus } from "./order";
import type { OrderItemInput } from "./cart";

/** How long a code lasts, how many guesses it takes, how long it is. */
export const CODE_LIFETIME_MINUTES = 10;
export const CODE_TRIES = 5;
const CODE_LENGTH = 6;

const PHONE_ERROR = "Please enter a valid +974 phone number.";
const EMAIL_ERROR = "Please enter a valid email address.";
const emailFormat = z.email();

const phone = z
  .string({ error: PHONE_ERROR })
  .trim()
  .max(LIMITS.phone, PHONE_ERROR)
  .refine((v) => PHONE_CHARACTERS.test(v) && isValidQatarPhone(v), PHONE_ERROR)
  .transform((v) => toE164(v)!);
const email = z
  .string({ error: EMAIL_ERROR })
  .trim()
  .max(LIMITS.email, EMAIL_ERROR)
  .refine((v) => emailFormat.safeParse(v).success, EMAIL_ERROR)
  .transform((v) => v.toLowerCase());

const language = z.enum(["en", "ar"]).optional();

/** Who a code goes to: a phone (E.164 once parsed) or an e-mail (lower case), not both; the page's language. */
function recipientOf(body: unknown): z.ZodSafeParseResult<Recipient> {
  const value = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  if ("phone" in value && !("email" in value)) return z.object({ phone, language }).strict().safeParse(value);
  if ("email" in value && !("phone" in value)) return z.object({ email, language }).strict().safeParse(value);
  const issues: z.core.$ZodIssue[] = [
    { code: "custom", path: ["phone"], message: "Give a phone number or an e-mail address, not both.", input: value },
  ];
  return { success: false, error: new z.ZodError(issues) } as z.ZodSafeParseResult<Recipient>;
}
export type Recipient = ({ phone: string } | { email: string }) & { language?: "en" | "ar" };

export const parseRecipient = recipientOf;

const code = z
  .string({ error: "Enter the 6-digit code." })
  .transform((v) => normaliseDigits(v).replace(/\s/g, ""))
  .refine((v) => new RegExp(`^\\d{${CODE_LENGTH}}$`).test(v), "Enter the 6-digit code.");

export function parseSignIn(body: unknown): z.ZodSafeParseResult<Recipient & { code: string }> {
  const value = (body && typeof body === "object" ? body : {}) as Record<string, unknown>;
  const { code: given, ...rest } = value;
  const recipient = recipientOf(rest);
  const parsedCode = code.safeParse(given);
  if (recipient.success && parsedCode.success) return { success: true, data: { ...recipient.data, code: parsedCode.data } };
  const issues = [
    ...(recipient.success ? [] : recipient.error.issues),
    ...(parsedCode.success ? [] : parsedCode.error.issues.map((i) => ({ ...i, path: ["code", ...i.path] }))),
  ];
  return { success: false, error: new z.ZodError(issues) } as z.ZodSafeParseResult<Recipient & { code: string }>;
}

const optionalName = plainString("Name")
  .overwrite(stripBidiControls)
  .trim()
  .max(LIMITS.name, `Name must be at most ${LIMITS.name} characters.`)
  .nullable()
  .transform((v) => (v && !isInvisible(v) ? v : null));

/** PATCH /api/account: the shopper's own details and message preferences, each optional. */
export const profileSchema = z
  .object({
    name: optionalName.optional(),
    // A contact address: it does not sign anyone in until a code sent to it is used.
    email: z.union([email, z.literal("").transform(() => null), z.null()]).optional(),
    language: z.enum(["en", "ar"]).optional(),
    orderUpdates: z.boolean().optional(),
    offers: z.boolean().optional(),
  })
  .strict();
export type ProfileChange = z.infer<typeof profileSchema>;

/** A saved address: the checkout's address, area (city) and blue-plate numbers, a label and the default. */
export const addressSchema = customerSchema
  .pick({ address: true, city: true, zone: true, street: true, building: true })
  .extend({
    label: plainString("Label")
      .overwrite(stripBidiControls)
      .trim()
      .max(40, "Label must be at most 40 characters.")
      .optional()
      .nullable()
      .transform((v) => (v && !isInvisible(v) ? v : null)),
    isDefault: z.boolean().optional(),
  })
  .strict();
export type AddressInput = z.infer<typeof addressSchema>;

export interface SavedAddress {
  id: string;
  label: string | null;
  address: string;
  city: string;
  zone: string | null;
  street: string | null;
  building: string | null;
  isDefault: boolean;
}

interface AccountSession {
  id: string;
  createdAt: string;
  lastSeenAt: string;
  userAgent: string | null;
  current: boolean;
}

/**
 * Where the account page goes after a sign-in (`/account?return=/checkout`): a path on this shop
 * only, so the link cannot send a shopper to another site.
 */
export function returnPath(value: string | null): string | null {
  return value && /^\/[A-Za-z0-9/_-]*$/.test(value) && !value.startsWith("//") ? value : null;
}

/** GET /api/account. */
export interface AccountView {
  id: string;
  /** E.164, or null for an account made by e-mail. */
  phone: string | null;
  email: string | null;
  emailVerified: boolean;
  name: string | null;
  language: "en" | "ar";
  orderUpdates: boolean;
  offers: boolean;
  addresses: SavedAddress[];
  sessions: AccountSession[];
}

/** GET /api/account/orders: the shopper's orders, guest ones placed with the account's phone included. */
export interface AccountOrder {
  id: string;
  orderNumber: number;
  createdAt: string;
  status: OrderStatus;
  total: number;
  items: number;
}

/**
 * GET /api/account/orders/:id/items: what one of the shopper's orders held, to put back in the cart
 * ("order again"). Only identities, sizes and quantities: the cart prices them from today's
 * catalogue (app/shared/reorder.ts), and the order API prices them again.
 */
export interface ReorderLine {
  /** The name as ordered, to say which line could not be put back. */
  name: string;
  quantity: number;
  /** Null when the line names nothing the shop could find again (a record missing its reference). */
  item: OrderItemInput | null;
}
