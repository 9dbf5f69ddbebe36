// The one order schema the checkout form and POST /api/orders both apply.
import { describe, expect, it } from "vitest";
import {
  CITIES,
  CUSTOMER_FIELDS,
  DEFAULT_CITY,
  LIMITS,
  PHONE_ERROR,
  checkCustomer,
  customerSchema,
  orderRequestSchema,
} from "./order-schema";

const valid = {
  name: "Fatima Al-Thani",
  email: "fatima@example.qa",
  phone: "+974 5555 1234",
  address: "Building 12, Street 340, Zone 66",
  city: "Doha",
  notes: "Please call before delivery",
};

describe("customerSchema", () => {
  it("offers the product's cities and Qatar's other municipalities and towns, Doha first and as the default", () => {
    expect(CITIES).toEqual([
      "Doha",
      "Al Rayyan",
      "Al Wakrah",
      "Al Khor",
      "Lusail",
      "Umm Salal",
      "Al Daayen",
      "Al Shamal",
      "Mesaieed",
      "Dukhan",
      "Other (Specify in notes)",
    ]);
    expect(DEFAULT_CITY).toBe("Doha");
  });

  it("accepts complete details and trims them", () => {
    const parsed = customerSchema.parse({ ...valid, name: "  Noor  ", address: " Villa 3 " });
    expect(parsed).toMatchObject({ name: "Noor", address: "Villa 3", city: "Doha" });
  });

  it("treats an empty e-mail and empty notes as absent", () => {
    const parsed = customerSchema.parse({ ...valid, email: "", notes: "   " });
    expect(parsed.email).toBeUndefined();
    expect(parsed.notes).toBeUndefined();
  });

  it("accepts every city choice and nothing else", () => {
    for (const city of CITIES) expect(customerSchema.safeParse({ ...valid, city }).success).toBe(true);
    for (const city of ["Paris", "", "doha"]) expect(customerSchema.safeParse({ ...valid, city }).success).toBe(false);
  });

  it("enforces the length limits", () => {
    expect(customerSchema.safeParse({ ...valid, name: "x".repeat(LIMITS.name) }).success).toBe(true);
    expect(customerSchema.safeParse({ ...valid, name: "x".repeat(LIMITS.name + 1) }).success).toBe(false);
    expect(customerSchema.safeParse({ ...valid, notes: "x".repeat(LIMITS.notes + 1) }).success).toBe(false);
    expect(customerSchema.safeParse({ ...valid, address: "x".repeat(LIMITS.address + 1) }).success).toBe(false);
  });
});

describe("checkCustomer", () => {
  it("returns the parsed customer when everything is right", () => {
    const check = checkCustomer({ ...valid, email: "" });
    expect(check).toEqual({ ok: true, customer: { ...valid, email: undefined } });
  });

  it("gives one message per wrong field, for the form to show beside each input", () => {
    const check = checkCustomer({ name: " ", email: "not-an-email", phone: "5555", address: "", city: "Paris", notes: "" });
    expect(check.ok).toBe(false);
    if (check.ok) return;
    expect(check.errors).toEqual({
      name: { code: "required", message: "Name is required." },
      email: { code: "invalid", message: "Please enter a valid email address." },
      phone: { code: "invalid", message: PHONE_ERROR },
      address: { code: "required", message: "Address is required." },
      city: { code: "invalid", message: "Please choose a city from the list." },
    });
  });

  it("requires the phone, and shows the product's text for an invalid one", () => {
    const missing = checkCustomer({ ...valid, phone: "" });
    const wrong = checkCustomer({ ...valid, phone: "+44 20 7946 0958" });
    expect(!missing.ok && missing.errors.phone).toEqual({ code: "required", message: "Phone is required." });
    expect(!wrong.ok && wrong.errors).toEqual({ phone: { code: "invalid", message: "Please enter a valid +974 phone number." } });
  });

  it("accepts Arabic-Indic digits in the phone", () => {
    expect(checkCustomer({ ...valid, phone: "٥٥٥٥١٢٣٤" }).ok).toBe(true);
  });

  it("refuses what is not an object at all, with a message", () => {
    const check = checkCustomer(null);
    expect(check.ok).toBe(false);
    if (!check.ok) expect(check.message).not.toBe("");
  });

  it("only names fields the form has", () => {
    const check = checkCustomer({ ...valid, name: "", extra: 1 });
    expect(!check.ok && Object.keys(check.errors).every((k) => (CUSTOMER_FIELDS as readonly string[]).includes(k))).toBe(true);
  });
});

describe("orderRequestSchema", () => {
  const items = [
    { type: "product", productId: "1", quantity: 2 },
    { type: "bundle", bundleId: "bundle1", quantity: 1 },
    { type: "custom-trio", productIds: ["2", "3", "4"], quantity: 1 },
  ];

  it("accepts each kind of line and strips client prices", () => {
    const parsed = orderRequestSchema.parse({ customer: valid, items: items.map((i) => ({ ...i, price: 1 })) });
    expect(parsed.items).toEqual(items);
  });

  it("refuses an empty cart, a bad quantity and a trio that is not three different perfumes", () => {
    expect(orderRequestSchema.safeParse({ customer: valid, items: [] }).success).toBe(false);
    expect(orderRequestSchema.safeParse({ customer: valid, items: [{ ...items[0], quantity: 0 }] }).success).toBe(false);
    expect(orderRequestSchema.safeParse({ customer: valid, items: [{ ...items[0], quantity: 1.5 }] }).success).toBe(false);
    expect(
      orderRequestSchema.safeParse({
        customer: valid,
        items: [{ type: "custom-trio", productIds: ["2", "2", "4"], quantity: 1 }],
      }).success,
    ).toBe(false);
    expect(
      orderRequestSchema.safeParse({ customer: valid, items: [{ type: "custom-trio", productIds: ["2", "3"], quantity: 1 }] })
        .success,
    ).toBe(false);
  });
});

describe("blue plate numbers", () => {
  it("are optional digits, Arabic-Indic ones read as 0-9", () => {
    const base = { name: "Noor", phone: "5555 1234", address: "Zone 1", city: "Al Daayen" };
    const ok = checkCustomer({ ...base, zone: "٦٦", street: " 340 ", building: "" });
    expect(ok.ok && ok.customer).toMatchObject({ zone: "66", street: "340", city: "Al Daayen" });
    expect(ok.ok && ok.customer.building).toBeUndefined();
    const bad = checkCustomer({ ...base, zone: "66a" });
    expect(bad.ok).toBe(false);
  });
});
