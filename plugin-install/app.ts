import { execFile, spawn, type ChildProcess } from "node:child_process"
import { randomBytes } from "node:crypto"
import { copyFileSync, createWriteStream, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import { promisify } from "node:util"
import pg from "pg"
import { freePort } from "../scripts/lib/embedded-db"

/**
 * A fresh, minimal Medusa app per plugin (plugin-install/): the pinned Medusa packages from the
 * registry, the plugin and the workspace packages it depends on as `npm pack` tarballs, nothing
 * of this repository's node_modules. One base app is installed once; each plugin's app is a copy
 * of it (node_modules hard-linked) into which `npm install` adds only that plugin.
 */

export const ROOT = join(__dirname, "..")
export const LOG_DIR = join(ROOT, "test-results", "plugin-install")
export const ADMIN_DATABASE_URL = process.env.PLUGIN_INSTALL_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
const NPM = process.platform === "win32" ? "npm.cmd" : "npm"
const execFileAsync = promisify(execFile)

type PackageJson = {
  name: string
  version: string
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  workspaces?: string[]
  exports?: Record<string, unknown>
}
const readJson = <T>(file: string): T => JSON.parse(readFileSync(file, "utf8")) as T

/** The Medusa packages the shop pins (backend/package.json), which the plugin apps get too. */
export function medusaVersions() {
  const backend = readJson<PackageJson>(join(ROOT, "backend", "package.json"))
  const pinned = (name: string) => {
    const version = backend.dependencies?.[name] ?? backend.devDependencies?.[name]
    if (!version) throw new Error(`backend/package.json does not depend on ${name}`)
    return version
  }
  return {
    dependencies: Object.fromEntries(["@medusajs/medusa", "@medusajs/framework", "@medusajs/cli", "@medusajs/admin-sdk"].map((name) => [name, pinned(name)])),
    // What the Medusa CLI needs to load a TypeScript medusa-config.ts (its cli.js registers ts-node).
    devDependencies: Object.fromEntries(["ts-node", "typescript", "@swc/core", "@types/node"].map((name) => [name, pinned(name)])),
  }
}

/** The workspace packages by name ("@chaka/content" → its folder). */
export function workspacePackages(): Map<string, string> {
  const root = readJson<PackageJson>(join(ROOT, "package.json"))
  const packages = new Map<string, string>()
  for (const pattern of root.workspaces ?? []) {
    const dirs = pattern.endsWith("/*") ? listDirs(join(ROOT, pattern.slice(0, -2))) : [join(ROOT, pattern)]
    for (const dir of dirs) {
      const file = join(dir, "package.json")
      if (existsSync(file)) packages.set(readJson<PackageJson>(file).name, dir)
    }
  }
  return packages
}

function listDirs(dir: string): string[] {
  if (!existsSync(dir)) return []
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? [join(dir, entry.name)] : []))
}

/** The plugin and every workspace package it needs at run time (dependencies and peers, transitively). */
export function workspaceClosure(name: string, packages = workspacePackages()): string[] {
  const seen: string[] = []
  const visit = (pkg: string) => {
    if (seen.includes(pkg)) return
    const dir = packages.get(pkg)
    if (!dir) throw new Error(`${pkg} is not a workspace package`)
    seen.push(pkg)
    const json = readJson<PackageJson>(join(dir, "package.json"))
    for (const dep of Object.keys({ ...json.dependencies, ...json.peerDependencies })) if (packages.has(dep)) visit(dep)
  }
  visit(name)
  return seen
}

/**
 * `npm pack` of a workspace package into `dir`; returns the tarball's path. Every file the
 * package's `exports` names (wildcards aside) must be in it: a build that was not run, or a
 * `files` list that leaves a target out, fails here with the missing paths.
 */
export async function pack(dir: string, into: string): Promise<string> {
  const { stdout } = await execFileAsync(NPM, ["pack", "--json", "--pack-destination", into], { cwd: dir, maxBuffer: 64 * 1024 * 1024 })
  const [result] = JSON.parse(stdout) as { filename: string; files: { path: string }[] }[]
  const files = new Set(result.files.map((file) => file.path))
  const json = readJson<PackageJson>(join(dir, "package.json"))
  const missing = exportTargets(json.exports).filter((target) => !target.includes("*") && !files.has(target.replace(/^\.\//, "")))
  if (missing.length) throw new Error(`${json.name}'s tarball lacks files its "exports" name: ${missing.join(", ")} (is it built?)`)
  return join(into, basename(result.filename))
}

function exportTargets(exports: unknown): string[] {
  if (typeof exports === "string") return [exports]
  if (exports && typeof exports === "object") return Object.values(exports).flatMap(exportTargets)
  return []
}

/** Why the test cannot run here (PostgreSQL not answering), or undefined. */
export async function missingPostgres(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL, connectionTimeoutMillis: 3000 })
  try {
    await client.connect()
    await client.query("select 1")
    return undefined
  } catch (error) {
    return `PostgreSQL does not answer at ${ADMIN_DATABASE_URL.replace(/\/\/([^:@/]*):[^@/]*@/, "//$1:***@")} (${(error as Error).message}); set PLUGIN_INSTALL_DATABASE_URL`
  } finally {
    await client.end().catch(() => {})
  }
}

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: ADMIN_DATABASE_URL })
  await client.connect()
  try {
    return await work(client)
  } finally {
    await client.end()
  }
}

export async function createDatabase(prefix: string): Promise<{ name: string; url: string }> {
  const name = `${prefix}_${randomBytes(5).toString("hex")}`.replace(/[^a-z0-9_]/g, "_")
  await admin((client) => client.query(`create database ${name}`))
  return { name, url: Object.assign(new URL(ADMIN_DATABASE_URL), { pathname: `/${name}` }).toString() }
}

export const dropDatabase = (name: string) => admin((client) => client.query(`drop database if exists ${name} with (force)`))

/** A command run to completion in `cwd`, its output in test-results/plugin-install/<log>.log. */
export function runLogged(command: string, args: string[], cwd: string, log: string, env: NodeJS.ProcessEnv = process.env): Promise<number> {
  const started = Date.now()
  const child = spawn(command, args, { cwd, env, stdio: ["ignore", "pipe", "pipe"], detached: true })
  const output = capture(child, log)
  return new Promise((resolve, reject) => {
    child.on("error", reject)
    child.on("exit", (code, signal) => {
      if (code === 0) resolve(Math.round((Date.now() - started) / 100) / 10)
      else reject(new Error(`${command} ${args.join(" ")} in ${cwd} failed (${signal ?? `exit code ${code}`}); log ${logPath(log)}:\n${output().slice(-4000)}`))
    })
  })
}

const logPath = (log: string) => join(LOG_DIR, `${log}.log`)

function capture(child: ChildProcess, log: string): () => string {
  mkdirSync(join(logPath(log), ".."), { recursive: true })
  const file = createWriteStream(logPath(log))
  let output = ""
  const collect = (chunk: Buffer) => {
    output += chunk.toString()
    file.write(chunk)
  }
  child.stdout!.on("data", collect)
  child.stderr!.on("data", collect)
  child.once("exit", () => file.end())
  return () => output
}

/** `rm -rf` in a child process: a node_modules tree is ~100 000 unlinks, best done beside other work. */
export async function removeDir(dir: string, log: string) {
  if (process.env.PLUGIN_INSTALL_KEEP) return
  await runLogged("rm", ["-rf", dir], tmpdir(), log)
}

/** The temp folder: tarballs/ and base/ (the Medusa packages installed once). */
export type Workspace = { dir: string; tarballs: Map<string, string>; base: string }

/** Packs every plugin (and what it needs), installs the base app; the time each took. */
export async function prepareWorkspace(plugins: string[]): Promise<Workspace & { seconds: Record<string, number> }> {
  const dir = join(process.env.PLUGIN_INSTALL_TMPDIR ?? tmpdir(), `chaka-plugin-install-${randomBytes(4).toString("hex")}`)
  const tarballDir = join(dir, "tarballs")
  mkdirSync(tarballDir, { recursive: true })
  const seconds: Record<string, number> = {}
  let started = Date.now()
  const packages = workspacePackages()
  const tarballs = new Map<string, string>()
  for (const name of new Set(plugins.flatMap((plugin) => workspaceClosure(plugin, packages)))) {
    tarballs.set(name, await pack(packages.get(name)!, tarballDir))
  }
  seconds.pack = (Date.now() - started) / 1000

  started = Date.now()
  const base = join(dir, "base")
  mkdirSync(base)
  writeAppPackage(base, {})
  // --prefer-offline: a package already in npm's cache is not revalidated with the registry
  // (the versions are pinned); what is missing still comes from the registry.
  await runLogged(NPM, ["install", "--prefer-offline", "--no-audit", "--no-fund"], base, "base-install")
  seconds.baseInstall = (Date.now() - started) / 1000
  return { dir, tarballs, base, seconds }
}

function writeAppPackage(dir: string, tarballs: Record<string, string>) {
  const { dependencies, devDependencies } = medusaVersions()
  const local = Object.fromEntries(Object.entries(tarballs).map(([name, file]) => [name, `file:${file}`]))
  const json = {
    name: `chaka-plugin-install-${basename(dir)}`,
    private: true,
    version: "0.0.0",
    dependencies: { ...dependencies, ...local },
    devDependencies,
    // A workspace package the plugin depends on is not on the registry: its tarball stands in.
    overrides: Object.fromEntries(Object.keys(local).map((name) => [name, `$${name}`])),
  }
  writeFileSync(join(dir, "package.json"), JSON.stringify(json, null, 2) + "\n")
}

/**
 * The plugin's app: the base copied (node_modules hard-linked; the files npm rewrites in place
 * — package.json, the lockfiles — copied), the plugin's tarballs added with `npm install`.
 */
export async function installApp(workspace: Workspace, plugin: string, slug: string): Promise<string> {
  const app = join(workspace.dir, slug)
  mkdirSync(app)
  await runLogged("cp", ["-al", join(workspace.base, "node_modules"), join(app, "node_modules")], workspace.dir, `${slug}/copy-base`)
  rmSync(join(app, "node_modules", ".package-lock.json"))
  copyFileSync(join(workspace.base, "node_modules", ".package-lock.json"), join(app, "node_modules", ".package-lock.json"))
  copyFileSync(join(workspace.base, "package-lock.json"), join(app, "package-lock.json"))
  const names = workspaceClosure(plugin)
  writeAppPackage(app, Object.fromEntries(names.map((name) => [name, workspace.tarballs.get(name)!])))
  await runLogged(NPM, ["install", "--prefer-offline", "--no-audit", "--no-fund"], app, `${slug}/npm-install`)
  return app
}

export type AppConfig = {
  databaseUrl: string
  /** The `plugins` entry and any `modules` (TypeScript source), as the plugin's docs give them. */
  plugins: string
  modules?: string
}

/** medusa-config.ts, tsconfig.json and the preparation script (publishable key, admin user). */
export function writeAppFiles(app: string, config: AppConfig) {
  writeFileSync(
    join(app, "medusa-config.ts"),
    `import { defineConfig } from "@medusajs/framework/utils"

module.exports = defineConfig({
  projectConfig: {
    databaseUrl: ${JSON.stringify(config.databaseUrl)},
    http: {
      storeCors: "http://localhost:8000",
      adminCors: "http://localhost:9000",
      authCors: "http://localhost:8000,http://localhost:9000",
      jwtSecret: ${JSON.stringify(randomBytes(24).toString("hex"))},
      cookieSecret: ${JSON.stringify(randomBytes(24).toString("hex"))},
    },
  },
  admin: { disable: true },
  plugins: ${config.plugins},
  modules: ${config.modules ?? "[]"},
})
`
  )
  // create-medusa-app's tsconfig, trimmed to what loading the config and a script needs.
  writeFileSync(
    join(app, "tsconfig.json"),
    JSON.stringify(
      {
        compilerOptions: {
          target: "ES2021",
          esModuleInterop: true,
          module: "Node16",
          moduleResolution: "Node16",
          skipLibCheck: true,
          declaration: false,
          outDir: "./.medusa/server",
          rootDir: "./",
          resolveJsonModule: true,
          strictNullChecks: true,
        },
        "ts-node": { swc: true },
        include: ["**/*", ".medusa/types/*"],
        exclude: ["node_modules", ".medusa/server", ".medusa/admin", ".cache"],
      },
      null,
      2
    ) + "\n"
  )
  mkdirSync(join(app, "src", "scripts"), { recursive: true })
  writeFileSync(join(app, "src", "scripts", "prepare.ts"), PREPARE_SCRIPT)
}

/**
 * `medusa exec ./src/scripts/prepare.ts`: a publishable API key linked to a sales channel
 * (every /store route wants one) and an admin user, as `medusa user` makes it. Writes
 * {publishable_key, email, password} to $PLUGIN_INSTALL_OUT.
 */
const PREPARE_SCRIPT = `import { writeFileSync } from "node:fs"
import type { ExecArgs } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import {
  createApiKeysWorkflow,
  createSalesChannelsWorkflow,
  createUsersWorkflow,
  linkSalesChannelsToApiKeyWorkflow,
} from "@medusajs/medusa/core-flows"

export default async function prepare({ container }: ExecArgs) {
  const [key] = (
    await createApiKeysWorkflow(container).run({
      input: { api_keys: [{ title: "plugin install test", type: "publishable", created_by: "" }] },
    })
  ).result
  let [channel] = await container.resolve(Modules.SALES_CHANNEL).listSalesChannels({}, { take: 1 })
  if (!channel) {
    channel = (await createSalesChannelsWorkflow(container).run({ input: { salesChannelsData: [{ name: "Default Sales Channel" }] } })).result[0]
  }
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: key.id, add: [channel.id] } })

  const email = "admin@plugin-install.test"
  const password = "plugin-install-" + Math.random().toString(36).slice(2)
  const [user] = (await createUsersWorkflow(container).run({ input: { users: [{ email }] } })).result
  const auth = container.resolve(Modules.AUTH)
  const { authIdentity, error } = await auth.register("emailpass", { body: { email, password } })
  if (error || !authIdentity) throw new Error("admin user: " + error)
  await auth.updateAuthIdentities({ id: authIdentity.id, app_metadata: { user_id: user.id } })

  writeFileSync(process.env.PLUGIN_INSTALL_OUT!, JSON.stringify({ publishable_key: key.token, email, password }))
}
`

export type RunningApp = { url: string; child: ChildProcess; output: () => string; stop: () => Promise<void> }

/** The app's environment: no telemetry, the machine's PATH, a private HOME. */
export function appEnv(app: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: app, MEDUSA_DISABLE_TELEMETRY: "true", NODE_ENV: "development", ...extra }
}

export const medusa = (app: string) => [join(app, "node_modules", "@medusajs", "cli", "cli.js")]

/** `medusa start` on a free port, in its own process group; resolves once /health answers. */
export async function startApp(app: string, slug: string, env: Record<string, string> = {}, timeoutMs = 180_000): Promise<RunningApp> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const child = spawn(process.execPath, [...medusa(app), "start"], {
    cwd: app,
    env: appEnv(app, { ...env, PORT: String(port) }),
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  })
  const output = capture(child, `${slug}/medusa-start`)
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()))
  const signal = (name: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, name)
    } catch {
      /* gone */
    }
  }
  const orphanGuard = () => signal("SIGKILL")
  process.once("exit", orphanGuard)
  const stop = async () => {
    process.off("exit", orphanGuard)
    if (child.exitCode !== null || child.signalCode !== null) return
    signal("SIGTERM")
    const timer = setTimeout(() => signal("SIGKILL"), 15_000)
    await exited
    clearTimeout(timer)
  }
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`medusa start exited (${child.exitCode ?? child.signalCode}) before /health answered:\n${output().slice(-4000)}`)
    }
    const healthy = await fetch(`${url}/health`, { signal: AbortSignal.timeout(3000) }).then(
      (response) => response.ok,
      () => false
    )
    if (healthy) return { url, child, output, stop }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  await stop()
  throw new Error(`medusa start: /health did not answer within ${timeoutMs / 1000} s:\n${output().slice(-4000)}`)
}

/** A JSON request; rejects with the body when the status is not the expected one. */
export async function call(
  url: string,
  method: string,
  path: string,
  body?: unknown,
  headers: Record<string, string> = {},
  expected = 200
): Promise<{ json: any; headers: Headers }> {
  const response = await fetch(`${url}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (response.status !== expected) throw new Error(`${method} ${path}: ${response.status} (expected ${expected}): ${text.slice(0, 2000)}`)
  return { json: text ? JSON.parse(text) : undefined, headers: response.headers }
}
