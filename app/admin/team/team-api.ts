// The team's reads through TanStack Query and its changes: staff accounts, the owners' two-factor
// rule, one's own sessions, the audit trail.
import { useQuery } from "@tanstack/react-query";
import type { Role } from "../../shared/staff-roles";
import { adminRequest } from "../api/admin-api";
import type { SecurityPolicy, StaffList, StaffMember, TemporaryPassword } from "./team-contract";

export const teamKeys = {
  staff: ["admin", "staff"] as const,
  security: ["admin", "security"] as const,
  sessions: ["admin", "sessions"] as const,
  audit: ["admin", "audit"] as const,
};

/** What the owner does to someone's account from the Staff section. */
export type StaffChange =
  | { kind: "patch"; username: string; body: { role?: Role; disabled?: boolean } }
  | { kind: "reset"; username: string }
  | { kind: "sign-out"; username: string };

export function useStaffList() {
  return useQuery({
    queryKey: teamKeys.staff,
    queryFn: ({ signal }) => adminRequest<StaffList>("/api/admin/staff", { signal }),
  });
}

export function useSecurityPolicy() {
  return useQuery({
    queryKey: teamKeys.security,
    queryFn: ({ signal }) => adminRequest<SecurityPolicy>("/api/admin/settings/security", { signal }),
  });
}

export const teamApi = {
  /** A new person, with the temporary password to give them. */
  addStaff: (body: { username: string; role: Role }) =>
    adminRequest<TemporaryPassword>("/api/admin/staff", { method: "POST", body }),
  /** A reset answers with the new temporary password; the other changes with the account or nothing. */
  changeStaff: async (change: StaffChange): Promise<StaffMember | TemporaryPassword | void> => {
    const path = `/api/admin/staff/${encodeURIComponent(change.username)}`;
    if (change.kind === "patch") return adminRequest<StaffMember>(path, { method: "PATCH", body: change.body });
    if (change.kind === "reset") return adminRequest<TemporaryPassword>(`${path}/reset-password`, { method: "POST" });
    return adminRequest<void>(`${path}/sign-out`, { method: "POST" });
  },
  savePolicy: (body: SecurityPolicy) => adminRequest<SecurityPolicy>("/api/admin/settings/security", { method: "PUT", body }),
};
