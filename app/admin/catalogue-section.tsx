// Perfumes (issue 16): everything the shop sells, hidden perfumes included, in the storefront's
// order. Each row shows the photo, price, stock (low at 5 or fewer, sold out at 0) and flags, and
// edits, hides or shows, moves or deletes the perfume; "Add perfume" opens the same form empty.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useToast } from "../components/toaster";
import { format } from "../i18n";
import type { AdminProduct, AdminProducts } from "../shared/admin-contract";
import { isSoldOut } from "../shared/catalogue";
import { formatQR } from "../shared/money";
import { adminRequest, errorMessage, isUnauthorized } from "./admin-api";
import { Icon } from "./icons";
import { ProductForm } from "./product-form";
import { moved } from "./reorder";
import { adminKeys } from "./queries";
import { Button, Card, PanelLoading } from "./ui";
import { useAdminMessages } from "./use-admin-messages";

/** At or below this many units a tracked perfume is marked low. */
const LOW_STOCK = 5;

export function CatalogueSection() {
  const t = useAdminMessages().catalogue;
  const toast = useToast();
  const client = useQueryClient();
  const [editing, setEditing] = useState<AdminProduct | "new" | null>(null);
  const query = useQuery({
    queryKey: adminKeys.products,
    queryFn: ({ signal }) => adminRequest<AdminProducts>("/api/admin/products", { signal }),
  });
  const products = query.data?.products ?? [];

  const failed = (error: unknown) => {
    if (isUnauthorized(error)) return;
    toast({ title: t.failed, description: errorMessage(error), variant: "destructive" });
  };
  const refresh = () => client.invalidateQueries({ queryKey: adminKeys.products });

  const reorder = useMutation({
    mutationFn: (ids: string[]) => adminRequest("/api/admin/products/order", { method: "PUT", body: { ids } }),
    onSuccess: () => toast({ title: t.saved.title, description: t.reordered }),
    onError: failed,
    onSettled: refresh,
  });
  const patch = useMutation({
    mutationFn: ({ product, active }: { product: AdminProduct; active: boolean }) =>
      adminRequest<{ product: AdminProduct }>(`/api/admin/products/${encodeURIComponent(product.id)}`, {
        method: "PATCH",
        body: { active },
      }),
    onSuccess: ({ product }) => {
      const message = product.active ? t.shownToast : t.hiddenToast;
      toast({ title: message.title, description: format(message.description, { name: product.name.en }) });
    },
    onError: failed,
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (product: AdminProduct) =>
      adminRequest<void>(`/api/admin/products/${encodeURIComponent(product.id)}`, { method: "DELETE" }).then(() => product),
    onSuccess: (product) =>
      toast({ title: t.deleted.title, description: format(t.deleted.description, { name: product.name.en }) }),
    onError: failed,
    onSettled: refresh,
  });

  const move = (index: number, step: -1 | 1) => reorder.mutate(moved(products, index, step).map((p) => p.id));
  const confirmDelete = (product: AdminProduct) => {
    const c = t.confirmDelete;
    if (window.confirm(`${format(c.title, { name: product.name.en })}\n\n${c.text}`)) remove.mutate(product);
  };

  return (
    <Card aria-labelledby="catalogue-title">
      <div className="flex flex-wrap items-end justify-between gap-4 border-b border-ink/10 px-5 py-5 sm:px-6">
        <div>
          <h2 id="catalogue-title" className="font-display text-2xl font-semibold">
            {t.title} <span className="text-ink/45 tabular-nums">({products.length})</span>
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-ink/60">{t.hint}</p>
        </div>
        <Button tone="primary" onClick={() => setEditing("new")}>
          <Icon name="plus" />
          {t.add}
        </Button>
      </div>
      {query.isPending ? (
        <PanelLoading label={t.loading} />
      ) : products.length === 0 ? (
        <p className="px-6 py-10 text-center text-sm text-ink/60">{t.empty}</p>
      ) : (
        <ul role="list" className="divide-y divide-ink/10">
          {products.map((product, index) => (
            <ProductRow
              key={product.id}
              product={product}
              first={index === 0}
              last={index === products.length - 1}
              busy={reorder.isPending}
              onEdit={() => setEditing(product)}
              onToggle={() => patch.mutate({ product, active: !product.active })}
              onMove={(step) => move(index, step)}
              onDelete={() => confirmDelete(product)}
            />
          ))}
        </ul>
      )}
      <ProductForm open={editing !== null} product={editing === "new" ? null : editing} onClose={() => setEditing(null)} />
    </Card>
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
  const t = useAdminMessages().catalogue;
  const name = product.name.en;
  const stockState = product.stock === null ? null : isSoldOut(product) ? t.soldOut : product.stock <= LOW_STOCK ? t.low : null;
  const badge = "rounded-full px-2 py-0.5 text-[0.7rem] font-semibold ring-1";

  return (
    <li
      className={`grid gap-3 px-5 py-4 sm:px-6 md:grid-cols-[4rem_minmax(0,1fr)_auto] md:items-center ${product.active ? "" : "bg-sand/30"}`}
    >
      <img
        src={product.image}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className={`hidden size-16 rounded-md bg-sand object-cover ring-1 ring-ink/10 md:block ${product.active ? "" : "opacity-60 grayscale"}`}
      />
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-medium">{name}</span>
          {product.name.ar !== name && (
            <bdi lang="ar" dir="rtl" className="text-sm text-ink/55">
              {product.name.ar}
            </bdi>
          )}
          {!product.active && <span className={`${badge} bg-ink/5 text-ink/70 ring-ink/20`}>{t.hidden}</span>}
          {stockState && <span className={`${badge} bg-red-100 text-red-900 ring-red-300`}>{stockState}</span>}
          {product.bestSeller && <span className={`${badge} bg-gold/15 text-gold-dark ring-gold/40`}>{t.bestSeller}</span>}
          {product.newArrival && <span className={`${badge} bg-gold/15 text-gold-dark ring-gold/40`}>{t.newArrival}</span>}
        </p>
        <p className="mt-1 text-sm text-ink/60">
          <span className="tabular-nums">{formatQR(product.price)}</span> · {product.category} ·{" "}
          {product.stock === null ? t.notTracked : format(t.inStock, { count: product.stock })}
          <span className="ms-2 text-xs text-ink/45" dir="ltr">
            /product/{product.slug}
          </span>
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        <Button size="sm" onClick={onEdit} aria-label={format(t.editLabel, { name })}>
          <Icon name="edit" />
          {t.edit}
        </Button>
        <Button size="sm" onClick={onToggle} aria-label={format(product.active ? t.hideLabel : t.showLabel, { name })}>
          <Icon name={product.active ? "cancelled" : "eye"} />
          {product.active ? t.hide : t.show}
        </Button>
        <Button
          size="sm"
          tone="ghost"
          disabled={first || busy}
          onClick={() => onMove(-1)}
          aria-label={format(t.moveUp, { name })}
        >
          <Icon name="up" />
        </Button>
        <Button
          size="sm"
          tone="ghost"
          disabled={last || busy}
          onClick={() => onMove(1)}
          aria-label={format(t.moveDown, { name })}
        >
          <Icon name="down" />
        </Button>
        <Button size="sm" tone="danger" onClick={onDelete} aria-label={format(t.deleteLabel, { name })}>
          <Icon name="trash" />
        </Button>
      </div>
    </li>
  );
}
