// "This is a gift" at checkout (docs/product.md#gifting): ticking it reveals the card's message with
// a live character count, the gift wrap with its price (or "free") when the shop offers it, someone
// else as the recipient with their name and phone, and hiding prices on the packing slip. The
// choices are checked with the API's own schema (gift-values.ts) when the order is placed.
import { useLocale, usePrice } from "../../hooks/use-locale";
import { format } from "../../i18n";
import { giftTexts } from "../../content/gift";
import { GIFT_MESSAGE_MAX, giftMessageLength, RECIPIENT_NAME_MAX, type GiftWrapSetting } from "../../shared/gift";
import { PHONE_PLACEHOLDER } from "../../shared/phone";
import type { FieldErrorCode } from "../../shared/field-errors";
import { FormField, controlA11y, controlClass } from "./form-field";
import type { GiftDraft, GiftField, GiftProblems } from "./gift-values";

interface GiftFieldsProps {
  value: GiftDraft;
  onChange(next: GiftDraft): void;
  wrap: GiftWrapSetting;
  problems: GiftProblems;
  disabled: boolean;
}

const checkboxClass = "mt-0.5 size-5 shrink-0 accent-ink";

export function GiftFields({ value, onChange, wrap, problems, disabled }: GiftFieldsProps) {
  const locale = useLocale();
  const price = usePrice();
  const t = giftTexts[locale];
  const set = (patch: Partial<GiftDraft>) => onChange({ ...value, ...patch });
  const errorText = (field: GiftField, code: FieldErrorCode | undefined): string | undefined => {
    if (!code) return undefined;
    if (field === "message") return code === "tooLong" ? t.errors.messageTooLong : t.errors.messageNotAllowed;
    if (field === "recipientName") return t.errors.recipientName;
    if (field === "recipientPhone") return t.errors.recipientPhone;
    return t.errors.wrapOff;
  };
  const messageError = errorText("message", problems.message);
  const nameError = errorText("recipientName", problems.recipientName);
  const phoneError = errorText("recipientPhone", problems.recipientPhone);
  const wrapError = errorText("wrap", problems.wrap);
  const count = giftMessageLength(value.message);

  return (
    <section aria-labelledby="gift-heading" data-testid="gift-section">
      <h2 id="gift-heading" className="sr-only">
        {t.heading}
      </h2>
      <fieldset disabled={disabled} className="rounded-2xl border border-ink/15 bg-white p-5 shadow-sm md:p-6">
        <legend className="sr-only">{t.heading}</legend>
        <HintedCheckbox
          id="gift-is"
          name="gift"
          checked={value.isGift}
          onChange={(checked) => set({ isGift: checked })}
          label={t.isGift}
          hint={t.isGiftHint}
          labelClassName="font-display text-xl font-medium"
        />

        {value.isGift && (
          <div className="mt-6 grid gap-6 md:grid-cols-2">
            <FormField id="gift-message" label={t.message} error={messageError} className="md:col-span-2">
              <textarea
                {...controlA11y("gift-message", messageError)}
                aria-describedby={`gift-message-count${messageError ? " gift-message-error" : ""}`}
                value={value.message}
                onChange={(e) => set({ message: e.target.value })}
                rows={3}
                placeholder={t.messagePlaceholder}
                className={`${controlClass} resize-y`}
              />
              <p
                id="gift-message-count"
                data-testid="gift-message-count"
                className={`mt-1 text-end text-xs tabular-nums ${count > GIFT_MESSAGE_MAX ? "font-semibold text-red-800" : "text-ink/70"}`}
              >
                <bdi dir="ltr">{format(t.count, { count, max: GIFT_MESSAGE_MAX })}</bdi>
              </p>
            </FormField>

            {(wrap.offered || value.wrap) && (
              <div className="md:col-span-2">
                <label className="flex cursor-pointer items-start gap-3">
                  <input
                    id="gift-wrap"
                    type="checkbox"
                    name="giftWrap"
                    checked={value.wrap}
                    onChange={(e) => set({ wrap: e.target.checked })}
                    aria-invalid={wrapError ? true : undefined}
                    aria-describedby={wrapError ? "gift-wrap-error" : undefined}
                    className={checkboxClass}
                  />
                  <span>
                    {t.wrap}{" "}
                    <span className="text-ink/70" data-testid="gift-wrap-price">
                      {wrap.price === 0 ? t.wrapFree : format(t.wrapPrice, { price: price(wrap.price) })}
                    </span>
                  </span>
                </label>
                <p id="gift-wrap-error" aria-live="polite" className={wrapError ? "mt-2 text-sm text-red-800" : undefined}>
                  {wrapError}
                </p>
              </div>
            )}

            <label className="flex cursor-pointer items-start gap-3 md:col-span-2">
              <input
                type="checkbox"
                name="giftSomeoneElse"
                checked={value.someoneElse}
                onChange={(e) => set({ someoneElse: e.target.checked })}
                className={checkboxClass}
              />
              <span>{t.someoneElse}</span>
            </label>

            {value.someoneElse && (
              <>
                <FormField id="gift-recipient-name" label={t.recipientName} required error={nameError}>
                  <input
                    {...controlA11y("gift-recipient-name", nameError, true)}
                    type="text"
                    autoComplete="off"
                    maxLength={RECIPIENT_NAME_MAX}
                    value={value.recipientName}
                    onChange={(e) => set({ recipientName: e.target.value })}
                    className={controlClass}
                  />
                </FormField>
                <FormField id="gift-recipient-phone" label={t.recipientPhone} required error={phoneError}>
                  <input
                    {...controlA11y("gift-recipient-phone", phoneError, true)}
                    type="tel"
                    inputMode="tel"
                    dir="ltr"
                    autoComplete="off"
                    maxLength={30}
                    placeholder={PHONE_PLACEHOLDER}
                    value={value.recipientPhone}
                    onChange={(e) => set({ recipientPhone: e.target.value })}
                    className={`${controlClass} rtl:text-end`}
                  />
                </FormField>
                <p className="text-sm leading-relaxed text-ink/75 md:col-span-2" data-testid="gift-payer-note">
                  {t.payerNote}
                </p>
              </>
            )}

            <HintedCheckbox
              id="gift-hide-prices"
              name="giftHidePrices"
              checked={value.hidePrices}
              onChange={(checked) => set({ hidePrices: checked })}
              label={t.hidePrices}
              hint={t.hidePricesHint}
              className="md:col-span-2"
            />
          </div>
        )}
      </fieldset>
    </section>
  );
}

/** A checkbox with its label and a hint under it, the hint read out with the box. */
function HintedCheckbox(props: {
  id: string;
  name: string;
  checked: boolean;
  onChange(checked: boolean): void;
  label: string;
  hint: string;
  className?: string;
  labelClassName?: string;
}) {
  const { id, name, checked, onChange, label, hint, className = "", labelClassName = "" } = props;
  return (
    <div className={`flex items-start gap-3 ${className}`}>
      <input
        id={id}
        type="checkbox"
        name={name}
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
        className={checkboxClass}
      />
      <div>
        <label htmlFor={id} className={`block cursor-pointer ${labelClassName}`}>
          {label}
        </label>
        <p id={`${id}-hint`} className="mt-1 text-sm text-ink/70">
          {hint}
        </p>
      </div>
    </div>
  );
}
