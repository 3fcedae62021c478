// @vitest-environment node
import path from "node:path"
import { ESLint } from "eslint"
import { describe, expect, it } from "vitest"

/** The feature-boundary rule of the root eslint.config.mjs, run through ESLint's Node API. */
const repoRoot = path.resolve(import.meta.dirname, "../../..")
const eslint = new ESLint({ cwd: repoRoot })

async function boundaryMessages(code: string, filePath: string) {
  const [result] = await eslint.lintText(code, { filePath })
  return result.messages.filter((message) => message.ruleId === "chaka/feature-boundaries").map((message) => message.message)
}

describe("storefront feature boundaries", () => {
  it("refuses an import from another feature, relative or through ../features", async () => {
    const cart = "storefront/src/features/cart/x.tsx"
    expect(await boundaryMessages(`import * as signUp from "../auth/api/sign-up"\nexport const x = signUp\n`, cart)).toEqual([
      "Feature 'cart' must not import from feature 'auth' (../auth/api/sign-up): move what they share to src/components or src/lib (routes in src/app compose features).",
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
