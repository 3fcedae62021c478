import { defineConfig } from "vitest/config"

// Tests beside the code (src/**/*.test.ts), as in @chaka/rules; the builds leave them out.
export default defineConfig({ test: { include: ["src/**/*.test.ts"], environment: "node" } })
