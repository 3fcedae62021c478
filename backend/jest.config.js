const { loadEnv } = require("@medusajs/framework/utils")
loadEnv("test", process.cwd())

// Medusa's own split: unit tests beside the code, HTTP integration tests against a real
// PostgreSQL (DB_HOST/DB_PORT/... set by scripts/with-test-db.ts).
const testMatch = {
  unit: ["**/src/**/__tests__/**/*.unit.spec.[jt]s"],
  "integration:http": ["**/integration-tests/http/*.spec.[jt]s"],
  "integration:modules": ["**/src/modules/*/__tests__/**/*.[jt]s"],
}[process.env.TEST_TYPE]

module.exports = {
  transform: {
    "^.+\\.[jt]s$": ["@swc/jest", { jsc: { parser: { syntax: "typescript", decorators: true } } }],
  },
  testEnvironment: "node",
  moduleFileExtensions: ["js", "ts", "json"],
  modulePathIgnorePatterns: ["dist/", "<rootDir>/.medusa/"],
  // Integration runs migrate one database per configuration and copy it for each suite
  // (integration-tests/setup-migrated-template.js; docs/testing.md).
  globalSetup: "./integration-tests/global-setup.js",
  globalTeardown: "./integration-tests/global-teardown.js",
  setupFiles: ["./integration-tests/setup.js", "./integration-tests/setup-migrated-template.js"],
  setupFilesAfterEnv: ["./integration-tests/readable-axios-errors.ts", "./integration-tests/settle-catalogue.ts"],
  testMatch,
  // `--shard=i/n` deals the suites by their measured time (npm test runs two integration shards).
  testSequencer: process.env.TEST_TYPE === "unit" ? undefined : "./integration-tests/sequencer.js",
  testTimeout: 240000,
  // The HTTP suites run one at a time in one worker (--maxWorkers=1), which Jest replaces when a
  // suite leaves it holding more than this: each suite boots a whole Medusa app, and what an app
  // leaves behind (its ORM metadata, pools, module registries) added up in a single process to a
  // 6 GB heap and an out-of-memory crash after 34 suites (CI of 2026-12-03).
  workerIdleMemoryLimit: process.env.TEST_TYPE === "unit" ? undefined : "2GB",
}
