// Migrations are listed here rather than discovered on disk, so they ship inside any bundle.
import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { Db } from "./database";
import * as m001 from "./migrations/001_initial";
import * as m002 from "./migrations/002_staff";
import * as m003 from "./migrations/003_order_admin";
import * as m004 from "./migrations/004_order_language";
import * as m005 from "./migrations/005_search_index_behind";
import * as m006 from "./migrations/006_order_limits";
import * as m007 from "./migrations/007_cancelled_revenue";
import * as m008 from "./migrations/008_product_stock";
import * as m009 from "./migrations/009_catalogue_owned";
import * as m010 from "./migrations/010_order_numbers";
import * as m011 from "./migrations/011_address_plates";
import * as m012 from "./migrations/012_mail_outbox";
import * as m013 from "./migrations/013_blocked_phones";
import * as m014 from "./migrations/014_order_review";
import * as m015 from "./migrations/015_orders_by_phone";
import * as m016 from "./migrations/016_limit_overrides";
import * as m017 from "./migrations/017_bot_flags";
import * as m018 from "./migrations/018_customers";
import * as m019 from "./migrations/019_review_daily_stats";
import * as m020 from "./migrations/020_staff_accounts";
import * as m021 from "./migrations/021_unconfirmed_daily";
import * as m022 from "./migrations/022_delivery";
import * as m023 from "./migrations/023_custom_trio_choice";
import * as m024 from "./migrations/024_receipts_by_address";
import * as m025 from "./migrations/025_session_wrong_answers";
import * as m026 from "./migrations/026_health_probe";
import * as m028 from "./migrations/028_orders_by_area";
import * as m029 from "./migrations/029_product_variants";
import * as m030 from "./migrations/030_order_item_variants";
import * as m031 from "./migrations/031_perfume_attributes";
import * as m032 from "./migrations/032_promotions";
import * as m033 from "./migrations/033_order_gifts";
import * as m034 from "./migrations/034_bundle_variants";
import * as m035 from "./migrations/035_storefront_content";
import * as m036 from "./migrations/036_payments";
import * as m039 from "./migrations/039_staff_language";
import * as m040 from "./migrations/040_payment_statuses";
import * as m041 from "./migrations/041_mail_amount";
import * as m042 from "./migrations/042_payment_admin";
import * as m043 from "./migrations/043_accounts";
import * as m045 from "./migrations/045_reviews";
import * as m046 from "./migrations/046_shared_storage";
import * as m048 from "./migrations/048_wishlist_back_in_stock";
import * as m049 from "./migrations/049_abandoned_carts";
import * as m050 from "./migrations/050_returns";
import * as m051 from "./migrations/051_store_credit";
import * as m052 from "./migrations/052_daily_stats_plpgsql";
import * as m053 from "./migrations/053_daily_totals_at_commit";
import * as m054 from "./migrations/054_order_holds";
import * as m055 from "./migrations/055_cart_reminder_consent";
import * as m056 from "./migrations/056_refunds_as_paid";
import * as m057 from "./migrations/057_one_default_address";

const migrations: Record<string, Migration> = {
  "001_initial": m001,
  "002_staff": m002,
  "003_order_admin": m003,
  "004_order_language": m004,
  "005_search_index_behind": m005,
  "006_order_limits": m006,
  "007_cancelled_revenue": m007,
  "008_product_stock": m008,
  "009_catalogue_owned": m009,
  "010_order_numbers": m010,
  "011_address_plates": m011,
  "012_mail_outbox": m012,
  "013_blocked_phones": m013,
  "014_order_review": m014,
  "015_orders_by_phone": m015,
  "016_limit_overrides": m016,
  "017_bot_flags": m017,
  "018_customers": m018,
  "019_review_daily_stats": m019,
  "020_staff_accounts": m020,
  "021_unconfirmed_daily": m021,
  "022_delivery": m022,
  "023_custom_trio_choice": m023,
  "024_receipts_by_address": m024,
  "025_session_wrong_answers": m025,
  "026_health_probe": m026,
  "028_orders_by_area": m028,
  "029_product_variants": m029,
  "030_order_item_variants": m030,
  "031_perfume_attributes": m031,
  "032_promotions": m032,
  "033_order_gifts": m033,
  "034_bundle_variants": m034,
  "035_storefront_content": m035,
  "036_payments": m036,
  "039_staff_language": m039,
  "040_payment_statuses": m040,
  "041_mail_amount": m041,
  "042_payment_admin": m042,
  "043_accounts": m043,
  "045_reviews": m045,
  "046_shared_storage": m046,
  "048_wishlist_back_in_stock": m048,
  "049_abandoned_carts": m049,
  "050_returns": m050,
  "051_store_credit": m051,
  "052_daily_stats_plpgsql": m052,
  "053_daily_totals_at_commit": m053,
  "054_order_holds": m054,
  "055_cart_reminder_consent": m055,
  "056_refunds_as_paid": m056,
  "057_one_default_address": m057,
};

/** Every migration by name (a test migrates part of the way with it). */
export const migrationList = () => migrations;

class StaticProvider implements MigrationProvider {
  async getMigrations() {
    return migrations;
  }
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({
    db: db.kysely,
    provider: new StaticProvider(),
    // Kysely looks for its bookkeeping tables in every schema; pinning ours stops it from
    // mistaking another schema's tables (e.g. a parallel test run's) for this one's.
    ...(db.schema ? { migrationTableSchema: db.schema } : {}),
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ""} failed: ${String(error)}`);
  }
}
