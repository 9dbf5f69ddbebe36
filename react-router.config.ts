import type { Config } from "@react-router/dev/config";

export default {
  appDirectory: "app",
  // Separate output folders let parallel test runs build side by side.
  buildDirectory: process.env.BUILD_DIR ?? "build",
  ssr: true,
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_trailingSlashAwareDataRequests: true,
  },
} satisfies Config;
