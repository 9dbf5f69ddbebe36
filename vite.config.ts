import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  // Server-only packages stay external in the SSR bundle.
  ssr: { external: ["better-sqlite3", "pg"] },
});
