import { expect } from "@playwright/test"
import { DEMO_ADMIN, PRODUCTS } from "../backend/src/scripts/seed/catalogue"
import { POLICY_PAGES } from "../backend/src/scripts/seed/policy-data"
import { deliveryDays } from "../storefront/src/features/delivery/delivery-days"
import { messagesFor } from "../storefront/src/i18n/messages"
import { sharedStoreShop, storeTest as test, untilHydrated } from "./shop-fixture"
import { logIn } from "./shopper"
import { storeGet } from "./store-api"

// The English texts, as the English pages show them.
const messages = messagesFor("en")

// Issue 40, delivery and policies: the footer links to the shop's policies, an admin's edit shows
// at the footer's link (the shared page is forgotten), and a product page says brand, type,
// delivery charge and days.
test.describe.configure({ mode: "serial" })

const { storefront, backend } = sharedStoreShop()

const CITY = PRODUCTS.find((p) => p.handle === "phoenix-city-classic-26")!
const RETURNS = POLICY_PAGES.find((page) => page.handle === "returns-and-warranty")!

test("the footer links to each policy page, which shows the shop's text", async ({ page }) => {
  await page.goto(storefront("/"))
  const footer = page.locator("footer")
  for (const policy of POLICY_PAGES) {
    const label = {
      delivery: messages.policies.delivery,
      "returns-and-warranty": messages.policies.returns,
      privacy: messages.policies.privacy,
      terms: messages.policies.terms,
    }[policy.handle]
    await footer.getByRole("link", { name: label }).click()
    await expect(page).toHaveURL(storefront(`/pages/${policy.handle}`))
    await expect(page.getByRole("heading", { level: 1, name: policy.title })).toBeVisible()
    await expect(page.locator(".policy-text p").first()).toHaveText(policy.body.split("\n\n")[0])
  }
  // An unknown or malformed address is a real 404.
  expect((await page.goto(storefront("/pages/no-such-page")))?.status()).toBe(404)
  expect((await page.goto(storefront("/pages/Bad_Handle")))?.status()).toBe(404)
})

test("an admin edits a policy page in Customize; a visitor's footer link shows the new text", async ({ page, browser }) => {
  // A visitor reads the page first, so the storefront keeps it in its page cache.
  const visitor = await browser.newPage()
  await visitor.goto(storefront(`/pages/${RETURNS.handle}`))
  await expect(visitor.getByRole("heading", { level: 1, name: RETURNS.title })).toBeVisible()

  const added = `Festival offer: 10-day returns until ${new Date().getFullYear()} Eid <b>not bold</b>.`
  await logIn(page, storefront("/log-in"), DEMO_ADMIN.email, DEMO_ADMIN.password)
  await page.goto(storefront("/admin/customize"))
  await untilHydrated(page)
  const card = page.locator(`details[data-handle="${RETURNS.handle}"]`)
  await card.locator("summary").click()
  const body = card.getByLabel(messages.policies.pageBody)
  await expect(body).toHaveValue(RETURNS.body)
  await body.fill(`${added}\n\n${RETURNS.body}`)
  await card.getByRole("button", { name: messages.policies.save }).click()
  await expect(page.getByText(messages.policies.saved(RETURNS.title))).toBeVisible()

  try {
    await visitor.goto(storefront("/"))
    await visitor.locator("footer").getByRole("link", { name: messages.policies.returns }).click()
    await expect(visitor.locator(".policy-text p").first()).toHaveText(added)
    // Reloaded (from the server's page cache, not the browser's memory): the new text, escaped.
    await visitor.reload()
    await expect(visitor.locator(".policy-text p").first()).toHaveText(added)
    await expect(visitor.locator(".policy-text b")).toHaveCount(0)
  } finally {
    // Put the shop's text back for the other files on this shop.
    await body.fill(RETURNS.body)
    await card.getByRole("button", { name: messages.policies.save }).click()
    await expect(page.getByText(messages.policies.saved(RETURNS.title)).first()).toBeVisible()
    await visitor.close()
  }
})

test("a product page shows brand, type, the delivery charge and the days inside Dhaka and elsewhere", async ({ page }) => {
  const { products } = await storeGet<{ products: { id: string }[] }>(backend(), `/store/products?handle=${CITY.handle}&fields=id`)
  const { delivery_days: days } = await storeGet<{ delivery_days: { inside_dhaka: { min: number; max: number }; elsewhere: { min: number; max: number } } }>(
    backend(),
    "/store/delivery-days"
  )
  await page.goto(storefront(`/products/${products[0].id}`))
  await expect(page.getByTestId("product-brand")).toHaveText(CITY.brand!)
  await expect(page.getByTestId("product-type")).toHaveText(CITY.type!)
  // 12 500 ৳ is under the 25 000 ৳ threshold: the standard 200 ৳.
  await expect(page.getByTestId("delivery-charge")).toContainText("200")
  await expect(page.getByTestId("delivery-inside-dhaka")).toHaveText(deliveryDays(messages.delivery, days.inside_dhaka))
  await expect(page.getByTestId("delivery-elsewhere")).toHaveText(deliveryDays(messages.delivery, days.elsewhere))

  // A visitor picks their district: their own line, remembered on the next product page.
  await untilHydrated(page)
  await page.getByText(messages.delivery.pickDistrict).click()
  await page.getByLabel(messages.delivery.yourDistrict).selectOption("Sylhet")
  await expect(page.getByTestId("delivery-yours")).toHaveText(deliveryDays(messages.delivery, days.elsewhere))
  await page.reload()
  await expect(page.getByTestId("delivery-yours")).toHaveText(deliveryDays(messages.delivery, days.elsewhere))
  await expect(page.getByText(messages.delivery.toDistrict("Sylhet"))).toBeVisible()
})
