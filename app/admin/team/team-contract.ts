// Staff, sign-in, one's own account and the audit trail as the admin API answers them
// (docs/decisions/028). Types only, shared with server/auth and the server's handlers.
import type { AuditNames } from "../../shared/audit-wording";
import type { AccountHold, Role } from "../../shared/staff-roles";
import type { StaffLanguage } from "../../shared/staff-language";

export interface FailedSignIns {
  count: number;
  lastAt: string;
  lastAddress: string | null;
}

/** POST /api/admin/login */
export interface SignedIn {
  username: string;
  /** Failed attempts on this account since its last sign-in, if any. */
  failedSignIns: FailedSignIns | null;
}

/** GET /api/admin/session */
export interface CurrentUser {
  username: string;
  role: Role;
  twoFactor: boolean;
  /** What they must do before anything else (choose a password, set up two-factor sign-in). */
  hold: AccountHold | null;
  /** Their admin language and digits (decision 043). */
  language: StaffLanguage;
  arabicDigits: boolean;
}

/** One account in the Staff section (GET /api/admin/staff). */
export interface StaffMember {
  username: string;
  role: Role;
  disabled: boolean;
  twoFactor: boolean;
  /** Still on the temporary password the owner gave. */
  mustChangePassword: boolean;
  createdAt: string;
  lastLoginAt: string | null;
}

export interface StaffList {
  staff: StaffMember[];
}

/** POST /api/admin/staff and .../reset-password: the temporary password, shown once. */
export interface TemporaryPassword {
  username: string;
  temporaryPassword: string;
}

/** GET /api/admin/me/sessions */
export interface StaffSession {
  id: string;
  current: boolean;
  userAgent: string | null;
  ip: string | null;
  createdAt: string;
  lastSeenAt: string;
}

export interface StaffSessions {
  sessions: StaffSession[];
}

/** POST /api/admin/me/2fa/setup */
export interface TwoFactorSetup {
  secret: string;
  otpauthUrl: string;
  /** The QR code as an SVG document, made by the server. */
  qrSvg: string;
}

/** POST /api/admin/me/2fa/enable: shown once. */
export interface RecoveryCodes {
  recoveryCodes: string[];
}

/** One row of the audit trail (GET /api/admin/audit). */
export interface AuditEntry {
  id: string;
  at: string;
  actor: string | null;
  action: string;
  target: string | null;
  ip: string | null;
  detail: string | null;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** Order numbers and names for the ids the page's older entries hold (app/shared/audit-wording.ts). */
  names: AuditNames;
  total: number;
  page: number;
  pageSize: number;
}

/** GET/PUT /api/admin/settings/security */
export interface SecurityPolicy {
  requireOwnerTwoFactor: boolean;
}
