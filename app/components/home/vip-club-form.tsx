// VIP Club sign-up (docs/product.md#5-validation). The address is kept only in this browser (localStorage
// "vipClubEmail"); nothing is sent to the server. The browser's own e-mail rule decides validity,
// but our toast reports it instead of the native bubble, so the spec's 'Oops!' text is what shows.
import { useEffect, useState } from "react";
import { homeEn } from "../../i18n/home.en";
import { useTexts } from "../../i18n/parts";
import { useToast } from "../toaster";
import { goldButton } from "./button-styles";

const VIP_STORAGE_KEY = "vipClubEmail";

interface VipClubFormProps {
  sectionId: string;
  fieldId: string;
}

export function VipClubForm({ sectionId, fieldId }: VipClubFormProps) {
  const t = useTexts(homeEn).home.vip;
  const toast = useToast();
  const [email, setEmail] = useState("");
  const [invalid, setInvalid] = useState(false);
  // Until hydration the button is disabled: a native submit would put the address in the URL.
  // (A disabled default button also stops Enter from submitting the form.)
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const input = e.currentTarget.elements.namedItem("email") as HTMLInputElement;
    const value = input.value.trim();
    if (value === "" || !input.validity.valid) {
      setInvalid(true);
      input.focus();
      toast({ title: t.emptyTitle, description: t.emptyText });
      return;
    }
    try {
      window.localStorage.setItem(VIP_STORAGE_KEY, value);
    } catch {
      // Storage blocked (private mode): the welcome still stands for this visit.
    }
    setInvalid(false);
    setEmail("");
    toast({ title: t.successTitle, description: t.successText });
  };

  return (
    <section
      id={sectionId}
      aria-labelledby={`${sectionId}-heading`}
      className="scroll-mt-24 bg-ink px-5 py-20 text-ivory md:py-28"
    >
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-xs font-semibold tracking-[0.3em] text-gold-light uppercase">{t.eyebrow}</p>
        <h2 id={`${sectionId}-heading`} className="mt-4 font-display text-4xl font-medium md:text-5xl">
          {t.heading}
        </h2>
        <p className="mx-auto mt-5 max-w-xl leading-relaxed text-ivory/75">{t.text}</p>
        <form noValidate onSubmit={onSubmit} className="mx-auto mt-10 flex max-w-xl flex-col gap-3 sm:flex-row">
          <label htmlFor={fieldId} className="sr-only">
            {t.emailLabel}
          </label>
          <input
            id={fieldId}
            name="email"
            type="email"
            required
            autoComplete="email"
            inputMode="email"
            placeholder={t.emailPlaceholder}
            value={email}
            onChange={(e) => {
              setEmail(e.target.value);
              if (invalid) setInvalid(false);
            }}
            aria-invalid={invalid || undefined}
            className="min-h-12 flex-1 rounded-full border border-ivory/30 bg-ivory/5 px-6 text-base text-ivory placeholder:text-ivory/55 focus:border-gold-light focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-light aria-invalid:border-red-300"
          />
          <button type="submit" disabled={!hydrated} className={goldButton}>
            {t.submit}
          </button>
        </form>
        <p className="mt-5 text-xs tracking-wide text-ivory/60">{t.note}</p>
      </div>
    </section>
  );
}
