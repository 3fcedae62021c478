import { existsSync, readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { parse } from "yaml"
import { ENV_KEYS, parseEnv } from "../env"

/**
 * No Docker engine runs where the tests run, so the compose file is checked by reading it:
 * what an operator would hit on `docker compose up` if it were wired wrong.
 */
const ROOT = resolve(__dirname, "../../../../..")
const read = (path: string) => readFileSync(join(ROOT, path), "utf8")

type Service = {
  image?: string
  build?: { context: string; dockerfile: string; args?: Record<string, string> }
  environment?: Record<string, string>
  ports?: string[]
  depends_on?: Record<string, { condition: string }>
  healthcheck?: { test: string[] | string }
  restart?: string
}
const compose = parse(read("docker-compose.yml"), { merge: true }) as { services: Record<string, Service> }
const services = compose.services
const dotEnvExample = Object.fromEntries(
  read(".env.example")
    .split("\n")
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf("=")), line.slice(line.indexOf("=") + 1)])
)

/** Docker Compose's interpolation of ${VAR}, ${VAR:-default} and ${VAR:?error} from a .env. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (_match, name: string, op?: string, arg?: string) => {
    if (env[name]) return env[name]
    if (op === "?") throw new Error(`${name} is required: ${arg}`)
    return op === "-" ? arg ?? "" : ""
  })
}
const resolvedEnvironment = (service: Service) =>
  Object.fromEntries(Object.entries(service.environment ?? {}).map(([k, v]) => [k, interpolate(String(v), dotEnvExample)]))

// Read by backend/docker-entrypoint.sh, not by the backend itself.
const ENTRYPOINT_KEYS = ["SEED_DEMO"]
const REQUIRED_IN_PRODUCTION = [
  "DATABASE_URL",
  "REDIS_URL",
  "JWT_SECRET",
  "COOKIE_SECRET",
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

describe("docker-compose.yml", () => {
  it("runs postgres, redis, minio, the backend server and worker, and the storefront", () => {
    expect(Object.keys(services)).toEqual(
      expect.arrayContaining(["postgres", "redis", "minio", "minio-init", "backend", "worker", "storefront"])
    )
  })

  it("runs the same backend image as a server and as a worker", () => {
    expect(services.backend.build?.dockerfile).toBe("backend/Dockerfile")
    expect(services.worker.image).toBe(services.backend.image)
    expect(services.backend.environment?.MEDUSA_WORKER_MODE).toBe("server")
    expect(services.worker.environment?.MEDUSA_WORKER_MODE).toBe("worker")
    expect(services.worker.ports).toBeUndefined()
  })

  it.each(["backend", "worker"])("gives the %s only variables the backend knows, and all it needs", (name) => {
    const keys = Object.keys(services[name].environment ?? {})
    const unknown = keys.filter((key) => !(ENV_KEYS as string[]).includes(key) && !ENTRYPOINT_KEYS.includes(key))
    expect(unknown).toEqual([])
    expect(REQUIRED_IN_PRODUCTION.filter((key) => !keys.includes(key))).toEqual([])
  })

  it("points the backend at the compose services", () => {
    const env = resolvedEnvironment(services.backend)
    expect(new URL(env.DATABASE_URL).hostname).toBe("postgres")
    expect(new URL(env.REDIS_URL).hostname).toBe("redis")
    expect(new URL(env.S3_ENDPOINT).hostname).toBe("minio")
    const postgres = resolvedEnvironment(services.postgres)
    const db = new URL(env.DATABASE_URL)
    expect([db.username, decodeURIComponent(db.password), db.pathname.slice(1)]).toEqual([
      postgres.POSTGRES_USER,
      postgres.POSTGRES_PASSWORD,
      postgres.POSTGRES_DB,
    ])
    expect(env.S3_SECRET_ACCESS_KEY).toBe(resolvedEnvironment(services.minio).MINIO_ROOT_PASSWORD)
  })

  it("boots the backend's configuration check in production mode with Redis and S3", () => {
    for (const name of ["backend", "worker"]) {
      const config = parseEnv(resolvedEnvironment(services[name]))
      expect(config.isProduction).toBe(true)
      expect(config.redisUrl).toBe("redis://redis:6379")
      expect(config.s3).toMatchObject({ bucket: "chaka", endpoint: "http://minio:9000", forcePathStyle: true })
    }
    expect(parseEnv(resolvedEnvironment(services.worker)).disableAdmin).toBe(true)
  })

  it("refuses to start without the secrets instead of using defaults", () => {
    for (const key of ["JWT_SECRET", "COOKIE_SECRET", "POSTGRES_PASSWORD", "MINIO_ROOT_PASSWORD"]) {
      const { [key]: _dropped, ...withoutIt } = dotEnvExample
      expect(() => Object.values(services.backend.environment ?? {}).forEach((v) => interpolate(String(v), withoutIt))).toThrow(key)
    }
  })

  it("documents every variable it reads in .env.example", () => {
    const used = [...read("docker-compose.yml").matchAll(/\$\{([A-Z_]+)/g)].map((m) => m[1])
    expect([...new Set(used)].filter((name) => !(name in dotEnvExample))).toEqual([])
  })

  it("publishes the backend on 9000 and the storefront on 8000", () => {
    expect(services.backend.ports?.map((p) => interpolate(p, {}))).toContain("9000:9000")
    expect(services.storefront.ports?.map((p) => interpolate(p, {}))).toContain("8000:80")
  })

  it("health-checks every long-running service and starts each after what it needs is ready", () => {
    for (const [name, service] of Object.entries(services)) {
      if (name === "minio-init") continue
      expect({ name, healthcheck: Boolean(service.healthcheck) }).toEqual({ name, healthcheck: true })
    }
    expect(services.backend.depends_on).toEqual({
      postgres: { condition: "service_healthy" },
      redis: { condition: "service_healthy" },
      "minio-init": { condition: "service_completed_successfully" },
    })
    expect(services.worker.depends_on?.backend).toEqual({ condition: "service_healthy" })
    expect(services.storefront.depends_on?.backend).toEqual({ condition: "service_healthy" })
  })

  it("builds the storefront for the backend's public address", () => {
    expect(services.storefront.build?.dockerfile).toBe("storefront/Dockerfile")
    expect(interpolate(services.storefront.build?.args?.VITE_MEDUSA_BACKEND_URL ?? "", dotEnvExample)).toBe(
      resolvedEnvironment(services.backend).MEDUSA_BACKEND_URL
    )
  })
})

describe("Dockerfiles", () => {
  it("exist where compose looks for them", () => {
    for (const service of Object.values(services)) {
      if (service.build) expect(existsSync(join(ROOT, service.build.context, service.build.dockerfile))).toBe(true)
    }
  })

  it("start the built backend from .medusa/server, migrating only outside worker mode", () => {
    const dockerfile = read("backend/Dockerfile")
    expect(dockerfile).toMatch(/WORKDIR \/app\/backend\/\.medusa\/server/)
    expect(dockerfile).toMatch(/RUN npm run build --workspace backend/)
    expect(dockerfile).not.toMatch(/RUN npm ci/)
    const entrypoint = read("backend/docker-entrypoint.sh")
    expect(entrypoint).toMatch(/if \[ "\$\{MEDUSA_WORKER_MODE:-shared\}" != "worker" \]; then\s+"\$MEDUSA" db:migrate/)
    expect(entrypoint).toMatch(/exec "\$MEDUSA" start/)
  })

  it("serve the storefront with a fallback to index.html for client-side routes", () => {
    expect(read("storefront/Dockerfile")).toMatch(/ARG VITE_MEDUSA_BACKEND_URL/)
    expect(read("storefront/nginx.conf")).toMatch(/try_files \$uri \/index\.html;/)
  })
})
