// The order request as the browser sends it and the server accepts it: one schema for both, so
// the checkout form and POST /api/orders apply the same rules. Prices are deliberately absent:
// the server takes them from the catalogue, and unknown keys (a client's "price") are stripped.
import { z } from "zod";
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES } from "./prices";
import { ORDER_PAYMENT_METHODS } from "./order";
import { isValidQatarPhone, normaliseDigits, PHONE_CHARACTERS } from "./phone";
import { fieldCode, fieldErrorCode, type FieldError } from "./field-errors";
import { isInvisible, plainString, stripBidiControls } from "./text-rules";
import { giftRequestSchema } from "./gift";

// Qatar's municipalities and the towns couriers are sent to.
export const CITIES = [
  "Doha",
  "Al Rayyan",
  "Al Wakrah",
  "Al Khor",
  "Lusail",
  "Umm Salal",
  "Al Daayen",
  "Al Shamal",
  "Mesaieed",
  "Dukhan",
  "Other (Specify in notes)",
] as const;
export type City = (typeof CITIES)[number];
export const DEFAULT_CITY: City = "Doha";

export const PHONE_ERROR = "Please enter a valid +974 phone number.";

export const LIMITS = {
  name: 100,
  email: 254,
  phone: 30,
  address: 300,
  notes: 1000,
  id: 64,
} as const;

// Customer text is read by staff: no control characters, no bidirectional marks (text-rules.ts),
// and a required field needs something visible in it.
const requiredText = (label: string, max: number, options: { multiline?: boolean } = {}) =>
  plainString(label, { ...options, error: `${label} is required.` })
    .overwrite(stripBidiControls)
    .trim()
    // Empty, or nothing a reader could see.
    .refine((v) => !isInvisible(v), { error: `${label} is required.`, params: fieldCode("required") })
    .max(max, `${label} must be at most ${max} characters.`);

const optionalText = (max: number, label: string) =>
  plainString(label, { multiline: true })
    .overwrite(stripBidiControls)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`)
    .optional()
    .nullable()
    .transform((v) => (v && !isInvisible(v) ? v : undefined));

/** The blue address plate's numbers (zone, street, building): digits only, optional. */
export const PLATE_FIELDS = ["zone", "street", "building"] as const;
const PLATE_ERROR = "Digits only, as on the blue plate.";
const plateNumber = () =>
  z
    .string({ error: PLATE_ERROR })
    .max(10, PLATE_ERROR)
    // Arabic-Indic digits are digits too; stored as 0-9.
    .transform((v) => normaliseDigits(v).trim())
    .refine((v) => /^\d{0,5}$/.test(v), { error: PLATE_ERROR, params: fieldCode("invalid") })
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .optional();

// Built once: constructing it inside the refinement cost every order a schema build.
const emailFormat = z.email();

export const customerSchema = z.object({
  name: requiredText("Name", LIMITS.name),
  email: plainString("Email")
    .trim()
    .max(LIMITS.email, "Email is too long.")
    .optional()
    .nullable()
    .transform((v) => (v ? v : undefined))
    .refine((v) => v === undefined || emailFormat.safeParse(v).success, "Please enter a valid email address."),
  phone: z
    .string({ error: "Phone is required." })
    .trim()
    .min(1, "Phone is required.")
    .max(LIMITS.phone, PHONE_ERROR)
    // Only what a phone number is written with: the digits are not all that is stored.
    .refine((v) => PHONE_CHARACTERS.test(v) && isValidQatarPhone(v), PHONE_ERROR),
  address: requiredText("Address", LIMITS.address, { multiline: true }),
  city: z.enum(CITIES, { error: "Please choose a city from the list." }),
  zone: plateNumber(),
  street: plateNumber(),
  building: plateNumber(),
  notes: optionalText(LIMITS.notes, "Notes"),
});

const quantity = z
  .number({ error: "Quantity must be a whole number." })
  .int("Quantity must be a whole number.")
  .min(1, "Quantity must be at least 1.")
  .max(MAX_LINE_QUANTITY, `Quantity must be at most ${MAX_LINE_QUANTITY}.`);

const catalogueId = plainString("The id", { error: "An id is required." }).min(1).max(LIMITS.id);

export const orderItemSchema = z.discriminatedUnion(
  "type",
  [
    // No variantId: the perfume's default variant (a cart saved before sizes existed).
    z.object({ type: z.literal("product"), productId: catalogueId, variantId: catalogueId.optional(), quantity }),
    z.object({ type: z.literal("bundle"), bundleId: catalogueId, quantity }),
    z.object({
      type: z.literal("custom-trio"),
      productIds: z
        .array(catalogueId)
        .length(3, "A custom trio has exactly 3 perfumes.")
        .refine((ids) => new Set(ids).size === 3, "A custom trio needs 3 different perfumes."),
      // The size of each perfume, beside productIds; left out (a trio from before sizes), each
      // perfume's default bottle (docs/decisions/038).
      variantIds: z.array(catalogueId).length(3, "Give one size for each of the 3 perfumes.").optional(),
      quantity,
    }),
  ],
  { error: "Each item's type must be product, bundle or custom-trio." },
);

export const orderRequestSchema = z.object({
  customer: customerSchema,
  items: z
    .array(orderItemSchema, { error: "Items are required." })
    .min(1, "The cart is empty.")
    .max(MAX_ORDER_LINES, `An order has at most ${MAX_ORDER_LINES} lines.`),
  /** The storefront edition the order comes from; older clients send none (English). */
  language: z.enum(["en", "ar"], { error: 'Language must be "en" or "ar".' }).optional(),
  /** The checkout's hidden field: people never see it, bots fill it in. */
  website: plainString("website").max(500).optional(),
  /**
   * Issue 22: the delivery area (the address's city when absent; it must be that city when given)
   * and the slot, "2026-11-26 14:00-18:00" (app/shared/delivery.ts), required when the shop offers slots.
   */
  delivery: z
    .object({
      area: z.enum(CITIES, { error: "Please choose a delivery area from the list." }).optional(),
      slot: plainString("The delivery slot", { error: "Please choose a delivery slot." })
        .max(40, "Please choose a delivery slot.")
        .optional(),
    })
    .optional(),
  /** Cash unless the shop offers card on delivery too. */
  paymentMethod: z
    .enum(ORDER_PAYMENT_METHODS, { error: `Payment method must be one of: ${ORDER_PAYMENT_METHODS.join(", ")}.` })
    .optional(),
  /** A gift: card message, wrap, recipient, prices hidden on the slip (app/shared/gift.ts). */
  gift: giftRequestSchema.optional(),
  /** A promotion code as typed (case and Arabic-Indic digits do not matter; decision 035). */
  code: plainString("The code").max(64, "This code is too long.").optional(),
  /**
   * The discount (dirhams) the shopper was shown: when the server's is smaller (an offer ended in
   * between) the order is refused with 409 rather than charged more than shown (decision 035).
   */
  expectedDiscount: z.number().int().min(0).max(100_000_000).optional(),
  /**
   * Store credit to pay with (dirhams, at most this much; docs/decisions/051): only for a signed-in
   * shopper ordering with their account's phone. The checkout sends what it showed; less on the
   * balance now is a 409, never a bigger bill than shown.
   */
  storeCredit: z
    .number({ error: "Store credit must be a number." })
    .int("Store credit is in whole dirhams.")
    .min(0, "Store credit cannot be negative.")
    .max(100_000_000, "That is too much store credit.")
    .optional(),
});

export type Customer = z.output<typeof customerSchema>;
export type CustomerField = keyof z.input<typeof customerSchema>;
export const CUSTOMER_FIELDS = ["name", "email", "phone", "address", "city", "notes"] as const satisfies readonly CustomerField[];

export type CustomerCheck =
  | { ok: true; customer: Customer }
  /** `message` is the first problem, for when none belongs to a field (not an object at all). */
  | { ok: false; errors: Partial<Record<CustomerField, FieldError>>; message: string };

/**
 * Checks shipping details with the same schema the API applies, keeping the first message per
 * field so a form can show each beside its input.
 */
export function checkCustomer(values: unknown): CustomerCheck {
  const parsed = customerSchema.safeParse(values);
  if (parsed.success) return { ok: true, customer: parsed.data };
  const errors: Partial<Record<CustomerField, FieldError>> = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && (CUSTOMER_FIELDS as readonly string[]).includes(field)) {
      errors[field as CustomerField] ??= { code: fieldErrorCode(issue), message: issue.message };
    }
  }
  return { ok: false, errors, message: parsed.error.issues[0]?.message ?? "Invalid details." };
}
export type OrderRequest = z.output<typeof orderRequestSchema>;
export type OrderItemRequest = z.output<typeof orderItemSchema>;
