// /account and /ar/account (docs/decisions/044-shopper-accounts.md): the same markup for every
// visitor, rendered without any shopper's data and never stored by a cache (Cache-Control:
// no-store, server/security-headers.ts); the browser asks /api/account who is signed in. Signed out:
// sign in with a code sent to a phone or an e-mail (the browser's wishlist is then merged into the
// account's: docs/decisions/048). Signed in: orders, the wishlist, saved addresses, details,
// message preferences, sessions, and deleting the account.
import { useCallback, useEffect, useId, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import type { Route } from "./+types/account";
import { PageHeader } from "../components/content-page";
import { LocalLink } from "../components/local-link";
import { useCart } from "../components/cart-provider";
import { useLineName } from "../hooks/use-locale";
import { useRootData, type RootData } from "../hooks/use-root-data";
import { format } from "../i18n";
import { accountAr } from "../i18n/account.ar";
import { accountEn } from "../i18n/account.en";
import { checkoutAr } from "../i18n/checkout.ar";
import { checkoutEn } from "../i18n/checkout.en";
import { arabicTexts, textsIn, textsOnlyClientLoader, useTexts } from "../i18n/parts";
import { trackTexts } from "../content/track";
import { returnTexts } from "../content/returns";
import { formatOrderDate } from "../shared/last-order";
import { formatPrice } from "../shared/money";
import { intlLocale } from "../shared/locale";
import { plural } from "../shared/plural";
import { displayPhone, formatPhoneAsYouType, isValidQatarPhone } from "../shared/phone";
import { CITIES, DEFAULT_CITY } from "../shared/order-schema";
import { returnPath, type AccountOrder, type AccountView, type ReorderLine, type SavedAddress } from "../shared/account";
import { reorder } from "../shared/reorder";
import type { WishlistEntry } from "../shared/wishlist";
import { keepWishlist, savedWishlist } from "../browser/wishlist-store";
import { seoMeta } from "../shared/seo";
import { storeCreditTexts } from "../content/store-credit";
import type { StoreCreditView } from "../shared/store-credit";

export const loader = ({ request }: Route.LoaderArgs) => ({ texts: arabicTexts(request, accountAr, checkoutAr) });
export const clientLoader = textsOnlyClientLoader;

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as RootData | undefined;
  const t = textsIn(matches, accountEn);
  const brand = root?.store.brand ?? "";
  return [
    ...seoMeta(matches, { title: format(t.seoTitle, { brand }), description: t.seoDescription, path: "/account" }),
    { name: "robots", content: "noindex" },
  ];
}

const fieldClass =
  "mt-2 block w-full rounded-md border border-ink/20 bg-white px-4 py-3 text-base text-ink focus:border-gold-dark focus:ring-1 focus:ring-gold-dark focus:outline-none aria-invalid:border-red-600";
const primaryButton =
  "min-h-12 rounded-full bg-ink px-6 text-sm font-semibold tracking-[0.14em] text-ivory uppercase transition-colors hover:bg-gold-dark disabled:opacity-60";
const secondaryButton =
  "min-h-11 rounded-full border border-ink/25 px-5 text-sm font-medium text-ink transition-colors hover:border-gold-dark hover:text-gold-dark";
const card = "rounded-2xl border border-ink/10 bg-white p-6 shadow-sm md:p-8";
const heading = "font-display text-2xl font-medium text-ink md:text-3xl";

const jsonInit = (method: string, body?: unknown): RequestInit => ({
  method,
  headers: { "content-type": "application/json", accept: "application/json" },
  body: body === undefined ? undefined : JSON.stringify(body),
});

type State = { kind: "loading" } | { kind: "signed-out" } | { kind: "signed-in"; view: AccountView } | { kind: "deleted" };

export default function AccountPage() {
  const t = useTexts(accountEn);
  const [state, setState] = useState<State>({ kind: "loading" });
  const navigate = useNavigate();
  // Signing in from the checkout comes back to it (`?return=`, a path on this shop only).
  const back = returnPath(new URLSearchParams(useLocation().search).get("return"));
  const load = useCallback(async () => {
    const res = await fetch("/api/account", { headers: { accept: "application/json" } });
    if (res.ok) setState({ kind: "signed-in", view: (await res.json()) as AccountView });
    else setState({ kind: "signed-out" });
  }, []);
  useEffect(() => {
    void load();
  }, [load]);

  return (
    <main id="main" className="bg-ivory">
      <PageHeader
        title={t.title}
        intro={state.kind === "signed-in" ? format(t.signedInAs, { who: whoOf(state.view) }) : t.signIn.intro}
      />
      <div className="mx-auto max-w-3xl space-y-8 px-5 py-12 sm:px-6 md:py-16">
        {state.kind === "loading" && <p className="text-ink/70">{t.loading}</p>}
        {state.kind === "deleted" && (
          <p role="status" className={card}>
            {t.deletion.done}
          </p>
        )}
        {state.kind === "signed-out" && <SignIn onSignedIn={back ? async () => void (await navigate(back)) : load} />}
        {state.kind === "signed-in" && (
          <>
            <StoreCredit />
            <Orders />
            <Wishlist />
            <Addresses addresses={state.view.addresses} onChange={load} />
            <Profile view={state.view} onChange={load} />
            <Sessions
              view={state.view}
              onChange={load}
              onSignedOut={() => {
                // A shared device keeps no trace of the account's wishlist.
                keepWishlist([]);
                void load();
              }}
            />
            <DeleteAccount
              onDeleted={() => {
                keepWishlist([]);
                setState({ kind: "deleted" });
              }}
            />
          </>
        )}
      </div>
    </main>
  );
}

// A phone or address read left to right inside Arabic text (isolated, U+2066 … U+2069).
const whoOf = (view: AccountView) =>
  view.name ?? `\u2066${view.phone ? (displayPhone(view.phone) ?? view.phone) : (view.email ?? "")}\u2069`;

function SignIn({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  const texts = useTexts(accountEn);
  const t = texts.signIn;
  const { locale } = useRootData();
  const id = useId();
  const [by, setBy] = useState<"phone" | "email">("phone");
  const [to, setTo] = useState("");
  const [step, setStep] = useState<"ask" | "code">("ask");
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const recipient = () => (by === "phone" ? { phone: to } : { email: to.trim() });

  const ask = async (event?: React.FormEvent) => {
    event?.preventDefault();
    const valid = by === "phone" ? isValidQatarPhone(to) : /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(to.trim());
    if (!valid) return setError(by === "phone" ? t.invalidPhone : t.invalidEmail);
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/api/account/code", jsonInit("POST", { ...recipient(), language: locale }));
      if (res.status === 429) return setError(t.tooMany);
      if (!res.ok) return setError(by === "phone" ? t.invalidPhone : t.invalidEmail);
      setStep("code");
      setCode("");
    } catch {
      setError(texts.failed);
    } finally {
      setBusy(false);
    }
  };

  const verify = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!/^\d{6}$/.test(code.trim())) return setError(t.invalidCode);
    setBusy(true);
    setError(null);
    try {
      const res = await fetch("/api/account/sign-in", jsonInit("POST", { ...recipient(), code: code.trim(), language: locale }));
      if (res.ok) {
        // The hearts a guest ticked join the account's list; the browser then keeps the merged list.
        const merged = await fetch("/api/account/wishlist/merge", jsonInit("POST", { productIds: savedWishlist() }));
        if (merged.ok) keepWishlist(((await merged.json()) as { productIds: string[] }).productIds);
        return await onSignedIn();
      }
      setError(res.status === 429 ? t.tooManyTries : t.wrongCode);
    } catch {
      setError(texts.failed);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className={card}>
      <h2 id={`${id}-title`} className={heading}>
        {t.title}
      </h2>
      {step === "ask" ? (
        <form onSubmit={ask} noValidate className="mt-6 space-y-5">
          <fieldset className="flex gap-2">
            <legend className="sr-only">{t.title}</legend>
            {(["phone", "email"] as const).map((option) => (
              <label
                key={option}
                className={`inline-flex min-h-11 cursor-pointer items-center rounded-full border px-5 text-sm font-medium has-[:checked]:border-ink has-[:checked]:bg-ink has-[:checked]:text-ivory ${by === option ? "" : "border-ink/25 text-ink"}`}
              >
                <input
                  type="radio"
                  name={`${id}-by`}
                  value={option}
                  checked={by === option}
                  onChange={() => {
                    setBy(option);
                    setTo("");
                    setError(null);
                  }}
                  className="sr-only"
                />
                {option === "phone" ? t.byPhone : t.byEmail}
              </label>
            ))}
          </fieldset>
          <div>
            <label htmlFor={`${id}-to`} className="text-sm font-medium text-ink">
              {by === "phone" ? t.phoneLabel : t.emailLabel}
            </label>
            <input
              id={`${id}-to`}
              type={by === "phone" ? "tel" : "email"}
              inputMode={by === "phone" ? "tel" : "email"}
              autoComplete={by === "phone" ? "tel" : "email"}
              dir="ltr"
              value={to}
              placeholder={by === "phone" ? "+974 XXXX XXXX" : "you@example.com"}
              onChange={(e) => setTo(by === "phone" ? formatPhoneAsYouType(e.target.value) : e.target.value)}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error`}
              className={fieldClass}
            />
          </div>
          <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
            {busy ? t.sending : t.send}
          </button>
        </form>
      ) : (
        <form onSubmit={verify} noValidate className="mt-6 space-y-5">
          <p role="status" className="text-ink/80">
            {format(by === "phone" ? t.sentPhone : t.sentEmail, { to: by === "phone" ? (displayPhone(to) ?? to) : to.trim() })}
          </p>
          <div>
            <label htmlFor={`${id}-code`} className="text-sm font-medium text-ink">
              {t.codeLabel}
            </label>
            <input
              id={`${id}-code`}
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ""))}
              aria-invalid={error ? true : undefined}
              aria-describedby={`${id}-error`}
              className={`${fieldClass} tracking-[0.5em]`}
            />
          </div>
          <button type="submit" disabled={busy} className={`${primaryButton} w-full`}>
            {busy ? t.verifying : t.verify}
          </button>
          <div className="flex flex-wrap gap-3">
            <button type="button" className={secondaryButton} onClick={() => void ask()} disabled={busy}>
              {t.resend}
            </button>
            <button
              type="button"
              className={secondaryButton}
              onClick={() => {
                setStep("ask");
                setError(null);
              }}
            >
              {t.other}
            </button>
          </div>
        </form>
      )}
      <p id={`${id}-error`} role={error ? "alert" : undefined} className="mt-4 text-sm text-red-700">
        {error}
      </p>
    </section>
  );
}

/** The account phone's store credit and its history (docs/decisions/051-store-credit.md). */
function StoreCredit() {
  const { locale } = useRootData();
  const t = storeCreditTexts[locale];
  const [credit, setCredit] = useState<StoreCreditView | null>(null);
  useEffect(() => {
    void fetch("/api/account/credit", { headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<StoreCreditView>) : null))
      .then(setCredit);
  }, []);
  if (!credit) return null;
  const date = (iso: string) => (locale === "en" ? formatOrderDate(iso) : formatOrderDate(iso, intlLocale(locale)));
  return (
    <section aria-labelledby="account-credit" className={card} data-testid="account-credit">
      <h2 id="account-credit" className={heading}>
        {t.title}
      </h2>
      {credit.balance > 0 ? (
        <p className="mt-4 text-ink">
          <span className="text-sm text-ink/65">{t.balance}: </span>
          <span className="font-display text-2xl font-semibold tabular-nums" data-testid="account-credit-balance">
            {formatPrice(credit.balance, locale)}
          </span>
          {credit.expiresAt && (
            <span className="ms-2 text-sm text-ink/65">{format(t.expires, { date: date(credit.expiresAt) })}</span>
          )}
        </p>
      ) : (
        <p className="mt-4 text-ink/70">{t.none}</p>
      )}
      {credit.entries.length > 0 && (
        <>
          <h3 className="mt-6 text-sm font-semibold text-ink/70">{t.history}</h3>
          <ul className="mt-2 divide-y divide-ink/10">
            {credit.entries.map((entry) => (
              <li key={entry.id} className="flex flex-wrap justify-between gap-3 py-3 text-sm">
                <span>
                  {t.kinds[entry.kind]}
                  {entry.orderNumber ? ` · ${format(t.order, { order: `#${entry.orderNumber}` })}` : ""}
                  <span className="ms-2 text-ink/60">{date(entry.createdAt)}</span>
                </span>
                <span className="tabular-nums" dir="ltr">
                  {entry.amount > 0 ? "+" : "−"}
                  {formatPrice(Math.abs(entry.amount), locale)}
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function Orders() {
  const t = useTexts(accountEn).orders;
  const { locale } = useRootData();
  const statuses = trackTexts[locale].statuses;
  const [orders, setOrders] = useState<AccountOrder[] | null>(null);
  useEffect(() => {
    void fetch("/api/account/orders", { headers: { accept: "application/json" } })
      .then((res) => (res.ok ? (res.json() as Promise<{ orders: AccountOrder[] }>) : { orders: [] }))
      .then((body) => setOrders(body.orders));
  }, []);
  const date = (iso: string) => (locale === "en" ? formatOrderDate(iso) : formatOrderDate(iso, intlLocale(locale)));
  return (
    <section aria-labelledby="account-orders" className={card}>
      <h2 id="account-orders" className={heading}>
        {t.title}
      </h2>
      {orders && orders.length === 0 && <p className="mt-4 text-ink/70">{t.empty}</p>}
      {orders && orders.length > 0 && (
        <ul className="mt-6 divide-y divide-ink/10">
          {orders.map((order) => (
            <li key={order.id} className="flex flex-wrap items-center justify-between gap-3 py-4" data-testid="account-order">
              <div>
                <p className="font-medium text-ink">{format(t.number, { number: `#${order.orderNumber}` })}</p>
                <p className="text-sm text-ink/65">
                  {format(t.placed, { date: date(order.createdAt) })} ·{" "}
                  {format(plural(locale, order.items, t.items), { count: order.items })} ·{" "}
                  {format(t.total, { amount: formatPrice(order.total, locale) })}
                </p>
              </div>
              <div className="flex items-center gap-3">
                <span className="rounded-full bg-gold/15 px-3 py-1 text-sm font-semibold text-gold-dark ring-1 ring-gold/40">
                  {statuses[order.status]}
                </span>
                <LocalLink
                  to={`/track?number=${order.orderNumber}`}
                  className="text-sm font-medium text-ink underline underline-offset-4 hover:text-gold-dark"
                >
                  {t.track}
                </LocalLink>
                {/* Returns are asked for on the tracking page (decision 050). */}
                {order.status === "Delivered" && (
                  <LocalLink
                    to={`/track?number=${order.orderNumber}`}
                    className="text-sm font-medium text-gold-dark underline underline-offset-4 hover:text-ink"
                  >
                    {returnTexts[locale].heading}
                  </LocalLink>
                )}
              </div>
              <OrderAgain orderId={order.id} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * "Order again": the order's lines back in the cart at today's prices (app/shared/reorder.ts);
 * what is no longer sold or is sold out is left out and named.
 */
function OrderAgain({ orderId }: { orderId: string }) {
  const t = useTexts(accountEn).orders;
  const failed = useTexts(accountEn).failed;
  const { locale, catalogue } = useRootData();
  const cart = useCart();
  const lineName = useLineName();
  const [outcome, setOutcome] = useState<{ busy: true } | { added: number; skipped: string[] } | { failed: true } | null>(null);
  const again = async () => {
    setOutcome({ busy: true });
    const res = await fetch(`/api/account/orders/${encodeURIComponent(orderId)}/items`, {
      headers: { accept: "application/json" },
    }).catch(() => null);
    if (!res?.ok) return setOutcome({ failed: true });
    const { items } = (await res.json()) as { items: ReorderLine[] };
    const { lines, skipped } = reorder(items, catalogue);
    cart.addLines(lines);
    setOutcome({ added: lines.length, skipped: skipped.map(lineName) });
  };
  const names = (list: string[]) => new Intl.ListFormat(intlLocale(locale), { type: "conjunction" }).format(list);
  return (
    <div className="flex basis-full flex-wrap items-center gap-x-4 gap-y-2">
      <button
        type="button"
        className={secondaryButton}
        disabled={!!outcome && "busy" in outcome}
        onClick={() => void again()}
        data-testid="order-again"
      >
        {outcome && "busy" in outcome ? t.adding : t.again}
      </button>
      <div role="status" className="text-sm">
        {outcome && "failed" in outcome && <p className="text-red-700">{failed}</p>}
        {outcome && "added" in outcome && (
          <>
            {outcome.added > 0 && (
              <p className="text-ink/80">
                {t.added}{" "}
                <LocalLink to="/cart" className="font-medium text-ink underline underline-offset-4 hover:text-gold-dark">
                  {t.viewCart}
                </LocalLink>
              </p>
            )}
            {outcome.skipped.length > 0 && (
              <p className="text-red-700" data-testid="order-again-skipped">
                {format(t.skipped, { names: names(outcome.skipped) })}
              </p>
            )}
          </>
        )}
      </div>
    </div>
  );
}

function Wishlist() {
  const t = useTexts(accountEn).wishlist;
  const { locale } = useRootData();
  const [items, setItems] = useState<WishlistEntry[] | null>(null);
  const load = useCallback(async () => {
    const res = await fetch(`/api/account/wishlist?lang=${locale}`, { headers: { accept: "application/json" } });
    const list = res.ok ? ((await res.json()) as { items: WishlistEntry[] }).items : [];
    setItems(list);
    // The hearts on every page follow the account's list on this device.
    keepWishlist(list.map((item) => item.productId));
  }, [locale]);
  useEffect(() => {
    void load();
  }, [load]);
  const remove = async (productId: string) => {
    await fetch(`/api/account/wishlist/${encodeURIComponent(productId)}`, { method: "DELETE" });
    await load();
  };
  return (
    <section aria-labelledby="account-wishlist" className={card} data-testid="account-wishlist">
      <h2 id="account-wishlist" className={heading}>
        {t.title}
      </h2>
      {items && items.length === 0 && <p className="mt-4 text-ink/70">{t.empty}</p>}
      {items && items.length > 0 && (
        <ul className="mt-6 grid gap-4 sm:grid-cols-2">
          {items.map((item) => (
            <li key={item.productId} className="flex items-center gap-4" data-testid="wishlist-item">
              {item.image && (
                <img src={item.image} alt="" width={64} height={64} className="size-16 rounded-sm bg-sand object-cover" />
              )}
              <div className="min-w-0 flex-1">
                {item.slug ? (
                  <LocalLink
                    to={`/product/${item.slug}`}
                    className="font-display text-lg font-semibold text-ink underline-offset-4 hover:underline"
                  >
                    {item.name}
                  </LocalLink>
                ) : (
                  <p className="text-ink/60">{t.gone}</p>
                )}
                {item.soldOut && <p className="text-sm text-ink/60">{t.soldOut}</p>}
              </div>
              <button
                type="button"
                className={secondaryButton}
                aria-label={format(t.remove, { name: item.name ?? item.productId })}
                onClick={() => void remove(item.productId)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

type AddressDraft = Omit<SavedAddress, "id" | "isDefault"> & { isDefault: boolean };
const EMPTY_ADDRESS: AddressDraft = {
  label: "",
  address: "",
  city: DEFAULT_CITY,
  zone: "",
  street: "",
  building: "",
  isDefault: false,
};

function Addresses({ addresses, onChange }: { addresses: SavedAddress[]; onChange: () => Promise<void> }) {
  const t = useTexts(accountEn).addresses;
  const shipping = useTexts(checkoutEn).checkout.shipping;
  const [editing, setEditing] = useState<{ id: string | null; draft: AddressDraft } | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const id = useId();

  const save = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!editing) return;
    const res = await fetch(
      editing.id ? `/api/account/addresses/${editing.id}` : "/api/account/addresses",
      jsonInit(editing.id ? "PUT" : "POST", editing.draft),
    );
    if (res.status === 422) {
      const body = (await res.json()) as { errors?: { field: string; detail: string }[] };
      const plate = shipping.errors.plateDigits;
      setErrors(
        Object.fromEntries(
          (body.errors ?? []).map((e) => [
            e.field,
            ["zone", "street", "building"].includes(e.field) ? plate : shipping.errors.addressRequired,
          ]),
        ),
      );
      return;
    }
    setEditing(null);
    setErrors({});
    await onChange();
  };
  const remove = async (addressId: string) => {
    await fetch(`/api/account/addresses/${addressId}`, { method: "DELETE" });
    await onChange();
  };
  const field = (key: "label" | "address" | "zone" | "street" | "building", label: string, wide = false) => (
    <div className={wide ? "sm:col-span-3" : ""}>
      <label htmlFor={`${id}-${key}`} className="text-sm font-medium text-ink">
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        value={editing?.draft[key] ?? ""}
        inputMode={key === "label" || key === "address" ? undefined : "numeric"}
        onChange={(e) => setEditing((current) => current && { ...current, draft: { ...current.draft, [key]: e.target.value } })}
        aria-invalid={errors[key] ? true : undefined}
        className={fieldClass}
      />
      {errors[key] && <p className="mt-1.5 text-sm text-red-700">{errors[key]}</p>}
    </div>
  );
  const plate = (a: SavedAddress) =>
    [
      a.zone && `${shipping.zone} ${a.zone}`,
      a.street && `${shipping.street} ${a.street}`,
      a.building && `${shipping.building} ${a.building}`,
    ]
      .filter(Boolean)
      .join(" · ");

  return (
    <section aria-labelledby="account-addresses" className={card}>
      <h2 id="account-addresses" className={heading}>
        {t.title}
      </h2>
      {addresses.length === 0 && !editing && <p className="mt-4 text-ink/70">{t.empty}</p>}
      <ul className="mt-4 space-y-3">
        {addresses.map((a) => (
          <li key={a.id} className="rounded-xl border border-ink/10 p-4" data-testid="account-address">
            <div className="flex flex-wrap items-start justify-between gap-3">
              <div>
                <p className="font-medium text-ink">
                  {a.label ?? (shipping.cityNames as Record<string, string>)[a.city] ?? a.city}
                  {a.isDefault && (
                    <span className="ms-2 rounded-full bg-gold/15 px-2 py-0.5 text-xs font-semibold text-gold-dark">
                      {t.isDefault}
                    </span>
                  )}
                </p>
                <p className="text-sm text-ink/70">{a.address}</p>
                <p className="text-sm text-ink/70">
                  {(shipping.cityNames as Record<string, string>)[a.city] ?? a.city}
                  {plate(a) && ` · ${plate(a)}`}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className={secondaryButton}
                  onClick={() =>
                    setEditing({
                      id: a.id,
                      draft: {
                        ...a,
                        label: a.label ?? "",
                        zone: a.zone ?? "",
                        street: a.street ?? "",
                        building: a.building ?? "",
                      },
                    })
                  }
                >
                  {t.edit}
                </button>
                <button type="button" className={secondaryButton} onClick={() => void remove(a.id)}>
                  {t.delete}
                </button>
              </div>
            </div>
          </li>
        ))}
      </ul>
      {editing ? (
        <form onSubmit={save} noValidate className="mt-6 grid gap-4 sm:grid-cols-3">
          {field("label", t.label, true)}
          {field("address", shipping.address, true)}
          <div className="sm:col-span-3">
            <label htmlFor={`${id}-city`} className="text-sm font-medium text-ink">
              {t.area}
            </label>
            <select
              id={`${id}-city`}
              value={editing.draft.city}
              onChange={(e) => setEditing({ ...editing, draft: { ...editing.draft, city: e.target.value } })}
              className={fieldClass}
            >
              {CITIES.map((city) => (
                <option key={city} value={city}>
                  {shipping.cityNames[city]}
                </option>
              ))}
            </select>
          </div>
          {field("zone", shipping.zone)}
          {field("street", shipping.street)}
          {field("building", shipping.building)}
          <label className="flex items-center gap-3 text-sm text-ink sm:col-span-3">
            <input
              type="checkbox"
              checked={editing.draft.isDefault}
              onChange={(e) => setEditing({ ...editing, draft: { ...editing.draft, isDefault: e.target.checked } })}
              className="size-5 accent-ink"
            />
            {t.makeDefault}
          </label>
          <div className="flex flex-wrap gap-3 sm:col-span-3">
            <button type="submit" className={primaryButton}>
              {t.save}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setEditing(null)}>
              {t.cancel}
            </button>
          </div>
        </form>
      ) : (
        <button
          type="button"
          className={`${secondaryButton} mt-6`}
          onClick={() => setEditing({ id: null, draft: EMPTY_ADDRESS })}
        >
          {t.add}
        </button>
      )}
    </section>
  );
}

function Profile({ view, onChange }: { view: AccountView; onChange: () => Promise<void> }) {
  const t = useTexts(accountEn);
  const id = useId();
  const [name, setName] = useState(view.name ?? "");
  const [email, setEmail] = useState(view.email ?? "");
  const [note, setNote] = useState<string | null>(null);
  const patch = async (change: Record<string, unknown>, saved: string) => {
    const res = await fetch("/api/account", jsonInit("PATCH", change));
    setNote(res.ok ? saved : res.status === 422 ? t.signIn.invalidEmail : t.failed);
    if (res.ok) await onChange();
  };
  return (
    <section aria-labelledby="account-profile" className={card}>
      <h2 id="account-profile" className={heading}>
        {t.profile.title}
      </h2>
      {view.phone && (
        <p className="mt-4 text-sm text-ink/70">
          {t.profile.phone}: <span dir="ltr">{displayPhone(view.phone) ?? view.phone}</span>
        </p>
      )}
      <form
        className="mt-4 grid gap-4 sm:grid-cols-2"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void patch({ name: name || null, email: email.trim() || null }, t.profile.saved);
        }}
      >
        <div>
          <label htmlFor={`${id}-name`} className="text-sm font-medium text-ink">
            {t.profile.name}
          </label>
          <input
            id={`${id}-name`}
            value={name}
            autoComplete="name"
            onChange={(e) => setName(e.target.value)}
            className={fieldClass}
          />
        </div>
        <div>
          <label htmlFor={`${id}-email`} className="text-sm font-medium text-ink">
            {t.profile.email}
          </label>
          <input
            id={`${id}-email`}
            type="email"
            dir="ltr"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-describedby={`${id}-email-hint`}
            className={fieldClass}
          />
          <p id={`${id}-email-hint`} className="mt-1.5 text-sm text-ink/60">
            {t.profile.emailHint}
          </p>
        </div>
        <div className="sm:col-span-2">
          <button type="submit" className={primaryButton}>
            {t.profile.save}
          </button>
        </div>
      </form>
      <fieldset className="mt-8 space-y-3">
        <legend className="font-display text-xl font-medium text-ink">{t.messages.title}</legend>
        {(
          [
            ["orderUpdates", t.messages.orderUpdates],
            ["offers", t.messages.offers],
          ] as const
        ).map(([key, label]) => (
          <label key={key} className="flex items-center gap-3 text-sm text-ink">
            <input
              type="checkbox"
              checked={view[key]}
              onChange={(e) => void patch({ [key]: e.target.checked }, t.messages.saved)}
              className="size-5 accent-ink"
            />
            {label}
          </label>
        ))}
      </fieldset>
      <p role="status" className="mt-4 text-sm text-ink/70">
        {note}
      </p>
    </section>
  );
}

function Sessions({
  view,
  onChange,
  onSignedOut,
}: {
  view: AccountView;
  onChange: () => Promise<void>;
  onSignedOut: () => void;
}) {
  const t = useTexts(accountEn).sessions;
  const { locale } = useRootData();
  const date = (iso: string) => (locale === "en" ? formatOrderDate(iso) : formatOrderDate(iso, intlLocale(locale)));
  const post = async (path: string) => {
    await fetch(path, { method: "POST" });
    onSignedOut();
  };
  return (
    <section aria-labelledby="account-sessions" className={card}>
      <h2 id="account-sessions" className={heading}>
        {t.title}
      </h2>
      <ul className="mt-4 divide-y divide-ink/10">
        {view.sessions.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <div className="min-w-0">
              <p className="truncate text-sm font-medium text-ink">{s.current ? t.current : (s.userAgent ?? t.unknownDevice)}</p>
              <p className="text-sm text-ink/65">{format(t.since, { date: date(s.createdAt) })}</p>
            </div>
            {!s.current && (
              <button
                type="button"
                className={secondaryButton}
                onClick={() => void fetch(`/api/account/sessions/${s.id}`, { method: "DELETE" }).then(onChange)}
              >
                {t.end}
              </button>
            )}
          </li>
        ))}
      </ul>
      <div className="mt-6 flex flex-wrap gap-3">
        <button type="button" className={secondaryButton} onClick={() => void post("/api/account/sign-out")}>
          {t.signOut}
        </button>
        <button type="button" className={primaryButton} onClick={() => void post("/api/account/sign-out-everywhere")}>
          {t.everywhere}
        </button>
      </div>
    </section>
  );
}

function DeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const t = useTexts(accountEn).deletion;
  const [asking, setAsking] = useState(false);
  return (
    <section aria-labelledby="account-delete" className={`${card} border-red-200`}>
      <h2 id="account-delete" className={heading}>
        {t.title}
      </h2>
      <p className="mt-3 text-ink/75">{t.text}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {asking ? (
          <>
            <button
              type="button"
              className="min-h-12 rounded-full bg-red-700 px-6 text-sm font-semibold text-white hover:bg-red-800"
              onClick={() => void fetch("/api/account", { method: "DELETE" }).then((res) => res.ok && onDeleted())}
            >
              {t.confirm}
            </button>
            <button type="button" className={secondaryButton} onClick={() => setAsking(false)}>
              {t.cancel}
            </button>
          </>
        ) : (
          <button type="button" className={secondaryButton} onClick={() => setAsking(true)}>
            {t.button}
          </button>
        )}
      </div>
    </section>
  );
}
