/**
 * `npm run seed`: migrates and seeds the demo shop from the sources, against DATABASE_URL or
 * the embedded database `npm start` uses (stop `npm start` first: they share its port).
 * The seed is idempotent, so running it on a seeded database changes nothing.
 */
import { ConfigError } from "../backend/src/lib/config/env"
import type { EmbeddedDb } from "./lib/embedded-db"
import { buildPlugins, linkUploads, migrate, seed } from "./lib/medusa-tasks"
import { backendEnv, ensureDatabase, loadDotEnv, readSettings } from "./lib/shop-env"

async function main() {
  loadDotEnv()
  const settings = readSettings(process.env, true)
  const env = backendEnv(process.env, settings)
  let db: EmbeddedDb | undefined
  try {
    await buildPlugins()
    db = await ensureDatabase(env, settings)
    linkUploads(settings, env.MEDUSA_UPLOAD_DIR!)
    await migrate(settings, env)
    await seed(settings, env)
  } finally {
    await db?.stop()
  }
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : `npm run seed failed: ${error instanceof Error ? error.message : error}`)
  process.exit(1)
})
