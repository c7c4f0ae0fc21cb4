import { fileURLToPath, URL } from "node:url";
import { defineProject } from "vitest/config";
import react from "@vitejs/plugin-react";

export default defineProject({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: {
    alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) },
  },
  plugins: [react()],
  test: {
    name: "web",
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}", "*.test.ts"],
    setupFiles: ["./src/testing/setup.ts"],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
