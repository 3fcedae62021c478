import path from "node:path"
import type { InputConfigWithArrayModules } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { BKASH_PROVIDER_REGISTRATION_ID, COD_PROVIDER_REGISTRATION_ID, DELIVERY_RATE, HOME_DELIVERY_PROVIDER_REGISTRATION_ID } from "@chaka/rules"
import { pgSslOption, type AppEnv, type BkashSettings, type NotificationSettings, type OpenIdSettings } from "./env"
import { HELD_BACK_SMS_CHANNEL } from "./held-back-sms"
import { OPENID_PROVIDER_ID } from "./openid"
import { PHONE_OTP_PROVIDER_ID, phoneOtpSecret } from "./phone-otp"
import { STOCK_LOCK_WAIT_SECONDS } from "./stock-lock"

/**
 * Medusa's configuration from the validated environment. Without Redis every module is
 * Medusa's in-process default (locks wait longer: lib/config/stock-lock.ts); with REDIS_URL the ones that must be shared between a server
 * and a worker (events, workflows, locks, cache, sessions) move to Redis.
 */
export function buildMedusaConfig(env: AppEnv): InputConfigWithArrayModules {
  return {
    projectConfig: {
      databaseUrl: env.databaseUrl,
      // Always said, never left to Medusa's guess from the host name (env.ts, databaseSsl).
      databaseDriverOptions: { connection: { ssl: pgSslOption(env.databaseSsl) } },
      redisUrl: env.redisUrl,
      workerMode: env.workerMode,
      http: {
        storeCors: env.storeCors,
        adminCors: env.adminCors,
        authCors: env.authCors,
        jwtSecret: env.jwtSecret,
        cookieSecret: env.cookieSecret,
        // Admins sign in with their password only; the OpenID provider is for the shop's customers
        // (an admin who uses it gets the admin area through their customer account).
        authMethodsPerActor: { user: ["emailpass"], customer: ["emailpass", PHONE_OTP_PROVIDER_ID, ...(env.openId ? [OPENID_PROVIDER_ID] : [])] },
      },
      cookieOptions: { secure: env.cookieSecure, sameSite: "lax" },
    },
    // The dashboard is served by this same server, so it calls the API on its own origin and
    // one build works behind any URL. Medusa would otherwise bake MEDUSA_BACKEND_URL into it.
    admin: { backendUrl: "/", disable: env.disableAdmin || env.workerMode === "worker" },
    // Medusa's Translation module (the shop's Bangla, `bn-BD`: lib/languages) in every environment,
    // so the dashboard's translation screens and the store API's `locale` work wherever the shop runs.
    featureFlags: { translation: true, ...(env.redisUrl ? { caching: true } : {}) },
    // Our plugins (plugins/*): their modules, API routes, workflows and admin pages.
    plugins: [
      { resolve: "@chaka/content", options: {} },
      { resolve: "@chaka/reviews", options: {} },
      { resolve: "@chaka/bd-commerce", options: {} },
    ],
    modules: [
      { resolve: "./src/modules/brand" },
      // A bicycle's facts, the product page's spec table (src/modules/product-facts).
      { resolve: "./src/modules/product-facts" },
      // Who did what, when: created and read, never changed (src/modules/audit-log).
      { resolve: "./src/modules/audit-log" },
      // Named as well as flagged: Medusa's defaults decide whether to load it before the flags are read.
      { resolve: "@medusajs/medusa/translation", key: Modules.TRANSLATION },
      // Reports case-variant duplicate emails at boot (src/modules/identity-check).
      { resolve: "./src/modules/identity-check" },
      authModule(env.openId, env.mfaEncryptionKey, env.jwtSecret, env.passwordHashCost),
      paymentModule(env.bkash, env.storefrontUrl),
      fulfillmentModule(),
      fileModule(env),
      notificationModule(env.notifications),
      ...(env.redisUrl ? redisModules(env.redisUrl) : inProcessModules()),
    ],
  }
}

/**
 * Email and password, plus OpenID Connect (Medusa's own `auth-oidc` provider: code flow with
 * PKCE, single-use state, nonce, ID token checked against the provider's keys) when configured.
 * Only the storefront's callback page may receive the code.
 */
function authModule(openId: OpenIdSettings | undefined, mfaEncryptionKey: string | undefined, jwtSecret: string, passwordHashCost: number) {
  const providers: { resolve: string; id: string; options?: Record<string, unknown> }[] = [
    // Medusa's emailpass provider with emails normalised (src/modules/emailpass-normalised).
    { resolve: "./src/modules/emailpass-normalised", id: "emailpass", options: { hashConfig: { logN: passwordHashCost, r: 8, p: 1 } } },
    // A mobile number and an SMS code (bd-commerce's phone-otp; the shop sends the codes:
    // workflows/accounts/phone). Its secret is derived from JWT_SECRET (lib/config/phone-otp.ts).
    { resolve: "@chaka/bd-commerce/providers/phone-otp", id: PHONE_OTP_PROVIDER_ID, options: { secret: phoneOtpSecret(jwtSecret) } },
  ]
  if (openId) {
    providers.push({
      resolve: "@medusajs/medusa/auth-oidc",
      id: OPENID_PROVIDER_ID,
      options: {
        issuer: openId.issuer,
        client_id: openId.clientId,
        client_secret: openId.clientSecret,
        callback_url: openId.callbackUrl,
        allowed_callback_urls: [openId.callbackUrl],
        display_name: openId.name,
        scopes: ["openid", "email", "profile"],
        claim_mappings: { picture: "picture", given_name: "given_name", family_name: "family_name" },
      },
    })
  }
  return { resolve: "@medusajs/medusa/auth", key: Modules.AUTH, options: { providers, mfa: mfaOptions(mfaEncryptionKey) } }
}

/**
 * Two-factor sign-in (TOTP, Settings → Profile in the dashboard). The key encrypts each factor's
 * secret (MFA_ENCRYPTION_KEY). Medusa's TOTP method is replaced under its own id "totp" by the
 * shop's (src/modules/totp-once), which accepts each code once: a code already used, or one
 * older than the last used, is refused (RFC 6238, 5.2). Its recovery codes likewise, under
 * "recovery_code", by src/modules/recovery-code-once: Medusa's let one code in to every sign-in
 * that sent it at the same moment.
 */
export function mfaOptions(encryptionKey: string | undefined) {
  return {
    encryption_key: encryptionKey,
    providers: [
      { resolve: "./src/modules/totp-once", id: "totp", options: { encryption_key: encryptionKey, issuer: "Chaka" } },
      { resolve: "./src/modules/recovery-code-once", id: "recovery_code" },
    ],
  }
}

/**
 * Cash on delivery always (bd-commerce's `cod` provider); bKash beside it when its credentials are
 * set (bd-commerce's `bkash` provider, pp_bkash_bkash). The seed offers the region what is registered.
 */
export function paymentModule(bkash: BkashSettings | undefined, storefrontUrl: string) {
  const providers: { resolve: string; id: string; options?: Record<string, unknown> }[] = [
    { resolve: "@chaka/bd-commerce/providers/cod", id: COD_PROVIDER_REGISTRATION_ID },
  ]
  if (bkash) {
    providers.push({
      resolve: "@chaka/bd-commerce/providers/bkash",
      id: BKASH_PROVIDER_REGISTRATION_ID,
      options: {
        base_url: bkash.baseUrl,
        app_key: bkash.appKey,
        app_secret: bkash.appSecret,
        username: bkash.username,
        password: bkash.password,
        // bKash sends the shopper back to the storefront's return route, <callback_url>/<cart id>.
        callback_url: `${storefrontUrl}/checkout/bkash`,
        ...(bkash.timeoutMs ? { timeout_ms: bkash.timeoutMs } : {}),
      },
    })
  }
  return { resolve: "@medusajs/medusa/payment", key: Modules.PAYMENT, options: { providers } }
}

/** Home delivery priced by the shop's rule; Medusa's manual provider stays for admin-made orders. */
function fulfillmentModule() {
  return {
    resolve: "@medusajs/medusa/fulfillment",
    key: Modules.FULFILLMENT,
    options: {
      providers: [
        { resolve: "@medusajs/medusa/fulfillment-manual", id: "manual" },
        {
          resolve: "@chaka/bd-commerce/providers/home-delivery",
          id: HOME_DELIVERY_PROVIDER_REGISTRATION_ID,
          // Spec section 9: 200 ৳ delivery, 250 ৳ when the items come to more than 25 000 ৳.
          options: { ...DELIVERY_RATE },
        },
      ],
    },
  }
}

/**
 * One provider per channel (Medusa allows no more): "email" through SMTP when SMTP_URL is set,
 * "sms" through Alpha SMS (bd-commerce) when SMS_API_KEY is set; a channel without settings
 * goes to the outbox folder (src/modules/notification-outbox), where a developer reads each
 * message as a file. The dashboard's "feed" stays on Medusa's local provider. An SMS held back
 * (a number's daily cap) is recorded on its own channel, whose provider sends nothing
 * (src/modules/notification-held-back).
 */
export function notificationModule(settings: NotificationSettings) {
  const outboxChannels = [...(settings.smtp ? [] : ["email"]), ...(settings.sms ? [] : ["sms"])]
  const providers: { resolve: string; id: string; options: Record<string, unknown> }[] = [
    { resolve: "@medusajs/medusa/notification-local", id: "local", options: { name: "Local Notification Provider", channels: ["feed"] } },
    { resolve: "./src/modules/notification-held-back", id: "held-back", options: { channels: [HELD_BACK_SMS_CHANNEL] } },
  ]
  if (settings.smtp) {
    providers.push({
      resolve: "./src/modules/notification-smtp",
      id: "smtp",
      options: { url: settings.smtp.url, from: settings.smtp.from, channels: ["email"] },
    })
  }
  if (settings.sms) {
    providers.push({
      resolve: "@chaka/bd-commerce/providers/sms-alpha",
      id: "sms-alpha",
      options: { api_key: settings.sms.apiKey, sender_id: settings.sms.senderId, api_url: settings.sms.apiUrl, channels: ["sms"] },
    })
  }
  if (outboxChannels.length) {
    providers.push({
      resolve: "./src/modules/notification-outbox",
      id: "outbox",
      options: { dir: settings.outboxDir, from: settings.from, channels: outboxChannels },
    })
  }
  return { resolve: "@medusajs/medusa/notification", key: Modules.NOTIFICATION, options: { providers } }
}

/** Medusa's local or S3 storage; either way uploaded pictures are fitted first (src/lib/pictures). */
function fileModule(env: AppEnv) {
  const provider = env.s3
    ? {
        resolve: "./src/modules/picture-file-s3",
        id: "s3",
        options: {
          file_url: env.s3.fileUrl,
          access_key_id: env.s3.accessKeyId,
          secret_access_key: env.s3.secretAccessKey,
          region: env.s3.region,
          bucket: env.s3.bucket,
          endpoint: env.s3.endpoint,
          additional_client_config: { forcePathStyle: env.s3.forcePathStyle },
        },
      }
    : {
        resolve: "./src/modules/picture-file-local",
        id: "local",
        options: {
          // Medusa serves <server dir>/static at /static; `npm start` points that at this
          // directory so uploads survive rebuilds (linkUploads in scripts/lib/medusa-tasks.ts).
          upload_dir: env.uploadDir,
          // Private files (order and product exports with customers' data, import chunks) go
          // to a folder that is not served; file-local's default is the served one. /static
          // also refuses `private-*` names (lib/http/security-headers.ts).
          private_upload_dir: privateUploadDir(env.uploadDir),
          backend_url: `${env.backendUrl}/static`,
        },
      }
  return { resolve: "@medusajs/medusa/file", key: Modules.FILE, options: { providers: [provider] } }
}

/**
 * Beside the upload folder (`$CHAKA_DATA_DIR/uploads` → `$CHAKA_DATA_DIR/private-uploads`), or
 * beside Medusa's default `<server dir>/static` when no upload folder is set.
 */
export function privateUploadDir(uploadDir: string | undefined): string {
  return path.join(path.dirname(uploadDir ? path.resolve(uploadDir) : path.join(process.cwd(), "static")), "private-uploads")
}

/** Without Redis: Medusa's in-process modules, but a stock lock that waits (lib/config/stock-lock.ts). */
function inProcessModules() {
  return [
    {
      resolve: "@medusajs/medusa/locking",
      key: Modules.LOCKING,
      options: { providers: [{ resolve: "./src/modules/patient-locking", id: "in-memory-patient", is_default: true }] },
    },
  ]
}

function redisModules(redisUrl: string) {
  return [
    // Sign-in state (OpenID's state, nonce and PKCE verifier) must be readable by whichever
    // server instance receives the callback.
    { resolve: "@medusajs/medusa/cache-redis", key: Modules.CACHE, options: { redisUrl } },
    { resolve: "@medusajs/medusa/event-bus-redis", key: Modules.EVENT_BUS, options: { redisUrl } },
    { resolve: "@medusajs/medusa/workflow-engine-redis", key: Modules.WORKFLOW_ENGINE, options: { redis: { redisUrl } } },
    {
      resolve: "@medusajs/medusa/locking",
      key: Modules.LOCKING,
      options: {
        providers: [
          {
            resolve: "@medusajs/medusa/locking-redis",
            id: "locking-redis",
            is_default: true,
            options: { redisUrl, waitLockingTimeout: STOCK_LOCK_WAIT_SECONDS },
          },
        ],
      },
    },
    {
      resolve: "@medusajs/medusa/caching",
      key: Modules.CACHING,
      options: {
        providers: [{ resolve: "@medusajs/medusa/caching-redis", id: "caching-redis", is_default: true, options: { redisUrl } }],
      },
    },
  ]
}
