// @vitest-environment node
import path from "node:path"
import { ESLint } from "eslint"
import { describe, expect, it } from "vitest"

/**
 * The storefront's rows of the import map (docs/architecture-map.json), enforced by the root
 * eslint.config.mjs's chaka/import-map and run through ESLint's Node API on virtual files.
 */
const repoRoot = path.resolve(import.meta.dirname, "../../..")
const eslint = new ESLint({ cwd: repoRoot })

async function boundaryMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath })
  const found = result.messages.filter((message) => message.ruleId === "chaka/import-map")
  // An error, so `npm run lint` fails on it.
  expect(found.map((message) => message.severity)).toEqual(found.map(() => 2))
  return found.map((message) => message.message)
}

// The first lint loads ESLint and its config: seconds on a busy machine.
describe("storefront feature boundaries", { timeout: 60_000 }, () => {
  it("refuses an import from another feature, relative or through ../features", async () => {
    const cart = "storefront/src/features/cart/x.tsx"
    expect(await boundaryMessages(`import * as signUp from "../auth/api/sign-up"\nexport const x = signUp\n`, cart)).toEqual([
      expect.stringMatching(
        /^storefront\/src\/features\/cart\/ must not import storefront\/src\/features\/auth\/ \(\.\.\/auth\/api\/sign-up\): only routes \(src\/app\) compose features, and a feature imports no other feature but session: what they share moves to src\/components, src\/lib or @chaka\/rules\./
      ),
    ])
    expect(await boundaryMessages(`export { CheckoutPage } from "../../features/checkout/components/checkout-page"\n`, cart)).toHaveLength(1)
    const nested = "storefront/src/features/admin/orders/components/x.tsx"
    expect(await boundaryMessages(`import { OrderList } from "../../../account/components/order-list"\nexport const x = OrderList\n`, nested)).toHaveLength(1)
  })

  it("allows src/components, src/lib, a shared feature, the same feature, and any feature from a route", async () => {
    const code = [
      `import { Avatar } from "../../../components/ui/avatar"`,
      `import { useSession } from "../../session/api/session"`,
      `import { useMyCart } from "../../session/api/cart"`,
      `import { CartLink } from "./cart-link"`,
      `import { useAddToCart } from "../api/add-to-cart"`,
      `export const x = [Avatar, useSession, useMyCart, CartLink, useAddToCart]`,
      "",
    ].join("\n")
    expect(await boundaryMessages(code, "storefront/src/features/cart/components/x.tsx")).toEqual([])
    const route = `import { CheckoutPage } from "../../features/checkout/components/checkout-page"\nimport { CartView } from "../../features/cart/components/cart-view"\nexport const x = [CheckoutPage, CartView]\n`
    expect(await boundaryMessages(route, "storefront/src/app/routes/x.tsx")).toEqual([])
  })
})

/** The messages of chaka/import-map for a virtual file importing each of `imports`. */
async function mapMessages(filePath: string, ...imports: string[]) {
  const code =
    imports.map((source, i) => `import * as m${i} from "${source}"`).join("\n") + `\nexport const x = [${imports.map((_, i) => `m${i}`).join(", ")}]\n`
  return boundaryMessages(code, filePath)
}

describe("the storefront's import map", { timeout: 60_000 }, () => {
  it("refuses src/lib importing server/; its neighbours in lib, i18n and config pass", async () => {
    const file = "storefront/src/lib/store.server.ts"
    expect(await mapMessages(file, "../../server/session-cookie")).toEqual([
      expect.stringMatching(
        /^storefront\/src\/lib\/ must not import storefront\/server\/ \(\.\.\/\.\.\/server\/session-cookie\): lib\/ holds generic helpers only.*nothing in src\/ imports server\//
      ),
    ])
    expect(await mapMessages(file, "../../server/page-cache/render-scope")).toHaveLength(1)
    expect(await mapMessages(file, "./errors", "../i18n/locales", "../config/paths", "../messages/en", "@chaka/rules")).toEqual([])
  })

  it("refuses src/lib importing a feature or a route", async () => {
    const file = "storefront/src/lib/availability.ts"
    expect(await mapMessages(file, "../features/cart/api/cart")).toEqual([
      expect.stringContaining("storefront/src/lib/ must not import storefront/src/features/cart/ (../features/cart/api/cart): lib/ holds generic helpers only"),
    ])
    expect(await mapMessages(file, "../features/session/api/session")).toHaveLength(1)
    expect(await mapMessages(file, "../app/routes/cart")).toHaveLength(1)
    expect(await mapMessages(file, "./money", "./format")).toEqual([])
  })

  it("refuses src/components importing a feature, even session; lib and i18n pass", async () => {
    const file = "storefront/src/components/ui/x.tsx"
    expect(await mapMessages(file, "../../features/session/api/session")).toEqual([
      expect.stringContaining(
        "storefront/src/components/ui/ must not import storefront/src/features/session/ (../../features/session/api/session): components are React pieces"
      ),
    ])
    expect(await mapMessages(file, "../../lib/money", "../../i18n/use-messages", "../form/button", "../../config/paths")).toEqual([])
  })

  it("refuses server/ importing a feature or a route; src/lib and src/i18n pass", async () => {
    const file = "storefront/server/page-cache/x.ts"
    expect(await mapMessages(file, "../../src/features/cart/api/cart")).toEqual([
      expect.stringContaining("storefront/server/page-cache/ must not import storefront/src/features/cart/ (../../src/features/cart/api/cart)"),
    ])
    expect(await mapMessages(file, "../../src/app/entry.server")).toHaveLength(1)
    expect(await mapMessages(file, "../../src/lib/page-cache", "../../src/i18n/locales", "../session-cookie", "./page-store", "@chaka/rules")).toEqual([])
  })

  it("refuses a feature importing server/ or a route; a route may import server-free src/ and every feature", async () => {
    expect(await mapMessages("storefront/src/features/auth/api/form-sign-in.server.ts", "../../../../server/session-cookie")).toHaveLength(1)
    expect(await mapMessages("storefront/src/features/checkout/api/place-order.server.ts", "../../../app/routes/place-order")).toHaveLength(1)
    expect(
      await mapMessages("storefront/src/app/routes/x.tsx", "../../lib/money", "../../features/cart/api/cart", "../../components/ui/x", "../../i18n/locales")
    ).toEqual([])
    expect(await mapMessages("storefront/src/app/routes/x.tsx", "../../../server/session-cookie")).toHaveLength(1)
  })

  it("holds a test to its folder, with src/testing besides", async () => {
    const test = "storefront/src/features/cart/components/x.test.tsx"
    expect(await mapMessages(test, "../../checkout/api/place-order")).toHaveLength(1)
    expect(await mapMessages(test, "../../../testing/render", "../api/cart", "./cart-view")).toEqual([])
  })
})
