// The header's search field: opened by the search icon, it lands on /products?q=... (docs/product.md left
// the icon inert; a shop needs it). A plain GET form underneath, so it works before hydration too.
import { useEffect, useRef } from "react";
import { useNavigate } from "react-router";
import { useLocalePath } from "../hooks/use-locale";
import { useMessages } from "../hooks/use-root-data";
import { SearchIcon } from "./layout-icons";

export const HEADER_SEARCH_ID = "header-search";

interface HeaderSearchProps {
  open: boolean;
  onClose(returnFocus: boolean): void;
}

export function HeaderSearch({ open, onClose }: HeaderSearchProps) {
  const t = useMessages().layout.search;
  const navigate = useNavigate();
  const localePath = useLocalePath();
  const input = useRef<HTMLInputElement>(null);
  const listPath = localePath("/products");

  useEffect(() => {
    if (!open || !input.current) return;
    // On the list page the field starts from the current query, so refining a search is one edit.
    // Read from the address bar when the field opens, not from the render's location: a navigation
    // renders in a transition, which a click on the icon can overtake, and that render still has
    // the page before.
    const { pathname, search } = window.location;
    input.current.value = pathname === listPath ? (new URLSearchParams(search).get("q") ?? "") : "";
    input.current.focus();
    input.current.select();
    // Only on opening: typing must not be overwritten by a later render.
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the query is read when the field opens, not followed.
  }, [open]);

  const onSubmit = (e: React.FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const q = (input.current?.value ?? "").trim();
    onClose(false);
    void navigate(localePath(q ? `/products?${new URLSearchParams({ q })}` : "/products"));
  };

  return (
    // Escape from any control inside the open search closes it: the keys come from the field and
    // buttons within, which are native controls.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      id={HEADER_SEARCH_ID}
      hidden={!open}
      className="absolute inset-x-0 top-full border-b border-gold/20 bg-ink shadow-2xl"
      onKeyDown={(e) => {
        if (e.key === "Escape") {
          e.stopPropagation();
          onClose(true);
        }
      }}
    >
      <form
        role="search"
        action={localePath("/products")}
        method="get"
        onSubmit={onSubmit}
        className="mx-auto flex max-w-3xl items-center gap-3 px-4 py-4 sm:px-6 md:py-5"
      >
        <label htmlFor="header-search-input" className="sr-only">
          {t.label}
        </label>
        <div className="relative flex-1">
          <SearchIcon className="pointer-events-none absolute start-3 top-1/2 size-5 -translate-y-1/2 text-gold-light/80" />
          <input
            ref={input}
            id="header-search-input"
            name="q"
            type="search"
            autoComplete="off"
            enterKeyHint="search"
            placeholder={t.placeholder}
            className="w-full rounded-full border border-ivory/25 bg-ivory/5 py-3 ps-11 pe-4 text-base text-ivory placeholder:text-ivory/60 focus:border-gold-light focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-light [&::-webkit-search-cancel-button]:appearance-none"
          />
        </div>
        <button
          type="submit"
          className="rounded-full bg-gold px-5 py-3 text-sm font-semibold tracking-wide text-ink transition-colors hover:bg-gold-light focus-visible:outline-gold-light"
        >
          {t.submit}
        </button>
      </form>
    </div>
  );
}
