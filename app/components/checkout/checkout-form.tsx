// The shipping form (docs/product.md#4-states and 5): the customer's details, checked with the order
// API's own schema (checkout-values.ts; the phone as it is typed, phone-input.tsx); the chosen
// city's delivery fee and expected day under it, the delivery time when the shop offers slots, and
// card on delivery when the shop takes it. Sending is use-place-order.ts; the form shows what a
// refusal names, on the fields and choices it names. "This is a gift" (gift-fields.tsx) adds the
// card, the wrap at the shop's price, the recipient and hidden prices; the page keeps the choice,
// since the summary shows the wrap.
import { useEffect, useRef, useState } from "react";
import { useForm, type FieldErrors } from "react-hook-form";
import { useCatalogue, useRootData, useStore } from "../../hooks/use-root-data";
import { format } from "../../i18n";
import { exceedsCodMax } from "../../shared/prices";
import { WhatsAppNotice } from "../whatsapp-notice";
import type { CartItem } from "../../shared/cart";
import { fieldErrorText, type CheckoutField } from "../../shared/checkout-errors";
import { isFieldErrorCode, type FieldErrorCode } from "../../shared/field-errors";
import { areaOf } from "../../shared/delivery";
import { paymentMethods } from "../../shared/delivery-promise";
import { CASH, PAY_ONLINE, type OrderPaymentMethod as Method } from "../../shared/order";
import { useLocale, usePrice } from "../../hooks/use-locale";
import { CITIES, LIMITS, PLATE_FIELDS, type City, type Customer, type CustomerField } from "../../shared/order-schema";
import { goldButton } from "../home/button-styles";
import { useToast } from "../toaster";
import { Honeypot, useBotSignals } from "./bot-signals";
import { REQUIRED_FIELDS, blankValues, resolver, type CheckoutValues } from "./checkout-values";
import { FormField, controlA11y, controlClass } from "./form-field";
import { PaymentMethod } from "./payment-method";
import { PhoneInput } from "./phone-input";
import { DeliveryEstimate } from "./delivery-estimate";
import { DeliveryTimePicker } from "./delivery-time-picker";
import type { CheckoutDelivery } from "./use-checkout-delivery";
import { useFailureText, usePlaceOrder } from "./use-place-order";
import { checkoutEn } from "../../i18n/checkout.en";
import { cartEn } from "../../i18n/cart.en";
import { deliveryEn } from "../../i18n/delivery.en";
import { useTexts } from "../../i18n/parts";
import { giftTexts } from "../../content/gift";
import { promotionCodeTexts } from "../../content/promotion-code";
import type { PromotionQuoteState } from "./use-promotion-quote";
import { checkoutTotal } from "./checkout-total";
import type { StoreCreditState } from "./use-store-credit";
import { storeCreditTexts } from "../../content/store-credit";
import { displayPhone, toE164 } from "../../shared/phone";
import { DEFAULT_GIFT_WRAP } from "../../shared/gift";
import { GiftFields } from "./gift-fields";
import { AccountPrompt, SavedAddressChoice, useCheckoutAccount } from "./saved-details";
import type { SavedAddress } from "../../shared/account";
import { RemindMe } from "./remind-me";
import { checkGift, wrapCharge, type GiftDraft, type GiftProblems } from "./gift-values";

/** The delivery choices' problems, worded by fieldErrorText; "full": the slot filled up meanwhile. */
type ChoiceProblems = { slot?: FieldErrorCode | "full"; paymentMethod?: FieldErrorCode };

const isCustomerField = (field: CheckoutField): field is CustomerField =>
  field !== "area" && field !== "slot" && field !== "paymentMethod";

interface CheckoutFormProps {
  items: CartItem[];
  /** The items' sum; with the delivery fee, the total shown beside the button on small screens. */
  subtotal: number;
  /** The chosen city's fee, expected day and slots (the page keeps it for the summary too). */
  delivery: CheckoutDelivery;
  /** The city select changed: the page works out delivery there. */
  onAreaChange(area: City): void;
  /** Tells the page an order is on its way, so emptying the cart does not show the empty state. */
  onBusyChange(busy: boolean): void;
  busy: boolean;
  /** The gift choices (the page keeps them: the summary adds the wrap). */
  gift: GiftDraft;
  onGiftChange(next: GiftDraft): void;
  /** The promotion quote (decision 035): the order sends its code and discount; a 409 goes back to it. */
  promotion?: PromotionQuoteState;
  /** The signed-in shopper's store credit (decision 051): sent with the order when used. */
  storeCredit?: StoreCreditState;
}

export function CheckoutForm({
  items,
  subtotal,
  delivery,
  onAreaChange,
  busy,
  onBusyChange,
  gift,
  onGiftChange,
  promotion,
  storeCredit,
}: CheckoutFormProps) {
  const price = usePrice();
  const catalogue = useCatalogue();
  const texts = useTexts(checkoutEn);
  const t = texts.checkout;
  const deliveryTexts = useTexts(deliveryEn);
  const cart = useTexts(cartEn).cart;
  const toast = useToast();
  const placeOrder = usePlaceOrder();
  const failureText = useFailureText();
  const inFlight = useRef(false);
  const bot = useBotSignals();
  const { codMaxOrder } = useStore();
  const settings = catalogue.delivery;
  const giftWrap = catalogue.giftWrap ?? DEFAULT_GIFT_WRAP;
  // What is left to pay, as the summary shows it and the server will store it (app/shared/order-total.ts).
  const { total } = checkoutTotal({
    subtotal,
    fee: delivery.fee,
    quote: promotion?.quote,
    wrap: wrapCharge(gift, giftWrap),
    storeCredit,
  });
  const [giftProblems, setGiftProblems] = useState<GiftProblems>({});
  const changeGift = (next: GiftDraft) => {
    onGiftChange(next);
    // Once a problem shows, it follows the typing (as the shipping fields do).
    if (Object.keys(giftProblems).length) {
      const checked = checkGift(next, giftWrap.offered);
      setGiftProblems(checked.ok ? {} : checked.problems);
    }
  };
  /** The gift's choices checked: problems shown, and the first one focused when asked. */
  const checkedGift = (focus: boolean) => {
    const checked = checkGift(gift, giftWrap.offered);
    setGiftProblems(checked.ok ? {} : checked.problems);
    if (!checked.ok && focus) {
      const first = (["message", "wrap", "recipientName", "recipientPhone"] as const).find((f) => checked.problems[f]);
      const ids = {
        message: "gift-message",
        wrap: "gift-wrap",
        recipientName: "gift-recipient-name",
        recipientPhone: "gift-recipient-phone",
      };
      if (first) document.getElementById(ids[first])?.focus();
    }
    return checked;
  };
  // Paying online, when the shop has a payment provider (decision 040): after the ways to pay on delivery.
  const { onlinePayment } = useRootData();
  const methods: Method[] = [...paymentMethods(settings), ...(onlinePayment ? [PAY_ONLINE as Method] : [])];
  const [chosenMethod, setPaymentMethod] = useState<Method>(CASH);
  // A method the shop no longer offers (its settings changed) falls back to cash.
  const paymentMethod = methods.includes(chosenMethod) ? chosenMethod : CASH;
  // The cap is on what a driver collects: an order paid online carries none (decision 040).
  const overCodMax = paymentMethod !== PAY_ONLINE && exceedsCodMax(total, codMaxOrder);
  const [slot, setSlot] = useState<string | null>(null);
  const [problems, setProblems] = useState<ChoiceProblems>({});
  const slotSection = useRef<HTMLDivElement>(null);
  // Over a phone or address order limit: only the shop can help now (server/customers/order-limits.ts).
  const [limited, setLimited] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    setValue,
    clearErrors,
    trigger,
    getValues,
    setFocus,
    watch,
    formState: { errors },
  } = useForm<CheckoutValues, unknown, Customer>({
    defaultValues: { ...blankValues, city: delivery.area },
    resolver,
    mode: "onSubmit",
    reValidateMode: "onChange",
  });

  // A signed-in shopper's details and default address fill the fields still empty; another saved
  // address, or a new one, can be chosen above the address fields (saved-details.tsx).
  const account = useCheckoutAccount();
  const [savedAddress, setSavedAddress] = useState("");
  const applyAddress = (id: string, addresses: SavedAddress[]) => {
    const chosen = addresses.find((a) => a.id === id);
    setSavedAddress(chosen?.id ?? "");
    for (const field of ["address", ...PLATE_FIELDS] as const) setValue(field, chosen?.[field] ?? "");
    if (chosen && (CITIES as readonly string[]).includes(chosen.city)) setValue("city", chosen.city);
    clearErrors(["address", "city", ...PLATE_FIELDS]);
  };
  useEffect(() => {
    if (!account || account === "guest") return;
    const values = getValues();
    const fill = (field: "name" | "email" | "phone", value: string | null | undefined) => {
      if (value && values[field].trim() === "") setValue(field, value);
    };
    fill("name", account.name);
    fill("email", account.email);
    fill("phone", account.phone && displayPhone(account.phone));
    const first = account.addresses.find((a) => a.isDefault) ?? account.addresses[0];
    if (first && values.address.trim() === "") applyAddress(first.id, account.addresses);
    // Once, when the account arrives.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [account]);

  // The page works out delivery for the city shown; a new city starts its slot choice afresh.
  const city = watch("city") as City;
  useEffect(() => {
    onAreaChange(city);
    setSlot(null);
    setProblems((p) => ({ ...p, slot: undefined }));
  }, [city, onAreaChange]);
  // A chosen slot that is no longer offered, or is now full, is no choice.
  const chosenSlot = delivery.slots.find((s) => s.id === slot && !s.full);
  const slotValue = delivery.slotsEnabled && chosenSlot ? chosenSlot.id : null;

  // Fields the server refused are focused once the form is enabled again (a disabled control
  // cannot take focus).
  const focusAfterFailure = useRef<CheckoutField | null>(null);
  const locale = useLocale();
  const fieldError = (field: CustomerField) => {
    const code = errors[field]?.type;
    return isFieldErrorCode(code) ? fieldErrorText(field, code, texts) : errors[field]?.message;
  };
  const slotError =
    problems.slot === "full" ? deliveryTexts.slotFull : problems.slot && fieldErrorText("slot", problems.slot, texts);
  const paymentError = problems.paymentMethod && fieldErrorText("paymentMethod", problems.paymentMethod, texts);
  const focusField = (field: CheckoutField) => {
    if (isCustomerField(field)) setFocus(field);
    else if (field === "area") setFocus("city");
    else if (field === "slot") slotSection.current?.querySelector<HTMLInputElement>("input:not(:disabled)")?.focus();
    else document.querySelector<HTMLInputElement>('input[name="paymentMethod"]:checked')?.focus();
  };
  useEffect(() => {
    if (busy || !focusAfterFailure.current) return;
    focusField(focusAfterFailure.current);
    focusAfterFailure.current = null;
    // focusField only reads refs and setFocus.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [busy, setFocus]);

  /** The delivery choices the customer schema does not cover: a served city, and a slot when slots are offered. */
  const choicesMissing = (): CheckoutField | null => {
    if (!areaOf(settings, city)?.served) return "area";
    if (delivery.slotsEnabled && !slotValue) {
      setProblems((p) => ({ ...p, slot: "required" }));
      return "slot";
    }
    return null;
  };

  const onValid = async (customer: Customer) => {
    // A second click or Enter while the first submit is still validating must not send again.
    if (inFlight.current) return;
    const missing = choicesMissing();
    if (missing) {
      if (missing === "area") setError("city", { type: "notAllowed" satisfies FieldErrorCode });
      else toast({ title: t.toasts.missingInfo.title, description: t.shipping.errors.slotRequired });
      focusField(missing);
      return;
    }
    const giftCheck = checkedGift(true);
    if (!giftCheck.ok) {
      toast({ title: giftTexts[locale].errors.title, description: giftTexts[locale].errors.description });
      return;
    }
    // Store credit is the account phone's: ordering for another phone cannot use it (decision 051).
    const credit = storeCredit?.use && storeCredit.balance > 0 ? storeCredit.balance : 0;
    if (credit > 0 && toE164(customer.phone) !== storeCredit?.phone) {
      const c = storeCreditTexts[locale];
      toast({
        title: c.line,
        description: format(c.otherPhone, { phone: displayPhone(storeCredit?.phone ?? "") ?? "" }),
        variant: "destructive",
      });
      focusField("phone");
      return;
    }
    inFlight.current = true;
    onBusyChange(true);
    const result = await placeOrder({
      ...(credit > 0 ? { storeCredit: credit } : {}),
      customer,
      items,
      slot: slotValue,
      paymentMethod,
      gift: giftCheck.gift,
      website: bot.website(),
      openFor: bot.openFor(),
      promotion: promotion?.forOrder(),
    });
    if (!result) return;

    // A full order limit (429) and a blocked number (403) are both told to message the shop.
    if (result.reason === "rejected" && (result.status === 429 || result.status === 403)) {
      setLimited(true);
      toast({ title: t.toasts.failure.title, description: t.toasts.failure.limited, variant: "destructive" });
      inFlight.current = false;
      onBusyChange(false);
      return;
    }
    // The balance moved since it was shown (409), or the session ended (401): ask again, say so.
    if (result.reason === "rejected" && (result.status === 409 || result.status === 401)) {
      const c = storeCreditTexts[locale];
      storeCredit?.refresh();
      toast({
        title: c.changedTitle,
        description: result.status === 409 ? c.changed : c.signIn,
        variant: "destructive",
      });
      inFlight.current = false;
      onBusyChange(false);
      return;
    }
    if (result.reason === "promotion") {
      // Shown on the code field (the shopper may remove the code) or re-quoted with the new offers.
      promotion?.refused(result.failure);
      const p = promotionCodeTexts[locale];
      toast({
        title: result.failure.kind === "changed" ? p.changedTitle : p.refusedTitle,
        description: failureText(result),
        variant: "destructive",
      });
      inFlight.current = false;
      onBusyChange(false);
      return;
    }
    if (result.reason === "slot-full") {
      // Someone took the last place meanwhile: ask again which slots have room.
      setSlot(null);
      setProblems((p) => ({ ...p, slot: "full" }));
      delivery.refreshSlots();
      focusAfterFailure.current = "slot";
    }
    if (result.reason === "invalid") {
      for (const [key, error] of Object.entries(result.fields)) {
        const field = key as CheckoutField;
        const code = error.code ?? "invalid";
        if (field === "slot" || field === "paymentMethod") setProblems((p) => ({ ...p, [field]: code }));
        // The area is the city: its refusal shows there.
        else setError(field === "area" ? "city" : field, { type: error.code ?? "server", message: error.message });
        focusAfterFailure.current ??= field;
      }
      if (result.fields.slot) delivery.refreshSlots();
    }
    toast({ title: t.toasts.failure.title, description: failureText(result), variant: "destructive" });
    inFlight.current = false;
    onBusyChange(false);
  };

  const onInvalid = (invalid: FieldErrors<CheckoutValues>) => {
    // The delivery choices are asked for too, so every missing answer shows at once.
    if (choicesMissing() === "area" && !invalid.city) setError("city", { type: "notAllowed" satisfies FieldErrorCode });
    checkedGift(false);
    const values = getValues();
    if (REQUIRED_FIELDS.some((field) => values[field].trim() === "")) {
      toast({ title: t.toasts.missingInfo.title, description: t.toasts.missingInfo.description });
    } else if (invalid.phone) {
      toast({ title: t.toasts.invalidPhone.title, description: t.toasts.invalidPhone.description });
    }
  };

  const shipping = t.shipping;
  return (
    <form
      noValidate
      aria-labelledby="shipping-heading"
      aria-busy={busy || undefined}
      onSubmit={handleSubmit(onValid, onInvalid)}
      className="space-y-12"
    >
      <Honeypot inputRef={bot.honeypot} />
      <section aria-labelledby="shipping-heading">
        <div className="flex flex-wrap items-baseline justify-between gap-x-6 gap-y-1">
          <h2 id="shipping-heading" className="font-display text-3xl font-medium">
            {shipping.heading}
          </h2>
          <p className="text-xs text-ink/70">{t.requiredNote}</p>
        </div>
        {account === "guest" && <AccountPrompt />}
        {account && account !== "guest" && (
          <p className="mt-4 text-sm text-ink/75" role="status" data-testid="checkout-filled">
            {t.account.filled}
          </p>
        )}
        <fieldset disabled={busy} className="mt-6 grid gap-x-5 gap-y-6 md:grid-cols-2">
          <legend className="sr-only">{shipping.heading}</legend>
          <FormField id="checkout-name" label={shipping.name} required error={fieldError("name")} className="md:col-span-2">
            <input
              {...register("name")}
              {...controlA11y("checkout-name", fieldError("name"), true)}
              type="text"
              autoComplete="name"
              maxLength={LIMITS.name}
              placeholder={shipping.namePlaceholder}
              className={controlClass}
            />
          </FormField>

          <FormField id="checkout-email" label={shipping.email} error={fieldError("email")}>
            <input
              {...register("email")}
              {...controlA11y("checkout-email", fieldError("email"))}
              type="email"
              inputMode="email"
              autoComplete="email"
              maxLength={LIMITS.email}
              placeholder={shipping.emailPlaceholder}
              className={controlClass}
            />
          </FormField>

          <FormField id="checkout-phone" label={shipping.phone} required error={fieldError("phone")}>
            <PhoneInput id="checkout-phone" control={control} trigger={trigger} error={fieldError("phone")} />
          </FormField>

          {account && account !== "guest" && account.addresses.length > 0 && (
            <SavedAddressChoice
              addresses={account.addresses}
              value={savedAddress}
              onChange={(id) => applyAddress(id, account.addresses)}
              areaName={(city) => shipping.cityNames[city as City] ?? city}
            />
          )}
          <RemindMe
            items={items}
            phone={watch("phone") ?? ""}
            email={watch("email") ?? ""}
            label={shipping.remind}
            hint={shipping.remindHint}
          />

          <FormField
            id="checkout-address"
            label={shipping.address}
            required
            error={fieldError("address")}
            className="md:col-span-2"
          >
            <input
              {...register("address")}
              {...controlA11y("checkout-address", fieldError("address"), true)}
              type="text"
              autoComplete="street-address"
              maxLength={LIMITS.address}
              placeholder={shipping.addressPlaceholder}
              className={controlClass}
            />
          </FormField>

          {/* Qatar's blue address plates: what couriers look for. Optional, digits only. */}
          <fieldset className="md:col-span-2">
            <legend className="mb-2 text-sm font-medium text-ink">{shipping.plate}</legend>
            <div className="grid grid-cols-3 gap-3">
              {PLATE_FIELDS.map((field) => (
                <FormField key={field} id={`checkout-${field}`} label={shipping[field]} error={fieldError(field)}>
                  <input
                    {...register(field)}
                    {...controlA11y(`checkout-${field}`, fieldError(field))}
                    type="text"
                    inputMode="numeric"
                    dir="ltr"
                    maxLength={5}
                    autoComplete="off"
                    className={controlClass}
                  />
                </FormField>
              ))}
            </div>
          </fieldset>

          <FormField id="checkout-city" label={shipping.city} required error={fieldError("city")} className="md:col-span-2">
            <div className="relative">
              <select
                {...register("city")}
                {...controlA11y("checkout-city", fieldError("city"), true)}
                autoComplete="address-level2"
                className={`${controlClass} appearance-none pe-12`}
              >
                {/* Cities the shop does not deliver to are listed, but cannot be chosen. */}
                {CITIES.map((option) => {
                  const served = areaOf(settings, option)?.served === true;
                  return (
                    <option key={option} value={option} disabled={!served}>
                      {served
                        ? shipping.cityNames[option]
                        : format(deliveryTexts.estimate.unservedOption, { area: shipping.cityNames[option] })}
                    </option>
                  );
                })}
              </select>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                fill="none"
                stroke="currentColor"
                strokeWidth="1.8"
                className="pointer-events-none absolute end-4 top-1/2 size-4 -translate-y-1/2 text-ink/60"
              >
                <path d="m5 7.5 5 5 5-5" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </div>
            {/* The fee and the day, before the order is placed; a refusal of the city says it instead. */}
            {!fieldError("city") && (
              <DeliveryEstimate
                delivery={delivery}
                subtotal={subtotal}
                slot={slotValue ? chosenSlot : undefined}
                id="checkout-delivery"
              />
            )}
          </FormField>

          <FormField id="checkout-notes" label={shipping.notes} error={fieldError("notes")} className="md:col-span-2">
            <textarea
              {...register("notes")}
              {...controlA11y("checkout-notes", fieldError("notes"))}
              rows={3}
              maxLength={LIMITS.notes}
              placeholder={shipping.notesPlaceholder}
              className={`${controlClass} resize-y`}
            />
          </FormField>
        </fieldset>
      </section>

      <GiftFields value={gift} onChange={changeGift} wrap={giftWrap} problems={giftProblems} disabled={busy} />

      {delivery.slotsEnabled && (
        <div ref={slotSection}>
          <DeliveryTimePicker
            slots={delivery.slots}
            value={slotValue}
            onChange={(id) => {
              setSlot(id);
              if (id) setProblems((p) => ({ ...p, slot: undefined }));
            }}
            checking={delivery.checkingSlots}
            disabled={busy}
            error={slotError || undefined}
          />
        </div>
      )}

      <PaymentMethod
        methods={methods}
        value={paymentMethod}
        onChange={(method) => {
          setPaymentMethod(method);
          setProblems((p) => ({ ...p, paymentMethod: undefined }));
        }}
        disabled={busy}
        error={paymentError || undefined}
      />

      <div>
        <p className="mb-4 flex items-baseline justify-between gap-4 border-t border-ink/10 pt-5 lg:hidden">
          <span className="font-display text-xl">{t.summary.total}</span>
          <span className="font-display text-2xl tabular-nums" data-testid="checkout-total-by-button">
            {price(total)}
          </span>
        </p>
        {overCodMax && (
          <div className="mb-4">
            <WhatsAppNotice text={format(cart.codMax, { max: price(codMaxOrder) })} testId="cod-max-notice" />
          </div>
        )}
        {limited && (
          <div className="mb-4">
            <WhatsAppNotice text={t.toasts.failure.limited} testId="order-limit-notice" />
          </div>
        )}
        <button type="submit" disabled={busy || !!errors.phone || overCodMax} className={`${goldButton} w-full text-sm`}>
          {busy && (
            <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" className="size-4 animate-spin motion-reduce:animate-none">
              <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
              <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
            </svg>
          )}
          {busy ? t.submitting : paymentMethod === PAY_ONLINE ? t.payment.onlineSubmit : t.submit}
        </button>
      </div>
    </form>
  );
}
