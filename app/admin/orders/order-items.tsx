// The dialog's 'Items Ordered' list: each line with its picture, badges for bundles, prices, and
// the perfumes a bundle or custom trio contains.
import { contentLabel, sizeLabel } from "../../shared/variants";
import { messages, format } from "../../i18n";
import { PLACEHOLDER_IMAGE, readableItems } from "../ui/admin-format";
import type { OrderItem } from "../../shared/order";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useMessages } from "../../hooks/use-root-data";
import { useAdminIntl } from "../ui/admin-intl";

export function OrderItems({ items: raw }: { items: unknown }) {
  const t = useAdminMessages().dialog;
  const items = readableItems(raw);
  return (
    <section aria-labelledby="order-items">
      <h3 id="order-items" className="font-display text-xl font-semibold">
        {format(t.items, { count: items?.length ?? 0 })}
      </h3>
      {items ? (
        <ul className="mt-3 grid grid-cols-1 gap-3">
          {items.map((item, index) => (
            <ItemRow key={`${item.ref ?? item.name}-${index}`} item={item} />
          ))}
        </ul>
      ) : (
        <p className="mt-3 rounded-lg border border-dashed border-ink/20 bg-white p-4 text-sm text-ink/70">{t.itemsUnexpected}</p>
      )}
    </section>
  );
}

function ItemRow({ item }: { item: OrderItem }) {
  const intl = useAdminIntl();
  const t = useAdminMessages().dialog;
  const common = useMessages().common;
  const badge = item.isCustomBundle ? common.customTrioBadge : item.isBundle ? common.bundleBadge : null;
  const products = Array.isArray(item.products) ? item.products : [];
  return (
    <li className="flex gap-4 rounded-xl border border-ink/10 bg-white p-3 sm:p-4">
      <img
        src={item.image || PLACEHOLDER_IMAGE}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-lg bg-sand object-cover"
      />
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-2">
          <p className="font-medium [overflow-wrap:anywhere]">
            {item.name}
            {item.variant && (
              <span className="font-normal text-ink/70" data-testid="item-size">
                {" "}
                · {sizeLabel(item.variant, "en", messages.en.common.variantKinds)} · {item.variant.sku}
              </span>
            )}
          </p>
          {badge && (
            <span className="rounded-full bg-ink px-2 py-0.5 text-[0.7rem] font-medium tracking-wider text-gold-light uppercase">
              {badge}
            </span>
          )}
        </div>
        <p className="mt-1 text-sm text-ink/65">
          {format(t.quantity, { n: item.quantity })}
          <span aria-hidden="true" className="mx-2">
            ·
          </span>
          {format(t.unitPrice, { price: intl.money(item.unitPrice) })}
        </p>
        {products.length > 0 && (
          <div className="mt-2 text-sm">
            <p className="text-xs font-semibold tracking-[0.16em] text-ink/60 uppercase">{t.includes}</p>
            <ul className="mt-1 grid gap-0.5 text-ink/80">
              {products.map((product, index) => (
                <li key={`${product.id}-${index}`}>
                  {contentLabel(product, "en", messages.en.common.variantKinds)}
                  {product.sku && <span className="text-ink/60"> · {product.sku}</span>}{" "}
                  <span className="text-ink/60">×{product.quantity}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <p className="shrink-0 text-end text-sm font-semibold">
        <span className="sr-only">{t.lineTotal}: </span>
        {intl.money(item.lineTotal ?? item.unitPrice * item.quantity)}
      </p>
    </li>
  );
}
