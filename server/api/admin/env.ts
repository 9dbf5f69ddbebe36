// Hono environment of every admin router: the guard in ./index.ts sets `admin` to the signed-in
// staff member before any handler runs, so handlers read c.get("admin") for audit and history.
import type { AdminUser } from "../../auth/types";
import type { StaffLanguage } from "../../../app/shared/staff-language";

export type AdminEnv = {
  Variables: {
    admin: AdminUser;
    /** The stored id of the session the guard checked (what live streams are tied to). */
    sessionId?: string;
    /** Their admin language, which the API's problems are worded in (./problem-language.ts). */
    staffLanguage?: StaffLanguage;
  };
};
