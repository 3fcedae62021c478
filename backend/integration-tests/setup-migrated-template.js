const { createHash } = require("node:crypto")
const { dirname, join } = require("node:path")

/*
 * Migrate once per run, not once per suite. Medusa's integration runner creates an empty database
 * for each suite file and runs every module's migrations and the link sync into it: about a
 * quarter of a small suite's time (measured in docs/testing.md). The first suite with a given
 * configuration still does exactly that, then copies the migrated database (schema and link
 * tables, nothing any test or the app wrote: the app boots after this point) to a template;
 * every later suite with the same configuration starts from a copy of it (CREATE DATABASE ...
 * TEMPLATE, as the runner itself restores before each test) and skips the migrations. Everything
 * else (the link sync, booting the app, its search indexes, the suite's beforeAll, the snapshot
 * and the restores) runs as before. The template's name is made once per run by global-setup.js
 * (CHAKA_IT_MIGRATED_TEMPLATE; "off" turns this off) and dropped by global-teardown.js.
 */
const prefix = process.env.CHAKA_IT_MIGRATED_TEMPLATE
if (prefix && prefix !== "off" && process.env.TEST_TYPE?.startsWith("integration")) {
  // The runner calls these through module objects whose properties are plain assignments: replacing
  // them here (the test file's own module registry) is what the runner then calls.
  const dist = dirname(require.resolve("@medusajs/test-utils"))
  const databases = require(join(dist, "medusa-test-runner-utils", "postgres-template.js"))
  const migrations = require(join(dist, "medusa-test-runner-utils", "use-db.js"))
  const { logger } = require("@medusajs/framework/logger")

  /** This suite's database (the runner creates exactly one), its template, and whether it came from it. */
  let database
  let template
  let fromTemplate = false

  const createDatabase = databases.createDatabase
  databases.createDatabase = async (options, credentials) => {
    database = options.databaseName
    return createDatabase(options, credentials)
  }

  const migrateDatabase = migrations.migrateDatabase
  migrations.migrateDatabase = async (appLoader) => {
    // Named before the migrations run: they fill in the loaded configuration.
    template = templateName()
    if (database && (await exists(template))) {
      // The runner's own restore: the empty database it just made is replaced by a copy.
      await databases.restorePostgresDatabaseFromTemplate({ databaseName: database, templateName: template })
      fromTemplate = true
      logger.info(`Database ${database} copied from ${template} (migrated by an earlier suite of this run)`)
      return
    }
    logger.info(`No ${template} yet: this suite migrates its database`)
    return migrateDatabase(appLoader)
  }

  // The link sync runs in every suite (on a copy its plan is all "noop"): it also loads the
  // plugins' link definitions, which a read-only link (the reviews' author) needs later on.
  const syncLinks = migrations.syncLinks
  migrations.syncLinks = async (appLoader, directory, container, log) => {
    await syncLinks(appLoader, directory, container, log)
    if (fromTemplate || !database || !template) return
    // Copied now, before the app boots and writes anything: the template holds the schema only.
    await databases.createPostgresDatabaseTemplate({ databaseName: database, templateName: template })
    logger.info(`Migrated database kept as ${template} for the next suites of this run`)
  }

  /** The template for this configuration: a suite that loads other modules or flags gets its own. */
  function templateName() {
    const { configManager } = require("@medusajs/framework/config")
    const { projectConfig, modules, plugins, featureFlags } = configManager.config
    const shape = stableJson({ modules, plugins, featureFlags, schema: projectConfig?.databaseSchema })
    return `${prefix}-${createHash("sha256").update(shape).digest("hex").slice(0, 12)}`
  }

  async function exists(name) {
    const { Client } = require("@medusajs/framework/pg")
    const client = new Client({
      host: process.env.DB_HOST ?? "localhost",
      port: Number(process.env.DB_PORT ?? 5432),
      user: process.env.DB_USERNAME ?? "postgres",
      password: process.env.DB_PASSWORD || undefined,
      database: process.env.DB_WAITINGROOM_DATABASE ?? "postgres",
    })
    await client.connect()
    try {
      return (await client.query("SELECT 1 FROM pg_database WHERE datname = $1", [name])).rowCount > 0
    } finally {
      await client.end()
    }
  }
}

/**
 * A stable fingerprint of which modules, providers, plugins and flags load (what decides the
 * migrations): JSON with sorted keys, functions by name, cycles and depth cut, and of each
 * `options` only its `providers` (paths, ports and secrets in options change no table).
 */
function stableJson(value, depth = 0, seen = new WeakSet()) {
  if (typeof value === "function") return JSON.stringify(`fn:${value.name}`)
  if (value === null || typeof value !== "object") return JSON.stringify(value) ?? "null"
  if (seen.has(value) || depth > 8) return '"…"'
  seen.add(value)
  const json = Array.isArray(value)
    ? `[${value.map((item) => stableJson(item, depth + 1, seen)).join(",")}]`
    : `{${Object.keys(value)
        .sort()
        .map((key) => {
          const item = key === "options" && value[key] && typeof value[key] === "object" ? { providers: value[key].providers } : value[key]
          return `${JSON.stringify(key)}:${stableJson(item, depth + 1, seen)}`
        })
        .join(",")}}`
  seen.delete(value)
  return json
}
