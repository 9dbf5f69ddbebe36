// Signing out from the admin (the sidebar, the account-hold screen): the server ends the session,
// then the login page says 'Logged Out' once.
import { useState } from "react";
import { useNavigate } from "react-router";
import { adminRequest, signOut } from "../api/admin-api";
import { LOGIN_PATH } from "../api/admin-redirect";

/** Tells the login page to show 'Logged Out' once we get there. */
export interface LoginPageState {
  loggedOut?: boolean;
}

export function useLogout(): { logout(): Promise<void>; leaving: boolean } {
  const navigate = useNavigate();
  const [leaving, setLeaving] = useState(false);
  const logout = async () => {
    setLeaving(true);
    signOut.inProgress = true;
    try {
      await adminRequest<void>("/api/admin/logout", { method: "POST", redirectOn401: false });
    } catch {
      // Signed out already, or the server is unreachable: either way we leave for the login page.
    }
    const state: LoginPageState = { loggedOut: true };
    void navigate(LOGIN_PATH, { replace: true, state });
  };
  return { logout, leaving };
}
