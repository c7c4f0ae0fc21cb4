import { fileURLToPath, URL } from "node:url";
import { defineConfig } from "vite";
import react from "@vitejs/plugin-react";
import tailwindcss from "@tailwindcss/vite";
import { VitePWA } from "vite-plugin-pwa";

const apiTarget = "http://127.0.0.1:3000";

// React Router's package exports point at its development build; production builds use the one
// without dev-only warnings and checks.
const reactRouterProduction = fileURLToPath(
  new URL("../../node_modules/react-router/dist/production/index.mjs", import.meta.url),
);

export default defineConfig(({ mode }) => ({
  root: fileURLToPath(new URL(".", import.meta.url)),
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      ...(mode === "production" ? [{ find: /^react-router$/, replacement: reactRouterProduction }] : []),
    ],
  },
  plugins: [
    react(),
    tailwindcss(),
    VitePWA({
      strategies: "generateSW",
      filename: "service-worker.js",
      // Registered by main.tsx with navigator.serviceWorker.register, on page load.
      injectRegister: false,
      includeAssets: ["favicon.svg", "robots.txt"],
      manifest: {
        name: "Nagara Jobs",
        short_name: "Nagara Jobs",
        description: "Local jobs and courses in English and Kannada.",
        lang: "en",
        start_url: "/",
        scope: "/",
        display: "standalone",
        background_color: "#f9fafc",
        theme_color: "#0058a3",
        icons: [
          { src: "/pwa-192.png", sizes: "192x192", type: "image/png" },
          { src: "/pwa-512.png", sizes: "512x512", type: "image/png" },
          { src: "/pwa-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
        ],
      },
      workbox: {
        clientsClaim: true,
        skipWaiting: true,
        cleanupOutdatedCaches: true,
        globPatterns: ["**/*.{js,css,html,svg,png,woff2}"],
        // The admin dashboard's chart library (~104 KB gzipped) is for one page of one user.
        globIgnores: ["**/activity-chart-plot-*.js"],
        navigateFallback: "/index.html",
        // API calls, health checks and the sitemap are the server's, never the app shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/healthz$/, /^\/readyz$/, /^\/sitemap\.xml$/],
      },
    }),
  ],
  server: {
    proxy: {
      "/api": apiTarget,
      "/healthz": apiTarget,
      "/readyz": apiTarget,
    },
  },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    sourcemap: true,
  },
}));
