import { defineConfig } from "vitest/config";

// `fast` and `components` are the loop to run while working (`npm run test:fast`): the pure rule
// modules, the integration suites that run in this process on a database of their own, and the
// React components in jsdom. `slow` holds the suites that start other processes (a server, a second
// server, a script, the deployment tools), crash or overload one, try thousands of generated inputs,
// or spend seconds of CPU on purpose (thousands of orders, passwords hashed at their real cost).
// `npm test` runs all three.
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
  "**/*.property.test.ts",
];

const shared = { environment: "node", testTimeout: 20_000, hookTimeout: 60_000, pool: "forks" } as const;

/** The fast project's settings, shared by its two halves, which run together (same group, same workers). */
const fast = {
  ...shared,
  // Two files at once, also on a 2-core machine (Vitest's default there is one): each file
  // works on a database of its own (a SQLite folder, a PostgreSQL schema, or a database
  // where it migrates in a test: tests/support/test-db.ts).
  maxWorkers: 2,
  // Projects with different worker counts run one after the other: the fast one first.
  sequence: { groupOrder: 0 },
} as const;

/** React components rendered in jsdom: each file imports its modules afresh (see `fast` below). */
const COMPONENTS = ["app/**/*.test.tsx"];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          ...fast,
          name: "fast",
          include: ["app/**/*.test.ts", "server/**/*.test.ts", "tests/**/*.test.{ts,tsx}"],
          exclude: ["**/node_modules/**", ...SLOW],
          // A worker's files share its modules instead of evaluating the server's and the app's
          // modules again for each file: 139 of the project's 254 s were imports, and it takes 144 s
          // so (docs/PERFORMANCE.md, "The whole suite's time, fourth pass"). Each file
          // opens its own databases and servers and closes them; a file that stubs a global undoes
          // it (vi.unstubAllGlobals).
          isolate: false,
        },
      },
      {
        test: {
          ...fast,
          // Isolated: a checkout component once read state another file had left in a shared
          // module (docs/PERFORMANCE.md, "The whole suite's time, second pass"). Cheap to import.
          name: "components",
          include: COMPONENTS,
          exclude: ["**/node_modules/**"],
        },
      },
      {
        test: {
          ...shared,
          name: "slow",
          include: SLOW,
          exclude: ["**/node_modules/**"],
          // One file at a time: the servers and scripts these files start migrate schemas of one
          // PostgreSQL database, and two migrating at once collide (README, "Tests").
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
