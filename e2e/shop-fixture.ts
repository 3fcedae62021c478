import { test } from "@playwright/test"
import { mkdtempSync, rmSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { freePort } from "../scripts/lib/embedded-db"
import { startShop, type RunningShop, type ShopOptions } from "./shop-process"

// A fresh data directory seeds a new shop; the first start of a clone also builds everything.
export const FIRST_START_MS = 15 * 60_000

export type SuiteShop = { storefront: (path?: string) => string; backend: () => string; options: () => ShopOptions; process: () => RunningShop }

/**
 * One freshly seeded shop (`npm start`'s script, embedded PostgreSQL) for the whole file:
 * started before its first test, stopped and deleted after its last. Ports can be moved with
 * E2E_<NAME>_BACKEND_PORT / E2E_<NAME>_STOREFRONT_PORT.
 */
export function shopForSuite(name: string, ports: { backend: number; storefront: number }, settings?: Record<string, string>): SuiteShop {
  let options: ShopOptions | undefined
  let running: RunningShop | undefined
  const env = (kind: string, fallback: number) => Number(process.env[`E2E_${name.toUpperCase()}_${kind}_PORT`] ?? fallback)

  test.beforeAll(async () => {
    test.setTimeout(FIRST_START_MS)
    options = {
      dataDir: mkdtempSync(join(tmpdir(), `chaka-e2e-${name}-`)),
      backendPort: env("BACKEND", ports.backend),
      storefrontPort: env("STOREFRONT", ports.storefront),
      dbPort: await freePort(),
      env: settings,
    }
    running = await startShop(options, FIRST_START_MS)
  })

  test.afterAll(async () => {
    await running?.stop()
    if (options) rmSync(options.dataDir, { recursive: true, force: true })
  })

  const started = () => {
    if (!options || !running) throw new Error("The shop has not started")
    return { options, running }
  }
  return {
    storefront: (path = "/") => `http://localhost:${started().options.storefrontPort}${path}`,
    backend: () => `http://localhost:${started().options.backendPort}`,
    options: () => started().options,
    process: () => started().running,
  }
}
