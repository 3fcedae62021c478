import { rmSync, writeFileSync, mkdirSync } from "node:fs"
import { join } from "node:path"
import { LOG_DIR, missingPostgres, prepareWorkspace, removeDir } from "./app"
import { PLUGINS } from "./plugins"

/**
 * Once for all plugins: the tarballs (`npm pack`) and the base app (the pinned Medusa packages
 * from the registry). The tests read where they are from the environment; without PostgreSQL
 * they are skipped. Returns the teardown that removes the temp folder.
 */
export default async function globalSetup() {
  rmSync(LOG_DIR, { recursive: true, force: true })
  mkdirSync(LOG_DIR, { recursive: true })
  const skipped = await missingPostgres()
  if (skipped) {
    console.log(`SKIPPED the plugin install test: ${skipped}`)
    process.env.PLUGIN_INSTALL_SKIPPED = skipped
    return
  }
  const workspace = await prepareWorkspace(PLUGINS.map((plugin) => plugin.name))
  console.log(
    `plugin-install: packed in ${workspace.seconds.pack.toFixed(1)} s, base app installed in ${workspace.seconds.baseInstall.toFixed(1)} s (${workspace.dir})`
  )
  const file = join(workspace.dir, "workspace.json")
  writeFileSync(file, JSON.stringify({ dir: workspace.dir, base: workspace.base, tarballs: Object.fromEntries(workspace.tarballs) }))
  process.env.PLUGIN_INSTALL_WORKSPACE = file
  return async () => {
    if (process.env.PLUGIN_INSTALL_KEEP) return
    const started = Date.now()
    await removeDir(workspace.dir, "remove-base")
    console.log(`plugin-install: temp folder removed in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  }
}
