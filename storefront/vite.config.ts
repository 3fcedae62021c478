/// <reference types="vitest/config" />
import react from "@vitejs/plugin-react"
import { defineConfig } from "vite"

export default defineConfig({
  plugins: [react()],
  server: { port: 8000, strictPort: true },
  preview: { port: 8000 },
  build: { sourcemap: true },
  test: {
    environment: "jsdom",
    setupFiles: ["./src/testing/setup.ts"],
    css: false,
    restoreMocks: true,
    // Run @medusajs/js-sdk as Node loads it: transformed, its source maps (which name sources
    // it does not ship) print one warning per file.
    server: { deps: { external: [/@medusajs\/js-sdk/] } },
  },
})
