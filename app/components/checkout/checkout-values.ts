// The checkout form's values and how they are checked: with the order API's own schema, except
// while the shopper types the phone (docs/product.md#5-validation).
import type { FieldErrors, Resolver } from "react-hook-form";
import type { FieldErrorCode } from "../../shared/field-errors";
import { PHONE_ERROR, checkCustomer, type Customer, type CustomerField } from "../../shared/order-schema";
import { phoneFieldError } from "../../shared/phone";

export type CheckoutValues = Record<CustomerField, string>;

export const blankValues: Omit<CheckoutValues, "city"> = {
  name: "",
  email: "",
  phone: "",
  address: "",
  zone: "",
  street: "",
  building: "",
  notes: "",
};

/** Left empty, these make the "missing information" toast. */
export const REQUIRED_FIELDS = ["name", "address", "city"] as const;

/**
 * The shared schema as a react-hook-form resolver. A re-check of the phone alone is the shopper
 * typing in it, where the product's gentler rule applies (no complaint for the first 3 characters);
 * a submit checks everything with the schema.
 */
export const resolver: Resolver<CheckoutValues, unknown, Customer> = (values, _context, options) => {
  const check = checkCustomer(values);
  if (check.ok) return { values: check.customer, errors: {} };
  const errors: FieldErrors<CheckoutValues> = {};
  for (const [field, error] of Object.entries(check.errors)) {
    errors[field as CustomerField] = { type: error.code, message: error.message };
  }
  const typingPhone = options.names?.length === 1 && options.names[0] === "phone";
  if (typingPhone) {
    if (phoneFieldError(values.phone)) errors.phone = { type: "invalid" satisfies FieldErrorCode, message: PHONE_ERROR };
    else delete errors.phone;
  }
  return { values: {}, errors };
};
