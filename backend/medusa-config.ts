import { logger } from "@medusajs/framework/logger"
import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { configWarnings, isOfflineCommand, parseEnvOrExit } from "./src/lib/config/env"
import { buildMedusaConfig } from "./src/lib/config/medusa"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

const env = parseEnvOrExit(process.env, { requireDatabase: !isOfflineCommand(process.argv) })

for (const warning of configWarnings(env)) logger.warn(warning)

module.exports = defineConfig(buildMedusaConfig(env))
