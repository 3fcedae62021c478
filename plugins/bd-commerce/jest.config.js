// Unit tests beside the code (src/**/__tests__), compiled with SWC like the backend's.
module.exports = {
  transform: { "^.+\\.[jt]s$": ["@swc/jest", { jsc: { parser: { syntax: "typescript" } } }] },
  testEnvironment: "node",
  testMatch: ["**/src/**/__tests__/**/*.unit.spec.[jt]s"],
  modulePathIgnorePatterns: ["<rootDir>/.medusa/"],
}
