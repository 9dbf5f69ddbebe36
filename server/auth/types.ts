// The signed-in staff member as every admin layer sees it: API handlers (c.get("admin")), page
// loaders (requireAdmin) and the audit log. Never carries the password hash or the session token.
import type { Role } from "../../app/shared/staff-roles";
import type { StaffLanguage } from "../../app/shared/staff-language";

export interface AdminUser {
  id: string;
  username: string;
  role: Role;
}

/** What a session knows of its person beyond who they are: what they must do before anything else. */
export interface SessionUser extends AdminUser {
  /** Signed in with a temporary password: they choose their own first. */
  mustChangePassword: boolean;
  twoFactor: boolean;
  /** Their admin language; null until their first sign-in sets it (decision 043). */
  language: StaffLanguage | null;
  arabicDigits: boolean;
}
