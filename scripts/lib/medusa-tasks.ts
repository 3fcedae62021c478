import { existsSync, lstatSync, mkdirSync, readdirSync, renameSync, symlinkSync, unlinkSync, readlinkSync } from "node:fs"
import { join } from "node:path"
import pg from "pg"
import { fingerprint, readStamp, writeStamp } from "./fingerprint"
import { run } from "./processes"
import { BACKEND_DIR, MEDUSA_BIN, ROOT, SERVER_DIR, STOREFRONT_DIR, type Settings } from "./shop-env"

const NPM = process.platform === "win32" ? "npm.cmd" : "npm"

export const PLUGINS_DIR = join(ROOT, "plugins")
export const PACKAGES_DIR = join(ROOT, "packages")

/** The workspace packages (<dir>/<name>/package.json) in one folder, in name order. */
const packagesIn = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((name) => existsSync(join(dir, name, "package.json")))
        .sort()
    : []

/** The plugin packages (plugins/<name>/package.json), in name order. */
export const pluginNames = () => packagesIn(PLUGINS_DIR)

/** The internal packages (packages/<name>/package.json, e.g. @chaka/kit), in name order. */
export const internalPackageNames = () => packagesIn(PACKAGES_DIR)

/** The internal packages' build stamps, from the root: a fingerprint input of whatever uses them. */
const packageStamps = () => internalPackageNames().map((name) => `packages/${name}/dist/.chaka-build`)

/**
 * `npm run build` (to dist/) for each internal package whose sources changed: the plugins and
 * the backend import their builds, so they are built first.
 */
export async function buildInternalPackages() {
  for (const name of internalPackageNames()) {
    const dir = join(PACKAGES_DIR, name)
    const stamp = join(dir, "dist", ".chaka-build")
    const tsconfigs = readdirSync(dir).filter((file) => /^tsconfig.*\.json$/.test(file))
    const current = fingerprint(dir, ["src", "package.json", ...tsconfigs])
    if (readStamp(stamp) === current) continue
    console.log(`Building package ${name} (npm run build)...`)
    await run(NPM, ["run", "build"], { cwd: dir, label: `build ${name}` })
    writeStamp(stamp, current)
  }
}

/**
 * `medusa plugin:build` for each plugin whose sources changed, after the internal packages they
 * import: the backend loads plugins from their build (.medusa/server), so they are built before
 * the backend runs, builds or is tested.
 */
export async function buildPlugins() {
  await buildInternalPackages()
  for (const name of pluginNames()) {
    const dir = join(PLUGINS_DIR, name)
    const stamp = join(dir, ".medusa", "server", ".chaka-build")
    const current = fingerprint(dir, ["src", "package.json", "tsconfig.json", ...packageStamps().map((path) => join("..", "..", path))])
    if (readStamp(stamp) === current) continue
    console.log(`Building plugin ${name} (medusa plugin:build)...`)
    await run(MEDUSA_BIN, ["plugin:build"], { cwd: dir, label: `plugin:build ${name}` })
    writeStamp(stamp, current)
  }
}

/** `medusa build` (backend + admin dashboard) unless the sources are unchanged since the last one. */
export async function buildBackend(env: NodeJS.ProcessEnv) {
  const stamp = join(SERVER_DIR, ".chaka-build")
  const plugins = [...packageStamps(), ...pluginNames().map((name) => `plugins/${name}/.medusa/server/.chaka-build`)]
  const current = fingerprint(ROOT, [
    "backend/src",
    "backend/medusa-config.ts",
    "backend/instrumentation.ts",
    "backend/package.json",
    "package-lock.json",
    ...plugins,
  ])
  if (readStamp(stamp) === current && existsSync(join(SERVER_DIR, "public", "admin", "index.html"))) return
  console.log("Building the backend and the admin dashboard (medusa build)...")
  await run(NPM, ["run", "build", "--workspace", "backend"], { cwd: ROOT, env, label: "medusa build" })
  writeStamp(stamp, current)
}

/**
 * The storefront's production build (React Router: dist/client, dist/server and its server
 * dist/server/main.js) unless nothing changed. Nothing about the backend is baked in: its
 * address is the rendering server's run-time setting.
 */
export async function buildStorefront() {
  const dist = join(STOREFRONT_DIR, "dist")
  const stamp = join(dist, ".chaka-build")
  const current = fingerprint(ROOT, [
    "storefront/src",
    "storefront/server",
    "storefront/build",
    "storefront/public",
    "storefront/vite.config.ts",
    "storefront/react-router.config.ts",
    "storefront/package.json",
    ...packageStamps(),
  ])
  if (readStamp(stamp) === current && existsSync(join(dist, "server", "main.js")) && existsSync(join(dist, "server", "index.js"))) return
  console.log("Building the storefront (react-router build)...")
  await run(NPM, ["run", "build", "--workspace", "storefront"], { cwd: ROOT, label: "storefront build" })
  writeStamp(stamp, current)
}

/** Where the Medusa CLI runs: the sources in development, the build otherwise. */
export const appDir = (settings: Settings) => (settings.dev ? BACKEND_DIR : SERVER_DIR)

export async function migrate(settings: Settings, env: NodeJS.ProcessEnv) {
  console.log("Applying database migrations...")
  await run(MEDUSA_BIN, ["db:migrate"], { cwd: appDir(settings), env, label: "medusa db:migrate" })
}

/** The seed (medusa exec); with `products`, generated products make the catalogue that large. */
export async function seed(settings: Settings, env: NodeJS.ProcessEnv, products = settings.seedProducts) {
  const script = settings.dev ? "./src/scripts/seed.ts" : "./src/scripts/seed.js"
  // `medusa exec <file> [args..]` hands positional arguments to the script (options are refused).
  const args = products === undefined ? [] : [`products=${products}`]
  await run(MEDUSA_BIN, ["exec", script, ...args], { cwd: appDir(settings), env, label: "seed" })
}

/** True when the seed has completed at the current SEED_VERSION (it marks the store). */
export async function isSeeded(databaseUrl: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query("select metadata->>'chaka_seed_version' as version from store where deleted_at is null limit 1")
    // Imported here, not at the top: only this check reads the backend's sources.
    const { SEED_VERSION } = await import("../../backend/src/scripts/seed/version")
    return Number(rows[0]?.version ?? 0) >= SEED_VERSION
  } finally {
    await client.end()
  }
}

/**
 * Medusa serves `<app dir>/static` at /static and `medusa build` wipes the build directory,
 * so local uploads live in the data directory and the app's `static` points there.
 */
export function linkUploads(settings: Settings, uploadDir: string) {
  mkdirSync(uploadDir, { recursive: true })
  const link = join(appDir(settings), "static")
  if (existsSync(link) || isSymlink(link)) {
    if (isSymlink(link)) {
      if (readlinkSync(link) === uploadDir) return
      unlinkSync(link)
    } else {
      renameSync(link, `${link}.old-${Date.now()}`)
    }
  }
  symlinkSync(uploadDir, link, "dir")
}

function isSymlink(path: string) {
  try {
    return lstatSync(path).isSymbolicLink()
  } catch {
    return false
  }
}
