// "Tell me when it is back" under a sold-out size (docs/decisions/048-wishlist-and-back-in-stock.md):
// a phone or an e-mail (or, signed in, the account's own) and the shopper's consent to one message,
// sent to POST /api/back-in-stock. The page is cached and the same for everyone: whether the
// shopper is signed in is read from the readable cookie after hydration.
import { useEffect, useId, useState } from "react";
import { SIGNED_IN_COOKIE } from "../shared/account-cookie";
import { isValidQatarPhone } from "../shared/phone";
import { format } from "../i18n";
import type { catalogueEn } from "../i18n/catalogue.en";

type Texts = (typeof catalogueEn)["texts"]["product"]["backInStock"];

export function BackInStockForm({
  variantId,
  size,
  locale,
  t,
}: {
  variantId: string;
  size: string;
  locale: "en" | "ar";
  t: Texts;
}) {
  const id = useId();
  const [signedIn, setSignedIn] = useState(false);
  const [to, setTo] = useState("");
  const [consent, setConsent] = useState(false);
  const [state, setState] = useState<"idle" | "busy" | "done">("idle");
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setSignedIn(document.cookie.includes(`${SIGNED_IN_COOKIE}=1`)), []);
  // Another size is another request.
  useEffect(() => {
    setState("idle");
    setError(null);
  }, [variantId]);

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = to.trim();
    const recipient = value === "" && signedIn ? {} : value.includes("@") ? { email: value } : { phone: value };
    if ("phone" in recipient && !isValidQatarPhone(value)) return setError(t.invalid);
    if ("email" in recipient && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return setError(t.invalid);
    if (!consent) return setError(t.consentMissing);
    setState("busy");
    setError(null);
    try {
      const res = await fetch("/api/back-in-stock", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ variantId, consent: true, language: locale, ...recipient }),
      });
      if (res.ok) return setState("done");
      setError(res.status === 409 ? t.inStock : res.status === 429 ? t.tooMany : res.status === 422 ? t.invalid : t.failed);
    } catch {
      setError(t.failed);
    }
    setState("idle");
  };

  if (state === "done")
    return (
      <p
        role="status"
        className="mt-6 rounded-sm border border-gold/40 bg-gold/10 px-5 py-4 text-sm text-ink"
        data-testid="back-in-stock-done"
      >
        {t.done}
      </p>
    );
  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${id}-title`}
      className="mt-6 rounded-sm border border-gold/40 bg-white/60 p-5 sm:p-6"
      data-testid="back-in-stock"
    >
      <h2 id={`${id}-title`} className="font-display text-2xl font-medium text-ink">
        {t.title}
      </h2>
      <p className="mt-2 text-sm leading-relaxed text-ink/75">{format(signedIn ? t.introSignedIn : t.intro, { size })}</p>
      {!signedIn && (
        <div className="mt-4">
          <label htmlFor={`${id}-to`} className="text-xs font-medium tracking-[0.18em] text-ink/70 uppercase">
            {t.phone}
          </label>
          <input
            id={`${id}-to`}
            value={to}
            onChange={(e) => setTo(e.target.value)}
            inputMode="email"
            autoComplete="email"
            dir="ltr"
            aria-invalid={error === t.invalid}
            className="mt-2 block w-full rounded-full border border-ink/25 bg-ivory px-5 py-3 text-base text-ink focus:border-gold-dark focus:outline-none rtl:text-end"
          />
        </div>
      )}
      <label className="mt-4 flex items-start gap-3 text-sm leading-relaxed text-ink/80">
        <input
          type="checkbox"
          checked={consent}
          onChange={(e) => setConsent(e.target.checked)}
          className="mt-1 size-4 shrink-0 accent-gold-dark"
        />
        <span>{t.consent}</span>
      </label>
      {error && (
        <p role="alert" className="mt-3 text-sm text-red-800">
          {error}
        </p>
      )}
      <button
        type="submit"
        disabled={state === "busy"}
        className="mt-5 inline-flex min-h-11 items-center justify-center rounded-full bg-ink px-8 text-xs font-semibold tracking-[0.2em] text-ivory uppercase transition-colors hover:bg-gold-dark disabled:opacity-60"
      >
        {state === "busy" ? t.sending : t.submit}
      </button>
    </form>
  );
}
