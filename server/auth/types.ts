// The signed-in staff member as every admin layer sees it: API handlers (c.get("admin")), page
// loaders (requireAdmin) and the audit log. Never carries the password hash or the session token.
export interface AdminUser {
  id: string;
  username: string;
}
