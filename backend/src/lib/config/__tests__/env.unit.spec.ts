import { ConfigError, configWarnings, isOfflineCommand, parseEnv } from "../env"
import { buildMedusaConfig } from "../medusa"

const DB = "postgres://chaka:pw@db.internal:5432/chaka"
const STRONG = "0123456789abcdef0123456789abcdef"

const production = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({
  NODE_ENV: "production",
  DATABASE_URL: DB,
  DATABASE_SSL: "require",
  JWT_SECRET: STRONG,
  COOKIE_SECRET: STRONG,
  MFA_ENCRYPTION_KEY: STRONG,
  ...extra,
})

function configError(env: NodeJS.ProcessEnv): string {
  try {
    parseEnv(env)
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError)
    return (error as Error).message
  }
  throw new Error("expected a configuration error")
}

describe("environment validation", () => {
  it("accepts a minimal development setup with the development secrets", () => {
    const env = parseEnv({ DATABASE_URL: DB, DATABASE_SSL: "require" })
    expect(env.isProduction).toBe(false)
    expect(env.jwtSecret).toBe("supersecret")
    expect(env.port).toBe(9000)
    expect(env.workerMode).toBe("shared")
    expect(env.storeCors).toBe("http://localhost:8000")
    // The storefront's /admin area calls the admin API from the storefront's origin.
    expect(env.adminCors.split(",")).toEqual(["http://localhost:8000", "http://localhost:9000"])
  })

  it("explains a malformed DATABASE_URL in one line without echoing the password", () => {
    const message = configError({ DATABASE_URL: "mysql://root:hunter2@db/chaka" })
    expect(message).toMatch(/^DATABASE_URL must be a postgres:\/\/ URL/)
    expect(message).not.toContain("hunter2")
    expect(message).not.toContain("\n")
  })

  describe("DATABASE_SSL", () => {
    const ssl = (env: NodeJS.ProcessEnv) => buildMedusaConfig(parseEnv(env)).projectConfig?.databaseDriverOptions

    it("is required for a database on another machine, instead of Medusa's guess from the host name", () => {
      expect(configError({ DATABASE_URL: DB })).toBe(
        `DATABASE_SSL is not set and DATABASE_URL's host "db.internal" is not this machine: set DATABASE_SSL=require (or verify-full) for a managed database, or DATABASE_SSL=disable for one on a private network such as docker compose's postgres`
      )
    })

    it("defaults to disable for this machine's database", () => {
      for (const host of ["localhost", "127.0.0.1", "[::1]"]) {
        expect(parseEnv({ DATABASE_URL: `postgres://chaka:pw@${host}:5432/chaka` }).databaseSsl).toBe("disable")
      }
    })

    it("is given to every Medusa connection: off, encrypted, or encrypted with the certificate checked", () => {
      expect(ssl({ DATABASE_URL: DB, DATABASE_SSL: "disable" })).toEqual({ connection: { ssl: false } })
      expect(ssl({ DATABASE_URL: DB, DATABASE_SSL: "require" })).toEqual({ connection: { ssl: { rejectUnauthorized: false } } })
      expect(ssl({ DATABASE_URL: DB, DATABASE_SSL: "verify-full" })).toEqual({ connection: { ssl: { rejectUnauthorized: true } } })
      expect(ssl({ DATABASE_URL: "postgres://chaka:pw@localhost:5432/chaka" })).toEqual({ connection: { ssl: false } })
    })

    it("refuses an sslmode in DATABASE_URL (node-postgres would let it override the setting)", () => {
      expect(configError({ DATABASE_URL: `${DB}?sslmode=disable` })).toMatch(
        /^DATABASE_URL sets sslmode=disable: remove it and set DATABASE_SSL=disable, require or verify-full instead$/
      )
      expect(configError({ DATABASE_URL: `${DB}?ssl_mode=false`, DATABASE_SSL: "disable" })).toMatch(/^DATABASE_URL sets ssl_mode=false/)
    })

    it("refuses a value it does not know", () => {
      expect(configError({ DATABASE_URL: DB, DATABASE_SSL: "on" })).toBe(`DATABASE_SSL must be disable, require or verify-full (got "on")`)
    })
  })

  it("asks for DATABASE_URL outside tests", () => {
    expect(configError({})).toMatch(/DATABASE_URL is not set/)
    expect(parseEnv({ NODE_ENV: "test" }).databaseUrl).toBeUndefined()
  })

  it.each([
    ["missing", {}],
    ["the development default", { JWT_SECRET: "supersecret" }],
  ])("refuses a JWT_SECRET that is %s in production", (_label, extra) => {
    const env = production(extra)
    if (!("JWT_SECRET" in extra)) delete env.JWT_SECRET
    expect(configError(env)).toMatch(/^JWT_SECRET must be set to a private random value when NODE_ENV=production/)
  })

  it("refuses a short COOKIE_SECRET in production", () => {
    expect(configError(production({ COOKIE_SECRET: "short" }))).toMatch(/^COOKIE_SECRET must be at least 16 characters/)
  })

  it("warns loudly (one line, no error) when production has no mail server, and not otherwise", () => {
    const [warning, ...more] = configWarnings(parseEnv(production()))
    expect(warning).toMatch(/^SMTP_URL is not set with NODE_ENV=production: NO EMAIL REACHES CUSTOMERS/)
    expect(warning).not.toContain("\n")
    expect(more).toEqual([])
    expect(configWarnings(parseEnv(production({ SMTP_URL: "smtps://u:p@smtp.example.com:465" })))).toEqual([])
    expect(configWarnings(parseEnv({ NODE_ENV: "development", DATABASE_URL: DB, DATABASE_SSL: "require" }))).toEqual([])
  })

  it("hashes passwords at Medusa's cost unless told otherwise, and says so when a lower one is set", () => {
    expect(parseEnv(production({ SMTP_URL: "smtps://u:p@smtp.example.com:465" })).passwordHashCost).toBe(15)
    const cheap = parseEnv(production({ SMTP_URL: "smtps://u:p@smtp.example.com:465", PASSWORD_HASH_COST: "10" }))
    expect(cheap.passwordHashCost).toBe(10)
    expect(configWarnings(cheap)).toEqual([expect.stringMatching(/^PASSWORD_HASH_COST=10 is below Medusa's 15: .* 32 times cheaper/)])
    expect(configError(production({ PASSWORD_HASH_COST: "9" }))).toMatch(/^PASSWORD_HASH_COST/)
    expect(configError(production({ PASSWORD_HASH_COST: "21" }))).toMatch(/^PASSWORD_HASH_COST/)
    expect(configError(production({ PASSWORD_HASH_COST: "12.5" }))).toMatch(/^PASSWORD_HASH_COST/)
  })

  it("rejects an unknown worker mode, naming the allowed ones", () => {
    expect(configError(production({ MEDUSA_WORKER_MODE: "both" }))).toMatch(/^MEDUSA_WORKER_MODE .*shared.*server.*worker/)
  })

  it("rejects a non-redis REDIS_URL and a bad port", () => {
    expect(configError(production({ REDIS_URL: "localhost:6379" }))).toMatch(/^REDIS_URL must be a redis:\/\/ URL/)
    expect(configError(production({ PORT: "90000" }))).toMatch(/^PORT /)
  })

  it("refuses partly configured S3 storage, naming what is missing", () => {
    const message = configError(production({ S3_BUCKET: "chaka", S3_REGION: "ap-south-1" }))
    expect(message).toContain("S3_FILE_URL")
    expect(message).toContain("S3_ACCESS_KEY_ID")
    expect(message).toContain("S3_SECRET_ACCESS_KEY")
    expect(message).not.toContain("S3_BUCKET,")
  })

  it("only marks cookies Secure for a production backend served over https", () => {
    expect(parseEnv(production()).cookieSecure).toBe(false)
    expect(parseEnv(production({ MEDUSA_BACKEND_URL: "https://api.chaka.shop" })).cookieSecure).toBe(true)
    expect(parseEnv(production({ COOKIE_SECURE: "false", MEDUSA_BACKEND_URL: "https://api.chaka.shop" })).cookieSecure).toBe(false)
  })
})

describe("Medusa configuration", () => {
  const moduleResolves = (env: NodeJS.ProcessEnv) =>
    (buildMedusaConfig(parseEnv(env)).modules as { resolve: string; options?: { providers?: { resolve: string }[] } }[]).flatMap((m) => [
      m.resolve,
      ...(m.options?.providers ?? []).map((p) => p.resolve),
    ])

  it("keeps everything in-process and files on local disk by default", () => {
    const resolves = moduleResolves(production())
    expect(resolves).toContain("./src/modules/picture-file-local")
    expect(resolves.some((r) => r.includes("redis"))).toBe(false)
  })

  it("lets a checkout wait 30 s for a product's stock lock, in process and on Redis alike (lib/config/stock-lock.ts)", () => {
    const lockingOf = (env: NodeJS.ProcessEnv) =>
      (buildMedusaConfig(parseEnv(env)).modules as { resolve: string; options?: any }[]).find((m) => m.resolve === "@medusajs/medusa/locking")
    expect(lockingOf(production())?.options.providers).toEqual([expect.objectContaining({ resolve: "./src/modules/patient-locking", is_default: true })])
    expect(lockingOf(production({ REDIS_URL: "redis://cache:6379" }))?.options.providers).toEqual([
      expect.objectContaining({ resolve: "@medusajs/medusa/locking-redis", is_default: true, options: expect.objectContaining({ waitLockingTimeout: 30 }) }),
    ])
  })

  it("sends email and SMS to the outbox folder unless a gateway is configured; the local provider keeps the dashboard's feed", () => {
    const notification = (buildMedusaConfig(parseEnv(production())).modules as { resolve: string; options?: any }[]).find(
      (m) => m.resolve === "@medusajs/medusa/notification"
    )
    expect(notification?.options.providers).toEqual([
      expect.objectContaining({ resolve: "@medusajs/medusa/notification-local", options: expect.objectContaining({ channels: ["feed"] }) }),
      expect.objectContaining({ resolve: "./src/modules/notification-held-back", options: { channels: ["sms-held-back"] } }),
      expect.objectContaining({ resolve: "./src/modules/notification-outbox", options: expect.objectContaining({ channels: ["email", "sms"] }) }),
    ])
  })

  it("moves events, workflows, locks and cache to Redis and files to S3 when configured", () => {
    const resolves = moduleResolves(
      production({
        REDIS_URL: "redis://cache:6379",
        S3_FILE_URL: "https://cdn.chaka.shop",
        S3_ACCESS_KEY_ID: "key",
        S3_SECRET_ACCESS_KEY: "secret",
        S3_REGION: "ap-south-1",
        S3_BUCKET: "chaka",
      })
    )
    expect(resolves).toEqual(
      expect.arrayContaining([
        "@medusajs/medusa/event-bus-redis",
        "@medusajs/medusa/workflow-engine-redis",
        "@medusajs/medusa/locking-redis",
        "@medusajs/medusa/caching-redis",
        // Sign-in state must reach whichever server takes the provider's callback.
        "@medusajs/medusa/cache-redis",
        "./src/modules/picture-file-s3",
      ])
    )
    expect(resolves).not.toContain("./src/modules/picture-file-local")
  })

  it("offers Google sign-in only when a client id is set, with the storefront's callback page as the one allowed URL", () => {
    expect(moduleResolves(production())).not.toContain("@medusajs/medusa/auth-oidc")
    const config = buildMedusaConfig(
      parseEnv(production({ OIDC_CLIENT_ID: "shop.apps.googleusercontent.com", OIDC_CLIENT_SECRET: "s", STOREFRONT_URL: "https://chaka.shop" }))
    )
    const auth = (config.modules as { resolve: string; options?: { providers?: { resolve: string; id: string; options?: Record<string, unknown> }[] } }[]).find(
      (m) => m.resolve === "@medusajs/medusa/auth"
    )
    const oidc = auth?.options?.providers?.find((p) => p.resolve === "@medusajs/medusa/auth-oidc")
    expect(oidc).toMatchObject({
      id: "google",
      options: {
        issuer: "https://accounts.google.com",
        client_id: "shop.apps.googleusercontent.com",
        callback_url: "https://chaka.shop/auth/google/callback",
        allowed_callback_urls: ["https://chaka.shop/auth/google/callback"],
      },
    })
    expect(auth?.options?.providers?.map((p) => p.id)).toContain("emailpass")
    expect(config.projectConfig?.http?.authMethodsPerActor).toEqual({ user: ["emailpass"], customer: ["emailpass", "phone-otp", "google"] })
  })

  it("refuses an http issuer in production and OIDC settings without a client id", () => {
    expect(configError(production({ OIDC_CLIENT_ID: "x", OIDC_ISSUER_URL: "http://localhost:9999" }))).toMatch(/OIDC_ISSUER_URL must use https/)
    expect(configError(production({ OIDC_CLIENT_SECRET: "orphan" }))).toMatch(/^OIDC_CLIENT_ID is not set/)
    expect(parseEnv({ DATABASE_URL: DB, DATABASE_SSL: "require", OIDC_CLIENT_ID: "x", OIDC_ISSUER_URL: "http://localhost:9999" }).openId?.issuer).toBe(
      "http://localhost:9999"
    )
  })

  it("disables the admin dashboard on a worker", () => {
    const config = buildMedusaConfig(parseEnv(production({ MEDUSA_WORKER_MODE: "worker" })))
    expect(config.admin?.disable).toBe(true)
    expect(config.projectConfig?.workerMode).toBe("worker")
  })
})

describe("medusa build", () => {
  it("needs no database: it only compiles", () => {
    expect(isOfflineCommand(["node", "medusa", "build"])).toBe(true)
    expect(isOfflineCommand(["node", "medusa", "start"])).toBe(false)
    expect(parseEnv({}, { requireDatabase: false }).databaseUrl).toBeUndefined()
  })
})

describe("admin dashboard", () => {
  it("calls the server it is served by, whatever MEDUSA_BACKEND_URL says", () => {
    const config = buildMedusaConfig(parseEnv(production({ MEDUSA_BACKEND_URL: "http://localhost:9200" })))
    expect(config.admin?.backendUrl).toBe("/")
  })
})

describe("email and SMS", () => {
  type Provider = { resolve: string; id: string; options: Record<string, unknown> }
  const providers = (env: NodeJS.ProcessEnv) => {
    const notification = (buildMedusaConfig(parseEnv(env)).modules as { key?: string; options?: { providers: Provider[] } }[]).find(
      (m) => m.key === "notification"
    )
    return Object.fromEntries(notification!.options!.providers.map((p) => [p.id, p]))
  }
  const dev = (extra: NodeJS.ProcessEnv = {}) => ({ DATABASE_URL: "postgres://localhost/chaka", ...extra })

  it("without settings writes email and SMS to the outbox folder; the dashboard's feed stays on Medusa's local provider", () => {
    const env = parseEnv(dev())
    expect(env.notifications).toMatchObject({ smtp: undefined, sms: undefined, from: "Chaka <no-reply@localhost>", retryMs: [2000, 10000] })
    expect(env.notifications.outboxDir).toMatch(/\/\.data\/outbox$/)
    const p = providers(dev({ NOTIFICATION_OUTBOX_DIR: "/var/chaka/outbox" }))
    expect(Object.keys(p).sort()).toEqual(["held-back", "local", "outbox"])
    expect(p.local.options.channels).toEqual(["feed"])
    expect(p.outbox).toMatchObject({ resolve: "./src/modules/notification-outbox", options: { dir: "/var/chaka/outbox", channels: ["email", "sms"] } })
  })

  it("sends email through SMTP when SMTP_URL is set, SMS through Alpha SMS when SMS_API_KEY is set: one provider per channel", () => {
    const p = providers(
      dev({ SMTP_URL: "smtps://shop:pw@smtp.example.com:465", MAIL_FROM: "Chaka <orders@chaka.com.bd>", SMS_API_KEY: "k3y", SMS_SENDER_ID: "Chaka" })
    )
    expect(Object.keys(p).sort()).toEqual(["held-back", "local", "sms-alpha", "smtp"])
    expect(p.smtp.options).toEqual({ url: "smtps://shop:pw@smtp.example.com:465", from: "Chaka <orders@chaka.com.bd>", channels: ["email"] })
    expect(p["sms-alpha"]).toMatchObject({
      resolve: "@chaka/bd-commerce/providers/sms-alpha",
      options: { api_key: "k3y", sender_id: "Chaka", api_url: "https://api.sms.net.bd", channels: ["sms"] },
    })
    // Only the channel without settings goes to the outbox.
    expect(providers(dev({ SMS_API_KEY: "k3y" })).outbox.options.channels).toEqual(["email"])
  })

  it("explains a wrong setting in one line, without echoing a password or key", () => {
    const smtp = configError(dev({ SMTP_URL: "http://shop:hunter2@mail.example.com" }))
    expect(smtp).toMatch(/^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL/)
    expect(smtp).not.toContain("hunter2")
    expect(configError(dev({ SMS_SENDER_ID: "Chaka" }))).toMatch(/^SMS_SENDER_ID is set but SMS_API_KEY is not/)
    expect(configError(dev({ SMS_API_URL: "ftp://sms.example.com" }))).toMatch(/^SMS_API_URL must be an http\(s\) URL/)
    expect(configError(production({ SMS_API_KEY: "k3y", SMS_API_URL: "http://sms.example.com" }))).toMatch(/^SMS_API_URL must use https/)
    expect(configError(dev({ NOTIFICATION_RETRY_MS: "soon" }))).toMatch(/^NOTIFICATION_RETRY_MS must be comma-separated waits/)
    expect(configError(dev({ NOTIFICATION_RETRY_MS: "-1" }))).toMatch(/^NOTIFICATION_RETRY_MS/)
    for (const message of [smtp, configError(dev({ SMS_SENDER_ID: "x" }))]) expect(message).not.toContain("\n")
  })

  it("takes retry waits in milliseconds (none: one attempt)", () => {
    expect(parseEnv(dev({ NOTIFICATION_RETRY_MS: "100,200,400" })).notifications.retryMs).toEqual([100, 200, 400])
    expect(parseEnv(dev({ NOTIFICATION_RETRY_MS: "0" })).notifications.retryMs).toEqual([0])
  })

  describe("bKash", () => {
    const BKASH = {
      BKASH_BASE_URL: "https://tokenized.sandbox.bka.sh/v1.2.0-beta/",
      BKASH_APP_KEY: "app-key",
      BKASH_APP_SECRET: "app-secret",
      BKASH_USERNAME: "merchant",
      BKASH_PASSWORD: "hunter2",
    }
    const payment = (env: NodeJS.ProcessEnv) =>
      (buildMedusaConfig(parseEnv(env)).modules as { key?: string; options?: { providers: { id: string; options?: Record<string, unknown> }[] } }[]).find(
        (m) => m.key === "payment"
      )!.options!.providers

    it("registers bKash beside cash on delivery with all five settings, and only cash on delivery without them", () => {
      expect(payment(dev()).map((p) => p.id)).toEqual(["cod"])
      expect(parseEnv(dev()).bkash).toBeUndefined()
      const providers = payment(production({ ...BKASH, BKASH_TIMEOUT_MS: "5000", STOREFRONT_URL: "https://chaka.shop/" }))
      expect(providers.map((p) => p.id)).toEqual(["cod", "bkash"])
      expect(providers[1].options).toEqual({
        // bKash sends shoppers back to the storefront's return route only.
        callback_url: "https://chaka.shop/checkout/bkash",
        base_url: "https://tokenized.sandbox.bka.sh/v1.2.0-beta",
        app_key: "app-key",
        app_secret: "app-secret",
        username: "merchant",
        password: "hunter2",
        timeout_ms: 5000,
      })
      // A stand-in on this machine may be plain http.
      expect(parseEnv(dev({ ...BKASH, BKASH_BASE_URL: "http://127.0.0.1:9796/v1.2.0-beta" })).bkash?.baseUrl).toBe("http://127.0.0.1:9796/v1.2.0-beta")
    })

    it("refuses a part of the settings, plain http to bKash and a silly timeout, in one line without the secrets", () => {
      const partial = configError(dev({ BKASH_APP_KEY: "app-key", BKASH_PASSWORD: "hunter2" }))
      expect(partial).toMatch(/^bKash is partly configured: also set BKASH_BASE_URL, BKASH_APP_SECRET, BKASH_USERNAME/)
      expect(partial).not.toContain("hunter2")
      expect(configError(dev({ ...BKASH, BKASH_BASE_URL: "http://tokenized.sandbox.bka.sh/v1.2.0-beta" }))).toMatch(/^BKASH_BASE_URL must use https/)
      expect(configError(dev({ ...BKASH, BKASH_BASE_URL: "sandbox" }))).toMatch(/^BKASH_BASE_URL must be an http\(s\) URL/)
      expect(configError(dev({ ...BKASH, BKASH_TIMEOUT_MS: "5" }))).toMatch(/^BKASH_TIMEOUT_MS must be 1000 ms or more/)
      expect(configError(dev({ ...BKASH, BKASH_PASSWORD: "" }))).toMatch(/also set BKASH_PASSWORD/)
    })
  })
})

describe("two-factor sign-in (MFA_ENCRYPTION_KEY, ADMIN_MFA_REQUIRED)", () => {
  const authOptions = (env: NodeJS.ProcessEnv) =>
    (buildMedusaConfig(parseEnv(env)).modules as { key?: string; options?: Record<string, unknown> }[]).find((m) => m.key === "auth")!.options as {
      mfa: { encryption_key?: string; providers: { resolve: string; id: string; options?: { encryption_key?: string } }[] }
    }

  it("gives Medusa's auth module the key, and the shop's once-only TOTP and recovery-code methods in Medusa's place (their ids)", () => {
    const { mfa } = authOptions(production())
    expect(mfa.encryption_key).toBe(STRONG)
    expect(mfa.providers).toEqual([
      { resolve: "./src/modules/totp-once", id: "totp", options: expect.objectContaining({ encryption_key: STRONG }) },
      { resolve: "./src/modules/recovery-code-once", id: "recovery_code" },
    ])
  })

  it("refuses a short key, and requiring the second factor without a key; is off by default", () => {
    expect(configError(production({ MFA_ENCRYPTION_KEY: "short" }))).toMatch(/^MFA_ENCRYPTION_KEY must be at least 16 characters/)
    expect(configError(production({ MFA_ENCRYPTION_KEY: "", ADMIN_MFA_REQUIRED: "true" }))).toMatch(/^ADMIN_MFA_REQUIRED=true needs MFA_ENCRYPTION_KEY/)
    expect(parseEnv(production()).adminMfaRequired).toBe(false)
    expect(parseEnv(production({ ADMIN_MFA_REQUIRED: "true" })).adminMfaRequired).toBe(true)
    expect(configError(production({ ADMIN_MFA_REQUIRED: "sometimes" }))).toMatch(/^ADMIN_MFA_REQUIRED must be true or false/)
  })

  it("warns in production without a key (admins cannot switch it on), not in development", () => {
    expect(configWarnings(parseEnv(production({ MFA_ENCRYPTION_KEY: "", SMTP_URL: "smtps://u:p@smtp.example.com:465" })))).toEqual([
      "MFA_ENCRYPTION_KEY is not set: admins cannot turn on two-factor sign-in (TOTP)",
    ])
    expect(configWarnings(parseEnv({ NODE_ENV: "development", DATABASE_URL: DB, DATABASE_SSL: "require" }))).toEqual([])
  })
})
