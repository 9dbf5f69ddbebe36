// The perfume and bundle forms as typed, read into the API's bodies with the server's own schemas
// (app/shared/catalogue-input.ts), through the admin's zod resolver (../ui/zod-resolver.ts). The API
// names fields by its body ("notes.top.en", "brand.aliases"); the forms hold some of them elsewhere
// ("attributes.top.en", "attributes.brandAliases"), so every refusal, the schema's here or the
// server's 422, is put on the form's own field by `productFieldName` and `bundleFieldName`.
import { z } from "zod";
import type { Category } from "../../shared/catalogue";
import {
  bundleCreateSchema,
  bundlePatchSchema,
  productCreateSchema,
  productPatchSchema,
  slugify,
  splitNotes,
} from "../../shared/catalogue-input";
import { parseQR } from "../../shared/money-input";
import { attributeBody, type AttributeValues } from "./attributes-fieldset";
import { variantsBody, type VariantRow } from "./variants-field";

interface Bilingual {
  en: string;
  ar: string;
}

export interface ProductFormValues {
  name: Bilingual;
  description: Bilingual;
  /** The heart of the notes pyramid, comma-separated; top and base are in `attributes`. */
  notes: Bilingual;
  category: Category;
  slug: string;
  active: boolean;
  bestSeller: boolean;
  newArrival: boolean;
  inCustomTrio: boolean;
  attributes: AttributeValues;
  variants: VariantRow[];
}

export interface BundleFormValues {
  name: Bilingual;
  description: Bilingual;
  /** In QR as typed ("200" or "199.50"). */
  price: string;
  productIds: string[];
  active: boolean;
}

/** The messages of the checks the forms make before the server's schema sees the values. */
interface FormTexts {
  invalidPrice: string;
  invalidStock: string;
}

/** The API's name of a perfume's field ("notes.top.en.0") as the perfume form names it. */
export function productFieldName(field: string): string {
  const [head = "", ...rest] = field.split(".");
  switch (head) {
    case "notes": {
      const [tier, language] = rest;
      // The older shape { en, ar } means the heart.
      if (tier === "en" || tier === "ar") return `notes.${tier}`;
      const side = language === "ar" ? "ar" : "en";
      if (tier === "top" || tier === "base") return `attributes.${tier}.${side}`;
      return `notes.${side}`;
    }
    case "brand":
      if (rest[0] === "aliases") return "attributes.brandAliases";
      return `attributes.brand.${rest[0] === "ar" ? "ar" : "en"}`;
    case "concentration":
    case "families":
    case "year":
    case "searchAliases":
      return `attributes.${head}`;
    case "variants":
      // A cell of a size, or the list as a whole (its error shows above the rows).
      return rest.length >= 2 ? `variants.${rest[0]}.${rest[1]}` : "variants.root";
    case "price":
    case "stock":
      return "variants.root";
    default:
      return field;
  }
}

/** The API's name of a bundle's field as the bundle form names it. */
export const bundleFieldName = (field: string) => (field.startsWith("productIds.") ? "productIds" : field);

/** The perfume as the API takes it; a new size without a SKU gets one from the page address. */
function productBody(values: ProductFormValues) {
  const attributes = attributeBody(values.attributes);
  const slug = values.slug.trim();
  return {
    name: { en: values.name.en, ar: values.name.ar },
    description: { en: values.description.en, ar: values.description.ar },
    notes: {
      top: attributes.top,
      heart: { en: splitNotes(values.notes.en), ar: splitNotes(values.notes.ar) },
      base: attributes.base,
    },
    ...attributes.fields,
    category: values.category,
    variants: variantsBody(values.variants, slug || slugify(values.name.en)),
    active: values.active,
    bestSeller: values.bestSeller,
    newArrival: values.newArrival,
    inCustomTrio: values.inCustomTrio,
    ...(slug ? { slug } : {}),
  };
}

/**
 * The perfume form's schema: its output is the body to send. `editing`: the perfume exists (a
 * change, read with the change's schema).
 */
export function productFormSchema(texts: FormTexts, editing: boolean) {
  return z.custom<ProductFormValues>().transform((values, context) => {
    let failed = false;
    const refuse = (field: string, message: string) => {
      failed = true;
      context.addIssue({ code: "custom", path: field.split("."), message });
    };
    // The cells' own words first: the first message of a field is the one shown.
    values.variants.forEach((row, i) => {
      if (parseQR(row.price) === null) refuse(`variants.${i}.price`, texts.invalidPrice);
      const stock = Number(row.stock);
      if (row.tracked && !(row.stock.trim() !== "" && Number.isInteger(stock) && stock >= 0))
        refuse(`variants.${i}.stock`, texts.invalidStock);
    });
    const body = productBody(values);
    const checked = (editing ? productPatchSchema : productCreateSchema).safeParse(body);
    if (!checked.success) for (const issue of checked.error.issues) refuse(productFieldName(issue.path.join(".")), issue.message);
    return failed ? z.NEVER : body;
  });
}

const bundleBody = (values: BundleFormValues) => ({
  name: { en: values.name.en, ar: values.name.ar },
  description: { en: values.description.en, ar: values.description.ar },
  price: parseQR(values.price) ?? 0,
  productIds: values.productIds,
  active: values.active,
});

/** The bundle form's schema: its output is the body to send. */
export function bundleFormSchema(texts: Pick<FormTexts, "invalidPrice">, editing: boolean) {
  return z.custom<BundleFormValues>().transform((values, context) => {
    let failed = false;
    const refuse = (field: string, message: string) => {
      failed = true;
      context.addIssue({ code: "custom", path: field.split("."), message });
    };
    if (parseQR(values.price) === null) refuse("price", texts.invalidPrice);
    const body = bundleBody(values);
    const checked = (editing ? bundlePatchSchema : bundleCreateSchema).safeParse(body);
    if (!checked.success) for (const issue of checked.error.issues) refuse(bundleFieldName(issue.path.join(".")), issue.message);
    return failed ? z.NEVER : body;
  });
}
