// Table shapes as Kysely sees them. Money columns are integer dirhams; timestamps are ISO-8601 UTC
// text ("2026-11-23T09:15:01.123Z") on both engines, so the same queries compare and group them.
export interface ProductsTable {
  id: string;
  slug: string;
  name: string;
  price: number;
  image: string;
  description: string;
  category: string;
  notes: string;
  stripe_price_id: string | null;
  position: number;
}

export interface BundlesTable {
  id: string;
  name: string;
  description: string;
  price: number;
  discount: number;
  image: string;
  stripe_price_id: string | null;
  position: number;
}

export interface BundleProductsTable {
  bundle_id: string;
  product_id: string;
  position: number;
}

export interface OrdersTable {
  id: string;
  created_at: string;
  updated_at: string;
  customer_name: string;
  customer_email: string | null;
  customer_phone: string;
  phone_number: string | null;
  customer_address: string;
  customer_city: string;
  order_notes: string | null;
  total_amount: number;
  shipping_cost: number;
  final_total: number;
  status: string;
  payment_method: string;
}

export interface OrderItemsTable {
  order_id: string;
  position: number;
  item_type: string;
  /** Product id, bundle id, or null for a custom trio. */
  item_ref: string | null;
  name: string;
  image: string | null;
  quantity: number;
  unit_price: number;
  line_total: number;
  /** JSON array of the perfumes inside a bundle or trio: {id,name,quantity,price,image}. */
  products: string | null;
}

export interface IdempotencyKeysTable {
  key: string;
  fingerprint: string;
  order_id: string;
  created_at: string;
}

export interface Database {
  products: ProductsTable;
  bundles: BundlesTable;
  bundle_products: BundleProductsTable;
  orders: OrdersTable;
  order_items: OrderItemsTable;
  idempotency_keys: IdempotencyKeysTable;
}
