// /admin/packing-slips?ids=a,b,c: the packing slips of the orders selected in the list,
// one page each, printed in one go. Signed-in staff only.
import { useLoaderData } from "react-router";
import type { Route } from "./+types/admin.packing-slips";
import { requireAdmin } from "../auth.server";
import { OrderDocuments } from "../admin/orders/order-document";
import { documentData } from "../admin/orders/documents.server";
import type { Order } from "../shared/order";
import { ownerStore } from "../admin/storefront/owner-store.server";

/** More than a day's packing in one print run is a mistake, not a batch. */
const MAX_SLIPS = 200;

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const ids = [...new Set((new URL(request.url).searchParams.get("ids") ?? "").split(",").filter(Boolean))].slice(0, MAX_SLIPS);
  const found = await Promise.all(ids.map((id) => context.services.orders.find(id)));
  const orders = found.filter((order): order is Order => order !== null);
  if (orders.length === 0) throw new Response("No such orders.", { status: 404 });
  return documentData(orders, await ownerStore(context.services), request.url);
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: `Packing Slips (${loaded?.orders.length ?? 0})` },
  { name: "robots", content: "noindex, nofollow" },
];

export default function PackingSlipsPage() {
  const { orders, store, paper } = useLoaderData<typeof loader>();
  return <OrderDocuments orders={orders} kind="packing-slip" store={store} paper={paper} />;
}
