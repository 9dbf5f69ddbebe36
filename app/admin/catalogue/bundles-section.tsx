// Bundles: curated sets of perfumes at one price. Listed with hidden ones, created,
// edited (names and texts in both languages, price, perfumes, photo, shown or hidden), moved and
// deleted. Orders keep their own copy of a bundle's lines, so deleting one changes no order. The
// form holds its fields with react-hook-form, checked with the server's schemas
// (catalogue-form-schemas.ts), the server's field errors on the same fields.
import { isBundleSoldOut } from "../../shared/catalogue";
import { useQuery } from "@tanstack/react-query";
import { useId, useMemo, useState } from "react";
import { get, useController, useForm } from "react-hook-form";
import { useToast } from "../../components/toaster";
import { format } from "../../i18n";
import type { AdminBundle, AdminProduct, AdminProducts } from "./catalogue-contract";
import { MAX_BUNDLE_PRODUCTS } from "../../shared/catalogue-input";
import { toDecimalString } from "../../shared/money";
import { adminRequest } from "../api/admin-api";
import { CatalogueListFrame, RowActions, useCatalogueRows } from "./catalogue-list";
import { BilingualField, CheckboxField, Field, FieldError, FormDialog, inputClass } from "../ui/form-fields";
import { setAnswerErrors, zodResolver } from "../ui/zod-resolver";
import { bundleFieldName, bundleFormSchema, type BundleFormValues } from "./catalogue-form-schemas";
import { PhotoField } from "./photo-field";
import { bundleItemLabel, bundleRefs, bundleSizesOf, BundleSizesField, bundleVariantIds } from "./bundle-sizes";
import { catalogueKeys } from "./catalogue-api";
import { useCatalogueSave } from "./use-catalogue-save";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";
import { useAdminIntl } from "../ui/admin-intl";

const useProducts = () =>
  useQuery({
    queryKey: catalogueKeys.products,
    queryFn: ({ signal }) => adminRequest<AdminProducts>("/api/admin/products", { signal }),
  });

export function BundlesSection() {
  const messages = useAdminMessages();
  const intl = useAdminIntl();
  const t = messages.bundles;
  const c = messages.catalogue;
  const [editing, setEditing] = useState<AdminBundle | "new" | null>(null);
  const list = useCatalogueRows<AdminBundle>("bundles", t.confirmDelete, t.deleted);
  const products = useProducts().data?.products ?? [];
  const bundles = list.rows;

  return (
    <CatalogueListFrame
      id="bundles-title"
      title={t.title}
      hint={t.hint}
      add={t.add}
      onAdd={() => setEditing("new")}
      count={bundles.length}
      pending={list.query.isPending}
      loading={t.loading}
      empty={t.empty}
      dialog={
        <FormDialog
          open={editing !== null}
          title={editing && editing !== "new" ? format(t.form.editTitle, { name: editing.name.en }) : t.form.createTitle}
          onClose={() => setEditing(null)}
        >
          {editing !== null && (
            <BundleForm
              key={editing === "new" ? "new" : editing.id}
              bundle={editing === "new" ? null : editing}
              products={products}
              onClose={() => setEditing(null)}
            />
          )}
        </FormDialog>
      }
    >
      {bundles.map((bundle, index) => (
        <li
          key={bundle.id}
          className={`grid grid-cols-[3rem_minmax(0,1fr)] items-start gap-3 px-5 py-4 sm:px-6 md:grid-cols-[4rem_minmax(0,1fr)_auto] md:items-center ${bundle.active ? "" : "bg-sand/30"}`}
        >
          <img
            src={bundle.image}
            alt=""
            width={64}
            height={64}
            loading="lazy"
            className={`size-12 rounded-md bg-sand object-cover ring-1 ring-ink/10 md:size-16 ${bundle.active ? "" : "opacity-60 grayscale"}`}
          />
          <div className="min-w-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <span className="font-medium">{bundle.name.en}</span>
              <bdi lang="ar" dir="rtl" className="text-sm text-ink/55">
                {bundle.name.ar}
              </bdi>
              {!bundle.active && (
                <span className="rounded-full bg-ink/5 px-2 py-0.5 text-[0.7rem] font-semibold text-ink/70 ring-1 ring-ink/20">
                  {c.hidden}
                </span>
              )}
              {/* A perfume in it is sold out or hidden: the shop shows the bundle as sold out. */}
              {products.length > 0 && isBundleSoldOut(bundleRefs(bundle), products) && (
                <span
                  data-testid="bundle-sold-out"
                  className="rounded-full bg-red-50 px-2 py-0.5 text-[0.7rem] font-semibold text-red-800 ring-1 ring-red-200"
                >
                  {c.soldOut}
                </span>
              )}
            </p>
            <p className="mt-1 text-sm text-ink/60">
              <span className="tabular-nums">{intl.money(bundle.price)}</span> ·{" "}
              {bundle.productIds.map((id, i) => bundleItemLabel(products, id, bundle.variantIds[i])).join(", ")}
            </p>
          </div>
          <div className="col-span-2 md:col-span-1">
            <RowActions
              name={bundle.name.en}
              active={bundle.active}
              first={index === 0}
              last={index === bundles.length - 1}
              busy={list.reordering}
              onEdit={() => setEditing(bundle)}
              onToggle={() => list.toggle(bundle)}
              onMove={(step) => list.move(index, step)}
              onDelete={() => list.remove(bundle)}
            />
          </div>
        </li>
      ))}
    </CatalogueListFrame>
  );
}

function BundleForm({ bundle, products, onClose }: { bundle: AdminBundle | null; products: AdminProduct[]; onClose(): void }) {
  const messages = useAdminMessages();
  const t = messages.bundles;
  const c = messages.catalogue;
  const id = useId();
  const toast = useToast();
  const [sizes, setSizes] = useState(() => bundleSizesOf(bundle));
  const [file, setFile] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const { save, saved } = useCatalogueSave({
    path: "/api/admin/bundles",
    queryKey: catalogueKeys.bundles,
    read: (answer: { bundle: AdminBundle }) => answer.bundle,
    item: bundle,
    file,
    texts: t,
    // Called on a refused save, once the form below exists.
    onRefused: (error) => setAnswerErrors(error, form.setError, bundleFieldName),
    onPhotoError: setPhotoError,
    onClose,
  });
  const editing = saved !== null;
  const resolver = useMemo(
    () => zodResolver(bundleFormSchema({ invalidPrice: c.form.invalidPrice }, editing)),
    [c.form.invalidPrice, editing],
  );
  const form = useForm({ defaultValues: initialBundleValues(bundle), resolver });
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = form;
  const chosen = useController({ control, name: "productIds" }).field;

  const submit = handleSubmit(
    (body) => {
      setPhotoError(null);
      save.mutate({ ...body, variantIds: bundleVariantIds(body.productIds ?? [], sizes, products) });
    },
    () => toast({ title: c.failed, description: c.form.fixFields, variant: "destructive" }),
  );
  const toggle = (productId: string) =>
    chosen.onChange(
      chosen.value.includes(productId)
        ? chosen.value.filter((x) => x !== productId)
        : chosen.value.length >= MAX_BUNDLE_PRODUCTS
          ? chosen.value
          : [...chosen.value, productId],
    );
  const priceError = errors.price?.message;
  const productsError = errors.productIds?.message;

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 px-5 py-6 sm:px-8">
      <BilingualField
        id={`${id}-name`}
        label={c.form.name}
        fields={{ en: register("name.en"), ar: register("name.ar") }}
        errors={{ en: errors.name?.en?.message, ar: errors.name?.ar?.message }}
      />
      <BilingualField
        id={`${id}-description`}
        label={c.form.description}
        fields={{ en: register("description.en"), ar: register("description.ar") }}
        errors={{ en: errors.description?.en?.message, ar: errors.description?.ar?.message }}
        multiline
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-price`} label={c.form.price} error={priceError}>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            {...register("price")}
            aria-invalid={priceError ? true : undefined}
            aria-describedby={priceError ? `${id}-price-error` : undefined}
            className={inputClass}
          />
        </Field>
        <CheckboxField label={c.form.active} {...register("active")} className="self-end pb-2 text-sm font-medium" />
      </div>
      <fieldset aria-describedby={productsError ? `${id}-products-error` : undefined}>
        <legend className="text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">
          {t.form.perfumes}{" "}
          <span className="ms-1 font-normal tracking-normal text-ink/50 normal-case">{t.form.perfumesHint}</span>
        </legend>
        <div className="mt-2 grid gap-2 sm:grid-cols-2">
          {products.map((product) => (
            <label
              key={product.id}
              className="flex items-center gap-3 rounded-md border border-ink/10 bg-white px-3 py-2 text-sm has-checked:border-gold-dark has-disabled:opacity-50"
            >
              <input
                type="checkbox"
                checked={chosen.value.includes(product.id)}
                // At the most a bundle holds, the others wait until one is taken out.
                disabled={!chosen.value.includes(product.id) && chosen.value.length >= MAX_BUNDLE_PRODUCTS}
                onChange={() => toggle(product.id)}
                onBlur={chosen.onBlur}
                className="size-4 accent-ink"
              />
              <span className="min-w-0 truncate">{product.name.en}</span>
              {!product.active && <span className="ms-auto text-[0.7rem] text-ink/50">{c.hidden}</span>}
            </label>
          ))}
        </div>
        <FieldError id={`${id}-products-error`} message={productsError} />
      </fieldset>
      <BundleSizesField
        id={id}
        chosen={chosen.value}
        products={products}
        sizes={sizes}
        errorOf={(field) => {
          const found: { message?: string } | undefined = get(errors, field);
          return found?.message;
        }}
        onChange={(productId, variantId) => setSizes((current) => ({ ...current, [productId]: variantId }))}
      />
      <div>
        <p className="mb-2 text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">{c.form.photo}</p>
        <PhotoField current={saved?.image ?? null} file={file} onFile={setFile} error={photoError} />
      </div>
      <footer className="flex flex-wrap justify-end gap-3 border-t border-ink/10 pt-5">
        <Button onClick={onClose}>{c.form.cancel}</Button>
        <Button type="submit" tone="primary" disabled={save.isPending}>
          {save.isPending ? c.form.saving : bundle ? c.form.save : t.form.create}
        </Button>
      </footer>
    </form>
  );
}

const initialBundleValues = (bundle: AdminBundle | null): BundleFormValues => ({
  name: bundle ? { ...bundle.name } : { en: "", ar: "" },
  description: bundle ? { ...bundle.description } : { en: "", ar: "" },
  price: bundle ? toDecimalString(bundle.price) : "",
  productIds: bundle?.productIds ?? [],
  active: bundle?.active ?? true,
});
