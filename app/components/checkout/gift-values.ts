// The checkout's gift choices (docs/product.md#gifting) as the shopper fills them in, checked with
// the order API's own gift schema (app/shared/gift.ts) and turned into the body's `gift`.
import { giftRequestSchema, type GiftRequest } from "../../shared/gift";
import { fieldErrorCode, type FieldErrorCode } from "../../shared/field-errors";

export interface GiftDraft {
  isGift: boolean;
  message: string;
  wrap: boolean;
  /** Someone other than the shopper receives it. */
  someoneElse: boolean;
  recipientName: string;
  recipientPhone: string;
  hidePrices: boolean;
}

export const blankGift: GiftDraft = {
  isGift: false,
  message: "",
  wrap: false,
  someoneElse: false,
  recipientName: "",
  recipientPhone: "",
  hidePrices: false,
};

/** The gift's fields a problem can name. */
export type GiftField = "message" | "wrap" | "recipientName" | "recipientPhone";
export type GiftProblems = Partial<Record<GiftField, FieldErrorCode>>;

/** The API's field path ("gift.recipient.phone") as the form's field. */
const GIFT_API_FIELDS: Record<string, GiftField> = {
  "gift.message": "message",
  "gift.wrap": "wrap",
  "gift.recipient.name": "recipientName",
  "gift.recipient.phone": "recipientPhone",
};

const asRequest = (draft: GiftDraft) => ({
  message: draft.message,
  wrap: draft.wrap,
  ...(draft.someoneElse ? { recipient: { name: draft.recipientName, phone: draft.recipientPhone } } : {}),
  hidePrices: draft.hidePrices,
});

export type GiftCheck = { ok: true; gift: GiftRequest | undefined } | { ok: false; problems: GiftProblems };

/** Not a gift: nothing to send. Otherwise the schema's verdict, one problem per field. */
export function checkGift(draft: GiftDraft, wrapOffered: boolean): GiftCheck {
  if (!draft.isGift) return { ok: true, gift: undefined };
  const parsed = giftRequestSchema.safeParse(asRequest(draft));
  const problems: GiftProblems = {};
  if (draft.wrap && !wrapOffered) problems.wrap = "notAllowed";
  for (const issue of parsed.error?.issues ?? []) {
    const field = GIFT_API_FIELDS[["gift", ...issue.path].join(".")];
    if (field) problems[field] ??= fieldErrorCode(issue);
  }
  if (Object.keys(problems).length > 0 || !parsed.success) return { ok: false, problems };
  return { ok: true, gift: parsed.data };
}

/** What the wrap adds to the total shown (the server prices it again). */
export const wrapCharge = (draft: GiftDraft, wrap: { offered: boolean; price: number }) =>
  draft.isGift && draft.wrap && wrap.offered ? wrap.price : 0;
