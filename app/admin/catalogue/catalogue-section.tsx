// Perfumes: everything the shop sells, hidden perfumes included, in the storefront's
// order. Each row shows the photo, price, stock (low at 5 or fewer, sold out at 0) and flags, and
// edits, hides or shows, moves or deletes the perfume; "Add perfume" opens the same form empty.
import { useState } from "react";
import { format } from "../../i18n";
import type { AdminProduct } from "./catalogue-contract";
import { isSoldOut } from "../../shared/catalogue";
import { CatalogueListFrame, RowActions, useCatalogueRows } from "./catalogue-list";
import { ProductForm } from "./product-form";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";

/** At or below this many units a tracked perfume is marked low. */
const LOW_STOCK = 5;

export function CatalogueSection() {
  const t = useAdminMessages().catalogue;
  const [editing, setEditing] = useState<AdminProduct | "new" | null>(null);
  const list = useCatalogueRows<AdminProduct>("products", t.confirmDelete, t.deleted);
  const products = list.rows;

  return (
    <CatalogueListFrame
      id="catalogue-title"
      title={t.title}
      hint={t.hint}
      add={t.add}
      onAdd={() => setEditing("new")}
      count={products.length}
      pending={list.query.isPending}
      loading={t.loading}
      empty={t.empty}
      dialog={
        <ProductForm open={editing !== null} product={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
      }
    >
      {products.map((product, index) => (
        <ProductRow
          key={product.id}
          product={product}
          first={index === 0}
          last={index === products.length - 1}
          busy={list.reordering}
          onEdit={() => setEditing(product)}
          onToggle={() => list.toggle(product)}
          onMove={(step) => list.move(index, step)}
          onDelete={() => list.remove(product)}
        />
      ))}
    </CatalogueListFrame>
  );
}

function ProductRow({
  product,
  first,
  last,
  busy,
  onEdit,
  onToggle,
  onMove,
  onDelete,
}: {
  product: AdminProduct;
  first: boolean;
  last: boolean;
  busy: boolean;
  onEdit(): void;
  onToggle(): void;
  onMove(step: -1 | 1): void;
  onDelete(): void;
}) {
  const messages = useAdminMessages();
  const t = messages.catalogue;
  const intl = useAdminIntl();
  const name = product.name.en;
  // Per size: a badge when a shown size has sold out or runs low.
  const stockOf = (stock: number | null) =>
    stock === null ? null : isSoldOut({ stock }) ? t.soldOut : stock <= LOW_STOCK ? t.low : null;
  const shownSizes = product.variants.filter((v) => v.active);
  const stockState = shownSizes.length > 1 ? null : stockOf(product.stock);
  const badge = "rounded-full px-2 py-0.5 text-[0.7rem] font-semibold ring-1";

  return (
    <li
      className={`grid grid-cols-[3rem_minmax(0,1fr)] items-start gap-3 px-5 py-4 sm:px-6 md:grid-cols-[4rem_minmax(0,1fr)_auto] md:items-center ${product.active ? "" : "bg-sand/30"}`}
    >
      <img
        src={product.image}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className={`size-12 rounded-md bg-sand object-cover ring-1 ring-ink/10 md:size-16 ${product.active ? "" : "opacity-60 grayscale"}`}
      />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <bdi className="font-medium">{name}</bdi>
          {product.name.ar !== name && (
            <bdi lang="ar" dir="rtl" className="text-sm text-ink/55">
              {product.name.ar}
            </bdi>
          )}
          {!product.active && <span className={`${badge} bg-ink/5 text-ink/70 ring-ink/20`}>{t.hidden}</span>}
          {stockState && <span className={`${badge} bg-red-100 text-red-900 ring-red-300`}>{stockState}</span>}
          {product.bestSeller && <span className={`${badge} bg-gold/15 text-ink ring-gold/40`}>{t.bestSeller}</span>}
          {product.newArrival && <span className={`${badge} bg-gold/15 text-ink ring-gold/40`}>{t.newArrival}</span>}
        </p>
        {shownSizes.length > 1 && (
          <ul className="mt-1.5 flex flex-wrap gap-1.5 text-xs" data-testid="variant-stock">
            {product.variants.map((v) => {
              const state = v.active ? stockOf(v.stock) : null;
              return (
                <li
                  key={v.id}
                  className={`rounded-full px-2 py-0.5 tabular-nums ring-1 ${state ? "bg-red-100 text-red-900 ring-red-300" : v.active ? "bg-white text-ink/70 ring-ink/15" : "bg-ink/5 text-ink/45 line-through ring-ink/10"}`}
                >
                  {v.sizeMl} ml · {intl.money(v.price)} ·{" "}
                  {v.stock === null ? t.notTracked : format(t.inStock, { count: v.stock })}
                  {state && ` · ${state}`}
                </li>
              );
            })}
          </ul>
        )}
        <p className="mt-1 text-sm text-ink/60">
          <span className="tabular-nums">{intl.money(product.price)}</span> · {messages.labels.categories[product.category]} ·{" "}
          {product.stock === null ? t.notTracked : format(t.inStock, { count: product.stock })}
          <span className="ms-2 text-xs text-ink/65" dir="ltr">
            /product/{product.slug}
          </span>
        </p>
      </div>
      <div className="col-span-2 md:col-span-1">
        <RowActions
          name={name}
          active={product.active}
          first={first}
          last={last}
          busy={busy}
          onEdit={onEdit}
          onToggle={onToggle}
          onMove={onMove}
          onDelete={onDelete}
        />
      </div>
    </li>
  );
}
