// Unit tests beside the code (src/**/__tests__), compiled with SWC like bd-commerce's. @chaka/kit is
// read from its source, so the tests need no build of the kit first.
module.exports = {
  transform: { "^.+\\.[jt]sx?$": ["@swc/jest", { jsc: { parser: { syntax: "typescript", tsx: true } } }] },
  testEnvironment: "node",
  testMatch: ["**/src/**/__tests__/**/*.unit.spec.[jt]s"],
  moduleNameMapper: { "^@chaka/kit$": "<rootDir>/../../packages/kit/src/server/index.ts" },
  modulePathIgnorePatterns: ["<rootDir>/.medusa/"],
}
