import { defineConfig } from "@playwright/test"

// The production layout of docker-compose.yml run without Docker (topology/stack.ts): no
// browser, only HTTP. One layout serves the file: tests run in order, one at a time.
export default defineConfig({
  testDir: ".",
  testMatch: "**/*.topology.ts",
  globalSetup: "./private-redis.ts",
  workers: 1,
  fullyParallel: false,
  retries: 0,
  timeout: 180_000,
  expect: { timeout: 30_000 },
  reporter: [["list"]],
  outputDir: "../test-results/topology/output",
})
