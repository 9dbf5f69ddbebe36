// The size of each perfume a bundle holds (docs/decisions/038): one select per chosen perfume,
// kept apart from the bundle form so the form only holds `sizes` (perfume id → size id) and sends
// them beside its perfumes with `bundleVariantIds`.
import { format, messages } from "../../i18n";
import { defaultVariant, sizeLabel } from "../../shared/variants";
import type { AdminBundle, AdminProduct } from "./catalogue-contract";
import { FieldError, inputClass } from "../ui/form-fields";
import { useAdminMessages } from "../ui/use-admin-messages";

/** Perfume id → the size the bundle holds of it. */
export type BundleSizes = Record<string, string>;

/** The sizes a saved bundle holds, by perfume; empty for a new bundle. */
export const bundleSizesOf = (bundle: AdminBundle | null): BundleSizes =>
  Object.fromEntries((bundle?.productIds ?? []).map((id, i) => [id, bundle?.variantIds[i] ?? ""]));

/** A perfume's default size: what the bundle holds until the owner picks another. */
const defaultSizeOf = (product: AdminProduct | undefined) =>
  product ? (defaultVariant(product.variants.filter((v) => v.active)) ?? product.variants[0])?.id : undefined;

/** The API's `variantIds`, beside `productIds`: the size picked, else the perfume's default one. */
export function bundleVariantIds(productIds: readonly string[], sizes: BundleSizes, products: readonly AdminProduct[]): string[] {
  return productIds.map((id) => {
    const product = products.find((p) => p.id === id);
    const picked = sizes[id];
    return picked && product?.variants.some((v) => v.id === picked) ? picked : (defaultSizeOf(product) ?? "");
  });
}

/** A bundle's perfumes with their sizes, as isBundleSoldOut reads them. */
export const bundleRefs = (bundle: AdminBundle) => bundle.productIds.map((id, i) => ({ id, variantId: bundle.variantIds[i] }));

/** "Oud Royal 50 ml" as the bundle list names a perfume and its size. */
export function bundleItemLabel(products: readonly AdminProduct[], productId: string, variantId: string | undefined): string {
  const product = products.find((p) => p.id === productId);
  if (!product) return productId;
  const variant = product.variants.find((v) => v.id === variantId);
  return variant ? `${product.name.en} ${sizeLabel(variant, "en", messages.en.common.variantKinds)}` : product.name.en;
}

export function BundleSizesField({
  id,
  chosen,
  products,
  sizes,
  errorOf,
  onChange,
}: {
  id: string;
  chosen: readonly string[];
  products: readonly AdminProduct[];
  sizes: BundleSizes;
  /** The message of a field of the form (`variantIds.2`), if any. */
  errorOf(field: string): string | undefined;
  onChange(productId: string, variantId: string): void;
}) {
  const t = useAdminMessages().bundles.form;
  const c = useAdminMessages().catalogue;
  const kinds = messages.en.common.variantKinds;
  const current = bundleVariantIds(chosen, sizes, products);
  if (chosen.length === 0) return null;
  return (
    <fieldset>
      <legend className="text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">
        {t.sizes} <span className="ms-1 font-normal tracking-normal text-ink/50 normal-case">{t.sizesHint}</span>
      </legend>
      <ul className="mt-2 grid gap-2 sm:grid-cols-2">
        {chosen.map((productId, i) => {
          const product = products.find((p) => p.id === productId);
          if (!product) return null;
          const error = errorOf(`variantIds.${i}`);
          return (
            <li key={productId} className="grid gap-1 text-sm">
              <label htmlFor={`${id}-size-${productId}`} className="truncate">
                {product.name.en}
              </label>
              <select
                id={`${id}-size-${productId}`}
                aria-label={format(t.sizeOf, { name: product.name.en })}
                value={current[i]}
                onChange={(event) => onChange(productId, event.target.value)}
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-size-${productId}-error` : undefined}
                className={inputClass}
              >
                {product.variants.map((v) => (
                  <option key={v.id} value={v.id}>
                    {sizeLabel(v, "en", kinds)} · {v.sku}
                    {v.active ? "" : ` (${c.hidden})`}
                  </option>
                ))}
              </select>
              <FieldError id={`${id}-size-${productId}-error`} message={error} />
            </li>
          );
        })}
      </ul>
      <FieldError id={`${id}-sizes-error`} message={errorOf("variantIds")} />
    </fieldset>
  );
}
