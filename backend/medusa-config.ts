import { defineConfig, loadEnv } from "@medusajs/framework/utils"
import { parseEnvOrExit } from "./src/lib/config/env"
import { buildMedusaConfig } from "./src/lib/config/medusa"

loadEnv(process.env.NODE_ENV || "development", process.cwd())

module.exports = defineConfig(buildMedusaConfig(parseEnvOrExit(process.env)))
