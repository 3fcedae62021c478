import { defineConfig } from "@playwright/test"

// Debian's chromium, never a downloaded browser (see README: tests).
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium"

export default defineConfig({
  testDir: ".",
  testMatch: "**/*.e2e.ts",
  // One shop process serves the suite: tests run in order, one at a time.
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: [["list"]],
  outputDir: "../test-results/e2e",
  use: {
    headless: true,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: CHROMIUM,
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
    },
  },
})
