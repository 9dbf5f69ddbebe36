// "Create Your Own Trio" on /offers (docs/product.md#4-states and 5). The shopper picks exactly three
// perfumes, by clicking a card or its checkbox; a fourth pick is ignored; the trio goes into the
// cart at the fixed trio price and the selection starts again. The selection rules live in
// lib/custom-trio and the cart line is built by lib/cart, so the cart and order API agree on it.
import { CatalogueImage } from "./catalogue-image";
import * as Checkbox from "@radix-ui/react-checkbox";
import { useId, useState } from "react";
import type { Product } from "../shared/catalogue";
import { customTrioToCartItem } from "../shared/cart";
import {
  canAddTrio,
  resolveSelection,
  toggleSelection,
  trioChoices,
  trioOffer,
  trioPick,
  trioPricing,
  CUSTOM_TRIO_ANCHOR,
} from "../shared/custom-trio";
import { useTrioBadge } from "../hooks/use-trio-badge";
import { usePrice, useSizeLabel } from "../hooks/use-locale";
import { CUSTOM_TRIO_SIZE } from "../shared/prices";
import { format } from "../i18n";
import { useCatalogue, useMessages } from "../hooks/use-root-data";
import { offersEn } from "../i18n/offers.en";
import { useTexts } from "../i18n/parts";
import { useCart } from "./cart-provider";
import { cardSubtitle } from "./product-card";
import { useToast } from "./toaster";

const addButton =
  "min-h-12 items-center justify-center rounded-full bg-gold py-3 text-xs font-semibold text-ink uppercase transition-colors hover:bg-gold-light focus-visible:outline-gold-light aria-disabled:cursor-not-allowed aria-disabled:bg-ivory/15 aria-disabled:text-ivory/70";

export function CustomTrioCreator({ products }: { products: Product[] }) {
  const price = usePrice();
  const messages = useMessages();
  const t = useTexts(offersEn).offers.custom;
  const { add } = useCart();
  const { customTrioPrice, customTrioSizes } = useCatalogue();
  const sizeLabel = useSizeLabel();
  const toast = useToast();
  const badge = useTrioBadge(t);
  const [selected, setSelected] = useState<string[]>([]);
  // The size chosen for each perfume, by perfume id; unchosen, the trio's default size (docs/decisions/038).
  const [sizes, setSizes] = useState<Record<string, string>>({});
  const headingId = useId();
  const statusId = useId();

  const chosen = resolveSelection(selected, products);
  const chosenSizes = chosen.map((p) => trioPick(p, customTrioSizes, sizes[p.id]));
  const complete = canAddTrio(chosen.map((p) => p.id)) && chosenSizes.every((v) => v !== undefined);
  const pricing = trioPricing(
    chosen.map((p, i) => chosenSizes[i] ?? p),
    customTrioPrice,
  );
  const toggle = (id: string) => setSelected((current) => toggleSelection(current, id));

  const addTrio = () => {
    // The button stays focusable while incomplete (aria-disabled) so a keyboard or screen-reader
    // user who presses it learns why nothing happened.
    if (!complete) {
      toast({ title: messages.toasts.selectionIncomplete.title, description: messages.toasts.selectionIncomplete.description });
      return;
    }
    add(customTrioToCartItem(chosen, customTrioPrice, Date.now(), chosenSizes));
    setSelected([]);
    setSizes({});
  };

  return (
    <section id={CUSTOM_TRIO_ANCHOR} aria-labelledby={headingId} className="scroll-mt-16 bg-ink text-ivory md:scroll-mt-20">
      <div className="mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28 lg:px-8">
        <div className="mx-auto mb-12 max-w-2xl text-center md:mb-16">
          {badge && (
            <span className="inline-block rounded-full bg-gold px-4 py-1 text-xs font-bold tracking-[0.2em] text-ink">
              {badge}
            </span>
          )}
          <h2 id={headingId} className="mt-6 font-display text-4xl leading-tight font-medium md:text-5xl">
            {t.heading}
          </h2>
          <p className="mt-4 leading-relaxed text-ivory/75">{format(t.text, { price: price(customTrioPrice) })}</p>
        </div>

        <div className="grid gap-10 md:grid-cols-[minmax(0,1fr)_17rem] lg:grid-cols-[minmax(0,1fr)_22rem] lg:gap-12">
          <fieldset className="min-w-0">
            <legend className="mb-6 text-xs font-semibold tracking-[0.22em] text-gold-light uppercase">{t.choose}</legend>
            <ul role="list" className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-4">
              {trioChoices(products, customTrioSizes).map((product) => (
                <li key={product.id} className="min-w-0">
                  <TrioOption
                    product={product}
                    shownPrice={trioPick(product, customTrioSizes, sizes[product.id])?.price ?? product.price}
                    checked={selected.includes(product.id)}
                    full={selected.length >= CUSTOM_TRIO_SIZE}
                    label={format(t.selectLabel, { name: product.name })}
                    describedBy={statusId}
                    onToggle={() => toggle(product.id)}
                  />
                </li>
              ))}
            </ul>
          </fieldset>

          <aside aria-label={t.yourTrio} className="h-fit border border-gold/30 bg-ivory/[0.04] p-6 sm:p-7 md:sticky md:top-28">
            <h3 className="font-display text-2xl font-medium">{t.yourTrio}</h3>
            <p id={statusId} role="status" className="mt-1 text-sm text-ivory/70 tabular-nums">
              {format(t.selected, { count: chosen.length })}
            </p>

            <ol className="mt-5 space-y-3">
              {Array.from({ length: CUSTOM_TRIO_SIZE }, (_, i) => {
                const product = chosen[i];
                const offered = product ? trioOffer(product, customTrioSizes) : [];
                const size = chosenSizes[i];
                return (
                  <li key={product?.id ?? `slot-${i}`} className="flex min-h-12 items-center gap-3">
                    {product ? (
                      <>
                        <CatalogueImage
                          image={product.image}
                          imageSet={product.imageSet}
                          alt=""
                          width={48}
                          height={48}
                          loading="lazy"
                          decoding="async"
                          sizes="48px"
                          className="size-12 shrink-0 rounded-full bg-sand object-cover"
                        />
                        <span className="min-w-0 text-sm">
                          {product.name}
                          {offered.length > 1 ? (
                            // The sizes the owner lets into the trio, when this perfume has several.
                            <select
                              aria-label={format(t.sizeOf, { name: product.name })}
                              value={size?.id ?? ""}
                              onChange={(event) => {
                                const variantId = event.target.value;
                                setSizes((current) => ({ ...current, [product.id]: variantId }));
                              }}
                              data-testid="trio-size"
                              className="mt-1 block rounded border border-ivory/30 bg-ink px-2 py-1 text-xs text-ivory"
                            >
                              {offered.map((v) => (
                                <option key={v.id} value={v.id}>
                                  {sizeLabel(v)}
                                </option>
                              ))}
                            </select>
                          ) : (
                            size && <span className="block text-xs text-ivory/70">{sizeLabel(size)}</span>
                          )}
                        </span>
                      </>
                    ) : (
                      <>
                        <span aria-hidden="true" className="size-12 shrink-0 rounded-full border border-dashed border-ivory/30" />
                        <span className="text-sm text-ivory/60">{format(t.emptySlot, { n: i + 1 })}</span>
                      </>
                    )}
                  </li>
                );
              })}
            </ol>

            <dl className="mt-6 space-y-2 border-t border-ivory/15 pt-5 text-sm">
              {pricing.showSavings && (
                <div className="flex justify-between gap-4" data-testid="trio-original-total">
                  <dt className="text-ivory/70">{t.originalTotal}</dt>
                  <dd className="text-ivory/70 tabular-nums line-through">{price(pricing.originalTotal)}</dd>
                </div>
              )}
              <div className="flex items-baseline justify-between gap-4">
                <dt>{t.bundlePrice}</dt>
                <dd className="font-display text-3xl font-semibold text-gold-light tabular-nums">{price(pricing.price)}</dd>
              </div>
              {pricing.showSavings && (
                <div className="flex justify-between gap-4 font-medium text-gold-light" data-testid="trio-savings">
                  <dt>{t.youSave}</dt>
                  <dd className="tabular-nums">{price(pricing.savings)}</dd>
                </div>
              )}
            </dl>

            {!complete && <p className="mt-5 text-sm text-ivory/80">{t.instruction}</p>}

            <button
              type="button"
              onClick={addTrio}
              aria-disabled={!complete}
              className={`${addButton} mt-6 hidden w-full px-6 tracking-[0.2em] md:inline-flex`}
            >
              {t.add}
            </button>
            {selected.length > 0 && (
              <button
                type="button"
                onClick={() => setSelected([])}
                className="mt-3 w-full py-2 text-xs tracking-[0.18em] text-ivory/70 uppercase underline-offset-4 hover:text-gold-light hover:underline focus-visible:outline-gold-light"
              >
                {t.clear}
              </button>
            )}
          </aside>
        </div>

        {/* On phones the summary sits below eight cards: this bar keeps the count and the add button
            in reach while the creator is on screen (the panel's own button shows from md up). */}
        <div className="sticky bottom-0 z-20 -mx-4 mt-8 flex items-center justify-between gap-3 border-t border-gold/30 bg-ink/95 px-4 py-3 backdrop-blur md:hidden">
          <p className="text-sm leading-tight">
            <span className="block text-ivory/70 tabular-nums">{format(t.selected, { count: chosen.length })}</span>
            <span className="font-display text-xl font-semibold text-gold-light tabular-nums">{price(pricing.price)}</span>
          </p>
          <button
            type="button"
            onClick={addTrio}
            aria-disabled={!complete}
            className={`${addButton} inline-flex shrink-0 px-5 tracking-[0.12em]`}
          >
            {t.add}
          </button>
        </div>
      </div>
    </section>
  );
}

interface TrioOptionProps {
  product: Product;
  /** The price of the size the trio holds of it. */
  shownPrice: number;
  checked: boolean;
  /** Three are already chosen: an unchecked option is shown dimmed, and picking it is ignored. */
  full: boolean;
  label: string;
  describedBy: string;
  onToggle: () => void;
}

/**
 * The whole card is the checkbox's <label>, so a click anywhere on it toggles the one real control
 * (no nested interactive elements, and a click on the box itself toggles only once).
 */
function TrioOption({ product, shownPrice, checked, full, label, describedBy, onToggle }: TrioOptionProps) {
  const price = usePrice();
  const id = useId();
  const categories = useMessages().common.categories;
  const subtitle = cardSubtitle(product, categories[product.category]);
  const dimmed = full && !checked;
  return (
    <label
      htmlFor={id}
      data-testid="trio-option"
      data-selected={checked}
      className={`group relative flex h-full cursor-pointer flex-col overflow-hidden bg-ivory/[0.06] ring-1 transition duration-200 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-gold-light ${
        checked ? "ring-2 ring-gold" : "ring-ivory/15 hover:ring-ivory/40"
      } ${dimmed ? "[&_img]:opacity-45 [&_img]:grayscale" : ""}`}
    >
      <CatalogueImage
        image={product.image}
        imageSet={product.imageSet}
        alt=""
        width={600}
        height={600}
        loading="lazy"
        decoding="async"
        sizes="(min-width: 1280px) 220px, (min-width: 768px) 24vw, 45vw"
        className="aspect-square h-auto w-full bg-sand object-cover"
      />
      <Checkbox.Root
        id={id}
        checked={checked}
        onCheckedChange={onToggle}
        aria-label={label}
        aria-describedby={describedBy}
        className="absolute end-3 top-3 flex size-7 items-center justify-center rounded-full border-2 border-ink/70 bg-ivory text-ink shadow-sm transition-colors outline-none data-[state=checked]:border-gold data-[state=checked]:bg-gold"
      >
        <Checkbox.Indicator>
          <svg viewBox="0 0 16 16" aria-hidden="true" className="size-4" fill="none" stroke="currentColor" strokeWidth="2.5">
            <path d="M3.5 8.5l3 3 6-7" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Checkbox.Indicator>
      </Checkbox.Root>
      <span className="flex flex-1 flex-col p-3 sm:p-4">
        <span className="font-display text-lg leading-tight font-semibold">{product.name}</span>
        <span className="mt-1 line-clamp-2 text-xs leading-relaxed text-ivory/70">{subtitle}</span>
        <span className="mt-auto pt-2 text-sm text-gold-light tabular-nums">{price(shownPrice)}</span>
      </span>
    </label>
  );
}
