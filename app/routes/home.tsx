import { useRouteLoaderData } from "react-router";
import type { Route } from "./+types/home";
import type { loader as rootLoader } from "../root";
import { formatQR } from "../lib/money";

export async function loader({ context }: Route.LoaderArgs) {
  const catalogue = await context.services.catalogue.get();
  return { products: catalogue.products };
}

export function meta({ matches }: Route.MetaArgs) {
  const brand = (matches[0]?.data as { store?: { brand: string } } | undefined)?.store?.brand ?? "";
  return [{ title: `${brand} | Luxury Perfumes in Qatar` }];
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  return (
    <main className="mx-auto max-w-5xl px-6 py-16">
      <h1 className="font-display text-5xl">{root?.store.brand}</h1>
      <ul className="mt-8 grid gap-2">
        {loaderData.products.map((p) => (
          <li key={p.id}>
            {p.name} <span>{formatQR(p.price)}</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
