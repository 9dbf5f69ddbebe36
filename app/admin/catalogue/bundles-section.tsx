// Bundles: curated sets of perfumes at one price. Listed with hidden ones, created,
// edited (names and texts in both languages, price, perfumes, photo, shown or hidden), moved and
// deleted. Orders keep their own copy of a bundle's lines, so deleting one changes no order.
import { isBundleSoldOut } from "../../shared/catalogue";
import { useQuery } from "@tanstack/react-query";
import { useId, useState } from "react";
import { useToast } from "../../components/toaster";
import { format } from "../../i18n";
import type { AdminBundle, AdminProduct, AdminProducts } from "./catalogue-contract";
import { bundleCreateSchema, bundlePatchSchema, MAX_BUNDLE_PRODUCTS } from "../../shared/catalogue-input";
import { formatQR, toDecimalString } from "../../shared/money";
import { parseQR } from "../../shared/money-input";
import { adminRequest } from "../api/admin-api";
import { CatalogueListFrame, RowActions, useCatalogueRows } from "./catalogue-list";
import {
  BilingualField,
  CheckboxField,
  errorsByField,
  Field,
  FieldError,
  FormDialog,
  inputClass,
  type FieldErrors,
} from "../ui/form-fields";
import { PhotoField } from "./photo-field";
import { catalogueKeys } from "./catalogue-api";
import { useCatalogueSave } from "./use-catalogue-save";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

const useProducts = () =>
  useQuery({
    queryKey: catalogueKeys.products,
    queryFn: ({ signal }) => adminRequest<AdminProducts>("/api/admin/products", { signal }),
  });

export function BundlesSection() {
  const messages = useAdminMessages();
  const t = messages.bundles;
  const c = messages.catalogue;
  const [editing, setEditing] = useState<AdminBundle | "new" | null>(null);
  const list = useCatalogueRows<AdminBundle>("bundles", t.confirmDelete, t.deleted);
  const products = useProducts().data?.products ?? [];
  const bundles = list.rows;
  const nameOf = (id: string) => products.find((p) => p.id === id)?.name.en ?? id;

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
              {products.length > 0 && isBundleSoldOut(bundle.productIds, products) && (
                <span
                  data-testid="bundle-sold-out"
                  className="rounded-full bg-red-50 px-2 py-0.5 text-[0.7rem] font-semibold text-red-800 ring-1 ring-red-200"
                >
                  {c.soldOut}
                </span>
              )}
            </p>
            <p className="mt-1 text-sm text-ink/60">
              <span className="tabular-nums">{formatQR(bundle.price)}</span> · {bundle.productIds.map(nameOf).join(", ")}
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
  const [name, setName] = useState(bundle ? { ...bundle.name } : { en: "", ar: "" });
  const [description, setDescription] = useState(bundle ? { ...bundle.description } : { en: "", ar: "" });
  const [price, setPrice] = useState(bundle ? toDecimalString(bundle.price) : "");
  const [chosen, setChosen] = useState<string[]>(bundle?.productIds ?? []);
  const [active, setActive] = useState(bundle?.active ?? true);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const { save, saved } = useCatalogueSave({
    path: "/api/admin/bundles",
    queryKey: catalogueKeys.bundles,
    read: (answer: { bundle: AdminBundle }) => answer.bundle,
    item: bundle,
    file,
    texts: t,
    onFieldErrors: setErrors,
    onPhotoError: setPhotoError,
    onClose,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const dirhams = parseQR(price);
    const body = { name, description, price: dirhams ?? 0, productIds: chosen, active };
    const checked = (saved ? bundlePatchSchema : bundleCreateSchema).safeParse(body);
    const found: FieldErrors = checked.success
      ? {}
      : errorsByField(checked.error.issues.map((i) => ({ field: i.path.join("."), message: i.message })));
    if (dirhams === null) found.price = c.form.invalidPrice;
    setErrors(found);
    if (Object.keys(found).length) {
      toast({ title: c.failed, description: c.form.fixFields, variant: "destructive" });
      return;
    }
    setPhotoError(null);
    save.mutate(body);
  };
  const toggle = (productId: string) =>
    setChosen((list) =>
      list.includes(productId)
        ? list.filter((x) => x !== productId)
        : list.length >= MAX_BUNDLE_PRODUCTS
          ? list
          : [...list, productId],
    );

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 px-5 py-6 sm:px-8">
      <BilingualField
        id={`${id}-name`}
        label={c.form.name}
        values={name}
        errors={{ en: errors["name.en"], ar: errors["name.ar"] }}
        onChange={(language, value) => setName((v) => ({ ...v, [language]: value }))}
      />
      <BilingualField
        id={`${id}-description`}
        label={c.form.description}
        values={description}
        errors={{ en: errors["description.en"], ar: errors["description.ar"] }}
        onChange={(language, value) => setDescription((v) => ({ ...v, [language]: value }))}
        multiline
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={`${id}-price`} label={c.form.price} error={errors.price}>
          <input
            id={`${id}-price`}
            inputMode="decimal"
            value={price}
            onChange={(event) => setPrice(event.target.value)}
            aria-invalid={errors.price ? true : undefined}
            aria-describedby={errors.price ? `${id}-price-error` : undefined}
            className={inputClass}
          />
        </Field>
        <CheckboxField
          label={c.form.active}
          checked={active}
          onChange={(event) => setActive(event.target.checked)}
          className="self-end pb-2 text-sm font-medium"
        />
      </div>
      <fieldset aria-describedby={errors.productIds ? `${id}-products-error` : undefined}>
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
                checked={chosen.includes(product.id)}
                // At the most a bundle holds, the others wait until one is taken out.
                disabled={!chosen.includes(product.id) && chosen.length >= MAX_BUNDLE_PRODUCTS}
                onChange={() => toggle(product.id)}
                className="size-4 accent-ink"
              />
              <span className="min-w-0 truncate">{product.name.en}</span>
              {!product.active && <span className="ms-auto text-[0.7rem] text-ink/50">{c.hidden}</span>}
            </label>
          ))}
        </div>
        <FieldError
          id={`${id}-products-error`}
          message={errors.productIds ?? Object.entries(errors).find(([k]) => k.startsWith("productIds."))?.[1]}
        />
      </fieldset>
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
