// The link to the same page in the other language (header and footer). It is a full page load,
// not a client navigation: the document's lang/dir, fonts and the cart's stored names all follow.
// The choice is remembered in the `lang` cookie; nothing redirects on it by guesswork.
import { useLocation } from "react-router";
import { useLocale } from "../hooks/use-locale";
import { alternatePath, LANGUAGE_COOKIE } from "../shared/locale";
import { pageSearch } from "../shared/page-parameters";

const ONE_YEAR_S = 60 * 60 * 24 * 365;

/** Each language is named in itself, so a shopper who reads only that language still finds it. */
const ENDONYM = { en: "English", ar: "العربية" } as const;

function rememberLanguage(locale: "en" | "ar") {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; Max-Age=${ONE_YEAR_S}; Path=/; SameSite=Lax`;
}

export function LanguageSwitch({ className = "" }: { className?: string }) {
  const locale = useLocale();
  const other = locale === "ar" ? "en" : "ar";
  const { pathname, search } = useLocation();
  // Only the parameters the page reads: a cached page rendered for `?x=...` must not carry it on.
  // The hash is unknown on the server, so it is added on click rather than rendered (no mismatch).
  const href = alternatePath(pathname, pageSearch(pathname, search), "", other);
  return (
    <a
      href={href}
      lang={other}
      hrefLang={other}
      data-testid="language-switch"
      // Held until hydration like a button (app/browser/early-clicks.ts): the click remembers the choice.
      data-hold-click=""
      className={className}
      onClick={(e) => {
        rememberLanguage(other);
        e.currentTarget.href = href + window.location.hash;
      }}
    >
      {ENDONYM[other]}
    </a>
  );
}
