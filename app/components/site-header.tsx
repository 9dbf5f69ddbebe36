// The sticky storefront header (docs/product.md#2-pages): brand, the four main links, the search field,
// the cart link with its item-count badge, and the small-screen menu.
import { useCallback, useEffect, useRef, useState } from "react";
import { NavLink, useLocation } from "react-router";
import { LanguageSwitch } from "./language-switch";
import { LocalLink } from "./local-link";
import { useLocale, useLocalePath } from "../hooks/use-locale";
import { plural } from "../shared/plural";
import { format } from "../i18n";
import { useMessages, useSignedIn, useStore } from "../hooks/use-root-data";
import { useCart } from "./cart-provider";
import { HEADER_SEARCH_ID, HeaderSearch } from "./header-search";
import { BagIcon, CloseIcon, MenuIcon, PersonIcon, SearchIcon } from "./layout-icons";
import { MOBILE_MENU_ID, MobileMenu } from "./mobile-menu";

export interface NavItem {
  to: string;
  label: string;
}

const iconButton =
  "relative inline-flex size-10 items-center justify-center rounded-full text-ivory transition-colors hover:bg-ivory/10 hover:text-gold-light focus-visible:outline-gold-light";

type Panel = "menu" | "search" | null;

export function SiteHeader() {
  const store = useStore();
  const t = useMessages().layout;
  const location = useLocation();
  // Read in the browser after hydration and at each navigation (docs/decisions/044-shopper-accounts.md).
  const signedIn = useSignedIn(location.pathname) === true;
  const [panel, setPanel] = useState<Panel>(null);
  const menuButton = useRef<HTMLButtonElement>(null);
  const searchButton = useRef<HTMLButtonElement>(null);
  const localePath = useLocalePath();

  const items: NavItem[] = [
    { to: localePath("/"), label: t.nav.home },
    { to: localePath("/products"), label: t.nav.products },
    { to: localePath("/offers"), label: t.nav.offers },
    { to: localePath("/about"), label: t.nav.about },
    { to: localePath("/track"), label: t.nav.track },
  ];

  // Any navigation (a link, the search, back/forward) closes whatever panel is open.
  useEffect(() => setPanel(null), [location.pathname, location.search]);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setPanel(null);
    if (returnFocus) menuButton.current?.focus();
  }, []);
  const closeSearch = useCallback((returnFocus: boolean) => {
    setPanel(null);
    if (returnFocus) searchButton.current?.focus();
  }, []);
  const toggle = (which: Exclude<Panel, null>) => setPanel((p) => (p === which ? null : which));

  return (
    <header className="sticky top-0 z-40 border-b border-gold/25 bg-ink text-ivory">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-1 px-3 sm:gap-2 sm:px-6 md:h-20 md:gap-4 lg:gap-6 lg:px-8">
        <button
          ref={menuButton}
          type="button"
          className={`${iconButton} md:hidden`}
          aria-expanded={panel === "menu"}
          aria-controls={MOBILE_MENU_ID}
          aria-label={panel === "menu" ? t.menu.close : t.menu.open}
          onClick={() => toggle("menu")}
        >
          {panel === "menu" ? <CloseIcon className="size-6" /> : <MenuIcon className="size-6" />}
        </button>

        <LocalLink
          to="/"
          aria-label={format(t.homeLinkLabel, { brand: store.brand })}
          className="min-w-0 truncate font-display text-sm font-medium tracking-[0.03em] text-ivory uppercase transition-colors hover:text-gold-light focus-visible:outline-gold-light min-[380px]:text-base sm:text-2xl sm:tracking-[0.2em] md:text-lg md:tracking-[0.1em] lg:text-2xl lg:tracking-[0.2em]"
        >
          {store.brand}
        </LocalLink>

        <nav aria-label={t.nav.label} className="hidden flex-1 justify-center md:flex">
          <ul className="flex items-center gap-6 lg:gap-10">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink
                  to={item.to}
                  end={item.to === localePath("/")}
                  className={({ isActive }) =>
                    `relative py-2 text-xs font-medium tracking-[0.14em] whitespace-nowrap uppercase transition-colors after:absolute after:inset-x-0 after:-bottom-0.5 after:h-px after:origin-center after:bg-gold-light after:transition-transform focus-visible:outline-gold-light lg:tracking-[0.2em] ${
                      isActive ? "text-gold-light after:scale-x-100" : "text-ivory/85 after:scale-x-0 hover:text-gold-light"
                    }`
                  }
                >
                  {item.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="ms-auto flex shrink-0 items-center md:ms-0">
          <LanguageSwitch className="me-1 inline-flex min-h-11 items-center rounded px-2 text-sm text-ivory/85 transition-colors hover:text-gold-light focus-visible:outline-gold-light" />
          <button
            ref={searchButton}
            type="button"
            className={iconButton}
            aria-expanded={panel === "search"}
            aria-controls={HEADER_SEARCH_ID}
            aria-label={panel === "search" ? t.search.close : t.search.button}
            onClick={() => toggle("search")}
          >
            {panel === "search" ? <CloseIcon className="size-6" /> : <SearchIcon className="size-6" />}
          </button>
          <AccountLink signedIn={signedIn} />
          <CartLink />
        </div>
      </div>

      <HeaderSearch open={panel === "search"} onClose={closeSearch} />
      {/* On phones the account's link is the menu's last (the header has no room beside the brand). */}
      <MobileMenu
        open={panel === "menu"}
        items={[...items, { to: localePath("/account"), label: signedIn ? t.account.mine : t.account.signIn }]}
        label={t.nav.label}
        onClose={closeMenu}
      />
    </header>
  );
}

/**
 * The account's link from small tablets up: "My account" with a gold dot when the readable sign-in
 * cookie is there, so the cached page stays the same for every shopper.
 */
function AccountLink({ signedIn }: { signedIn: boolean }) {
  const t = useMessages().layout.account;
  return (
    <LocalLink
      to="/account"
      aria-label={signedIn ? t.mine : t.signIn}
      className={`${iconButton} max-sm:hidden`}
      data-testid="account-link"
      data-signed-in={signedIn || undefined}
    >
      <PersonIcon className="size-6" />
      {signedIn && <span aria-hidden="true" className="absolute end-1.5 top-1.5 size-2.5 rounded-full bg-gold ring-2 ring-ink" />}
    </LocalLink>
  );
}

function CartLink() {
  const t = useMessages().layout.cart;
  const locale = useLocale();
  const { count, ready } = useCart();
  // The stored cart is read after hydration; until then the badge stays hidden on both sides.
  const shown = ready && count > 0;
  const label = !shown ? t.label : format(plural(locale, count, t.labelWithCount), { count });
  return (
    <LocalLink to="/cart" aria-label={label} className={iconButton} data-testid="cart-link">
      <BagIcon className="size-6" />
      {shown && (
        <span
          aria-hidden="true"
          data-testid="cart-count"
          className="absolute -end-0.5 top-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-gold px-1 text-[0.6875rem] leading-none font-semibold text-ink tabular-nums"
        >
          {count > 99 ? "99+" : count}
        </span>
      )}
    </LocalLink>
  );
}
