// A titled grid of product cards: Shop by Fragrance, Best Sellers and New Arrivals.
import type { ReactNode } from "react";
import type { Product } from "../../shared/catalogue";
import { ProductCard } from "../product-card";
import { SectionHeading } from "./section-heading";

interface ProductGridSectionProps {
  id: string;
  title: string;
  subtitle?: string;
  products: Product[];
  /** A hairline above the heading, to part it from a neighbour on the same background. */
  divided?: boolean;
  footer?: ReactNode;
}

export function ProductGridSection({ id, title, subtitle, products, divided = false, footer }: ProductGridSectionProps) {
  if (products.length === 0) return null;
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className="scroll-mt-24">
      <div className={`mx-auto max-w-7xl px-4 py-20 sm:px-6 md:py-28 lg:px-8 ${divided ? "border-t border-ink/10" : ""}`}>
        <SectionHeading id={headingId} title={title} subtitle={subtitle} />
        <ul role="list" className="grid grid-cols-2 gap-x-4 gap-y-10 sm:gap-x-6 lg:grid-cols-4 lg:gap-x-8">
          {products.map((p) => (
            <li key={p.id} className="min-w-0">
              <ProductCard product={p} />
            </li>
          ))}
        </ul>
        {footer && <div className="mt-12 text-center md:mt-16">{footer}</div>}
      </div>
    </section>
  );
}
