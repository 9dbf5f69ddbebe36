import { redirect } from "react-router";

// SPEC.md: any unknown storefront path redirects to the home page.
export function loader() {
  return redirect("/");
}

export default function CatchAll() {
  return null;
}
