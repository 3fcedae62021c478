import { execFile, spawnSync } from "node:child_process"
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from "node:fs"
import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { parse } from "yaml"
import {
  environmentOf,
  interpolate,
  parseDotEnv,
  publishedPort as publishedPortIn,
  readCompose,
  references,
  resolveEnvironment,
  type Service,
} from "./compose-file"
import { ENV_KEYS, parseEnv } from "../env"
import { buildMedusaConfig } from "../medusa"
import { healthcheck } from "../../readiness/healthcheck"
import { nodeScripts, read, ROOT, stages } from "./dockerfiles"

/**
 * No Docker engine runs where the tests run, so the compose file, the Dockerfiles and the
 * entrypoint are checked by reading them (and running what can run without Docker): what an
 * operator would hit on `docker compose up` if they were wired wrong.
 */

const { text: COMPOSE_TEXT, services } = readCompose(ROOT)
const dotEnvExample = parseDotEnv(read(".env.example"))
const REFERENCES = references(parse(COMPOSE_TEXT, { merge: true }))

/** A service's environment as the container sees it with a .env made from .env.example. */
const resolvedEnvironment = (service: Service, env = dotEnvExample): Record<string, string> => resolveEnvironment(service, env)

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]))
}

const entrypointText = (service: Service) => [service.entrypoint ?? []].flat().join(" ")
const publishedPort = (service: Service, containerPort: number, env = dotEnvExample) => publishedPortIn(service, containerPort, env)

// Read by backend/docker-entrypoint.sh, not by the backend itself.
const ENTRYPOINT_KEYS = ["SEED_DEMO"]
const REQUIRED_IN_PRODUCTION = [
  "NODE_ENV",
  "DATABASE_URL",
  "REDIS_URL",
  "JWT_SECRET",
  "COOKIE_SECRET",
  "MFA_ENCRYPTION_KEY",
  "S3_FILE_URL",
  "S3_ACCESS_KEY_ID",
  "S3_SECRET_ACCESS_KEY",
  "S3_REGION",
  "S3_BUCKET",
  "S3_ENDPOINT",
  "STORE_CORS",
  "ADMIN_CORS",
  "AUTH_CORS",
  "MEDUSA_BACKEND_URL",
  "MEDUSA_WORKER_MODE",
]
const SECRETS = ["JWT_SECRET", "COOKIE_SECRET", "MFA_ENCRYPTION_KEY", "POSTGRES_PASSWORD", "MINIO_ROOT_PASSWORD"]
const BACKENDS = ["backend", "worker"]

describe("docker-compose.yml", () => {
  it("runs postgres, redis, minio (+ its bucket job), the backend server and worker, and the storefront", () => {
    expect(Object.keys(services).sort()).toEqual(["backend", "mailpit", "minio", "minio-init", "postgres", "redis", "storefront", "worker"])
    expect(services.postgres.image).toMatch(/^postgres:17-alpine$/)
    expect(services.redis.image).toMatch(/^redis:7-alpine$/)
    expect(services.minio.image).toMatch(/^minio\/minio[:@]/)
    expect(services["minio-init"].image).toMatch(/^minio\/mc[:@]/)
  })

  it("runs a mail catcher only with the staging profile (a plain `up` never starts it), on this machine's address", () => {
    expect(services.mailpit.image).toMatch(/^axllent\/mailpit[:@]/)
    expect(services.mailpit.profiles).toEqual(["staging"])
    expect(
      Object.entries(services)
        .filter(([, service]) => service.profiles)
        .map(([name]) => name)
    ).toEqual(["mailpit"])
    expect(services.mailpit.ports).toEqual(["127.0.0.1:${MAILPIT_PORT:-8025}:8025"])
  })

  it("runs one backend image as the server and as the worker", () => {
    expect(services.backend.build).toMatchObject({ context: ".", dockerfile: "backend/Dockerfile" })
    expect(services.backend.image).toBeTruthy()
    expect(services.worker.image).toBe(services.backend.image)
    // Either the worker builds nothing (it uses the server's image) or exactly the same thing.
    if (services.worker.build) expect(services.worker.build).toEqual(services.backend.build)
    expect(resolvedEnvironment(services.backend).MEDUSA_WORKER_MODE).toBe("server")
    expect(resolvedEnvironment(services.worker).MEDUSA_WORKER_MODE).toBe("worker")
    expect(resolvedEnvironment(services.worker).DISABLE_MEDUSA_ADMIN).toBe("true")
    expect(services.worker.ports).toBeUndefined()
  })

  it.each(BACKENDS)("gives the %s only variables the backend knows, and every one production needs", (name) => {
    const keys = Object.keys(environmentOf(services[name]))
    const unknown = keys.filter((key) => !(ENV_KEYS as string[]).includes(key) && !ENTRYPOINT_KEYS.includes(key))
    expect(unknown).toEqual([])
    expect(REQUIRED_IN_PRODUCTION.filter((key) => !keys.includes(key))).toEqual([])
    expect(resolvedEnvironment(services[name]).NODE_ENV).toBe("production")
  })

  it("quotes every environment value (compose rejects bare booleans and numbers are easy to mangle)", () => {
    for (const [name, service] of Object.entries(services)) {
      for (const [key, value] of Object.entries(environmentOf(service))) {
        expect({ service: name, key, type: typeof value }).toEqual({ service: name, key, type: "string" })
      }
    }
  })

  it("points the backend at the compose services with their credentials", () => {
    for (const name of BACKENDS) {
      const env = resolvedEnvironment(services[name])
      const db = new URL(env.DATABASE_URL)
      expect(db.hostname).toBe("postgres")
      const postgres = resolvedEnvironment(services.postgres)
      expect([decodeURIComponent(db.username), decodeURIComponent(db.password), db.pathname.slice(1)]).toEqual([
        postgres.POSTGRES_USER,
        postgres.POSTGRES_PASSWORD,
        postgres.POSTGRES_DB,
      ])
      expect(new URL(env.REDIS_URL).hostname).toBe("redis")

      const minio = resolvedEnvironment(services.minio)
      const endpoint = new URL(env.S3_ENDPOINT)
      expect([endpoint.hostname, endpoint.port]).toEqual(["minio", "9000"])
      expect([env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY]).toEqual([minio.MINIO_ROOT_USER, minio.MINIO_ROOT_PASSWORD])
    }
  })

  it("reaches the compose postgres without SSL, said in the file (Medusa would use SSL for any host but localhost)", () => {
    for (const name of BACKENDS) {
      const env = resolvedEnvironment(services[name])
      expect(env.DATABASE_SSL).toBe("disable")
      expect(buildMedusaConfig(parseEnv(env)).projectConfig?.databaseDriverOptions).toEqual({ connection: { ssl: false } })
      // Without the setting the backend stops at boot with the reason, not a 10 s timeout in a restart loop.
      const { DATABASE_SSL: _ssl, ...without } = env
      expect(() => parseEnv(without)).toThrow(/^DATABASE_SSL is not set and DATABASE_URL's host "postgres" is not this machine/)
    }
  })

  it("creates the backend's bucket, readable by anyone, and serves pictures from MinIO's published port", () => {
    const env = resolvedEnvironment(services.backend)
    const init = entrypointText(services["minio-init"])
    const alias = /mc alias set (\S+) http:\/\/minio:9000 /.exec(init)?.[1]
    expect(alias).toBeTruthy()
    expect(init).toContain(`mc mb --ignore-existing ${alias}/${env.S3_BUCKET}`)
    expect(init).toMatch(new RegExp(`mc anonymous set (download|public) ${alias}/${env.S3_BUCKET}\\b`))
    // $$VAR reaches the container's shell as $VAR (compose must not interpolate it away).
    expect(interpolate(init, {})).toContain('"$MINIO_ROOT_USER" "$MINIO_ROOT_PASSWORD"')
    expect(resolvedEnvironment(services["minio-init"])).toEqual({
      MINIO_ROOT_USER: resolvedEnvironment(services.minio).MINIO_ROOT_USER,
      MINIO_ROOT_PASSWORD: resolvedEnvironment(services.minio).MINIO_ROOT_PASSWORD,
    })

    const fileUrl = new URL(env.S3_FILE_URL)
    expect(fileUrl.pathname).toBe(`/${env.S3_BUCKET}`)
    expect(fileUrl.port || "80").toBe(publishedPort(services.minio, 9000))
    expect(publishedPort(services.minio, 9001)).toBeTruthy()
  })

  it("passes the backend's own validation in production mode with Redis and S3", () => {
    for (const name of BACKENDS) {
      const env = parseEnv(resolvedEnvironment(services[name]))
      expect(env).toMatchObject({
        isProduction: true,
        redisUrl: "redis://redis:6379",
        workerMode: name === "backend" ? "server" : "worker",
        storeCors: "http://localhost:8000",
        s3: { bucket: "chaka", endpoint: "http://minio:9000", forcePathStyle: true },
      })
      // Plain http on localhost: Secure cookies would be dropped by the browser.
      expect(env.cookieSecure).toBe(false)

      const config = buildMedusaConfig(env)
      const resolves = JSON.stringify(config.modules)
      expect(resolves).toContain('"./src/modules/picture-file-s3"')
      for (const module of ["event-bus-redis", "workflow-engine-redis", "locking-redis", "caching-redis"]) {
        expect(resolves).toContain(`"@medusajs/medusa/${module}"`)
      }
      expect(config.admin?.disable).toBe(name === "worker")
    }
  })

  it("installs every Medusa module that configuration names", () => {
    const env = parseEnv(resolvedEnvironment(services.backend))
    const names = [...JSON.stringify(buildMedusaConfig(env).modules).matchAll(/"(@medusajs\/[^"]+)"/g)].map((m) => m[1])
    expect(names.length).toBeGreaterThan(5)
    for (const name of new Set(names)) expect(() => require.resolve(name)).not.toThrow()
  })

  it("refuses to start without each secret instead of falling back to a default", () => {
    for (const key of SECRETS) {
      const uses = REFERENCES.filter((ref) => ref.name === key)
      expect({ key, used: uses.length > 0 }).toEqual({ key, used: true })
      expect({ key, ops: [...new Set(uses.map((ref) => ref.op))] }).toEqual({ key, ops: [":?"] })

      const { [key]: _dropped, ...withoutIt } = dotEnvExample
      const servicesUsingIt = Object.values(services).filter((s) => references(s).some((ref) => ref.name === key))
      for (const service of servicesUsingIt) {
        expect(() => resolvedEnvironment(service, withoutIt)).toThrow(key)
        expect(() => resolvedEnvironment(service, { ...withoutIt, [key]: "" })).toThrow(key)
      }
    }
  })

  it("documents every variable it reads in .env.example", () => {
    const used = [...new Set(REFERENCES.map((ref) => ref.name))]
    expect(used.length).toBeGreaterThan(5)
    expect(used.filter((name) => !(name in dotEnvExample))).toEqual([])
  })

  it("publishes the backend on 9000 and the storefront on 8000 (by default and with .env.example)", () => {
    for (const env of [{}, dotEnvExample]) {
      expect(publishedPort(services.backend, 9000, env)).toBe("9000")
      expect(publishedPort(services.storefront, 8000, env)).toBe("8000")
    }
    expect(resolvedEnvironment(services.backend).PORT).toBe("9000")
    // The storefront's server listens where the port is published (its PORT, the image's too).
    expect(resolvedEnvironment(services.storefront).PORT).toBe("8000")
  })

  it("health-checks every long-running service and starts each once what it needs is ready", () => {
    const oneShot = Object.keys(services).filter((name) => services[name].restart === "no")
    expect(oneShot).toEqual(["minio-init"])
    for (const [name, service] of Object.entries(services)) {
      if (oneShot.includes(name)) continue
      expect({ name, test: [service.healthcheck?.test ?? []].flat().length > 0 }).toEqual({ name, test: true })
    }
    for (const [name, service] of Object.entries(services)) {
      if (!service.depends_on) continue
      expect({ name, isMap: !Array.isArray(service.depends_on) }).toEqual({ name, isMap: true })
      for (const [target, { condition }] of Object.entries(service.depends_on as Record<string, { condition: string }>)) {
        expect(Object.keys(services)).toContain(target)
        const expected = oneShot.includes(target) ? "service_completed_successfully" : "service_healthy"
        expect({ name, target, condition }).toEqual({ name, target, condition: expected })
      }
    }
    expect(Object.keys(services.backend.depends_on ?? {}).sort()).toEqual(["minio-init", "postgres", "redis"])
    // The worker never migrates: it waits for the server, which is healthy only once migrated.
    expect(Object.keys(services.worker.depends_on ?? {})).toEqual(["backend"])
    expect(Object.keys(services["minio-init"].depends_on ?? {})).toEqual(["minio"])
    // The storefront reads the backend, and its page cache hears the backend's changes on Redis.
    expect(Object.keys(services.storefront.depends_on ?? {}).sort()).toEqual(["backend", "redis"])
  })

  describe("the health checks", () => {
    let server: Server
    const status: Record<string, number> = { "/ready": 200, "/health": 200 }
    let port = 0
    let unused = 0
    beforeAll(async () => {
      server = createServer((req, res) => {
        res.statusCode = status[req.url ?? ""] ?? 404
        res.end(res.statusCode === 200 ? "OK" : "no")
      })
      await new Promise<void>((done) => server.listen(0, "127.0.0.1", done))
      port = (server.address() as AddressInfo).port
      const closed = createServer()
      await new Promise<void>((done) => closed.listen(0, "127.0.0.1", done))
      unused = (closed.address() as AddressInfo).port
      await new Promise<void>((done) => closed.close(() => done()))
    })
    afterAll(() => new Promise<void>((done) => server.close(() => done())))
    beforeEach(() => Object.assign(status, { "/ready": 200, "/health": 200 }))

    /** Runs the server's healthcheck command (CMD node -e ...) against the local server. */
    const checkServer = (targetPort: number) => {
      const test = [services.backend.healthcheck?.test ?? []].flat()
      expect(test.slice(0, 3)).toEqual(["CMD", "node", "-e"])
      expect(test[3]).toContain("127.0.0.1:9000/ready")
      const script = test[3].replace("127.0.0.1:9000", `127.0.0.1:${targetPort}`)
      return new Promise<number>((done) => {
        execFile(process.execPath, ["-e", script], { timeout: 15_000 }, (error) => done(error ? Number(error.code ?? 1) : 0))
      })
    }

    it("backend: asks /ready — passes on 200, fails on 503 (a dependency is down) or when nothing listens", async () => {
      expect(await checkServer(port)).toBe(0)
      status["/ready"] = 503
      expect(await checkServer(port)).toBe(1)
      expect(await checkServer(unused)).toBe(1)
      // /ready is a route of the server (GET, public).
      expect(existsSync(join(ROOT, "backend", "src", "api", "ready", "route.ts"))).toBe(true)
    })

    it("worker (no routes in worker mode): runs the built healthcheck, which checks /health, the database and Redis", async () => {
      expect([services.worker.healthcheck?.test ?? []].flat()).toEqual(["CMD", "node", "src/lib/readiness/healthcheck.js"])
      // Run from .medusa/server (the image's WORKDIR), where medusa build compiles it.
      expect(existsSync(join(ROOT, "backend", "src", "lib", "readiness", "healthcheck.ts"))).toBe(true)
      const worker = { MEDUSA_WORKER_MODE: "worker", PORT: String(port) }
      expect(await healthcheck(worker)).toBeUndefined()
      status["/health"] = 500
      expect(await healthcheck(worker)).toMatch(/does not answer .*\/health/)
      status["/health"] = 200
      expect(await healthcheck({ ...worker, DATABASE_URL: `postgres://chaka:x@127.0.0.1:${unused}/chaka` })).toMatch(/database failed/)
      expect(await healthcheck({ ...worker, REDIS_URL: `redis://127.0.0.1:${unused}` })).toMatch(/redis failed/)
      expect(await healthcheck({ ...worker, PORT: String(unused) })).toMatch(/does not answer/)
    })

    it("the image's own HEALTHCHECK: /ready in server mode, the worker checks in worker mode", async () => {
      const runtime = stages("backend/Dockerfile").pop()!.lines
      expect(runtime.find((l) => l.startsWith("HEALTHCHECK"))).toMatch(/CMD \["node", "src\/lib\/readiness\/healthcheck\.js"\]$/)
      expect(await healthcheck({ MEDUSA_WORKER_MODE: "server", PORT: String(port) })).toBeUndefined()
      status["/ready"] = 503
      expect(await healthcheck({ MEDUSA_WORKER_MODE: "server", PORT: String(port) })).toMatch(/\/ready answered 503/)
    })

    /** Runs a `node -e` script as the container would, with the given environment. */
    const runNode = (script: string, env: Record<string, string> = {}) =>
      new Promise<number>((done) => {
        execFile(process.execPath, ["-e", script], { timeout: 15_000, env: { ...process.env, ...env } }, (error) => done(error ? Number(error.code ?? 1) : 0))
      })

    it("storefront (compose's check and the image's HEALTHCHECK): asks /health — passes on 200, fails on 500 or when nothing listens", async () => {
      const composeTest = [services.storefront.healthcheck?.test ?? []].flat()
      expect(composeTest.slice(0, 3)).toEqual(["CMD", "node", "-e"])
      // The port the server listens on inside the container (its PORT).
      expect(composeTest[3]).toContain(`127.0.0.1:${resolvedEnvironment(services.storefront).PORT}/health`)
      const composeCheck = (target: number) => runNode(composeTest[3].replace("127.0.0.1:8000", `127.0.0.1:${target}`))

      const line = stages("storefront/Dockerfile")
        .pop()!
        .lines.find((l) => l.startsWith("HEALTHCHECK"))!
      const imageTest = JSON.parse(/ CMD (\[.*\])$/.exec(line)?.[1] ?? "[]") as string[]
      expect(imageTest.slice(0, 2)).toEqual(["node", "-e"])
      expect(imageTest[2]).toContain("/health")
      // It follows PORT, so the check still works when PORT is changed at run time.
      const imageCheck = (target: number) => runNode(imageTest[2], { PORT: String(target) })

      for (const check of [composeCheck, imageCheck]) {
        status["/health"] = 200
        expect(await check(port)).toBe(0)
        status["/health"] = 500
        expect(await check(port)).toBe(1)
        expect(await check(unused)).toBe(1)
      }
      // GET /health is the storefront server's own route.
      expect(read("storefront/server/shop-server.ts")).toMatch(/app\.get\("\/health"/)
    })
  })

  describe("the storefront", () => {
    const storefront = () => resolvedEnvironment(services.storefront)

    it("builds from storefront/Dockerfile with nothing baked in at build time", () => {
      expect(services.storefront.build).toEqual({ context: ".", dockerfile: "storefront/Dockerfile" })
      expect(COMPOSE_TEXT).not.toMatch(/VITE_/)
      // No build-time settings left in the storefront's code: the server reads them at run time.
      const sources = ["src", "server", "build"]
        .flatMap((dir) => filesUnder(join(ROOT, "storefront", dir)))
        .filter((file) => /\.[jt]sx?$/.test(file) && !/\.test\.[jt]sx?$/.test(file))
      expect(sources.length).toBeGreaterThan(10)
      expect(sources.filter((file) => /import\.meta\.env\.VITE_|VITE_MEDUSA_BACKEND_URL/.test(readFileSync(file, "utf8")))).toEqual([])
    })

    it("reaches the backend inside the network and links the dashboard at the backend's public address", () => {
      const { MEDUSA_BACKEND_URL: _b, STOREFRONT_URL: _s, MINIO_PUBLIC_URL: _m, ...defaults } = dotEnvExample
      const deployed = {
        ...dotEnvExample,
        MEDUSA_BACKEND_URL: "https://api.example.com",
        STOREFRONT_URL: "https://shop.example.com",
        MINIO_PUBLIC_URL: "https://files.example.com/chaka",
      }
      for (const env of [dotEnvExample, defaults, deployed]) {
        const sf = resolvedEnvironment(services.storefront, env)
        const backend = resolvedEnvironment(services.backend, env)
        expect(sf.MEDUSA_BACKEND_URL).toBe("http://backend:9000")
        // The backend service's own port, inside the network (not the published one).
        expect(new URL(sf.MEDUSA_BACKEND_URL).port).toBe(backend.PORT)
        // The browser opens the dashboard: the backend's public address, as the backend knows it.
        expect(sf.MEDUSA_DASHBOARD_URL).toBe(`${backend.MEDUSA_BACKEND_URL}/app`)
        // Canonical URLs and the sitemap name the same shop the backend's OpenID callback does.
        expect(sf.STOREFRONT_URL).toBe(backend.STOREFRONT_URL)
        // Pictures are served from MinIO: its public URL is allowed by the storefront's CSP.
        expect(sf.STOREFRONT_IMAGE_ORIGINS).toBe(backend.S3_FILE_URL)
      }
      expect(storefront().MEDUSA_DASHBOARD_URL).toBe("http://localhost:9000/app")
      expect(storefront().STOREFRONT_URL).toBe("http://localhost:8000")
      expect(storefront().NODE_ENV).toBe("production")
    })

    it("keeps pages for visitors and hears the backend's changes on the backend's own Redis", () => {
      // The backend announces what changed on this Redis (INVALIDATION_CHANNEL): the same one, or
      // the storefront keeps pages no one tells it about.
      expect(storefront().REDIS_URL).toBe(resolvedEnvironment(services.backend).REDIS_URL)
      expect(new URL(storefront().REDIS_URL).hostname).toBe("redis")
      // On, with a bounded memory (storefront/server/main.ts: a whole number of MB, 0 is off).
      expect(Number.isInteger(Number(storefront().STOREFRONT_PAGE_CACHE_MB))).toBe(true)
      expect(Number(storefront().STOREFRONT_PAGE_CACHE_MB)).toBeGreaterThan(0)
    })

    it("sets every variable the storefront's server reads, and only those; each is documented", () => {
      const files = [
        ...readdirSync(join(ROOT, "storefront", "server"))
          .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f))
          .map((f) => join("storefront", "server", f)),
        "storefront/src/app/entry.server.tsx",
      ]
      const readByServer = new Set(
        files.flatMap((file) =>
          [...read(file).matchAll(/process\.env(?:\.([A-Za-z_][A-Za-z0-9_]*)|\[["']([A-Za-z_][A-Za-z0-9_]*)["']\])/g)].map((m) => (m[1] ?? m[2])!)
        )
      )
      expect([...readByServer]).toEqual(
        expect.arrayContaining(["PORT", "MEDUSA_BACKEND_URL", "STOREFRONT_URL", "MEDUSA_DASHBOARD_URL", "STOREFRONT_IMAGE_ORIGINS"])
      )
      const composeKeys = Object.keys(environmentOf(services.storefront))
      const imageEnv = Object.fromEntries(
        stages("storefront/Dockerfile")
          .pop()!
          .lines.filter((l) => l.startsWith("ENV "))
          .flatMap((l) => [...l.slice(4).matchAll(/([A-Za-z_][A-Za-z0-9_]*)=(\S*)/g)].map((m) => [m[1], m[2]]))
      )
      expect([...readByServer].filter((name) => !composeKeys.includes(name) && !(name in imageEnv))).toEqual([])
      expect(composeKeys.filter((name) => !readByServer.has(name))).toEqual([])
      // The Configuration table of the README describes each one.
      const tableRows = read("README.md")
        .split("\n")
        .filter((line) => line.startsWith("| `"))
      expect([...readByServer].filter((name) => !tableRows.some((row) => row.split("|")[1].includes(`\`${name}\``)))).toEqual([])
    })
  })
})

describe("Dockerfiles and .dockerignore", () => {
  const dockerfiles = Object.values(services).flatMap((s) => (s.build ? [join(s.build.context, s.build.dockerfile)] : []))

  it("exist where compose looks for them, and copy only files that exist", () => {
    expect(dockerfiles.sort()).toEqual(["backend/Dockerfile", "storefront/Dockerfile"])
    for (const dockerfile of dockerfiles) {
      expect(existsSync(join(ROOT, dockerfile))).toBe(true)
      for (const stage of stages(dockerfile)) {
        for (const line of stage.lines.filter((l) => /^COPY /.test(l) && !/--from=/.test(l))) {
          const sources = line
            .split(" ")
            .slice(1)
            .filter((arg) => !arg.startsWith("--"))
            .slice(0, -1)
          for (const source of sources) expect({ line, exists: existsSync(join(ROOT, source)) }).toEqual({ line, exists: true })
        }
      }
    }
  })

  it("keep dependencies, build output, local data and secrets out of the build context", () => {
    const ignored = read(".dockerignore")
      .split("\n")
      .map((line) => line.trim())
    for (const pattern of ["**/node_modules", "**/.medusa", "**/dist", ".data", ".env", ".git", "test-results"]) {
      expect(ignored).toContain(pattern)
    }
  })

  it("build the backend with npm install and medusa build, and run it as node from .medusa/server", () => {
    const backend = stages("backend/Dockerfile")
    const names = backend.map((stage) => stage.name)
    for (const stage of backend) {
      if (!names.includes(stage.from)) expect(stage.from).toBe("node:20-bookworm-slim")
    }
    const all = backend.flatMap((stage) => stage.lines)
    expect(all).toContain("RUN npm install")
    expect(all.join("\n")).not.toMatch(/npm ci\b/)
    expect(all.join("\n")).toMatch(/npm run build --workspace backend/)
    expect(JSON.parse(read("backend/package.json")).scripts.build).toBe("medusa build")
    // Set at build time, Medusa compiles it into the admin dashboard (admin.backendUrl), which
    // would then call that address instead of its own origin.
    const build = backend.find((stage) => stage.name === "build")!
    const buildChain = [build, ...backend.filter((stage) => stage.name === build.from)]
    expect(buildChain.flatMap((stage) => stage.lines).filter((l) => /^(ENV|ARG)\b.*MEDUSA_BACKEND_URL/.test(l))).toEqual([])

    // The runtime stage's contents (production packages only, non-root): docker-image.unit.spec.ts.
    const runtime = backend[backend.length - 1].lines
    expect(runtime).toContain("COPY --from=build --chown=node:node /app/backend/.medusa/server/ ./")
    expect(runtime).toContain("COPY backend/docker-entrypoint.sh /app/backend/docker-entrypoint.sh")
    expect(runtime).toContain("USER node")
    // The last WORKDIR wins: the built server must be started from its build directory.
    expect(runtime.filter((l) => l.startsWith("WORKDIR")).pop()).toBe("WORKDIR /app/backend/.medusa/server")
    expect(runtime.find((l) => l.startsWith("ENTRYPOINT"))).toBe('ENTRYPOINT ["/bin/sh", "/app/backend/docker-entrypoint.sh"]')
    expect(runtime.find((l) => l.startsWith("ENV"))).toMatch(/NODE_ENV=production/)
  })

  it("share their first stages (manifests, deps), so the two images share those layers", () => {
    const first = (path: string) => stages(path).slice(0, 2)
    expect(first("backend/Dockerfile").map((stage) => stage.name)).toEqual(["manifests", "deps"])
    expect(first("storefront/Dockerfile")).toEqual(first("backend/Dockerfile"))
  })

  describe("storefront/Dockerfile", () => {
    const storefront = stages("storefront/Dockerfile")
    const stage = (name: string) => storefront.find((s) => s.name === name)!
    const manifest = JSON.parse(read("storefront/package.json")) as {
      type?: string
      scripts: Record<string, string>
      dependencies: Record<string, string>
      devDependencies?: Record<string, string>
    }

    it("builds on node:20-bookworm-slim, with no build argument: nothing is compiled in", () => {
      const names = storefront.map((s) => s.name)
      for (const s of storefront) if (!names.includes(s.from)) expect(s.from).toBe("node:20-bookworm-slim")
      const all = storefront.flatMap((s) => s.lines)
      expect(all.filter((l) => /^ARG\b/.test(l))).toEqual([])
      expect(all.join("\n")).not.toMatch(/VITE_|nginx/)
      expect(all.join("\n")).not.toMatch(/npm ci\b/)
      expect(existsSync(join(ROOT, "storefront", "nginx.conf"))).toBe(false)
    })

    it("builds the shop's own packages the storefront imports before the storefront (its bundle carries them)", () => {
      const build = stage("build")
      const packages = build.lines.indexOf("COPY --from=manifests /src/packages/ packages/")
      const loop = build.lines.findIndex((l) => l.startsWith("RUN ") && l.includes('npm run build --if-present --workspace "$name"'))
      const storefrontBuild = build.lines.findIndex((l) => l.startsWith("RUN npm run build --workspace storefront"))
      expect(packages).toBeGreaterThanOrEqual(0)
      expect(loop).toBeGreaterThan(packages)
      expect(storefrontBuild).toBeGreaterThan(loop)
      // The loop's list, computed as the image computes it, names every @chaka/* the storefront's sources import.
      const script = /node -p '([^']*)'/.exec(build.lines[loop])![1]
      const names = spawnSync(process.execPath, ["-p", script], { cwd: ROOT, encoding: "utf8" }).stdout.trim().split(" ")
      const sources = ["src", "server"].flatMap((dir) => filesUnder(join(ROOT, "storefront", dir))).filter((f) => /\.tsx?$/.test(f))
      const imported = new Set(sources.flatMap((f) => [...readFileSync(f, "utf8").matchAll(/from "(@chaka\/[^"/]+)/g)].map((m) => m[1])))
      expect(imported.size).toBeGreaterThan(0)
      for (const name of imported) expect(names).toContain(name)
    })

    it("builds React Router's server build and the storefront's server", () => {
      const build = stage("build")
      expect(build.from).toBe("deps")
      const run = build.lines.find((l) => l.startsWith("RUN npm run build --workspace storefront"))
      expect(run).toBeDefined()
      expect(run).toContain("test -f storefront/dist/server/main.js")
      expect(run).toContain("test -f storefront/dist/server/index.js")
      expect(manifest.scripts.build).toMatch(/^react-router typegen && react-router build && tsx build\/server-bundle\.ts$/)
      expect(read("storefront/build/server-bundle.ts")).toMatch(/entryPoints: \[join\(root, "server", "main\.ts"\)\]/)
    })

    it("installs only the storefront's run-time packages, at the lock file's versions", () => {
      const prod = stage("prod-deps")
      expect(prod.lines).toContain("COPY --from=manifests /out/ ./")
      const run = prod.lines.find((l) => l.startsWith("RUN "))!
      expect(run).toContain("npm install --omit=dev --workspace storefront --include-workspace-root=false")
      const [strip, check] = nodeScripts(run)
      expect(run.indexOf(strip)).toBeLessThan(run.indexOf("npm install"))
      expect(run.indexOf(check)).toBeGreaterThan(run.indexOf("npm install"))

      const dir = mkdtempSync(join(tmpdir(), "chaka-storefront-deps-"))
      try {
        mkdirSync(join(dir, "storefront"))
        copyFileSync(join(ROOT, "package.json"), join(dir, "package.json"))
        copyFileSync(join(ROOT, "storefront", "package.json"), join(dir, "storefront", "package.json"))
        const node = (script: string) => spawnSync(process.execPath, ["-e", script], { cwd: dir, encoding: "utf8", timeout: 15_000 })
        // Its devDependencies are dropped; everything else is kept ("type": "module" included).
        expect(node(strip).status).toBe(0)
        const stripped = JSON.parse(readFileSync(join(dir, "storefront", "package.json"), "utf8"))
        const { devDependencies: _dev, ...rest } = manifest
        expect(stripped).toEqual(rest)
        expect(stripped.type).toBe("module")
        // The root's too, and it names only the storefront as a workspace.
        const root = JSON.parse(readFileSync(join(dir, "package.json"), "utf8"))
        const { devDependencies: _rootDev, workspaces: _workspaces, ...rootRest } = JSON.parse(read("package.json"))
        expect(root).toEqual({ ...rootRest, workspaces: ["storefront"] })
        // The check fails the build while a dependency is missing, hoisted or nested.
        const deps = Object.keys(manifest.dependencies)
        const missing = node(check)
        expect(missing.status).toBe(1)
        expect(missing.stderr).toContain(deps[0])
        deps.forEach((name, i) => {
          const at = join(dir, i % 2 ? "node_modules" : join("storefront", "node_modules"), name)
          mkdirSync(at, { recursive: true })
          writeFileSync(join(at, "package.json"), "{}")
        })
        expect(node(check).status).toBe(0)
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })

    it("declares every package the server imports as a dependency (vite only in --dev)", () => {
      const files = [
        ...readdirSync(join(ROOT, "storefront", "server"))
          .filter((f) => /\.ts$/.test(f) && !/\.test\.ts$/.test(f))
          .map((f) => `storefront/server/${f}`),
        "storefront/src/app/entry.server.tsx",
      ]
      const imported = new Set(
        files.flatMap((file) => [...read(file).matchAll(/^import (?!type )[^"]*?from "([^"]+)"|\bimport\("([^"]+)"\)/gm)].map((m) => (m[1] ?? m[2])!))
      )
      const packages = [...imported]
        .filter((spec) => !spec.startsWith(".") && !spec.startsWith("node:"))
        .map((spec) =>
          spec
            .split("/")
            .slice(0, spec.startsWith("@") ? 2 : 1)
            .join("/")
        )
      expect(packages).toEqual(expect.arrayContaining(["express", "react-dom", "@react-router/express"]))
      expect(packages.filter((name) => name !== "vite" && !(name in manifest.dependencies))).toEqual([])
      expect(read("storefront/server/main.ts")).toMatch(/if \(dev\) \{\s*const \{ createServer \} = await import\("vite"\)/)
    })

    it("runs node dist/server/main.js from /app/storefront as a non-root user, in production mode, on 8000", () => {
      const runtime = storefront[storefront.length - 1]
      expect(runtime.from).toBe("node:20-bookworm-slim")
      const env = runtime.lines.filter((l) => l.startsWith("ENV ")).join(" ")
      expect(env).toMatch(/\bNODE_ENV=production\b/)
      expect(env).toMatch(/\bPORT=8000\b/)
      expect(runtime.lines).toContain("EXPOSE 8000")
      // Only the production packages, never the whole workspace tree of `deps`/`build`.
      expect(runtime.lines).toContain("COPY --from=prod-deps /app/node_modules/ node_modules/")
      expect(runtime.lines.filter((l) => /^COPY --from=(deps|build) \S*node_modules/.test(l))).toEqual([])
      expect(runtime.lines).toContain("COPY --from=build /app/storefront/dist/ storefront/dist/")
      const user = runtime.lines.findIndex((l) => l.startsWith("USER "))
      expect(runtime.lines[user]).toBe("USER node")
      const cmd = runtime.lines.findIndex((l) => l.startsWith("CMD "))
      expect(user).toBeGreaterThanOrEqual(0)
      expect(cmd).toBeGreaterThan(user)
      // The last WORKDIR wins: main.js finds dist/client and dist/server/index.js from there.
      expect(runtime.lines.filter((l) => l.startsWith("WORKDIR")).pop()).toBe("WORKDIR /app/storefront")
      expect(runtime.lines[cmd]).toBe('CMD ["node", "dist/server/main.js"]')
      expect(manifest.scripts.start).toBe("node dist/server/main.js")
      expect(runtime.lines.filter((l) => l.startsWith("ENTRYPOINT"))).toEqual([])
    })
  })
})

describe("backend/docker-entrypoint.sh", () => {
  let dir: string
  let serverDir: string
  const log = () => join(dir, "calls.log")

  beforeAll(() => {
    // The image's layout: /app/backend/docker-entrypoint.sh next to /app/backend/.medusa/server,
    // with a stand-in `medusa` that records how it was called and from where.
    dir = mkdtempSync(join(tmpdir(), "chaka-entrypoint-"))
    mkdirSync(join(dir, "backend", ".medusa", "server"), { recursive: true })
    mkdirSync(join(dir, "bin"))
    copyFileSync(join(ROOT, "backend", "docker-entrypoint.sh"), join(dir, "backend", "docker-entrypoint.sh"))
    writeFileSync(
      join(dir, "bin", "medusa"),
      ["#!/bin/sh", 'echo "$(pwd) $*" >> "$STUB_LOG"', 'if [ "$1" = db:migrate ] && [ -n "${STUB_FAIL_MIGRATE:-}" ]; then exit 3; fi', "exit 0", ""].join("\n"),
      { mode: 0o755 }
    )
    // …and a stand-in `node` for the server it finally starts (src/server.js).
    writeFileSync(join(dir, "bin", "node"), ["#!/bin/sh", 'echo "$(pwd) node $*" >> "$STUB_LOG"', "exit 0", ""].join("\n"), { mode: 0o755 })
    serverDir = realpathSync(join(dir, "backend", ".medusa", "server"))
  })
  afterAll(() => rmSync(dir, { recursive: true, force: true }))

  function run(env: Record<string, string>, args: string[] = []) {
    rmSync(log(), { force: true })
    const { status, stderr } = spawnSync("sh", [join(dir, "backend", "docker-entrypoint.sh"), ...args], {
      env: { PATH: `${join(dir, "bin")}:${process.env.PATH}`, STUB_LOG: log(), ...env },
      encoding: "utf8",
      timeout: 15_000,
    })
    const calls = existsSync(log()) ? readFileSync(log(), "utf8").trim().split("\n") : []
    for (const call of calls) expect(call.startsWith(`${serverDir} `)).toBe(true)
    return { status, stderr, calls: calls.map((call) => call.slice(serverDir.length + 1)) }
  }

  const START = "node src/server.js"
  const SETUP = ["db:migrate", "exec ./src/scripts/setup-shop.js", START]

  it("migrates, sets up the shop the storefront needs, then starts, in server mode (compose's backend) and shared mode", () => {
    expect(run({ MEDUSA_WORKER_MODE: "server" })).toMatchObject({ status: 0, calls: SETUP })
    expect(run({ MEDUSA_WORKER_MODE: "shared" })).toMatchObject({ status: 0, calls: SETUP })
    expect(run({})).toMatchObject({ status: 0, calls: SETUP })
    expect(existsSync(join(ROOT, "backend", "src", "scripts", "setup-shop.ts"))).toBe(true)
  })

  it("only starts in worker mode (the server migrates)", () => {
    expect(run({ MEDUSA_WORKER_MODE: "worker" })).toMatchObject({ status: 0, calls: [START] })
    expect(run({ MEDUSA_WORKER_MODE: "worker", SEED_DEMO: "true" })).toMatchObject({ status: 0, calls: [START] })
  })

  it("seeds the demo shop with SEED_DEMO=true, from the built seed script", () => {
    expect(run({ MEDUSA_WORKER_MODE: "server", SEED_DEMO: "true" })).toMatchObject({
      status: 0,
      calls: ["db:migrate", "exec ./src/scripts/seed.js", START],
    })
    expect(run({ MEDUSA_WORKER_MODE: "server", SEED_DEMO: "false" }).calls).toEqual(SETUP)
    // medusa build compiles src/scripts/seed.ts to .medusa/server/src/scripts/seed.js.
    expect(existsSync(join(ROOT, "backend", "src", "scripts", "seed.ts"))).toBe(true)
  })

  it("does not start the server when the migrations fail", () => {
    const { status, calls } = run({ MEDUSA_WORKER_MODE: "server", STUB_FAIL_MIGRATE: "1" })
    expect(status).toBe(3)
    expect(calls).toEqual(["db:migrate"])
  })

  it("runs a given command instead, e.g. creating an admin user", () => {
    expect(run({ MEDUSA_WORKER_MODE: "server" }, ["medusa", "user", "-e", "admin@example.com", "-p", "pw"])).toMatchObject({
      status: 0,
      calls: ["user -e admin@example.com -p pw"],
    })
  })
})
