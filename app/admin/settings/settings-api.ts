// The shop settings' query key.
export const settingsKeys = {
  settings: ["admin", "settings"] as const,
};
