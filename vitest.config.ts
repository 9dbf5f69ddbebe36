import { defineConfig } from "vitest/config";

// Two projects: `fast` is the loop to run while working (`npm run test:fast`): the pure rule modules
// and the integration suites that run in this process on a database of their own. `slow` holds the
// suites that start other processes (a server, a second server, a script, the deployment tools),
// crash or overload one, try thousands of generated inputs, or spend seconds of CPU on purpose
// (thousands of orders, passwords hashed at their real cost). `npm test` runs both.
const SLOW = [
  "tests/admin-search-at-scale.test.ts",
  "tests/auth-admin-create.test.ts",
  "tests/auth-password-cost.test.ts",
  "tests/backup.test.ts",
  "tests/backup-schedule.test.ts",
  "tests/connections.test.ts",
  "tests/crash-safety.test.ts",
  "tests/deployment-files.test.ts",
  "tests/hostile-orders.test.ts",
  "tests/mail-crash.test.ts",
  "tests/order-limits-network.test.ts",
  "tests/overload.test.ts",
  "tests/realtime-processes.test.ts",
  "tests/two-processes.test.ts",
  "**/*.property.test.ts",
];

const shared = { environment: "node", testTimeout: 20_000, hookTimeout: 60_000, pool: "forks" } as const;

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...shared,
          name: "fast",
          include: ["app/**/*.test.{ts,tsx}", "server/**/*.test.ts", "tests/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", ...SLOW],
        },
      },
      { test: { ...shared, name: "slow", include: SLOW, exclude: ["**/node_modules/**"] } },
    ],
  },
});
