// ESLint (flat config): TypeScript with type information, the rules of hooks, accessibility of JSX,
// import hygiene, and the one boundary of the house: app/ imports server/ only for types
// (docs/decisions/011 onward and the developers' guide). `npm run lint` runs it with Prettier and knip.
import js from "@eslint/js";
import importX from "eslint-plugin-import-x";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The browser's globals, refused in modules the server runs too. */
const noDom = (who) =>
  ["window", "document", "localStorage", "sessionStorage", "navigator", "location", "EventSource"].map((name) => ({
    name,
    message: `${who} runs on the server too: no DOM (browser helpers live in app/browser/).`,
  }));

export default tseslint.config(
  {
    ignores: ["build/", "reports/", "test-results/", "playwright-report/", ".react-router/", "public/", "data/", "coverage/"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node, ...globals.browser },
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
  },
  {
    files: ["**/*.{ts,tsx,js,mjs}"],
    plugins: { "import-x": importX, "react-hooks": reactHooks },
    rules: {
      // The two classic rules. The React Compiler rules of v7 are left for when we adopt the compiler.
      "react-hooks/rules-of-hooks": "error",
      "react-hooks/exhaustive-deps": "error",
      "import-x/no-duplicates": "error",
      "import-x/no-self-import": "error",
      "import-x/no-useless-path-segments": "error",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none" }],
      // Promises handed to event handlers and timers are deliberate (`void` marks the others).
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: false }],
      // Kysely's migrations take Kysely<any> on purpose: a migration outlives today's schema types.
      "@typescript-eslint/no-explicit-any": "off",
      // Props and interfaces declare callbacks as methods (`onChange(next): void`); destructuring
      // them is how React code reads, and none of them uses `this`.
      "@typescript-eslint/unbound-method": "off",
      // Async functions that implement an async interface (Kysely's driver, route handlers) need
      // not await anything.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    rules: {
      // React Router's loaders throw redirect() and data() answers, which are Responses.
      "@typescript-eslint/only-throw-error": [
        "error",
        { allow: [{ from: "lib", name: "Response" }], allowThrowingUnknown: true },
      ],
    },
  },
  {
    // Tests read untyped JSON answers and assert their shape: that is what they are for. Hono's
    // app.request() may answer synchronously, and React's act() is used for its synchronous form.
    files: ["tests/**", "e2e/**", "bench/**", "**/*.test.{ts,tsx}", "**/*.test-utils.tsx"],
    rules: {
      "@typescript-eslint/await-thenable": "off",
      "@typescript-eslint/no-floating-promises": "error",
      // No React in tests/: a helper named use...() is not a hook.
      "react-hooks/rules-of-hooks": "off",
      "@typescript-eslint/no-unsafe-member-access": "off",
      "@typescript-eslint/no-unsafe-assignment": "off",
      "@typescript-eslint/no-unsafe-return": "off",
      "@typescript-eslint/no-unsafe-call": "off",
      "@typescript-eslint/no-unsafe-argument": "off",
    },
  },
  {
    // A clock a test leaves paused breaks the pages of the worker's next test (e2e/clock.ts).
    files: ["e2e/**"],
    ignores: ["e2e/clock.ts"],
    rules: {
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.property.name='pauseAt']",
          message: "Pause the test clock with pauseClockAt() from e2e/clock.ts, and resumePausedClock() in test.afterEach.",
        },
      ],
    },
  },
  // React's act() returns a thenable even for a synchronous callback, which component tests use.
  { files: ["**/*.test.tsx"], rules: { "@typescript-eslint/no-floating-promises": "off" } },
  { files: ["**/*.tsx"], ...jsxA11y.flatConfigs.recommended },
  {
    files: ["**/*.tsx"],
    rules: {
      // `<ul role="list">` is deliberate: Safari drops list semantics from lists styled without bullets.
      "jsx-a11y/no-redundant-roles": ["error", { ul: ["list"], ol: ["list"] }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+server(/|$)",
              allowTypeImports: true,
              message: "app/ imports server/ only for types: server code must not reach the browser bundle.",
            },
          ],
        },
      ],
    },
  },
  {
    // The server reads the admin features' contracts (the API's answers, docs/decisions/028) and
    // nothing else of app/admin/: screens and hooks must not reach the server bundle.
    files: ["server/**/*.ts", "scripts/**/*.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+app/admin/(?!.*-contract$)",
              message: "server/ imports from app/admin/ only a feature's <feature>-contract.ts.",
            },
          ],
        },
      ],
    },
  },
  {
    // A feature's contract (app/admin/<feature>/<feature>-contract.ts) is imported by the server too:
    // types and zod schemas only, made of app/shared/ and the other contracts.
    files: ["app/admin/**/*-contract.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-*", "react-router", "@radix-ui/*", "@tanstack/*"], message: "A contract holds no React." },
            {
              regex: "^(?!(\\.\\./)+shared/)(?!.*-contract$)\\.",
              message: "A contract imports only app/shared/ and other contracts.",
            },
            { regex: "^(\\.\\./)+server(/|$)", allowTypeImports: true, message: "app/ imports server/ only for types." },
          ],
        },
      ],
      "no-restricted-globals": ["error", ...noDom("A contract")],
    },
  },
  {
    // app/shared/ is imported by the server and the browser alike: plain rules, no React, no DOM.
    files: ["app/shared/**/*.ts"],
    ignores: ["app/shared/**/*.test.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            { group: ["react", "react-*", "react-router", "@radix-ui/*", "@tanstack/*"], message: "app/shared/ holds no React." },
            {
              regex: "^(\\.\\./)+(components|admin|browser|hooks|routes)(/|$)",
              allowTypeImports: true,
              message: "app/shared/ imports only shared modules.",
            },
            { regex: "^(\\.\\./)+server(/|$)", allowTypeImports: true, message: "app/ imports server/ only for types." },
          ],
        },
      ],
      "no-restricted-globals": ["error", ...noDom("app/shared/")],
    },
  },
  // Plain JavaScript (build and start scripts, this file) is outside the TypeScript project.
  { files: ["**/*.{js,mjs,cjs}"], ...tseslint.configs.disableTypeChecked },
);
