// The signed-in person as the admin's screens see them: who they are, their role, and
// whether they must finish something first. The layout's loader provides it; `refresh` re-reads it
// after the person changes their own account (a new password, two-factor sign-in turned on).
import { createContext, useContext, type ReactNode } from "react";
import type { CurrentUser } from "./team-contract";
import { can, type Permission } from "../../shared/staff-roles";

interface AdminUserValue {
  user: CurrentUser;
  refresh(): Promise<void>;
}

const AdminUserContext = createContext<AdminUserValue | null>(null);

export function AdminUserProvider({ value, children }: { value: AdminUserValue; children: ReactNode }) {
  return <AdminUserContext.Provider value={value}>{children}</AdminUserContext.Provider>;
}

export function useAdminUser(): AdminUserValue {
  const value = useContext(AdminUserContext);
  if (!value) throw new Error("useAdminUser must be used inside the admin layout");
  return value;
}

/** Whether the signed-in person's role allows `permission` (app/shared/staff-roles.ts). */
export function useCan(permission: Permission): boolean {
  return can(useAdminUser().user.role, permission);
}
