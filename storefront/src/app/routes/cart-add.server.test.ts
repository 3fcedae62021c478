// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from "vitest"
import { messagesFor } from "../../i18n"
import { resetShop } from "../../lib/medusa"
import { readStoreFrom } from "../../lib/store.server"
import { fakeBackend, json, SHOP_CONFIG } from "../../testing/backend"
import { action as cartAction } from "./cart"

const SHOP = "http://shop.test"
const CART = { id: "cart_01VISITOR", items: [{ id: "cali_1", variant_id: "variant_bell", product_id: "prod_bell", quantity: 1 }] }

const statusOf = (answer: unknown) => (answer instanceof Response ? answer.status : ((answer as { init?: ResponseInit }).init?.status ?? 200))
const dataOf = <T>(answer: unknown) => (answer as { data: T }).data

/** The visitor's Add to cart, by script, on the English or the Bangla page. */
const add = (variantId: string, path = "/cart") =>
  cartAction({
    request: new Request(`${SHOP}${path}`, {
      method: "POST",
      body: new URLSearchParams({ intent: "add", variant_id: variantId, quantity: "1", via: "script" }),
      headers: { origin: SHOP, cookie: `chaka.cart=${CART.id}` },
    }),
    context: { origin: SHOP },
  } as never)

/**
 * The shop's Add to cart keeps the spec's "already added": the storefront's action sees its cart
 * holds the product and changes nothing, though the backend's standard route (for other
 * storefronts) would add to the quantity.
 */
describe("the shop's Add to cart", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())

  const backend = () =>
    fakeBackend({
      "/storefront/config": () => json(SHOP_CONFIG),
      [`/store/carts/${CART.id}`]: () => json({ cart: CART }),
      [`/store/carts/${CART.id}/line-items`]: () =>
        json({ cart: { ...CART, items: [...CART.items, { id: "cali_2", variant_id: "variant_horn", quantity: 1 }] } }),
    })

  it("a product the cart already holds: 422 'Already added', nothing sent to the backend", async () => {
    const { calls } = backend()
    const answer = await add("variant_bell")
    expect([statusOf(answer), dataOf<{ error: string }>(answer).error]).toEqual([422, messagesFor("en").toasts.alreadyAdded])
    expect(calls.filter((call) => call.method === "POST")).toEqual([])
  })

  it("said in Bangla on the Bangla page", async () => {
    backend()
    const answer = await add("variant_bell", "/bn/cart")
    expect([statusOf(answer), dataOf<{ error: string }>(answer).error]).toEqual([422, messagesFor("bn").toasts.alreadyAdded])
  })

  it("a product the cart does not hold is added (the backend's line-items route)", async () => {
    const { calls } = backend()
    const answer = await add("variant_horn")
    expect([statusOf(answer), dataOf<{ error: string | null; count: number }>(answer)]).toEqual([200, { error: null, count: 2 }])
    expect(calls.filter((call) => call.method === "POST").map((call) => call.url.pathname)).toEqual([`/store/carts/${CART.id}/line-items`])
  })
})
