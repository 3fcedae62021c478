/**
 * `npm run seed`: migrates and seeds the demo shop from the sources, against DATABASE_URL or
 * the embedded database `npm start` uses (stop `npm start` first: they share its port).
 * The seed is idempotent, so running it on a seeded database changes nothing.
 * `npm run seed -- --products 500` (or CHAKA_SEED_PRODUCTS=500) also generates products from
 * the demo ones until the catalogue has 500.
 */
import { ConfigError } from "../backend/src/lib/config/env"
import type { EmbeddedDb } from "./lib/embedded-db"
import { buildPlugins, linkUploads, migrate, seed } from "./lib/medusa-tasks"
import { backendEnv, ensureDatabase, loadDotEnv, productCount, readSettings } from "./lib/shop-env"

/** `--products 500` or `--products=500`. */
function productsOption(argv: string[]): string | undefined {
  let value: string | undefined
  argv.forEach((arg, index) => {
    if (arg === "--products") value = argv[index + 1] ?? ""
    else if (arg.startsWith("--products=")) value = arg.slice("--products=".length)
  })
  return value
}

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
    const option = productsOption(process.argv.slice(2))
    const products = option === undefined ? settings.seedProducts : productCount("--products", option)
    const started = Date.now()
    await seed(settings, env, products)
    console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  } finally {
    await db?.stop()
  }
}

main().catch((error) => {
  console.error(
    error instanceof ConfigError ? `Configuration error: ${error.message}` : `npm run seed failed: ${error instanceof Error ? error.message : error}`
  )
  process.exit(1)
})
