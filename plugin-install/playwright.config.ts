import { defineConfig } from "@playwright/test"

// Each plugin in a fresh minimal Medusa app (plugin-install/): no browser, only HTTP. The
// tarballs and the base app are made once (global-setup.ts); the plugins then run side by side,
// one worker each (PLUGIN_INSTALL_WORKERS=1 runs them one after the other).
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.plugin.ts",
  globalSetup: "./global-setup.ts",
  workers: Number(process.env.PLUGIN_INSTALL_WORKERS ?? 3),
  fullyParallel: true,
  retries: 0,
  timeout: 15 * 60_000,
  expect: { timeout: 30_000 },
  reporter: [["list"]],
  outputDir: "../test-results/plugin-install/output",
})
