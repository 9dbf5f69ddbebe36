// Catalogue (issue 16, first part): each perfume with its price and stock, changed in place. Stock
// is a whole number or "not tracked"; low stock (5 or fewer) and sold out are marked. Names,
// photos, bundles and new perfumes are the remaining work.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useToast } from "../components/toaster";
import { format } from "../i18n";
import type { AdminProduct, AdminProducts } from "../shared/admin-contract";
import { isSoldOut } from "../shared/catalogue";
import { formatQR } from "../shared/money";
import { adminRequest, errorMessage, isUnauthorized } from "./admin-api";
import { adminKeys } from "./queries";
import { Button, Card, PanelLoading } from "./ui";
import { useAdminMessages } from "./use-admin-messages";

/** At or below this many units a tracked perfume is marked low. */
const LOW_STOCK = 5;

export function CatalogueSection() {
  const t = useAdminMessages().catalogue;
  const query = useQuery({
    queryKey: adminKeys.products,
    queryFn: ({ signal }) => adminRequest<AdminProducts>("/api/admin/products", { signal }),
  });
  return (
    <Card aria-labelledby="catalogue-title">
      <div className="border-b border-ink/10 px-5 py-5 sm:px-6">
        <h2 id="catalogue-title" className="font-display text-2xl font-semibold">
          {t.title}
        </h2>
        <p className="mt-1 text-sm text-ink/60">{t.hint}</p>
      </div>
      {query.isPending ? (
        <PanelLoading label={t.loading} />
      ) : (
        <ul role="list" className="divide-y divide-ink/10">
          {(query.data?.products ?? []).map((product) => (
            <ProductRow key={product.id} product={product} />
          ))}
        </ul>
      )}
    </Card>
  );
}

function ProductRow({ product }: { product: AdminProduct }) {
  const t = useAdminMessages().catalogue;
  const toast = useToast();
  const client = useQueryClient();
  const id = useId();
  const [price, setPrice] = useState((product.price / 100).toFixed(2));
  const [tracked, setTracked] = useState(product.stock !== null);
  const [stock, setStock] = useState(String(product.stock ?? 0));

  const save = useMutation({
    mutationFn: (patch: { price: number; stock: number | null }) =>
      adminRequest<{ product: AdminProduct }>(`/api/admin/products/${encodeURIComponent(product.id)}`, {
        method: "PATCH",
        body: patch,
      }),
    onSuccess: () => toast({ title: t.saved.title, description: format(t.saved.description, { name: product.name.en }) }),
    onError: (error) => {
      if (isUnauthorized(error)) return;
      toast({ title: t.failed, description: errorMessage(error), variant: "destructive" });
    },
    onSettled: () => client.invalidateQueries({ queryKey: adminKeys.products }),
  });

  const priceDirhams = Math.round(Number(price) * 100);
  const stockUnits = Number(stock);
  const valid =
    Number.isFinite(priceDirhams) && priceDirhams > 0 && (!tracked || (Number.isInteger(stockUnits) && stockUnits >= 0));
  const state = product.stock === null ? null : isSoldOut(product) ? t.soldOut : product.stock <= LOW_STOCK ? t.low : null;

  return (
    <li className="grid gap-3 px-5 py-4 sm:px-6 lg:grid-cols-[minmax(0,1fr)_9rem_15rem_auto] lg:items-end">
      <div className="min-w-0">
        <p className="truncate font-medium">{product.name.en}</p>
        <p className="mt-0.5 text-xs text-ink/55">
          {formatQR(product.price)} · {product.stock === null ? t.notTracked : format(t.inStock, { count: product.stock })}
          {state && (
            <span className="ms-2 rounded-full bg-red-100 px-2 py-0.5 text-[0.7rem] font-semibold text-red-900 ring-1 ring-red-300">
              {state}
            </span>
          )}
        </p>
      </div>
      <label className="text-xs font-semibold tracking-[0.12em] text-ink/60 uppercase" htmlFor={`${id}-price`}>
        {t.price}
        <input
          id={`${id}-price`}
          inputMode="decimal"
          value={price}
          onChange={(e) => setPrice(e.target.value)}
          className="mt-1 block w-full rounded-md border border-ink/20 px-3 py-2 text-sm font-normal tracking-normal text-ink"
        />
      </label>
      <div className="flex items-end gap-3">
        <label className="flex items-center gap-2 pb-2 text-sm">
          <input type="checkbox" checked={tracked} onChange={(e) => setTracked(e.target.checked)} className="size-4 accent-ink" />
          {t.track}
        </label>
        <label className="flex-1 text-xs font-semibold tracking-[0.12em] text-ink/60 uppercase" htmlFor={`${id}-stock`}>
          {t.stock}
          <input
            id={`${id}-stock`}
            type="number"
            min={0}
            step={1}
            disabled={!tracked}
            value={tracked ? stock : ""}
            onChange={(e) => setStock(e.target.value)}
            className="mt-1 block w-full rounded-md border border-ink/20 px-3 py-2 text-sm font-normal tracking-normal text-ink disabled:bg-sand/40"
          />
        </label>
      </div>
      <Button
        tone="primary"
        disabled={!valid || save.isPending}
        aria-label={format(t.saveLabel, { name: product.name.en })}
        onClick={() => save.mutate({ price: priceDirhams, stock: tracked ? stockUnits : null })}
      >
        {save.isPending ? t.saving : t.save}
      </Button>
    </li>
  );
}
