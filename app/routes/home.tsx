import type { Route } from "./+types/home";
import { useCatalogue, useStore } from "../hooks/use-root-data";
import { formatQR } from "../lib/money";

export function meta({ matches }: Route.MetaArgs) {
  const brand = (matches[0]?.data as { store?: { brand: string } } | undefined)?.store?.brand ?? "";
  return [{ title: `${brand} | Luxury Perfumes in Qatar` }];
}

// Placeholder home page: the storefront issue builds the real one.
export default function Home() {
  const store = useStore();
  const { products } = useCatalogue();
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="font-display text-5xl">{store.brand}</h1>
      <ul className="mt-8 grid gap-2">
        {products.map((p) => (
          <li key={p.id}>
            {p.name} <span>{formatQR(p.price)}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
