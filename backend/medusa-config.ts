import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { isOfflineCommand, parseEnvOrExit } from "./src/lib/config/env"
import { buildMedusaConfig } from "./src/lib/config/medusa"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

const env = parseEnvOrExit(process.env, { requireDatabase: !isOfflineCommand(process.argv) })

module.exports = defineConfig(buildMedusaConfig(env))
