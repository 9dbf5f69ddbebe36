import { redirect } from "react-router";

export function loader() {
  return redirect("/admin/dashboard?section=overview");
}

export default function AdminCatchAll() {
  return null;
}
