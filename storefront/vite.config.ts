/// <reference types="vitest/config" />
import { reactRouter } from "@react-router/dev/vite"
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"
import { precompressPlugin } from "./build/precompress"
import { takaFont } from "./build/taka-font"

export default defineConfig(({ isSsrBuild }) => ({
  // Vitest renders components without the framework (src/testing/render.tsx builds the routes).
  plugins: [process.env.VITEST ? react() : reactRouter(), takaFont(), ...(isSsrBuild ? [] : [precompressPlugin()])],
  // The manifest tells bench/web.ts which chunks each route loads.
  build: { sourcemap: !isSsrBuild, manifest: !isSsrBuild },
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
