/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react"
import { defineConfig, loadEnv, type Plugin } from "vite"

/**
 * The backend's address, its /storefront/config and the home page's top content in the page's
 * <head>: the browser opens the connection and fetches both while the JavaScript downloads.
 */
function preloadShopConfig(backendUrl: string): Plugin {
  return {
    name: "chaka-preload-shop-config",
    transformIndexHtml: () => [
      { tag: "link", attrs: { rel: "preconnect", href: backendUrl, crossorigin: "anonymous" }, injectTo: "head" },
      { tag: "link", attrs: { rel: "preload", href: `${backendUrl}/storefront/config`, as: "fetch", crossorigin: "anonymous" }, injectTo: "head" },
      { tag: "link", attrs: { rel: "preload", href: `${backendUrl}/storefront/home`, as: "fetch", crossorigin: "anonymous" }, injectTo: "head" },
    ],
  }
}

export default defineConfig(({ mode }) => ({
  // Same default as src/config/env.ts.
  plugins: [react(), preloadShopConfig((loadEnv(mode, process.cwd(), "VITE_").VITE_MEDUSA_BACKEND_URL || "http://localhost:9000").replace(/\/+$/, ""))],
  server: { port: 8000, strictPort: true },
  preview: { port: 8000 },
  // The manifest tells bench/web.ts which chunks each route loads.
  build: { sourcemap: true, manifest: true },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/testing/setup.ts"],
    css: false,
    restoreMocks: true,
    // Run @medusajs/js-sdk as Node loads it: transformed, its source maps (which name sources
    // it does not ship) print one warning per file.
    server: { deps: { external: [/@medusajs\/js-sdk/] } },
  },
}))
