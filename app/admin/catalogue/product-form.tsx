// The perfume form: both languages side by side, its sizes (each with price in QR, stock or "not
// tracked": variants-field.tsx),
// the home page's flags, shown or hidden, the page address and a photo. It checks what it sends
// with the server's own schemas (app/shared/catalogue-input.ts) and shows the server's field
// errors beside the fields; the photo uploads once the perfume is saved.
import { useId, useState } from "react";
import { useToast } from "../../components/toaster";
import { format } from "../../i18n";
import type { AdminProduct } from "./catalogue-contract";
import { CATEGORIES, type Category } from "../../shared/catalogue";
import { productCreateSchema, productPatchSchema, slugify, splitNotes } from "../../shared/catalogue-input";
import { parseQR } from "../../shared/money-input";
import { BilingualField, CheckboxField, errorsByField, Field, FormDialog, inputClass, type FieldErrors } from "../ui/form-fields";
import { PhotoField } from "./photo-field";
import { AttributesFieldset, attributeBody, attributeValues, type AttributeValues } from "./attributes-fieldset";
import { initialVariantRows, VariantsField, variantsBody, type VariantsForm } from "./variants-field";
import { useForm } from "react-hook-form";
import { catalogueKeys } from "./catalogue-api";
import { useCatalogueSave } from "./use-catalogue-save";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

interface Values {
  name: { en: string; ar: string };
  description: { en: string; ar: string };
  notes: { en: string; ar: string };
  category: Category;
  slug: string;
  active: boolean;
  bestSeller: boolean;
  newArrival: boolean;
  inCustomTrio: boolean;
  attributes: AttributeValues;
}

const initialValues = (product: AdminProduct | null): Values => ({
  name: product ? { ...product.name } : { en: "", ar: "" },
  description: product ? { ...product.description } : { en: "", ar: "" },
  notes: product ? { en: product.notes.heart.en.join(", "), ar: product.notes.heart.ar.join("، ") } : { en: "", ar: "" },
  category: product?.category ?? "Unisex",
  slug: product?.slug ?? "",
  active: product?.active ?? true,
  bestSeller: product?.bestSeller ?? false,
  newArrival: product?.newArrival ?? false,
  inCustomTrio: product?.inCustomTrio ?? false,
  attributes: attributeValues(product),
});

/** `product` null: a new perfume. */
export function ProductForm({ open, product, onClose }: { open: boolean; product: AdminProduct | null; onClose(): void }) {
  const t = useAdminMessages().catalogue;
  return (
    <FormDialog
      open={open}
      title={product ? format(t.form.editTitle, { name: product.name.en }) : t.form.createTitle}
      onClose={onClose}
    >
      {open && <ProductFormBody key={product?.id ?? "new"} product={product} onClose={onClose} />}
    </FormDialog>
  );
}

function ProductFormBody({ product, onClose }: { product: AdminProduct | null; onClose(): void }) {
  const t = useAdminMessages().catalogue;
  const id = useId();
  const toast = useToast();
  const [values, setValues] = useState(() => initialValues(product));
  const variantForm: VariantsForm = useForm({ defaultValues: { variants: initialVariantRows(product) } });
  const [slugEdited, setSlugEdited] = useState(product !== null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [file, setFile] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);

  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const setText = (key: "name" | "description" | "notes", language: "en" | "ar", value: string) =>
    setValues((v) => {
      const next = { ...v, [key]: { ...v[key], [language]: value } };
      if (key === "name" && language === "en" && !slugEdited) next.slug = slugify(value);
      return next;
    });

  const { save, saved } = useCatalogueSave({
    path: "/api/admin/products",
    queryKey: catalogueKeys.products,
    read: (answer: { product: AdminProduct }) => answer.product,
    item: product,
    file,
    texts: t,
    onFieldErrors: setErrors,
    onPhotoError: setPhotoError,
    onClose,
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    setPhotoError(null);
    const rows = variantForm.getValues().variants;
    const local: FieldErrors = {};
    rows.forEach((row, i) => {
      if (parseQR(row.price) === null) local[`variants.${i}.price`] = t.form.invalidPrice;
      const stock = Number(row.stock);
      if (row.tracked && !(row.stock.trim() !== "" && Number.isInteger(stock) && stock >= 0))
        local[`variants.${i}.stock`] = t.form.invalidStock;
    });
    const attributes = attributeBody(values.attributes);
    const body = {
      name: { en: values.name.en, ar: values.name.ar },
      description: { en: values.description.en, ar: values.description.ar },
      notes: {
        top: attributes.top,
        heart: { en: splitNotes(values.notes.en), ar: splitNotes(values.notes.ar) },
        base: attributes.base,
      },
      ...attributes.fields,
      category: values.category,
      variants: variantsBody(rows, values.slug.trim() || slugify(values.name.en)),
      active: values.active,
      bestSeller: values.bestSeller,
      newArrival: values.newArrival,
      inCustomTrio: values.inCustomTrio,
      ...(values.slug.trim() ? { slug: values.slug.trim() } : {}),
    };
    const checked = (saved ? productPatchSchema : productCreateSchema).safeParse(body);
    const found = checked.success
      ? local
      : { ...errorsByField(checked.error.issues.map((i) => ({ field: i.path.join("."), message: i.message }))), ...local };
    setErrors(found);
    if (Object.keys(found).length) {
      toast({ title: t.failed, description: t.form.fixFields, variant: "destructive" });
      return;
    }
    save.mutate(body);
  };

  const e = (field: string) => errors[field];
  const described = (field: string) =>
    errors[field] ? { "aria-invalid": true, "aria-describedby": `${id}-${field}-error` } : {};

  return (
    <form onSubmit={submit} noValidate className="grid gap-6 px-5 py-6 sm:px-8">
      <BilingualField
        id={`${id}-name`}
        label={t.form.name}
        values={values.name}
        errors={{ en: e("name.en"), ar: e("name.ar") }}
        onChange={(language, value) => setText("name", language, value)}
      />
      <BilingualField
        id={`${id}-description`}
        label={t.form.description}
        values={values.description}
        errors={{ en: e("description.en"), ar: e("description.ar") }}
        onChange={(language, value) => setText("description", language, value)}
        multiline
      />
      <BilingualField
        id={`${id}-notes`}
        label={t.form.notes}
        hint={t.form.notesHint}
        values={values.notes}
        errors={{ en: e("notes.heart.en"), ar: e("notes.heart.ar") }}
        onChange={(language, value) => setText("notes", language, value)}
      />

      <AttributesFieldset
        id={`${id}-attributes`}
        values={values.attributes}
        errors={errors}
        onChange={(attributes) => set("attributes", attributes)}
      />

      <div className="grid gap-4 sm:grid-cols-3">
        <Field id={`${id}-category`} label={t.form.category} error={e("category")}>
          <select
            id={`${id}-category`}
            value={values.category}
            onChange={(event) => set("category", event.target.value as Category)}
            className={inputClass}
          >
            {CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {category}
              </option>
            ))}
          </select>
        </Field>
      </div>

      <VariantsField form={variantForm} errors={errors} idPrefix={id} />

      <Field id={`${id}-slug`} label={t.form.slug} hint={t.form.slugHint} error={e("slug")}>
        <div className="mt-1 flex items-center rounded-md border border-ink/20 bg-white ps-3 text-sm text-ink/50 focus-within:border-gold-dark">
          <span dir="ltr">/product/</span>
          <input
            id={`${id}-slug`}
            dir="ltr"
            value={values.slug}
            onChange={(event) => {
              setSlugEdited(true);
              set("slug", event.target.value);
            }}
            className="w-full rounded-md bg-transparent py-2 pe-3 text-ink focus:outline-none"
            {...described("slug")}
          />
        </div>
      </Field>

      <div className="grid gap-4 sm:grid-cols-2">
        <fieldset>
          <legend className="text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">{t.form.flags}</legend>
          <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
            <CheckboxField
              label={t.form.bestSeller}
              checked={values.bestSeller}
              onChange={(event) => set("bestSeller", event.target.checked)}
            />
            <CheckboxField
              label={t.form.newArrival}
              checked={values.newArrival}
              onChange={(event) => set("newArrival", event.target.checked)}
            />
          </div>
        </fieldset>
        <CheckboxField
          label={t.form.active}
          checked={values.active}
          onChange={(event) => set("active", event.target.checked)}
          className="self-end text-sm font-medium"
        />
      </div>

      <CustomTrioChoice id={`${id}-trio`} checked={values.inCustomTrio} onChange={(checked) => set("inCustomTrio", checked)} />

      <div>
        <p className="mb-2 text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">{t.form.photo}</p>
        <PhotoField current={saved?.image ?? null} file={file} onFile={setFile} error={photoError} />
      </div>

      <footer className="flex flex-wrap justify-end gap-3 border-t border-ink/10 pt-5">
        <Button onClick={onClose}>{t.form.cancel}</Button>
        <Button type="submit" tone="primary" disabled={save.isPending}>
          {save.isPending ? t.form.saving : product ? t.form.save : t.form.create}
        </Button>
      </footer>
    </form>
  );
}

/** Whether shoppers may choose this perfume for the custom trio, whose one price is a shop setting. */
function CustomTrioChoice({ id, checked, onChange }: { id: string; checked: boolean; onChange(checked: boolean): void }) {
  const t = useAdminMessages().catalogue.form;
  return (
    <div>
      <CheckboxField
        label={t.inCustomTrio}
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
        aria-describedby={`${id}-hint`}
        className="text-sm font-medium"
      />
      <p id={`${id}-hint`} className="ms-6 mt-1 text-xs text-ink/60">
        {t.inCustomTrioHint}
      </p>
    </div>
  );
}
