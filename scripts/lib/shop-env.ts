import { randomBytes } from "node:crypto"
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { ConfigError, parseEnv } from "../../backend/src/lib/config/env"
import { startEmbeddedPostgres, type EmbeddedDb } from "./embedded-db"

export const ROOT = resolve(__dirname, "..", "..")
export const BACKEND_DIR = join(ROOT, "backend")
export const SERVER_DIR = join(BACKEND_DIR, ".medusa", "server")
export const STOREFRONT_DIR = join(ROOT, "storefront")
export const MEDUSA_BIN = join(ROOT, "node_modules", ".bin", "medusa")

export type Settings = {
  dev: boolean
  dataDir: string
  backendPort: number
  storefrontPort: number
  dbPort: number
  /** CHAKA_SEED_PRODUCTS: the first start's seed makes the catalogue this large (generated products). */
  seedProducts?: number
  /** CHAKA_BACKEND_ONLY=true: no storefront (its server runs elsewhere, or it is not needed). */
  backendOnly: boolean
  /** CHAKA_BACKEND_HEAP_MB: the backend server's V8 heap limit (old space). */
  backendHeapMb: number
}

/** Ports and paths of a local run; every one can be changed through the environment. */
export function readSettings(env: NodeJS.ProcessEnv, dev: boolean): Settings {
  const port = (name: string, fallback: number) => {
    const value = Number(env[name] ?? fallback)
    if (!Number.isInteger(value) || value < 1 || value > 65535) throw new ConfigError(`${name} must be a port number (got "${env[name]}")`)
    return value
  }
  return {
    dev,
    dataDir: resolve(ROOT, env.CHAKA_DATA_DIR ?? ".data"),
    backendPort: port("PORT", 9000),
    storefrontPort: port("STOREFRONT_PORT", 8000),
    dbPort: port("CHAKA_DB_PORT", 54329),
    seedProducts: productCount("CHAKA_SEED_PRODUCTS", env.CHAKA_SEED_PRODUCTS),
    backendOnly: env.CHAKA_BACKEND_ONLY === "true",
    backendHeapMb: heapMb(env.CHAKA_BACKEND_HEAP_MB),
  }
}

function heapMb(value: string | undefined): number {
  if (value === undefined || value.trim() === "") return DEFAULT_BACKEND_HEAP_MB
  if (!/^\d+$/.test(value.trim()) || Number(value) < 128)
    throw new ConfigError(`CHAKA_BACKEND_HEAP_MB must be a whole number of megabytes, at least 128 (got "${value}")`)
  return Number(value.trim())
}

/**
 * Node lets the heap grow towards a quarter of the machine's memory before collecting hard, so
 * after 20 purchases at once the backend kept ~940 MB it no longer used. With 320 MB it stays
 * near 420 MB for ~15% more time in that rush; 256 MB made the rush twice as slow (npm run
 * bench, docs/performance.md). The backend Dockerfile sets the same.
 */
export const DEFAULT_BACKEND_HEAP_MB = 320

/**
 * The young generation's semi-space (MB). Every request allocates short-lived objects (an ORM
 * query's rows and entities, a cached answer's buffers); with the heap capped at 320 MB, V8 keeps
 * the young generation small and scavenges it 2-3 times a second under load, and those pauses
 * were the cached API's stall (issue 53: p99 75 ms against a p50 of 4 ms). At 32 MB it
 * scavenges about half as often for a third of the time (docs/performance.md, "Sale day").
 */
export const BACKEND_SEMI_SPACE_MB = 32

/**
 * The backend server process's environment: the heap limit and the young generation's size
 * (each unless NODE_OPTIONS sets it), and two malloc arenas, so memory freed by one thread is
 * reused by the others instead of each keeping its own.
 */
export function serverProcessEnv(env: NodeJS.ProcessEnv, settings: Settings): NodeJS.ProcessEnv {
  const options = [env.NODE_OPTIONS ?? ""]
  if (!options[0].includes("--max-old-space-size")) options.push(`--max-old-space-size=${settings.backendHeapMb}`)
  if (!options[0].includes("--max-semi-space-size")) options.push(`--max-semi-space-size=${BACKEND_SEMI_SPACE_MB}`)
  return {
    ...env,
    NODE_OPTIONS: options.join(" ").trim(),
    MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2",
  }
}

/** A catalogue size (CHAKA_SEED_PRODUCTS, `npm run seed -- --products N`); undefined when empty. */
export function productCount(name: string, value: string | undefined): number | undefined {
  if (value === undefined || value.trim() === "") return undefined
  if (!/^\d+$/.test(value.trim())) throw new ConfigError(`${name} must be a whole number of products (got "${value}")`)
  return Number(value.trim())
}

/**
 * The environment the backend runs with: the operator's variables, plus for a local run the
 * URLs from the ports, secrets generated once and kept in the data directory, and the upload
 * directory. Validated here so a mistake stops `npm start` before anything starts.
 */
export function backendEnv(env: NodeJS.ProcessEnv, settings: Settings): NodeJS.ProcessEnv {
  const result: NodeJS.ProcessEnv = {
    ...env,
    NODE_ENV: env.NODE_ENV ?? (settings.dev ? "development" : "production"),
    PORT: String(settings.backendPort),
    MEDUSA_BACKEND_URL: env.MEDUSA_BACKEND_URL ?? `http://localhost:${settings.backendPort}`,
    STOREFRONT_URL: env.STOREFRONT_URL ?? `http://localhost:${settings.storefrontPort}`,
    MEDUSA_UPLOAD_DIR: env.MEDUSA_UPLOAD_DIR ?? join(settings.dataDir, "uploads"),
    // Email and SMS without SMTP_URL / SMS_API_KEY are written here (backend/src/modules/notification-outbox).
    NOTIFICATION_OUTBOX_DIR: env.NOTIFICATION_OUTBOX_DIR ?? join(settings.dataDir, "outbox"),
    // Medusa logs every HTTP request by default; `npm start` keeps the console readable.
    LOG_LEVEL: env.LOG_LEVEL ?? (settings.dev ? "http" : "info"),
  }
  if (!env.JWT_SECRET || !env.COOKIE_SECRET || !env.MFA_ENCRYPTION_KEY) {
    const secrets = localSecrets(settings.dataDir)
    result.JWT_SECRET = env.JWT_SECRET || secrets.jwt
    result.COOKIE_SECRET = env.COOKIE_SECRET || secrets.cookie
    // Encrypts the admins' two-factor secrets: kept with the data, since another key makes every
    // enrolled factor unreadable.
    result.MFA_ENCRYPTION_KEY = env.MFA_ENCRYPTION_KEY || secrets.mfa
  }
  // DATABASE_URL comes later for the embedded database; check the rest now.
  parseEnv({ ...result, DATABASE_URL: result.DATABASE_URL ?? "postgres://embedded@localhost/chaka" })
  return result
}

type LocalSecrets = { jwt: string; cookie: string; mfa: string }

/**
 * The secrets of a local run, made on the first start and kept in $CHAKA_DATA_DIR/secrets.json.
 * A file from before a secret existed (the MFA key came later) gains it and keeps the others,
 * so nobody is signed out.
 */
export function localSecrets(dataDir: string): LocalSecrets {
  const file = join(dataDir, "secrets.json")
  const kept: Partial<LocalSecrets> = existsSync(file) ? JSON.parse(readFileSync(file, "utf8")) : {}
  const fresh = () => randomBytes(32).toString("hex")
  const secrets: LocalSecrets = { jwt: kept.jwt || fresh(), cookie: kept.cookie || fresh(), mfa: kept.mfa || fresh() }
  if (secrets.jwt !== kept.jwt || secrets.cookie !== kept.cookie || secrets.mfa !== kept.mfa) {
    mkdirSync(dataDir, { recursive: true })
    writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 })
  }
  return secrets
}

/** The operator's database, or the embedded one under the data directory. */
export async function ensureDatabase(env: NodeJS.ProcessEnv, settings: Settings): Promise<EmbeddedDb | undefined> {
  if (env.DATABASE_URL) return undefined
  const db = await startEmbeddedPostgres({
    dir: join(settings.dataDir, "postgres"),
    port: settings.dbPort,
    database: "chaka",
    log: (line) => console.log(line),
  })
  env.DATABASE_URL = db.url
  console.log(`Embedded PostgreSQL on port ${db.port} (data in ${join(settings.dataDir, "postgres")})`)
  return db
}

/** Reads the root .env file, if any, without overriding variables already set. */
export function loadDotEnv() {
  const file = join(ROOT, ".env")
  if (existsSync(file)) process.loadEnvFile(file)
}
