// Placeholder: the storefront issue replaces this with the real card (image, name, price,
// notes or category, quick view). The props are the contract other pages rely on.
import { Link } from "react-router";
import type { Product } from "../lib/catalogue";
import { formatQR } from "../lib/money";

export interface ProductCardProps {
  product: Product;
  /** Above the fold: load the image eagerly. */
  priority?: boolean;
}

export function ProductCard({ product }: ProductCardProps) {
  return (
    <article>
      <Link to={`/product/${product.slug}`}>{product.name}</Link>
      <p>{formatQR(product.price)}</p>
    </article>
  );
}
