// A perfume's sizes in the product form (docs/decisions/033-variants.md): one row per size with
// its kind, price, compare-at price, SKU, barcode, stock and whether it is shown; rows are added,
// moved and removed with react-hook-form's field array, inside the perfume form (its FormProvider).
// The form turns the rows into the API's `variants`; its errors, its own checks' and the server's
// ("variants.1.sku"), show under each row, and the list's own ("variants.root") above them.
import { useFieldArray, useFormContext } from "react-hook-form";
import type { AdminProduct } from "./catalogue-contract";
import { toDecimalString } from "../../shared/money";
import { parseQR } from "../../shared/money-input";
import { LEGACY_SIZE_ML, VARIANT_KINDS, type VariantKind } from "../../shared/variants";
import { messages } from "../../i18n";
import { inputClass } from "../ui/form-fields";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

export interface VariantRow {
  id?: string;
  sizeMl: string;
  kind: VariantKind;
  price: string;
  compareAtPrice: string;
  sku: string;
  gtin: string;
  tracked: boolean;
  stock: string;
  active: boolean;
}

/** The part of the perfume form's values these rows hold. */
interface VariantsValues {
  variants: VariantRow[];
}

const CELLS = ["sizeMl", "kind", "price", "compareAtPrice", "sku", "gtin", "stock", "id"] as const;

const emptyRow = (sizeMl = LEGACY_SIZE_ML): VariantRow => ({
  sizeMl: String(sizeMl),
  kind: "bottle",
  price: "",
  compareAtPrice: "",
  sku: "",
  gtin: "",
  tracked: false,
  stock: "0",
  active: true,
});

export const initialVariantRows = (product: AdminProduct | null): VariantRow[] =>
  product && product.variants.length > 0
    ? product.variants.map((v) => ({
        id: v.id,
        sizeMl: String(v.sizeMl),
        kind: v.kind,
        price: toDecimalString(v.price),
        compareAtPrice: v.compareAtPrice === null ? "" : toDecimalString(v.compareAtPrice),
        sku: v.sku,
        gtin: v.gtin ?? "",
        tracked: v.stock !== null,
        stock: String(v.stock ?? 0),
        active: v.active,
      }))
    : [emptyRow()];

/**
 * The rows as the API takes them; a price or stock that cannot be read becomes a value the shared
 * schema refuses (so its message shows at the cell). A new size without a SKU gets one from the slug.
 */
export function variantsBody(rows: VariantRow[], slug: string) {
  return rows.map((row) => {
    const sizeMl = Number(row.sizeMl);
    const compareAt = row.compareAtPrice.trim() === "" ? null : parseQR(row.compareAtPrice);
    return {
      ...(row.id ? { id: row.id } : {}),
      sizeMl: Number.isFinite(sizeMl) ? sizeMl : 0,
      kind: row.kind,
      price: parseQR(row.price) ?? 0,
      compareAtPrice: compareAt === null && row.compareAtPrice.trim() !== "" ? 0 : compareAt,
      sku: row.sku.trim() || (slug ? `${slug}-${row.sizeMl}ml${row.kind === "bottle" ? "" : `-${row.kind}`}` : ""),
      gtin: row.gtin.trim() || null,
      stock: row.tracked ? Number(row.stock) : null,
      active: row.active,
    };
  });
}

export function VariantsField({ idPrefix }: { idPrefix: string }) {
  const t = useAdminMessages().catalogue.form;
  const kinds = messages.en.common.variantKinds;
  const form = useFormContext<VariantsValues>();
  const { fields, append, remove, move } = useFieldArray({ control: form.control, name: "variants" });
  const rows = form.watch("variants");
  const errors = form.formState.errors.variants;
  const cell = "text-[0.7rem] font-medium tracking-wide text-ink/60";
  const error = (i: number, field: (typeof CELLS)[number]) => errors?.[i]?.[field]?.message;
  const listError = errors?.root?.message;

  return (
    <fieldset>
      <legend className="text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">{t.sizes}</legend>
      <p className="mt-1 text-xs text-ink/60">{t.sizesHint}</p>
      {listError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {listError}
        </p>
      )}
      <ol className="mt-3 grid gap-3" data-testid="variant-rows">
        {fields.map((field, i) => {
          const id = `${idPrefix}-variant-${i}`;
          const row = rows[i];
          const rowErrors = CELLS.map((f) => error(i, f)).filter((m): m is string => m !== undefined);
          return (
            <li
              key={field.id}
              className={`rounded-md border p-3 ${row?.active === false ? "border-ink/10 bg-sand/40" : "border-ink/15 bg-white"}`}
            >
              <div className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-8">
                <label className="grid gap-1">
                  <span className={cell}>{t.sizeMl}</span>
                  <input
                    {...form.register(`variants.${i}.sizeMl`)}
                    inputMode="numeric"
                    aria-invalid={error(i, "sizeMl") ? true : undefined}
                    className={`${inputClass} mt-0`}
                  />
                </label>
                <label className="grid gap-1">
                  <span className={cell}>{t.kind}</span>
                  <select {...form.register(`variants.${i}.kind`)} className={`${inputClass} mt-0`}>
                    {VARIANT_KINDS.map((kind) => (
                      <option key={kind} value={kind}>
                        {kinds[kind]}
                      </option>
                    ))}
                  </select>
                </label>
                <label className="grid gap-1">
                  <span className={cell}>{t.price}</span>
                  <input
                    {...form.register(`variants.${i}.price`)}
                    id={`${id}-price`}
                    inputMode="decimal"
                    aria-invalid={error(i, "price") ? true : undefined}
                    className={`${inputClass} mt-0`}
                  />
                </label>
                <label className="grid gap-1">
                  <span className={cell}>{t.compareAt}</span>
                  <input
                    {...form.register(`variants.${i}.compareAtPrice`)}
                    inputMode="decimal"
                    aria-invalid={error(i, "compareAtPrice") ? true : undefined}
                    className={`${inputClass} mt-0`}
                  />
                </label>
                <label className="grid gap-1">
                  <span className={cell}>{t.sku}</span>
                  <input
                    {...form.register(`variants.${i}.sku`)}
                    dir="ltr"
                    aria-invalid={error(i, "sku") ? true : undefined}
                    className={`${inputClass} mt-0`}
                  />
                </label>
                <label className="grid gap-1">
                  <span className={cell}>{t.gtin}</span>
                  <input
                    {...form.register(`variants.${i}.gtin`)}
                    dir="ltr"
                    inputMode="numeric"
                    aria-invalid={error(i, "gtin") ? true : undefined}
                    className={`${inputClass} mt-0`}
                  />
                </label>
                <div className="grid gap-1">
                  <label className={`${cell} flex items-center gap-1.5`}>
                    <input type="checkbox" {...form.register(`variants.${i}.tracked`)} className="size-3.5 accent-ink" />
                    {t.trackStock}
                  </label>
                  <input
                    {...form.register(`variants.${i}.stock`)}
                    type="number"
                    min={0}
                    step={1}
                    aria-label={t.stock}
                    disabled={!row?.tracked}
                    aria-invalid={error(i, "stock") ? true : undefined}
                    className={`${inputClass} mt-0 disabled:bg-sand/40`}
                  />
                </div>
                <label className="flex items-center gap-2 self-end pb-2 text-sm">
                  <input type="checkbox" {...form.register(`variants.${i}.active`)} className="size-4 accent-ink" />
                  {t.sizeShown}
                </label>
              </div>
              {rowErrors.length > 0 && (
                <ul className="mt-2 text-sm text-red-700">
                  {rowErrors.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
              )}
              <div className="mt-2 flex flex-wrap justify-end gap-2">
                <Button onClick={() => move(i, i - 1)} disabled={i === 0} aria-label={t.moveUp}>
                  ↑
                </Button>
                <Button onClick={() => move(i, i + 1)} disabled={i === fields.length - 1} aria-label={t.moveDown}>
                  ↓
                </Button>
                <Button onClick={() => remove(i)} disabled={fields.length === 1}>
                  {t.removeSize}
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      <div className="mt-3">
        <Button onClick={() => append(emptyRow(50))}>{t.addSize}</Button>
      </div>
    </fieldset>
  );
}
