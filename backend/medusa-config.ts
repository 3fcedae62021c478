import { logger } from "@medusajs/framework/logger"
import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { configWarnings, isOfflineCommand, parseEnvOrExit } from "./src/lib/config/env"
import { buildMedusaConfig } from "./src/lib/config/medusa"
import { withRoles } from "./src/lib/config/rbac"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

const env = parseEnvOrExit(process.env, { requireDatabase: !isOfflineCommand(process.argv) })

for (const warning of configWarnings(env)) logger.warn(warning)

// Admin roles (Medusa's RBAC, on unless MEDUSA_FF_RBAC=false): src/lib/config/rbac.ts.
module.exports = defineConfig(withRoles(buildMedusaConfig(env), process.env))
