// /admin/orders/:id/invoice: the order's invoice, printable on A4 or an 80 mm receipt printer
// (?paper=receipt), in the order's language. Signed-in staff only (requireAdmin redirects others).
import { useLoaderData } from "react-router";
import type { Route } from "./+types/admin.orders.$id.invoice";
import { requireAdmin } from "../auth.server";
import { OrderDocuments } from "../admin/orders/order-document";
import { documentData } from "../admin/orders/documents.server";
import { ownerStore } from "../admin/storefront/owner-store.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  const order = await context.services.orders.find(params.id);
  if (!order) throw new Response("No such order.", { status: 404 });
  return documentData([order], await ownerStore(context.services), request.url);
}

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `Invoice #${loaded.orders[0].orderNumber}` : "Invoice" },
  { name: "robots", content: "noindex, nofollow" },
];

export default function InvoicePage() {
  const { orders, store, paper } = useLoaderData<typeof loader>();
  return <OrderDocuments orders={orders} kind="invoice" store={store} paper={paper} />;
}
