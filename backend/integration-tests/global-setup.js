/*
 * Once per `jest` run, before any suite: the name of this run's migrated-database template
 * (setup-migrated-template.js), passed to every worker through the environment. Unique per run
 * (it carries this process's id), so two runs against one PostgreSQL server never share or drop
 * each other's template. Templates that a killed run on this machine left behind (its process is
 * gone, so global-teardown.js never ran) are dropped first.
 */
const PREFIX = "chaka-it-migrated-"

module.exports = async function globalSetup() {
  if (!process.env.TEST_TYPE?.startsWith("integration")) return
  process.env.CHAKA_IT_MIGRATED_TEMPLATE ??= `${PREFIX}${Date.now().toString(36)}-${process.pid}`
  if (process.env.CHAKA_IT_MIGRATED_TEMPLATE === "off") return
  // Process ids mean something only for a server on this machine.
  if (!["localhost", "127.0.0.1", "::1", undefined].includes(process.env.DB_HOST)) return
  const { Client } = require("@medusajs/framework/pg")
  const client = new Client({
    host: process.env.DB_HOST ?? "localhost",
    port: Number(process.env.DB_PORT ?? 5432),
    user: process.env.DB_USERNAME ?? "postgres",
    password: process.env.DB_PASSWORD || undefined,
    database: process.env.DB_WAITINGROOM_DATABASE ?? "postgres",
  })
  try {
    await client.connect()
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE left(datname, length($1)) = $1", [PREFIX])
    for (const { datname } of rows) {
      const pid = Number(/^chaka-it-migrated-[a-z0-9]+-(\d+)-/.exec(datname)?.[1])
      if (!pid || alive(pid)) continue
      await client.query(`DROP DATABASE IF EXISTS "${datname.replace(/"/g, '""')}"`).catch(() => undefined)
    }
  } catch (error) {
    // Housekeeping only: the suites say themselves when the server cannot be reached.
    console.warn(`integration global setup: leftover templates not checked (${error.message})`)
  } finally {
    await client.end().catch(() => undefined)
  }
}

function alive(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return error.code === "EPERM"
  }
}
