import path from "node:path"
import { z } from "@medusajs/framework/zod"

/**
 * Every environment variable the backend reads, validated once at boot. The docker-compose
 * test checks that each of these keys is wired, so a new setting must be added here.
 */

const DEV_SECRET = "supersecret"

/** Sign-in with OpenID Connect points at Google unless OIDC_ISSUER_URL names another provider. */
export const GOOGLE_ISSUER = "https://accounts.google.com"

/** Where the provider sends the sign-in popup back to: a storefront page that hands the result to the shop. */
export const OPENID_CALLBACK_PATH = "/auth/google/callback"

/** Alpha SMS (sms.net.bd), the shop's SMS gateway: https://sms.net.bd/api */
export const ALPHA_SMS_API_URL = "https://api.sms.net.bd"

/** bKash's tokenized checkout sandbox (https://developer.bka.sh/docs/tokenized-checkout-overview). */
export const BKASH_SANDBOX_URL = "https://tokenized.sandbox.bka.sh/v1.2.0-beta"

/** Waits before the 2nd and 3rd attempt at a notification that failed (workflows/notifications/rules/send.ts). */
const DEFAULT_RETRY_MS = [2000, 10000]
/** Medusa's emailpass default: scrypt with N = 2^15, r 8, p 1 (32 MB and a few hundred ms per hash). */
export const DEFAULT_PASSWORD_HASH_COST = 15

const url = (protocols: string[], hint: string) =>
  z
    .string()
    .trim()
    .refine((value) => {
      try {
        return protocols.includes(new URL(value).protocol)
      } catch {
        return false
      }
    }, hint)

const csv = z
  .string()
  .trim()
  .transform((value) =>
    value
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean)
      .join(",")
  )

const bool = z.enum(["true", "false", "1", "0", "yes", "no"], { message: "must be true or false" }).transform((value) => ["true", "1", "yes"].includes(value))

const optional = <T extends z.ZodTypeAny>(schema: T) => z.preprocess((value) => (value === "" ? undefined : value), schema.optional())

export const envSchema = z.object({
  NODE_ENV: optional(z.enum(["development", "production", "test", "staging"])).default("development"),
  PORT: optional(z.coerce.number().int().min(1).max(65535)).default(9000),
  DATABASE_URL: optional(url(["postgres:", "postgresql:"], "must be a postgres:// URL, e.g. postgres://user:pass@host:5432/chaka")),
  DATABASE_SSL: optional(z.enum(["disable", "require", "verify-full"], { message: "must be disable, require or verify-full" })),
  REDIS_URL: optional(url(["redis:", "rediss:"], "must be a redis:// URL, e.g. redis://localhost:6379")),
  MEDUSA_BACKEND_URL: optional(url(["http:", "https:"], "must be an http(s) URL")).default("http://localhost:9000"),
  STOREFRONT_URL: optional(url(["http:", "https:"], "must be an http(s) URL")).default("http://localhost:8000"),
  STORE_CORS: optional(csv),
  ADMIN_CORS: optional(csv),
  AUTH_CORS: optional(csv),
  JWT_SECRET: optional(z.string()),
  COOKIE_SECRET: optional(z.string()),
  MFA_ENCRYPTION_KEY: optional(z.string()),
  ADMIN_MFA_REQUIRED: optional(bool).default(false),
  PASSWORD_HASH_COST: optional(z.coerce.number().int().min(10).max(20)).default(DEFAULT_PASSWORD_HASH_COST),
  COOKIE_SECURE: optional(bool),
  MEDUSA_WORKER_MODE: optional(z.enum(["shared", "server", "worker"])).default("shared"),
  DISABLE_MEDUSA_ADMIN: optional(bool).default(false),
  MEDUSA_UPLOAD_DIR: optional(z.string()),
  S3_FILE_URL: optional(url(["http:", "https:"], "must be an http(s) URL")),
  S3_ACCESS_KEY_ID: optional(z.string()),
  S3_SECRET_ACCESS_KEY: optional(z.string()),
  S3_REGION: optional(z.string()),
  S3_BUCKET: optional(z.string()),
  S3_ENDPOINT: optional(url(["http:", "https:"], "must be an http(s) URL")),
  S3_FORCE_PATH_STYLE: optional(bool),
  OIDC_CLIENT_ID: optional(z.string().trim()),
  OIDC_CLIENT_SECRET: optional(z.string()),
  OIDC_ISSUER_URL: optional(url(["http:", "https:"], "must be an http(s) URL")).default(GOOGLE_ISSUER),
  OIDC_CALLBACK_URL: optional(url(["http:", "https:"], "must be an http(s) URL")),
  OIDC_PROVIDER_NAME: optional(z.string().trim().max(40)).default("Google"),
  CATALOGUE_CACHE_MB: optional(z.coerce.number().int().min(0).max(4096)).default(32),
  SMTP_URL: optional(url(["smtp:", "smtps:"], "must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com:465")),
  MAIL_FROM: optional(z.string().trim().max(200)).default("Chaka <no-reply@localhost>"),
  SMS_API_KEY: optional(z.string().trim()),
  SMS_SENDER_ID: optional(z.string().trim().max(20)),
  SMS_API_URL: optional(url(["http:", "https:"], "must be an http(s) URL")).default(ALPHA_SMS_API_URL),
  NOTIFICATION_OUTBOX_DIR: optional(z.string().trim()),
  NOTIFICATION_RETRY_MS: optional(
    z
      .string()
      .trim()
      .regex(/^\d{1,6}(,\d{1,6}){0,9}$/, "must be comma-separated waits in milliseconds, e.g. 2000,10000")
      .transform((value) => value.split(",").map(Number))
  ).default(DEFAULT_RETRY_MS),
  BKASH_BASE_URL: optional(url(["http:", "https:"], `must be an http(s) URL, e.g. ${BKASH_SANDBOX_URL}`)),
  BKASH_APP_KEY: optional(z.string().trim()),
  BKASH_APP_SECRET: optional(z.string().trim()),
  BKASH_USERNAME: optional(z.string().trim()),
  BKASH_PASSWORD: optional(z.string()),
  BKASH_TIMEOUT_MS: optional(
    z.coerce.number().int().min(1000, "must be 1000 ms or more").max(30_000, "must be 30000 ms or less (a checkout holds its cart for 120 s)")
  ),
})

export const ENV_KEYS = Object.keys(envSchema.shape) as (keyof typeof envSchema.shape)[]

const BKASH_REQUIRED = ["BKASH_BASE_URL", "BKASH_APP_KEY", "BKASH_APP_SECRET", "BKASH_USERNAME", "BKASH_PASSWORD"] as const

/** bKash's tokenized checkout (bd-commerce's provider); on when every BKASH_* credential is set. */
export type BkashSettings = {
  baseUrl: string
  appKey: string
  appSecret: string
  username: string
  password: string
  timeoutMs?: number
}

const S3_REQUIRED = ["S3_FILE_URL", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY", "S3_REGION", "S3_BUCKET"] as const

export type S3Settings = {
  fileUrl: string
  accessKeyId: string
  secretAccessKey: string
  region: string
  bucket: string
  endpoint?: string
  forcePathStyle: boolean
}

/** Sign-in through an OpenID Connect provider (Google by default); on when OIDC_CLIENT_ID is set. */
export type OpenIdSettings = {
  issuer: string
  clientId: string
  clientSecret?: string
  callbackUrl: string
  /** What the storefront's button says: "Continue with {name}". */
  name: string
}

/**
 * How the backend talks to PostgreSQL (DATABASE_SSL): `disable` (plain, e.g. docker compose's
 * postgres on its private network), `require` (encrypted, the certificate not checked: what
 * most managed databases need), `verify-full` (encrypted, certificate and host name checked
 * against the system's CAs and NODE_EXTRA_CA_CERTS).
 */
export type DatabaseSsl = "disable" | "require" | "verify-full"

/** node-postgres's `ssl` option for a DATABASE_SSL mode (Medusa's connections, the worker's health check). */
export function pgSslOption(mode: DatabaseSsl): false | { rejectUnauthorized: boolean } {
  return mode === "disable" ? false : { rejectUnauthorized: mode === "verify-full" }
}

const LOCAL_HOSTS = ["", "localhost", "127.0.0.1", "[::1]"]

/**
 * DATABASE_SSL, decided once. Left to itself Medusa turns SSL on for every host but localhost
 * unless the URL says sslmode=disable, and node-postgres lets the URL's sslmode override any
 * option: so the URL must not carry one, and a database on another machine needs the setting.
 */
export function databaseSsl(databaseUrl: string | undefined, mode: DatabaseSsl | undefined): DatabaseSsl {
  if (!databaseUrl) return mode ?? "disable"
  const url = new URL(databaseUrl)
  const inUrl = ["sslmode", "ssl_mode", "ssl"].find((name) => url.searchParams.has(name))
  if (inUrl) {
    throw new ConfigError(`DATABASE_URL sets ${inUrl}=${url.searchParams.get(inUrl)}: remove it and set DATABASE_SSL=disable, require or verify-full instead`)
  }
  if (mode) return mode
  if (LOCAL_HOSTS.includes(url.hostname)) return "disable"
  throw new ConfigError(
    `DATABASE_SSL is not set and DATABASE_URL's host "${url.hostname}" is not this machine: set DATABASE_SSL=require (or verify-full) for a managed database, or DATABASE_SSL=disable for one on a private network such as docker compose's postgres`
  )
}

export type AppEnv = {
  nodeEnv: "development" | "production" | "test" | "staging"
  isProduction: boolean
  port: number
  databaseUrl?: string
  databaseSsl: DatabaseSsl
  redisUrl?: string
  backendUrl: string
  storefrontUrl: string
  storeCors: string
  adminCors: string
  authCors: string
  jwtSecret: string
  cookieSecret: string
  cookieSecure: boolean
  /**
   * Two-factor sign-in (TOTP) for admins: the key that encrypts each factor's secret in the
   * database (Medusa's auth module, `mfa.encryption_key`); without it enrolling answers 400.
   */
  mfaEncryptionKey?: string
  /** Every admin must pass the second factor before the admin API answers (ADMIN_MFA_REQUIRED). */
  adminMfaRequired: boolean
  /**
   * scrypt's cost (log2 N) for new password hashes (PASSWORD_HASH_COST; Medusa's emailpass
   * `hashConfig`). Each hash stores its own cost, so changing it never locks anyone out.
   */
  passwordHashCost: number
  workerMode: "shared" | "server" | "worker"
  disableAdmin: boolean
  uploadDir?: string
  s3?: S3Settings
  openId?: OpenIdSettings
  bkash?: BkashSettings
  /** Memory for the public catalogue cache's answers (src/lib/catalogue-cache); 0 turns it off. */
  catalogueCacheMb: number
  notifications: NotificationSettings
}

/**
 * How the shop sends email and SMS (lib/config/medusa.ts, notificationModule): a channel without
 * settings goes to the outbox folder, where a developer reads each message as a file.
 */
export type NotificationSettings = {
  smtp?: { url: string; from: string }
  sms?: { apiKey: string; senderId?: string; apiUrl: string }
  from: string
  outboxDir: string
  /** Waits between attempts; one more attempt than waits. */
  retryMs: number[]
}

/**
 * Settings that boot but are probably a mistake, each a one-line warning for the boot log. Not
 * errors: compose's default production stack boots without a mail server, its emails going to
 * the outbox folder.
 */
export function configWarnings(env: AppEnv): string[] {
  const warnings: string[] = []
  if (env.isProduction && !env.notifications.smtp) {
    warnings.push(
      `SMTP_URL is not set with NODE_ENV=production: NO EMAIL REACHES CUSTOMERS (order notices, password reset links); each is written to ${env.notifications.outboxDir} instead`
    )
  }
  if (env.isProduction && !env.mfaEncryptionKey) {
    warnings.push("MFA_ENCRYPTION_KEY is not set: admins cannot turn on two-factor sign-in (TOTP)")
  }
  if (env.passwordHashCost < DEFAULT_PASSWORD_HASH_COST) {
    warnings.push(
      `PASSWORD_HASH_COST=${env.passwordHashCost} is below Medusa's ${DEFAULT_PASSWORD_HASH_COST}: new password hashes are ${2 ** (DEFAULT_PASSWORD_HASH_COST - env.passwordHashCost)} times cheaper to guess (meant for test runs)`
    )
  }
  return warnings
}

/** A configuration mistake an operator can fix; its message is one line. */
export class ConfigError extends Error {
  name = "ConfigError"
}

/** Medusa commands that load the configuration without connecting to the database. */
const OFFLINE_COMMANDS = ["build", "plugin:build"]

export const isOfflineCommand = (argv: string[]) => OFFLINE_COMMANDS.includes(argv[2] ?? "")

type ParseOptions = {
  /** False for `medusa build`: it compiles the app and never connects to the database. */
  requireDatabase?: boolean
}

export function parseEnv(env: NodeJS.ProcessEnv, { requireDatabase = true }: ParseOptions = {}): AppEnv {
  const parsed = envSchema.safeParse(env)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const key = String(issue.path[0])
    throw new ConfigError(`${key} ${issue.message}${describeValue(env[key], key)}`)
  }
  const e = parsed.data
  const isProduction = e.NODE_ENV === "production"

  if (!e.DATABASE_URL && requireDatabase && e.NODE_ENV !== "test") {
    throw new ConfigError(
      "DATABASE_URL is not set: run `npm start` (it starts an embedded PostgreSQL) or set DATABASE_URL=postgres://user:pass@host:5432/chaka"
    )
  }

  const secret = (name: "JWT_SECRET" | "COOKIE_SECRET", value?: string) => {
    if (!isProduction) return value || DEV_SECRET
    if (!value || value === DEV_SECRET) {
      throw new ConfigError(`${name} must be set to a private random value when NODE_ENV=production (the development default is refused)`)
    }
    if (value.length < 16) {
      throw new ConfigError(`${name} must be at least 16 characters long when NODE_ENV=production`)
    }
    return value
  }

  // Changing the key makes every enrolled factor unreadable: admins would have to enrol again.
  if (e.MFA_ENCRYPTION_KEY !== undefined && e.MFA_ENCRYPTION_KEY.length < 16) {
    throw new ConfigError("MFA_ENCRYPTION_KEY must be at least 16 characters long (e.g. `openssl rand -hex 32`)")
  }
  if (e.ADMIN_MFA_REQUIRED && !e.MFA_ENCRYPTION_KEY) {
    throw new ConfigError("ADMIN_MFA_REQUIRED=true needs MFA_ENCRYPTION_KEY: without it no admin can set up two-factor sign-in")
  }

  const s3Given = S3_REQUIRED.filter((key) => e[key])
  if (s3Given.length && s3Given.length < S3_REQUIRED.length) {
    const missing = S3_REQUIRED.filter((key) => !e[key])
    throw new ConfigError(`S3 storage is partly configured: also set ${missing.join(", ")} (or unset all S3_* to keep files on local disk)`)
  }

  if (!e.OIDC_CLIENT_ID && (e.OIDC_CLIENT_SECRET || e.OIDC_CALLBACK_URL)) {
    throw new ConfigError("OIDC_CLIENT_ID is not set: OpenID sign-in needs the client id the provider gave this shop (or unset all OIDC_* to turn it off)")
  }

  // The same rule Medusa's OIDC provider applies, told here in the shop's words before boot.
  if (e.OIDC_CLIENT_ID && isProduction && !e.OIDC_ISSUER_URL.startsWith("https:")) {
    throw new ConfigError("OIDC_ISSUER_URL must use https when NODE_ENV=production (http only works for localhost in development)")
  }

  if (e.SMTP_URL && !new URL(e.SMTP_URL).hostname) {
    throw new ConfigError("SMTP_URL has no host: write it as smtp://user:pass@host:587 (or smtps://…:465)")
  }
  if (!e.SMS_API_KEY && e.SMS_SENDER_ID) {
    throw new ConfigError("SMS_SENDER_ID is set but SMS_API_KEY is not: SMS needs the API key from sms.net.bd (or unset SMS_SENDER_ID)")
  }
  if (isProduction && e.SMS_API_KEY && !e.SMS_API_URL.startsWith("https:")) {
    throw new ConfigError("SMS_API_URL must use https when NODE_ENV=production (the API key travels with every message)")
  }

  const bkashGiven = BKASH_REQUIRED.filter((key) => e[key])
  if (bkashGiven.length && bkashGiven.length < BKASH_REQUIRED.length) {
    const missing = BKASH_REQUIRED.filter((key) => !e[key])
    throw new ConfigError(`bKash is partly configured: also set ${missing.join(", ")} (or unset all BKASH_* to offer cash on delivery only)`)
  }
  // The app secret and the merchant's password travel with every token grant.
  if (e.BKASH_BASE_URL && new URL(e.BKASH_BASE_URL).protocol !== "https:" && !LOCAL_HOSTS.includes(new URL(e.BKASH_BASE_URL).hostname)) {
    throw new ConfigError(`BKASH_BASE_URL must use https (http only for a bKash stand-in on this machine), e.g. ${BKASH_SANDBOX_URL}`)
  }

  const devOrigins = [e.STOREFRONT_URL, e.MEDUSA_BACKEND_URL].map((u) => new URL(u).origin)
  return {
    nodeEnv: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    databaseSsl: databaseSsl(e.DATABASE_URL, e.DATABASE_SSL),
    redisUrl: e.REDIS_URL,
    backendUrl: e.MEDUSA_BACKEND_URL.replace(/\/$/, ""),
    storefrontUrl: e.STOREFRONT_URL.replace(/\/$/, ""),
    storeCors: e.STORE_CORS || new URL(e.STOREFRONT_URL).origin,
    // The storefront's own admin area (/admin) calls the admin API too.
    adminCors: e.ADMIN_CORS || devOrigins.join(","),
    authCors: e.AUTH_CORS || devOrigins.join(","),
    jwtSecret: secret("JWT_SECRET", e.JWT_SECRET),
    cookieSecret: secret("COOKIE_SECRET", e.COOKIE_SECRET),
    // Browsers drop Secure cookies sent over plain http, so the admin session only works
    // with Secure cookies when the backend is really served over https.
    cookieSecure: e.COOKIE_SECURE ?? (isProduction && e.MEDUSA_BACKEND_URL.startsWith("https:")),
    mfaEncryptionKey: e.MFA_ENCRYPTION_KEY,
    adminMfaRequired: e.ADMIN_MFA_REQUIRED,
    passwordHashCost: e.PASSWORD_HASH_COST,
    workerMode: e.MEDUSA_WORKER_MODE,
    disableAdmin: e.DISABLE_MEDUSA_ADMIN,
    uploadDir: e.MEDUSA_UPLOAD_DIR,
    catalogueCacheMb: e.CATALOGUE_CACHE_MB,
    notifications: {
      smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
      sms: e.SMS_API_KEY ? { apiKey: e.SMS_API_KEY, senderId: e.SMS_SENDER_ID || undefined, apiUrl: e.SMS_API_URL.replace(/\/$/, "") } : undefined,
      from: e.MAIL_FROM,
      // `npm start` sets it to $CHAKA_DATA_DIR/outbox (scripts/lib/shop-env.ts).
      outboxDir: path.resolve(e.NOTIFICATION_OUTBOX_DIR || path.join(".data", "outbox")),
      retryMs: e.NOTIFICATION_RETRY_MS,
    },
    bkash:
      bkashGiven.length === BKASH_REQUIRED.length
        ? {
            baseUrl: e.BKASH_BASE_URL!.replace(/\/$/, ""),
            appKey: e.BKASH_APP_KEY!,
            appSecret: e.BKASH_APP_SECRET!,
            username: e.BKASH_USERNAME!,
            password: e.BKASH_PASSWORD!,
            timeoutMs: e.BKASH_TIMEOUT_MS,
          }
        : undefined,
    s3: s3Given.length
      ? {
          fileUrl: e.S3_FILE_URL!,
          accessKeyId: e.S3_ACCESS_KEY_ID!,
          secretAccessKey: e.S3_SECRET_ACCESS_KEY!,
          region: e.S3_REGION!,
          bucket: e.S3_BUCKET!,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
        }
      : undefined,
    openId: e.OIDC_CLIENT_ID
      ? {
          // Kept exactly as given: it must equal the ID token's `iss` claim.
          issuer: e.OIDC_ISSUER_URL,
          clientId: e.OIDC_CLIENT_ID,
          clientSecret: e.OIDC_CLIENT_SECRET || undefined,
          callbackUrl: e.OIDC_CALLBACK_URL ?? `${e.STOREFRONT_URL.replace(/\/$/, "")}${OPENID_CALLBACK_PATH}`,
          name: e.OIDC_PROVIDER_NAME,
        }
      : undefined,
  }
}

function describeValue(value: string | undefined, key: string) {
  if (value === undefined || /SECRET|PASSWORD|KEY/.test(key)) return ""
  // Never echo credentials embedded in a URL.
  const shown = value.replace(/\/\/[^@/]*@/, "//***@")
  return ` (got "${shown.length > 60 ? shown.slice(0, 57) + "..." : shown}")`
}

/** For entry points: print the one-line reason and stop, instead of a stack trace. */
export function parseEnvOrExit(env: NodeJS.ProcessEnv, options?: ParseOptions): AppEnv {
  try {
    return parseEnv(env, options)
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`Configuration error: ${error.message}\n`)
      process.exit(1)
    }
    throw error
  }
}
