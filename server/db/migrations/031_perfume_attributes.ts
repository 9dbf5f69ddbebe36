// Perfume attributes (docs/decisions/034): concentration, one or two fragrance families from a list
// the owner extends, the notes as a pyramid, an optional house (brand, with its Arabic name and the
// spellings shoppers type) and year, and the perfume's own Arabic search spellings.
//
// Today's notes become the heart notes: the `notes` and `notes_ar` columns keep their values and
// from now on mean the heart of the pyramid; the top and base tiers are new columns, empty until
// the owner fills them. Lists are stored as the storefront shows them (comma-joined), families as
// their ids joined by commas, in the owner's order. The eight perfumes the shop opened with get
// their houses, families and concentrations here (also for a new shop: server/db/seed.ts calls
// `fillSeededAttributes` after seeding), each only while the owner has not set its house.
import type { Kysely } from "kysely";

/** The families a shop starts with (the owner adds more in the admin). */
export const SEEDED_FAMILIES = [
  { id: "woody", name: "Woody", name_ar: "خشبي" },
  { id: "floral", name: "Floral", name_ar: "زهري" },
  { id: "amber", name: "Amber (Oriental)", name_ar: "عنبري شرقي" },
  { id: "fresh", name: "Fresh", name_ar: "منعش" },
  { id: "oud", name: "Oud", name_ar: "عود" },
  { id: "gourmand", name: "Gourmand", name_ar: "حلو شهي" },
  { id: "musk", name: "Musk", name_ar: "مسك" },
  { id: "citrus", name: "Citrus", name_ar: "حمضي" },
  { id: "aromatic", name: "Aromatic", name_ar: "عطري" },
];

interface SeededAttributes {
  concentration: string;
  families: string;
  brand: string;
  brand_ar: string;
  brand_aliases: string;
  year: number;
  search_aliases: string;
  notes_top: string;
  notes_top_ar: string;
  notes_base: string;
  notes_base_ar: string;
}

const DIOR = { brand: "Dior", brand_ar: "ديور", brand_aliases: "Christian Dior, كريستيان ديور, ديور" };
const TOM_FORD = { brand: "Tom Ford", brand_ar: "توم فورد", brand_aliases: "تومفورد, توم فورد" };

/** Fixed here, by the ids of server/db/catalogue-data.ts: a migration must not change with the seed. */
const SEEDED_ATTRIBUTES: Record<string, SeededAttributes> = {
  "1": {
    concentration: "Eau de Parfum",
    families: "fresh,woody",
    brand: "Creed",
    brand_ar: "كريد",
    brand_aliases: "كريد, كرييد, House of Creed",
    year: 2010,
    search_aliases: "كريد افنتوس, أفينتوس, افينتوس",
    notes_top: "Bergamot, Apple",
    notes_top_ar: "برغموت، تفاح",
    notes_base: "Oakmoss, Vanilla",
    notes_base_ar: "طحلب البلوط، فانيليا",
  },
  "2": {
    concentration: "Eau de Parfum",
    families: "amber,woody",
    brand: "Maison Francis Kurkdjian",
    brand_ar: "ميزون فرانسيس كركدجيان",
    brand_aliases: "MFK, Francis Kurkdjian, فرانسيس كركدجيان, كركدجيان",
    year: 2015,
    search_aliases: "باكارات روج, بكارات, باكارات",
    notes_top: "Orange Blossom",
    notes_top_ar: "زهر البرتقال",
    notes_base: "Fir Resin, Cedar",
    notes_base_ar: "راتنج التنوب، أرز",
  },
  "3": {
    concentration: "Eau de Parfum",
    families: "floral",
    ...DIOR,
    year: 2021,
    search_aliases: "مس ديور, ميس ديور",
    notes_top: "Mandarin",
    notes_top_ar: "يوسفي",
    notes_base: "Vanilla, Musk",
    notes_base_ar: "فانيليا، مسك",
  },
  "4": {
    concentration: "Eau de Parfum",
    families: "woody,amber",
    ...TOM_FORD,
    year: 2018,
    search_aliases: "أومبري ليذر, اومبر ليذر, جلد",
    notes_top: "Pink Pepper",
    notes_top_ar: "فلفل وردي",
    notes_base: "Amber, Moss",
    notes_base_ar: "عنبر، طحلب",
  },
  "5": {
    concentration: "Eau de Parfum",
    families: "gourmand,amber",
    ...TOM_FORD,
    year: 2007,
    search_aliases: "توباكو فانيلا, توباكو فانيل, تبغ",
    notes_top: "Spices",
    notes_top_ar: "توابل",
    notes_base: "Tonka Bean, Woods",
    notes_base_ar: "فول التونكا، أخشاب",
  },
  "6": {
    concentration: "Eau de Parfum",
    families: "fresh,aromatic",
    brand: "Yves Saint Laurent",
    brand_ar: "إيف سان لوران",
    brand_aliases: "YSL, Saint Laurent, سان لوران, ايف سان لوران",
    year: 2018,
    search_aliases: "واي, واي او دو بارفان",
    notes_top: "Bergamot",
    notes_top_ar: "برغموت",
    notes_base: "Cedar, Tonka Bean",
    notes_base_ar: "أرز، فول التونكا",
  },
  "7": {
    concentration: "Eau de Toilette",
    families: "woody,aromatic",
    brand: "Valentino",
    brand_ar: "فالنتينو",
    brand_aliases: "فالانتينو, فلانتينو",
    year: 2019,
    search_aliases: "بورن إن روما, بورن ان روما, اومو",
    notes_top: "Sea Salt",
    notes_top_ar: "ملح البحر",
    notes_base: "Cedar",
    notes_base_ar: "أرز",
  },
  "8": {
    concentration: "Parfum",
    families: "gourmand,amber",
    brand: "Giorgio Armani",
    brand_ar: "جورجيو أرماني",
    brand_aliases: "Armani, Emporio Armani, أرماني, امبوريو ارماني",
    year: 2021,
    search_aliases: "سترونغر ويذ يو, سترونجر ويذ يو, ابسولوتلي",
    notes_top: "Elemi",
    notes_top_ar: "إليمي",
    notes_base: "Amber",
    notes_base_ar: "عنبر",
  },
};

/** Gives the seeded perfumes their attributes, where the owner has not set a house yet. */
export async function fillSeededAttributes(db: Kysely<any>): Promise<void> {
  for (const [id, attributes] of Object.entries(SEEDED_ATTRIBUTES)) {
    await db.updateTable("products").set(attributes).where("id", "=", id).where("brand", "is", null).execute();
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable("fragrance_families")
    .addColumn("id", "text", (c) => c.primaryKey())
    .addColumn("name", "text", (c) => c.notNull())
    .addColumn("name_ar", "text", (c) => c.notNull())
    .addColumn("position", "integer", (c) => c.notNull())
    .execute();
  await db
    .insertInto("fragrance_families")
    .values(SEEDED_FAMILIES.map((f, position) => ({ ...f, position })))
    .execute();
  // One column per statement: SQLite's ALTER TABLE adds one at a time.
  const columns: [string, "text" | "integer", boolean][] = [
    ["concentration", "text", false],
    ["families", "text", true],
    ["notes_top", "text", true],
    ["notes_top_ar", "text", true],
    ["notes_base", "text", true],
    ["notes_base_ar", "text", true],
    ["brand", "text", false],
    ["brand_ar", "text", false],
    ["brand_aliases", "text", true],
    ["year", "integer", false],
    ["search_aliases", "text", true],
  ];
  for (const [name, type, required] of columns) {
    await db.schema
      .alterTable("products")
      .addColumn(name, type, (c) => (required ? c.notNull().defaultTo("") : c))
      .execute();
  }
  await fillSeededAttributes(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of [
    "concentration",
    "families",
    "notes_top",
    "notes_top_ar",
    "notes_base",
    "notes_base_ar",
    "brand",
    "brand_ar",
    "brand_aliases",
    "year",
    "search_aliases",
  ]) {
    await db.schema.alterTable("products").dropColumn(name).execute();
  }
  await db.schema.dropTable("fragrance_families").execute();
}
