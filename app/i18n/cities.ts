// Qatar's delivery areas by name in each language, read by the checkout's and the admin's
// dictionaries alike (the value stored is the English name: CITIES in app/shared/order-schema.ts).
// Each dictionary words "other" its own way: the shopper is asked to specify, staff are sent to the notes.
import type { City } from "../shared/order-schema";

type NamedCity = Exclude<City, "Other (Specify in notes)">;

export const CITY_NAMES_EN = {
  Doha: "Doha",
  "Al Rayyan": "Al Rayyan",
  "Al Wakrah": "Al Wakrah",
  "Al Khor": "Al Khor",
  Lusail: "Lusail",
  "Umm Salal": "Umm Salal",
  "Al Daayen": "Al Daayen",
  "Al Shamal": "Al Shamal",
  Mesaieed: "Mesaieed",
  Dukhan: "Dukhan",
} satisfies Record<NamedCity, string>;

export const CITY_NAMES_AR = {
  Doha: "الدوحة",
  "Al Rayyan": "الريان",
  "Al Wakrah": "الوكرة",
  "Al Khor": "الخور",
  Lusail: "لوسيل",
  "Umm Salal": "أم صلال",
  "Al Daayen": "الضعاين",
  "Al Shamal": "الشمال",
  Mesaieed: "مسيعيد",
  Dukhan: "دخان",
} satisfies Record<NamedCity, string>;
