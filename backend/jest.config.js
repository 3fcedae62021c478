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
  setupFiles: ["./integration-tests/setup.js"],
  setupFilesAfterEnv: ["./integration-tests/settle-catalogue.ts"],
  testMatch,
  testTimeout: 240000,
}
