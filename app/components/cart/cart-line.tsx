// One cart line: image, name (linking to where the item lives), bundle contents, unit price,
// quantity minus/plus, line total and remove. Going below 1 removes the line, like Remove does.
import { LocalLink } from "../local-link";
import { lineHref, lineKey, lineSoldOut, type CartItem } from "../../shared/cart";
import { useLineName, useSizeLabel, usePrice } from "../../hooks/use-locale";
import { format } from "../../i18n";
import { MAX_LINE_QUANTITY } from "../../shared/prices";
import { useCatalogue, useMessages } from "../../hooks/use-root-data";
import { cartEn } from "../../i18n/cart.en";
import { useTexts } from "../../i18n/parts";
import { useCart } from "../cart-provider";
import { QuantityStepper } from "../quantity-stepper";

/** Names of the perfumes inside a bundle line (curated bundle or custom trio). */
function bundleContents(item: CartItem): string[] {
  if (!item.isBundle) return [];
  return (item.isCustomBundle ? item.selectedProducts : item.products)?.map((p) => p.name) ?? [];
}

export function CartLine({ item, onRemoved }: { item: CartItem; onRemoved(): void }) {
  const price = usePrice();
  const messages = useMessages();
  const t = useTexts(cartEn).cart;
  const { update, remove } = useCart();
  const key = lineKey(item);
  const href = lineHref(item);
  const name = useLineName()(item);
  const size = useSizeLabel()(item.sizeMl && item.kind ? { sizeMl: item.sizeMl, kind: item.kind } : null);
  const contents = bundleContents(item);
  const soldOut = lineSoldOut(item, useCatalogue());

  const removeLine = () => {
    remove(key);
    onRemoved();
  };
  const setQuantity = (next: number) => (next <= 0 ? removeLine() : update(key, next));

  return (
    <li data-testid="cart-line" className="flex gap-4 border-b border-ink/10 py-6 sm:gap-6 sm:py-8">
      <LocalLink
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="w-24 shrink-0 self-start overflow-hidden rounded-sm bg-sand sm:w-32"
      >
        <img
          src={item.image}
          alt=""
          width={600}
          height={600}
          sizes="128px"
          loading="lazy"
          decoding="async"
          className="aspect-square h-auto w-full object-cover"
        />
      </LocalLink>

      <div className="flex min-w-0 flex-1 flex-col gap-4 sm:flex-row sm:justify-between sm:gap-6">
        <div className="min-w-0">
          {item.isBundle && (
            <p className="mb-1.5 text-[0.65rem] font-semibold tracking-[0.22em] text-gold-dark uppercase">
              {item.isCustomBundle ? messages.common.customTrioBadge : messages.common.bundleBadge}
            </p>
          )}
          <h2 className="font-display text-xl leading-tight font-semibold sm:text-2xl">
            <LocalLink to={href} className="decoration-gold/60 underline-offset-4 hover:underline">
              {name}
            </LocalLink>
          </h2>
          {size && (
            <p className="mt-1 text-sm tracking-wide text-ink/65" data-testid="line-size">
              {size}
            </p>
          )}
          {contents.length > 0 && (
            <p className="mt-1.5 text-sm text-ink/65">
              {format(t.includes, { names: contents.join(messages.common.listSeparator) })}
            </p>
          )}
          <p className="mt-2 text-sm text-ink/70 tabular-nums">{format(t.unitPrice, { price: price(item.price) })}</p>
          {soldOut && (
            <p className="mt-2 text-sm font-medium text-red-800" data-testid="line-sold-out">
              {t.soldOutLine}
            </p>
          )}
          <button
            type="button"
            onClick={removeLine}
            aria-label={format(t.remove, { name })}
            className="mt-3 text-xs tracking-[0.16em] text-ink/60 uppercase underline-offset-4 hover:text-red-800 hover:underline"
          >
            {t.removeShort}
          </button>
        </div>

        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end sm:justify-start">
          <QuantityStepper
            value={item.quantity}
            onChange={setQuantity}
            min={0}
            size="sm"
            label={format(t.quantityOf, { name })}
            decreaseLabel={format(t.decrease, { name })}
            increaseLabel={format(t.increase, { name })}
            maxNote={format(messages.common.maxPerLine, { max: MAX_LINE_QUANTITY })}
          />
          <p className="font-medium tabular-nums" data-testid="line-total">
            <span className="sr-only">{t.lineTotal}: </span>
            {price(item.price * item.quantity)}
          </p>
        </div>
      </div>
    </li>
  );
}
