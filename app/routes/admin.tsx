import { Outlet } from "react-router";

// Placeholder admin layout: the guard and sidebar arrive with the admin issue.
export default function AdminLayout() {
  return <Outlet />;
}
