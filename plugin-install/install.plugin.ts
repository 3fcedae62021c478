import { test } from "@playwright/test"
import { readFileSync } from "node:fs"
import { join } from "node:path"
import { appEnv, createDatabase, dropDatabase, installApp, medusa, removeDir, runLogged, startApp, writeAppFiles, type Workspace } from "./app"
import { PLUGINS, type Prepared } from "./plugins"

/**
 * Each plugin installed into a fresh minimal Medusa app (plugin-install/app.ts): npm install of
 * its tarball, `medusa db:migrate` on a fresh database, `medusa start`, and its routes answered.
 * The plugins run side by side (one worker each, playwright.config.ts).
 */

test.describe.configure({ mode: "parallel" })

function workspace(): Workspace {
  const saved = JSON.parse(readFileSync(process.env.PLUGIN_INSTALL_WORKSPACE!, "utf8")) as { dir: string; base: string; tarballs: Record<string, string> }
  return { dir: saved.dir, base: saved.base, tarballs: new Map(Object.entries(saved.tarballs)) }
}

for (const plugin of PLUGINS) {
  test(`${plugin.name} installs, migrates, boots and answers in a fresh Medusa app`, async () => {
    test.skip(Boolean(process.env.PLUGIN_INSTALL_SKIPPED), process.env.PLUGIN_INSTALL_SKIPPED ?? "")
    const started = Date.now()
    const step = (what: string) => console.log(`plugin-install ${plugin.slug}: ${what} (${Math.round((Date.now() - started) / 1000)} s)`)
    const database = await createDatabase(`chaka_plugin_install_${plugin.slug}`)
    const app = join(workspace().dir, plugin.slug)
    const services = plugin.services ? await plugin.services() : { env: {}, stop: async () => {} }
    try {
      await installApp(workspace(), plugin.name, plugin.slug)
      step("installed")
      writeAppFiles(app, { databaseUrl: database.url, plugins: plugin.plugins, modules: plugin.modules })
      await runLogged(process.execPath, [...medusa(app), "db:migrate"], app, `${plugin.slug}/db-migrate`, appEnv(app, services.env))
      step("migrated")
      const out = join(app, "prepared.json")
      await runLogged(
        process.execPath,
        [...medusa(app), "exec", "./src/scripts/prepare.ts"],
        app,
        `${plugin.slug}/prepare`,
        appEnv(app, { ...services.env, PLUGIN_INSTALL_OUT: out })
      )
      const prepared = JSON.parse(readFileSync(out, "utf8")) as Prepared
      step("publishable key and admin user made")
      const running = await startApp(app, plugin.slug, services.env)
      try {
        step(`started on ${running.url}`)
        await plugin.check(running.url, prepared)
        step("routes answered")
      } finally {
        await running.stop()
      }
    } finally {
      // Removed here, while the other plugins' apps are still at work, not all at the end.
      await Promise.all([dropDatabase(database.name), removeDir(app, `${plugin.slug}/remove`), services.stop()])
      step("database dropped, app removed")
    }
  })
}
