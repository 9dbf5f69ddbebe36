// The checkout for a shopper who has an account (docs/decisions/044-shopper-accounts.md). The page
// is the same for everyone; in the browser, when the readable sign-in cookie is there, the account
// is asked for (GET /api/account) and the form is filled in from it: name, e-mail, phone and the
// default saved address, with a choice of the other saved addresses above the address fields.
// Without it, signing in is offered (and comes back here); never required.
import { useEffect, useState } from "react";
import type { AccountView, SavedAddress } from "../../shared/account";
import { useLocale, useLocalePath } from "../../hooks/use-locale";
import { useSignedIn } from "../../hooks/use-root-data";
import { checkoutEn } from "../../i18n/checkout.en";
import { useTexts } from "../../i18n/parts";
import { LocalLink } from "../local-link";

/** null while unknown (the server's render and the first browser one), "guest", or the account. */
export type CheckoutAccount = AccountView | "guest" | null;

export function useCheckoutAccount(): CheckoutAccount {
  const [account, setAccount] = useState<CheckoutAccount>(null);
  const signedIn = useSignedIn();
  useEffect(() => {
    if (signedIn === null) return;
    if (!signedIn) return setAccount("guest");
    let live = true;
    const ask = async (): Promise<CheckoutAccount> => {
      const res = await fetch("/api/account", { headers: { accept: "application/json" } });
      // A session that ended answers 401 (and clears the readable cookie): the shopper is a guest.
      return res.ok ? ((await res.json()) as AccountView) : "guest";
    };
    void ask()
      .catch((): CheckoutAccount => "guest")
      .then((found) => {
        if (live) setAccount(found);
      });
    return () => {
      live = false;
    };
  }, [signedIn]);
  return account;
}

/** Signing in is offered to a guest, with the way back to the checkout. */
export function AccountPrompt() {
  const t = useTexts(checkoutEn).checkout.account;
  const localePath = useLocalePath();
  return (
    <p className="mt-4 text-sm text-ink/75" data-testid="checkout-sign-in">
      {t.prompt}{" "}
      <LocalLink
        to={`/account?return=${encodeURIComponent(localePath("/checkout"))}`}
        className="font-medium text-ink underline decoration-gold underline-offset-4 transition-colors hover:text-gold-dark"
      >
        {t.signIn}
      </LocalLink>{" "}
      {t.guest}
    </p>
  );
}

/** The saved addresses as a small choice, and "a new address" (which empties the address fields). */
export function SavedAddressChoice({
  addresses,
  value,
  onChange,
  areaName,
}: {
  addresses: SavedAddress[];
  value: string;
  onChange(id: string): void;
  areaName(city: string): string;
}) {
  const t = useTexts(checkoutEn).checkout.account;
  const comma = useLocale() === "ar" ? "، " : ", ";
  const pill =
    "flex min-h-11 cursor-pointer flex-col justify-center rounded-xl border border-ink/20 bg-white px-4 py-2 text-start text-sm transition-colors hover:border-ink/40 has-[:checked]:border-gold-dark has-[:checked]:bg-gold/10 has-[:checked]:ring-1 has-[:checked]:ring-gold-dark has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-dark";
  const choices = [
    ...addresses.map((a) => ({
      id: a.id,
      // What the shopper typed is isolated (<bdi>), so a Latin address reads whole in an Arabic line.
      title: <bdi>{a.label ?? a.address}</bdi>,
      detail: a.label ? (
        <>
          <bdi>{a.address}</bdi>
          {comma}
          {areaName(a.city)}
        </>
      ) : (
        areaName(a.city)
      ),
    })),
    { id: "", title: <>{t.newAddress}</>, detail: null },
  ];
  return (
    <fieldset className="md:col-span-2" data-testid="saved-addresses">
      <legend className="mb-2 text-xs font-semibold tracking-[0.16em] text-ink/80 uppercase">{t.deliverTo}</legend>
      <div className="flex flex-wrap gap-2">
        {choices.map((c) => (
          <label key={c.id || "new"} className={pill}>
            <input
              type="radio"
              name="saved-address"
              value={c.id}
              checked={value === c.id}
              onChange={() => onChange(c.id)}
              className="sr-only"
            />
            <span className="font-medium text-ink">{c.title}</span>
            {c.detail && <span className="text-xs text-ink/65">{c.detail}</span>}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
