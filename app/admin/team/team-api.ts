// The team's query keys: staff accounts, the security policy, one's own sessions, the audit trail.
export const teamKeys = {
  staff: ["admin", "staff"] as const,
  security: ["admin", "security"] as const,
  sessions: ["admin", "sessions"] as const,
  audit: ["admin", "audit"] as const,
};
