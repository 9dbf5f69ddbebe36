// The sizes the custom trio may hold (docs/decisions/038): for each kind, every size of it or the
// sizes the catalogue has of it, ticked; saved on its own (PATCH /api/admin/settings
// { customTrioSizes }). The storefront's creator offers only these, and the server refuses others.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useToast } from "../../components/toaster";
import { format, messages } from "../../i18n";
import { formatSize, VARIANT_KINDS, type TrioSize, type VariantKind } from "../../shared/variants";
import { adminRequest, errorMessage, isUnauthorized } from "../api/admin-api";
import type { AdminProducts } from "../catalogue/catalogue-contract";
import { catalogueKeys } from "../catalogue/catalogue-api";
import { CheckboxField, FieldError } from "../ui/form-fields";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import type { ShopSettings } from "./settings-contract";
import { settingsKeys } from "./settings-api";

const same = (a: TrioSize, b: TrioSize) => a.kind === b.kind && a.sizeMl === b.sizeMl;

/** The sizes the catalogue has of each kind, smallest first. */
function sizesByKind(products: AdminProducts["products"]): Record<VariantKind, number[]> {
  const found = Object.fromEntries(VARIANT_KINDS.map((k) => [k, new Set<number>()])) as Record<VariantKind, Set<number>>;
  for (const p of products) for (const v of p.variants) found[v.kind].add(v.sizeMl);
  return Object.fromEntries(VARIANT_KINDS.map((k) => [k, [...found[k]].sort((a, b) => a - b)])) as Record<VariantKind, number[]>;
}

export function TrioSizesField({ settings }: { settings: ShopSettings }) {
  const t = useAdminMessages().settings;
  const kinds = messages.en.common.variantKinds;
  const id = useId();
  const toast = useToast();
  const client = useQueryClient();
  const [chosen, setChosen] = useState<TrioSize[]>(settings.customTrioSizes);
  const [error, setError] = useState<string | null>(null);
  const products = useQuery({
    queryKey: catalogueKeys.products,
    queryFn: ({ signal }) => adminRequest<AdminProducts>("/api/admin/products", { signal }),
  });
  const sizes = sizesByKind(products.data?.products ?? []);
  const save = useMutation({
    mutationFn: (customTrioSizes: TrioSize[]) =>
      adminRequest<ShopSettings>("/api/admin/settings", { method: "PATCH", body: { customTrioSizes } }),
    onSuccess: (next) => {
      client.setQueryData(settingsKeys.settings, next);
      toast({ title: t.saved.title, description: t.saved.description });
    },
    onError: (failure) => {
      if (isUnauthorized(failure)) return;
      toast({ title: t.failed, description: errorMessage(failure), variant: "destructive" });
    },
  });
  const toggle = (size: TrioSize, on: boolean) =>
    setChosen((list) => (on ? [...list.filter((s) => !same(s, size)), size] : list.filter((s) => !same(s, size))));
  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    if (chosen.length === 0) {
      setError(t.trioSizesNone);
      return;
    }
    setError(null);
    save.mutate(chosen);
  };

  return (
    <form onSubmit={submit} noValidate className="grid gap-4 border-t border-ink/10 px-5 py-6 sm:px-6" data-testid="trio-sizes">
      <fieldset aria-describedby={error ? `${id}-error` : undefined}>
        <legend className="text-sm font-semibold">{t.trioSizes}</legend>
        <p className="mt-1 text-sm text-ink/60">{t.trioSizesHint}</p>
        <div className="mt-3 grid gap-3 sm:grid-cols-2">
          {VARIANT_KINDS.map((kind) => {
            const any = chosen.some((s) => same(s, { kind, sizeMl: null }));
            return (
              <div key={kind} className="grid gap-1">
                <CheckboxField
                  label={format(t.trioSizeAny, { kind: kinds[kind] })}
                  checked={any}
                  onChange={(event) => toggle({ kind, sizeMl: null }, event.target.checked)}
                  className="text-sm font-medium"
                />
                {/* One size of the kind; "any size" already holds them all. */}
                {sizes[kind].map((sizeMl) => (
                  <CheckboxField
                    key={sizeMl}
                    label={`${kinds[kind]} ${formatSize(sizeMl, "en")}`}
                    checked={any || chosen.some((s) => same(s, { kind, sizeMl }))}
                    disabled={any}
                    onChange={(event) => toggle({ kind, sizeMl }, event.target.checked)}
                    className="ms-6 text-sm"
                  />
                ))}
              </div>
            );
          })}
        </div>
        <FieldError id={`${id}-error`} message={error ?? undefined} />
      </fieldset>
      <div>
        <Button type="submit" tone="primary" disabled={save.isPending}>
          {save.isPending ? t.saving : t.trioSizesSave}
        </Button>
      </div>
    </form>
  );
}
