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
  "tests/seed-orders.test.ts",
  "tests/two-hosts.test.ts",
  "tests/two-processes.test.ts",
  "tests/worker-kills.test.ts",
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
          // Two files at once, also on a 2-core machine (Vitest's default there is one): each file
          // works on a database of its own (a SQLite folder, a PostgreSQL schema, or a database
          // where it migrates in a test: tests/support/test-db.ts).
          maxWorkers: 2,
          // Projects with different worker counts run one after the other: the fast one first.
          sequence: { groupOrder: 0 },
        },
      },
      {
        test: {
          ...shared,
          name: "slow",
          include: SLOW,
          exclude: ["**/node_modules/**"],
          // One file at a time: the servers and scripts these files start migrate schemas of one
          // PostgreSQL database, and two migrating at once collide (docs/testing.md, "Vitest's two projects").
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
