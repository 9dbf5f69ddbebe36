// The perfume form: both languages side by side, its sizes (each with price in QR, stock or "not
// tracked": variants-field.tsx), its attributes (attributes-fieldset.tsx), the home page's flags,
// shown or hidden, the page address and a photo. react-hook-form holds the fields; the server's own
// schemas (app/shared/catalogue-input.ts, through catalogue-form-schemas.ts) check them, and the
// server's field errors land on the same fields. The photo uploads once the perfume is saved.
import { useId, useMemo, useRef, useState } from "react";
import { FormProvider, useForm, useFormContext } from "react-hook-form";
import { useToast } from "../../components/toaster";
import { format } from "../../i18n";
import type { AdminProduct } from "./catalogue-contract";
import { CATEGORIES } from "../../shared/catalogue";
import { slugify } from "../../shared/catalogue-input";
import { BilingualField, CheckboxField, Field, FormDialog, inputClass } from "../ui/form-fields";
import { setAnswerErrors, zodResolver } from "../ui/zod-resolver";
import { PhotoField } from "./photo-field";
import { AttributesFieldset, attributeValues } from "./attributes-fieldset";
import { initialVariantRows, VariantsField } from "./variants-field";
import { productFieldName, productFormSchema, type ProductFormValues } from "./catalogue-form-schemas";
import { catalogueKeys } from "./catalogue-api";
import { useCatalogueSave } from "./use-catalogue-save";
import { Button } from "../ui/ui";
import { useAdminMessages } from "../ui/use-admin-messages";

const initialValues = (product: AdminProduct | null): ProductFormValues => ({
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
  variants: initialVariantRows(product),
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
  const [file, setFile] = useState<File | null>(null);
  const [photoError, setPhotoError] = useState<string | null>(null);
  // A new perfume's page address follows its English name until the owner types one.
  const slugEdited = useRef(product !== null);

  const { save, saved } = useCatalogueSave({
    path: "/api/admin/products",
    queryKey: catalogueKeys.products,
    read: (answer: { product: AdminProduct }) => answer.product,
    item: product,
    file,
    texts: t,
    // Called on a refused save, once the form below exists.
    onRefused: (error) => setAnswerErrors(error, form.setError, productFieldName),
    onPhotoError: setPhotoError,
    onClose,
  });
  const editing = saved !== null;
  const resolver = useMemo(
    () => zodResolver(productFormSchema({ invalidPrice: t.form.invalidPrice, invalidStock: t.form.invalidStock }, editing)),
    [t.form.invalidPrice, t.form.invalidStock, editing],
  );
  const form = useForm({ defaultValues: initialValues(product), resolver });
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors, isSubmitted },
  } = form;

  const submit = handleSubmit(
    (body) => {
      setPhotoError(null);
      save.mutate(body);
    },
    () => {
      setPhotoError(null);
      toast({ title: t.failed, description: t.form.fixFields, variant: "destructive" });
    },
  );
  const slugError = errors.slug?.message;

  return (
    <FormProvider {...form}>
      <form onSubmit={submit} noValidate className="grid gap-6 px-5 py-6 sm:px-8">
        <BilingualField
          id={`${id}-name`}
          label={t.form.name}
          fields={{
            en: register("name.en", {
              onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
                if (!slugEdited.current) setValue("slug", slugify(event.target.value), { shouldValidate: isSubmitted });
              },
            }),
            ar: register("name.ar"),
          }}
          errors={{ en: errors.name?.en?.message, ar: errors.name?.ar?.message }}
        />
        <BilingualField
          id={`${id}-description`}
          label={t.form.description}
          fields={{ en: register("description.en"), ar: register("description.ar") }}
          errors={{ en: errors.description?.en?.message, ar: errors.description?.ar?.message }}
          multiline
        />
        <BilingualField
          id={`${id}-notes`}
          label={t.form.notes}
          hint={t.form.notesHint}
          fields={{ en: register("notes.en"), ar: register("notes.ar") }}
          errors={{ en: errors.notes?.en?.message, ar: errors.notes?.ar?.message }}
        />

        <AttributesFieldset id={`${id}-attributes`} />

        <div className="grid gap-4 sm:grid-cols-3">
          <Field id={`${id}-category`} label={t.form.category} error={errors.category?.message}>
            <select id={`${id}-category`} {...register("category")} className={inputClass}>
              {CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {category}
                </option>
              ))}
            </select>
          </Field>
        </div>

        <VariantsField idPrefix={id} />

        <Field id={`${id}-slug`} label={t.form.slug} hint={t.form.slugHint} error={slugError}>
          <div className="mt-1 flex items-center rounded-md border border-ink/20 bg-white ps-3 text-sm text-ink/50 focus-within:border-gold-dark">
            <span dir="ltr">/product/</span>
            <input
              id={`${id}-slug`}
              dir="ltr"
              {...register("slug", { onChange: () => (slugEdited.current = true) })}
              className="w-full rounded-md bg-transparent py-2 pe-3 text-ink focus:outline-none"
              aria-invalid={slugError ? true : undefined}
              aria-describedby={slugError ? `${id}-slug-error` : undefined}
            />
          </div>
        </Field>

        <div className="grid gap-4 sm:grid-cols-2">
          <fieldset>
            <legend className="text-xs font-semibold tracking-[0.12em] text-ink/65 uppercase">{t.form.flags}</legend>
            <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2 text-sm">
              <CheckboxField label={t.form.bestSeller} {...register("bestSeller")} />
              <CheckboxField label={t.form.newArrival} {...register("newArrival")} />
            </div>
          </fieldset>
          <CheckboxField label={t.form.active} {...register("active")} className="self-end text-sm font-medium" />
        </div>

        <CustomTrioChoice id={`${id}-trio`} />

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
    </FormProvider>
  );
}

/** Whether shoppers may choose this perfume for the custom trio, whose one price is a shop setting. */
function CustomTrioChoice({ id }: { id: string }) {
  const t = useAdminMessages().catalogue.form;
  const { register } = useFormContext<Pick<ProductFormValues, "inCustomTrio">>();
  return (
    <div>
      <CheckboxField
        label={t.inCustomTrio}
        {...register("inCustomTrio")}
        aria-describedby={`${id}-hint`}
        className="text-sm font-medium"
      />
      <p id={`${id}-hint`} className="ms-6 mt-1 text-xs text-ink/60">
        {t.inCustomTrioHint}
      </p>
    </div>
  );
}
