import { expect } from "@playwright/test"
import { PRODUCTS } from "../backend/src/scripts/seed/catalogue"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { fillAddress, logIn, taka } from "./shopper"
import { backendCall, registerCustomer, shopConfig, storeGet } from "./store-api"
import { deliveryCharge } from "@chaka/rules"

// Issue 36's one-trip checkout in a real browser: what the checkout page asks for when it loads,
// and "Place order" pressed again after its answer was lost.

test.describe.configure({ mode: "serial" })

const { storefront, backend } = sharedStoreShop()

const COMMUTER = PRODUCTS.find((p) => p.handle === "duranta-urban-commuter-28")!

/** The customer's orders, asked of the backend with their own sign-in. */
async function ordersOf(email: string, password: string) {
  const { publishable_key } = await shopConfig(backend())
  const { token } = await backendCall(backend(), "POST", "/auth/customer/emailpass", { email, password })
  const { orders } = await backendCall(backend(), "GET", "/store/orders?fields=id", undefined, {
    authorization: `Bearer ${token}`,
    "x-publishable-api-key": publishable_key,
  })
  return orders as { id: string }[]
}

test("the checkout page loads without quote requests, and 'Place order' pressed again after a lost answer makes one order", async ({ page }) => {
  const rider = { email: `lost.answer.${Date.now()}@example.com`, password: "pedal-2026", first_name: "Nusrat", last_name: "Jahan" }
  await registerCustomer(backend(), rider)
  await logIn(page, storefront("/log-in"), rider.email, rider.password)
  const { products } = await storeGet<{ products: { id: string }[] }>(backend(), `/store/products?handle=${COMMUTER.handle}&fields=id`)
  await page.goto(storefront(`/products/${products[0].id}`))
  await page.getByRole("button", { name: "Add to cart" }).click()
  await expect(page.getByText("Product added to cart")).toBeVisible()

  // The API calls a fresh load of the checkout page makes, until it shows the delivery charge.
  const calls: string[] = []
  page.on("request", (request) => {
    const { pathname } = new URL(request.url())
    if (/^\/(store|storefront|auth)\//.test(pathname)) calls.push(`${request.method()} ${pathname}`)
  })
  await page.goto(storefront(`/place-order/&&${products[0].id}`))
  await expect(page.locator(".order-summary")).toContainText(taka(COMMUTER.price + deliveryCharge(COMMUTER.price)))
  const pageLoad = [...calls]
  test.info().annotations.push({ type: "checkout page-load API calls", description: `${pageLoad.length}: ${pageLoad.join(", ")}` })
  console.log(`checkout page-load API calls (${pageLoad.length}): ${pageLoad.join(", ")}`)
  expect(pageLoad.filter((call) => call.includes("/shipping-options"))).toEqual([])

  // The first "Place order" reaches the server and is placed, but its answer never arrives.
  let sent = 0
  await page.route("**/place-order/*.data*", async (route) => {
    if (route.request().method() !== "POST") return route.continue()
    sent++
    if (sent > 1) return route.continue()
    await route.fetch()
    await route.abort("connectionreset")
  })
  calls.length = 0
  await fillAddress(page)
  await page.getByLabel("Cash on delivery").check()
  await page.getByRole("button", { name: "Place order" }).click()
  await expect(page.locator(".checkout-form").getByRole("alert")).toBeVisible()
  await expect(page).toHaveURL(/\/place-order\//)

  // The customer presses it again: the same order, and its page.
  await page.getByRole("button", { name: "Place order" }).click()
  await expect(page.getByRole("heading", { name: "Thank you for your order!" })).toBeVisible()
  const orderId = /\/my-account\/my-order\/(order_\w+)/.exec(page.url())?.[1]
  expect(sent).toBe(2)
  // "Place order" is the page's own form, posted to its route action (the storefront's server
  // places the order in one request to the backend): the browser calls no store API to order.
  expect(calls.filter((call) => call.startsWith("POST "))).toEqual([])

  expect((await ordersOf(rider.email, rider.password)).map((order) => order.id)).toEqual([orderId])
  await page.goto(storefront("/my-account/my-order"))
  await expect(page.locator(".order-card")).toHaveCount(1)
})
