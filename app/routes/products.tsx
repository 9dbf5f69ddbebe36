// /products: search, filters and sort (docs/product.md#2-pages and 5, docs/decisions/034). The
// filters live in the URL (?q=&category=&family=&concentration=&kind=&min=&max=&sort=, read by
// app/shared/product-list.ts) so a filtered list can be shared and survives a reload; the server
// renders the same filtered list the browser shows, and the form is a GET form that filters without
// JavaScript. Typing filters instantly and writes q (and the prices) to the URL shortly after, so the
// address bar keeps up without a navigation per keystroke.
import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Route } from "./+types/products";
import { ProductCard } from "../components/product-card";
import { SearchIcon } from "../components/layout-icons";
import { type RootData, useMessages } from "../hooks/use-root-data";
import { catalogueAr } from "../i18n/catalogue.ar";
import { catalogueEn } from "../i18n/catalogue.en";
import { deliveryAr } from "../i18n/delivery.ar";
import { arabicTexts, textsIn, useTexts } from "../i18n/parts";
import { useLocale, useLocalePath } from "../hooks/use-locale";
import { plural } from "../shared/plural";
import { localeOfPath } from "../shared/locale";
import { format } from "../i18n";
import { seoMeta } from "../shared/seo";
import { deliveryClaimsIn } from "../hooks/use-delivery-claims";
import {
  ALL_CATEGORIES,
  CATEGORY_FILTERS,
  SORT_OPTIONS,
  activeFilterCount,
  filterProducts,
  parseProductList,
  productListParams,
  type ProductListState,
  type SortOption,
} from "../shared/product-list";
import { CONCENTRATIONS, concentrationSlug, type Concentration } from "../shared/perfume-attributes";
import { VARIANT_KINDS, type VariantKind } from "../shared/variants";

/** How long typing pauses before q is written to the URL. */
const SEARCH_URL_DELAY_MS = 300;
/** Cards in the first row load eagerly: they are above the fold on a desktop. */
const FILTER_LABEL = "text-xs font-medium tracking-[0.18em] text-ink/70 uppercase";
const EAGER_CARDS = 4;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { products, families } = await context.services.catalogue.get(localeOfPath(new URL(request.url).pathname));
  // The page's own texts in Arabic (in English they are in its script): app/i18n/parts.ts.
  return { products, families, texts: arabicTexts(request, catalogueAr, deliveryAr) };
}

// The catalogue does not change with the query string; filtering happens in the page.
export function shouldRevalidate({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return currentUrl.pathname === nextUrl.pathname ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const root = matches[0]?.data as RootData | undefined;
  const t = textsIn(matches, catalogueEn).seo.products;
  const brand = root?.store.brand ?? "";
  // Filtered views are variations of one page: they share its canonical URL.
  return seoMeta(matches, {
    title: format(t.title, { brand }),
    description: deliveryClaimsIn(matches).seo.products,
    path: "/products",
  });
}

/** A price box's text as whole riyals, or null when empty or not a number. */
const riyalsOf = (text: string) => {
  const n = Number(text);
  return text.trim() !== "" && Number.isInteger(n) && n >= 0 ? n : null;
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const messages = useMessages();
  const texts = useTexts(catalogueEn);
  const t = texts.products;
  const [searchParams, setSearchParams] = useSearchParams();
  const locale = useLocale();
  const localePath = useLocalePath();
  const filter = parseProductList(searchParams);
  const [query, setQuery] = useState(filter.q);
  const [prices, setPrices] = useState({ min: filter.min?.toString() ?? "", max: filter.max?.toString() ?? "" });
  const [filtersOpen, setFiltersOpen] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const lastWrittenQ = useRef(filter.q);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ids = {
    search: useId(),
    filters: useId(),
    sort: useId(),
    count: useId(),
    concentration: useId(),
    kind: useId(),
    min: useId(),
    max: useId(),
  };

  useEffect(() => setHydrated(true), []);
  useEffect(() => () => clearTimeout(timer.current), []);

  // The header search, back/forward or a pasted link changed q: follow it (but not our own writes).
  useEffect(() => {
    if (filter.q !== lastWrittenQ.current) {
      clearTimeout(timer.current);
      lastWrittenQ.current = filter.q;
      setQuery(filter.q);
    }
  }, [filter.q]);

  // Back/forward or a pasted link changed the price range: show it (our own writes already match).
  useEffect(() => {
    setPrices((typed) =>
      riyalsOf(typed.min) === filter.min && riyalsOf(typed.max) === filter.max
        ? typed
        : { min: filter.min?.toString() ?? "", max: filter.max?.toString() ?? "" },
    );
  }, [filter.min, filter.max]);

  /** What the form shows now: the URL's filters with the search and prices as typed. */
  const current: ProductListState = { ...filter, q: query, min: riyalsOf(prices.min), max: riyalsOf(prices.max) };

  const writeUrl = (change: Partial<ProductListState>) => {
    clearTimeout(timer.current);
    const next = { ...current, ...change };
    lastWrittenQ.current = next.q.trim();
    setSearchParams(productListParams(next), { replace: true, preventScrollReset: true });
  };

  const onQueryChange = (value: string) => {
    setQuery(value);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => writeUrl({ q: value }), SEARCH_URL_DELAY_MS);
  };

  const onPriceChange = (bound: "min" | "max", value: string) => {
    setPrices((p) => ({ ...p, [bound]: value }));
    clearTimeout(timer.current);
    timer.current = setTimeout(() => writeUrl({ [bound]: riyalsOf(value) }), SEARCH_URL_DELAY_MS);
  };

  const toggleFamily = (id: string, on: boolean) =>
    writeUrl({ families: on ? [...filter.families, id].sort() : filter.families.filter((f) => f !== id) });

  const clearFilters = () => {
    setQuery("");
    setPrices({ min: "", max: "" });
    writeUrl({
      q: "",
      category: ALL_CATEGORIES,
      families: [],
      concentration: null,
      kind: null,
      min: null,
      max: null,
      sort: "default",
    });
  };

  const results = filterProducts(loaderData.products, current);
  const activeFilters = activeFilterCount(current);

  return (
    <main className="mx-auto max-w-7xl px-4 pt-12 pb-24 sm:px-6 md:pt-16 lg:px-8">
      <header className="mx-auto max-w-2xl text-center">
        <span aria-hidden="true" className="mx-auto mb-5 block h-px w-12 bg-gold" />
        <h1 className="font-display text-4xl leading-tight font-medium md:text-6xl">{t.heading}</h1>
        <p className="mt-4 text-base leading-relaxed text-ink/70">{t.subheading}</p>
      </header>

      {/* A GET form: before hydration (or without JavaScript) submitting it still filters. */}
      <form
        role="search"
        method="get"
        action={localePath("/products")}
        onSubmit={(e) => {
          e.preventDefault();
          writeUrl({});
        }}
        className="mt-12 border-y border-ink/10 py-5 md:mt-16"
      >
        <div className="flex flex-col gap-4 md:gap-6 lg:flex-row lg:items-end lg:justify-between lg:gap-8">
          {/* On phones the search has a row of its own, so its placeholder is read whole. */}
          <div className="flex flex-wrap items-end gap-3 md:max-w-md md:flex-nowrap lg:w-96 lg:max-w-none">
            <div className="relative basis-full md:flex-1 md:basis-auto">
              <label htmlFor={ids.search} className="sr-only">
                {t.searchLabel}
              </label>
              <SearchIcon className="pointer-events-none absolute start-4 top-1/2 size-5 -translate-y-1/2 text-ink/50" />
              <input
                id={ids.search}
                name="q"
                type="search"
                value={query}
                onChange={(e) => onQueryChange(e.target.value)}
                placeholder={t.searchPlaceholder}
                autoComplete="off"
                enterKeyHint="search"
                className="h-12 w-full rounded-full border border-ink/20 bg-white ps-12 pe-4 text-base placeholder:text-ink/50 focus:border-ink focus:outline-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-gold-dark md:text-sm"
              />
            </div>
            <button
              type="button"
              onClick={() => setFiltersOpen((o) => !o)}
              aria-expanded={filtersOpen}
              aria-controls={ids.filters}
              className="inline-flex h-12 shrink-0 items-center gap-2 rounded-full border border-ink/20 bg-white px-5 text-xs font-medium tracking-[0.16em] uppercase md:hidden"
            >
              <FilterIcon />
              {t.filters}
              {activeFilters > 0 && (
                <span
                  aria-hidden="true"
                  className="grid size-5 place-items-center rounded-full bg-ink text-[0.65rem] tracking-normal text-ivory"
                >
                  {activeFilters}
                </span>
              )}
            </button>
          </div>

          <div
            id={ids.filters}
            className={`${filtersOpen || !hydrated ? "flex" : "hidden"} flex-col gap-5 md:flex md:flex-row md:items-end md:gap-8`}
          >
            <fieldset className="min-w-0">
              <legend className={`${FILTER_LABEL} mb-2`}>{t.category}</legend>
              <div className="flex flex-wrap gap-2">
                {CATEGORY_FILTERS.map((c) => (
                  <label key={c} className="cursor-pointer">
                    <input
                      type="radio"
                      name="category"
                      value={c}
                      checked={filter.category === c}
                      onChange={() => writeUrl({ category: c })}
                      className="peer sr-only"
                    />
                    <span className="inline-flex h-10 items-center rounded-full border border-ink/20 bg-white px-4 text-sm transition-colors peer-checked:border-ink peer-checked:bg-ink peer-checked:text-ivory peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-dark hover:border-ink">
                      {c === ALL_CATEGORIES ? t.all : messages.common.categories[c]}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
            <FilterSelect
              id={ids.sort}
              label={t.sortBy}
              name="sort"
              value={filter.sort}
              onChange={(value) => writeUrl({ sort: value as SortOption })}
            >
              {SORT_OPTIONS.map((s) => (
                <option key={s} value={s}>
                  {t.sort[s]}
                </option>
              ))}
            </FilterSelect>
            {!hydrated && (
              <button
                type="submit"
                className="h-10 rounded-full bg-ink px-5 text-xs font-medium tracking-[0.16em] text-ivory uppercase"
              >
                {t.apply}
              </button>
            )}
          </div>
        </div>

        {/* Perfume filters (docs/decisions/034): shown with the others on phones once opened; the
            size kind beside the concentration (decision 037). */}
        <div
          className={`${filtersOpen || !hydrated ? "grid" : "hidden"} mt-5 gap-5 border-t border-ink/10 pt-5 md:grid md:grid-cols-[auto_auto_1fr] md:items-end md:gap-8 xl:grid-cols-[1fr_auto_auto_auto]`}
        >
          {loaderData.families.length > 0 && (
            // Below 1280 px the families take a row of their own, above the three other filters.
            <fieldset className="min-w-0 md:col-span-3 xl:col-span-1">
              <legend className={`${FILTER_LABEL} mb-2`}>{t.family}</legend>
              <div className="flex flex-wrap gap-2">
                {loaderData.families.map((f) => (
                  <label key={f.id} className="cursor-pointer">
                    <input
                      type="checkbox"
                      name="family"
                      value={f.id}
                      checked={filter.families.includes(f.id)}
                      onChange={(e) => toggleFamily(f.id, e.target.checked)}
                      className="peer sr-only"
                    />
                    <span className="inline-flex h-9 items-center rounded-full border border-ink/15 bg-white px-3.5 text-[0.8rem] transition-colors peer-checked:border-gold-dark peer-checked:bg-gold-dark peer-checked:text-ivory peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-gold-dark hover:border-ink">
                      {f.name}
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          )}
          <FilterSelect
            id={ids.concentration}
            label={t.concentration}
            name="concentration"
            value={filter.concentration ? concentrationSlug(filter.concentration) : ""}
            onChange={(value) => writeUrl({ concentration: CONCENTRATIONS.find((c) => concentrationSlug(c) === value) ?? null })}
          >
            <option value="">{t.anyConcentration}</option>
            {CONCENTRATIONS.map((c: Concentration) => (
              <option key={c} value={concentrationSlug(c)}>
                {texts.perfume.concentrations[c]}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            id={ids.kind}
            label={t.kind}
            name="kind"
            value={filter.kind ?? ""}
            onChange={(value) => writeUrl({ kind: VARIANT_KINDS.find((k) => k === value) ?? null })}
          >
            <option value="">{t.anyKind}</option>
            {VARIANT_KINDS.map((k: VariantKind) => (
              <option key={k} value={k}>
                {t.kinds[k]}
              </option>
            ))}
          </FilterSelect>
          <fieldset className="min-w-0">
            <legend className={`${FILTER_LABEL} mb-2`}>{t.price}</legend>
            <div className="flex items-center gap-2">
              <PriceInput
                id={ids.min}
                name="min"
                label={t.priceMin}
                placeholder={t.priceFrom}
                value={prices.min}
                onChange={(value) => onPriceChange("min", value)}
              />
              <span aria-hidden="true" className="text-ink/40">
                –
              </span>
              <PriceInput
                id={ids.max}
                name="max"
                label={t.priceMax}
                placeholder={t.priceTo}
                value={prices.max}
                onChange={(value) => onPriceChange("max", value)}
              />
            </div>
          </fieldset>
        </div>
      </form>

      <div className="mt-8 mb-8 flex min-h-6 items-center justify-between gap-4">
        <h2 id={ids.count} aria-live="polite" className="text-sm tracking-wide text-ink/60">
          {format(plural(locale, results.length, t.results), { count: results.length })}
        </h2>
        {(query.trim() !== "" || activeFilters > 0) && results.length > 0 && (
          <button
            type="button"
            onClick={clearFilters}
            className="text-sm text-ink/70 underline underline-offset-4 hover:text-ink"
          >
            {t.clearFilters}
          </button>
        )}
      </div>

      {results.length > 0 ? (
        <ul
          role="list"
          aria-labelledby={ids.count}
          className="grid grid-cols-2 gap-x-4 gap-y-12 sm:gap-x-6 md:grid-cols-3 lg:grid-cols-4 lg:gap-x-8"
        >
          {results.map((p, i) => (
            <li key={p.id} className="min-w-0">
              <ProductCard product={p} priority={i < EAGER_CARDS} />
            </li>
          ))}
        </ul>
      ) : (
        <div className="mx-auto max-w-md py-16 text-center">
          <h3 className="font-display text-3xl font-medium">{t.emptyTitle}</h3>
          <p className="mt-3 text-ink/70">{t.emptyText}</p>
          <button
            type="button"
            onClick={clearFilters}
            className="mt-8 inline-flex min-h-12 items-center rounded-full border border-ink px-8 text-xs font-semibold tracking-[0.2em] uppercase transition-colors hover:bg-ink hover:text-ivory"
          >
            {t.clearFilters}
          </button>
        </div>
      )}
    </main>
  );
}

function FilterIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="size-4"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h16M7 12h10M10 18h4" strokeLinecap="round" />
    </svg>
  );
}

/** A labelled select of the filter bar: part of the GET form, so it works before JavaScript too. */
function FilterSelect({
  id,
  label,
  name,
  value,
  onChange,
  children,
}: {
  id: string;
  label: string;
  name: string;
  value: string;
  onChange(value: string): void;
  children: ReactNode;
}) {
  return (
    <div className="flex flex-col gap-2">
      <label htmlFor={id} className={FILTER_LABEL}>
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          name={name}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className="h-10 w-full appearance-none rounded-full border border-ink/20 bg-white ps-4 pe-10 text-sm hover:border-ink focus:border-ink md:w-52"
        >
          {children}
        </select>
        <ChevronIcon />
      </div>
    </div>
  );
}

/** One end of the price range, in whole riyals; its label is for screen readers only. */
function PriceInput({
  id,
  name,
  label,
  placeholder,
  value,
  onChange,
}: {
  id: string;
  name: "min" | "max";
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}) {
  return (
    <>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        placeholder={placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-10 w-24 rounded-full border border-ink/20 bg-white px-4 text-sm tabular-nums placeholder:text-ink/50 hover:border-ink focus:border-ink"
      />
    </>
  );
}

function ChevronIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="pointer-events-none absolute end-4 top-1/2 size-4 -translate-y-1/2 text-ink/60"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      aria-hidden="true"
      focusable="false"
    >
      <path d="m6 9 6 6 6-6" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
