/*
 * Once per `jest` run, after the last suite: drops this run's migrated-database templates
 * (setup-migrated-template.js), one per configuration the suites loaded. A server that keeps
 * running (DB_HOST) is left as it was found; a throw-away one (scripts/with-test-db.ts) goes anyway.
 */
module.exports = async function globalTeardown() {
  const prefix = process.env.CHAKA_IT_MIGRATED_TEMPLATE
  if (!prefix || prefix === "off" || !process.env.TEST_TYPE?.startsWith("integration")) return
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
    const { rows } = await client.query("SELECT datname FROM pg_database WHERE left(datname, length($1)) = $1", [`${prefix}-`])
    for (const { datname } of rows) {
      await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [datname])
      await client.query(`DROP DATABASE IF EXISTS "${datname.replace(/"/g, '""')}"`)
    }
  } finally {
    await client.end()
  }
}
