import { redirect } from "react-router";

// docs/product.md: /admin with no sub-path goes to the overview.
export function loader() {
  return redirect("/admin/dashboard?section=overview");
}

export default function AdminIndex() {
  return null;
}
