import { redirect } from "react-router";
import type { Route } from "./+types/catch-all";
import { localeOfPath, localizePath } from "../shared/locale";

// docs/product.md: any unknown storefront path redirects to the home page (of the same edition).
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localizePath("/", localeOfPath(new URL(request.url).pathname)));
}

export default function CatchAll() {
  return null;
}
