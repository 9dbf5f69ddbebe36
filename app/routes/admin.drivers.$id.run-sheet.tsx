// /admin/drivers/:id/run-sheet: a driver's run sheet, to print on A4 or read on a phone.
// Signed-in staff only (requireAdmin sends others to sign in); the sheet itself is read from the
// admin API in the browser, under the same session and rules as the dashboard.
import { useLoaderData } from "react-router";
import type { Route } from "./+types/admin.drivers.$id.run-sheet";
import { requireAdmin } from "../auth.server";
import { RunSheetPage } from "../admin/delivery/run-sheet";
import { ownerStore } from "../admin/storefront/owner-store.server";

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return { driverId: params.id, store: await ownerStore(context.services) };
}

export const meta: Route.MetaFunction = () => [{ title: "Run sheet" }, { name: "robots", content: "noindex, nofollow" }];

export default function RunSheetRoute() {
  const { driverId, store } = useLoaderData<typeof loader>();
  return <RunSheetPage driverId={driverId} store={store} />;
}
