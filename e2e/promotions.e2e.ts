import { expect, type Browser, type Page } from "@playwright/test"
import { messagesFor, registerCatalogue } from "../storefront/src/i18n/messages"
import { bangla } from "../storefront/src/messages/bn"
import { sharedStoreShop, storeTest as test, untilHydrated } from "./shop-fixture"
import { adminOn, newShopProduct, registerCustomer, takeAway, type Made } from "./store-api"

// Issue 52 on a 360×740 phone, in Bangla: a customer applies a promo code at checkout, sees the
// discount line and the new total, places a cash-on-delivery order, and finds the discount on the
// confirmation and in the email the shop sent. The same code form works without JavaScript.
test.describe.configure({ mode: "serial" })
test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

registerCatalogue("bn", bangla)
const bn = messagesFor("bn")

const { storefront, backend, mail } = sharedStoreShop()
const made: Made = { orders: [], products: [], emails: [] }
test.afterAll(() => takeAway(backend(), made))

const stamp = Date.now()
/** 10 % off the order: 3 200 → −320; delivery 200 (under the threshold); total 3 080. */
const CODE = `EID${stamp}`
const PRICE = 3_200
const DISCOUNT = 320
const DELIVERY = 200
const TOTAL = PRICE - DISCOUNT + DELIVERY

/** Set by beforeAll: the product bought, in a shop shared with other files (a product of its own). */
let productId = ""

/** A taka amount as a Bangla page writes it: ৳ ৩,০৮০. */
const bnTaka = (amount: number) => `৳ ${new Intl.NumberFormat("bn-BD").format(amount)}`
/** How far the page scrolls sideways (0 when it fits the phone). */
const sidewaysScroll = (page: Page) => page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth")
/** A summary row's amount by its label (a <dt> and the <dd> after it). */
const row = (page: Page, list: string, label: string) => page.locator(`${list} dt`, { hasText: label }).locator("xpath=following-sibling::dd[1]")

async function customer(prefix: string) {
  const who = { email: `${prefix}.${stamp}@example.com`, password: "pedal-2026", first_name: "Nusrat", last_name: "Jahan" }
  await registerCustomer(backend(), who)
  made.emails.push(who.email)
  return who
}

async function logInInBangla(page: Page, who: { email: string; password: string }) {
  await page.goto(storefront("/bn/log-in"))
  await page.getByLabel(bn.auth.email).fill(who.email)
  await page.getByLabel(bn.auth.password).fill(who.password)
  await page.getByRole("button", { name: bn.auth.logIn }).click()
  await expect(page).not.toHaveURL(/\/log-in/)
}

test.beforeAll(async () => {
  const admin = await adminOn(backend())
  const product = await newShopProduct(admin, { title: `Promo Roadster ${stamp}`, stock: 5, price: PRICE })
  productId = product.productId
  made.products.push(productId)
  // Made as an admin makes it in Medusa's dashboard: a live code, 10 % off the order.
  await admin("POST", "/admin/promotions", {
    code: CODE,
    type: "standard",
    status: "active",
    is_automatic: false,
    application_method: { type: "percentage", target_type: "order", allocation: "across", value: 10 },
  })
})

test("in Bangla on a phone: a code at checkout shows the discount, the order and its email carry it", async ({ page }) => {
  const buyer = await customer("promo.buyer")
  await logInInBangla(page, buyer)

  await page.goto(storefront(`/bn/products/${productId}`))
  // ── Helper C: the sale price on the product page (struck-out regular price) goes here. ──
  await page.getByRole("button", { name: bn.productPage.buyNow }).click()
  await expect(page).toHaveURL(/\/bn\/place-order\//)
  await untilHydrated(page)

  const field = page.getByRole("textbox", { name: bn.promotions.label })
  // A code the shop does not have: the reason beside the field, in Bangla; nothing changes.
  await field.fill("NOSUCHCODE")
  await page.getByRole("button", { name: bn.promotions.apply }).click()
  await expect(page.getByRole("alert").filter({ hasText: bn.promotions.errors.promotion_unknown })).toBeVisible()
  await expect(row(page, ".order-summary__totals", bn.checkout.total)).toHaveText(bnTaka(PRICE + DELIVERY))

  await field.fill(CODE)
  await page.getByRole("button", { name: bn.promotions.apply }).click()
  const discountLabel = bn.promotions.discountCodes(CODE)
  await expect(row(page, ".order-summary__totals", discountLabel)).toHaveText(`−${bnTaka(DISCOUNT)}`)
  await expect(row(page, ".order-summary__totals", bn.checkout.subtotal)).toHaveText(bnTaka(PRICE))
  await expect(row(page, ".order-summary__totals", bn.checkout.total)).toHaveText(bnTaka(TOTAL))
  await expect(page.getByRole("button", { name: bn.promotions.removeLabel(CODE) })).toBeVisible()
  expect(await sidewaysScroll(page), "checkout with a code").toBe(0)

  await page.getByLabel(bn.address.division).selectOption("Dhaka")
  await page.getByLabel(bn.address.district).selectOption("Dhaka")
  await page.getByLabel(bn.address.thana).selectOption("Mirpur Model")
  await page.getByLabel(bn.address.road).fill("বাড়ি ৭, রোড ৩, সেকশন ১০")
  await page.getByLabel(bn.address.phone, { exact: true }).fill("01812345678")
  await page.getByLabel(bn.checkout.methods.cod).check()
  await page.getByRole("button", { name: bn.checkout.placeOrder }).click()

  // The confirmation: Subtotal − Discount (the code) + Delivery = Total, in Bangla.
  await expect(page).toHaveURL(/\/bn\/my-account\/my-order\/order_[A-Za-z0-9]+/)
  made.orders.push(new URL(page.url()).pathname.split("/").pop()!)
  await expect(page.getByRole("heading", { name: bn.orderPage.thanks, level: 1 })).toBeVisible()
  await expect(row(page, ".order-totals", bn.orders.subtotal)).toHaveText(bnTaka(PRICE))
  await expect(row(page, ".order-totals", discountLabel)).toHaveText(`−${bnTaka(DISCOUNT)}`)
  await expect(row(page, ".order-totals", bn.orders.shipping)).toHaveText(bnTaka(DELIVERY))
  await expect(row(page, ".order-totals", bn.orders.total)).toHaveText(bnTaka(TOTAL))
  expect(await sidewaysScroll(page), "confirmation").toBe(0)

  // The email the shop sent (its SMTP goes to the suite's catcher), in the order's language.
  await expect.poll(() => mail().to(buyer.email).length, { message: "the order's email", timeout: 30_000 }).toBeGreaterThan(0)
  const { text } = mail().to(buyer.email)[0]
  const money = (amount: number) => `${new Intl.NumberFormat("bn-BD").format(amount)}৳`
  expect(text).toContain(`সাবটোটাল: ${money(PRICE)}`)
  expect(text).toContain(`ছাড় (${CODE}): −${money(DISCOUNT)}`)
  expect(text).toContain(`ডেলিভারি চার্জ: ${money(DELIVERY)}`)
  expect(text).toContain(`মোট: ${money(TOTAL)}`)
})

test("without JavaScript: the checkout's code form applies a code and removes it, by plain form posts", async ({ browser }) => {
  const shopper = await customer("promo.noscript")
  const context = await (browser as Browser).newContext({ javaScriptEnabled: false, viewport: { width: 360, height: 740 } })
  try {
    const page = await context.newPage()
    await logInInBangla(page, shopper)
    await page.goto(storefront(`/bn/place-order/${productId}?quantity=1`))
    await expect(row(page, ".order-summary__totals", bn.checkout.total)).toHaveText(bnTaka(PRICE + DELIVERY))

    await page.getByRole("textbox", { name: bn.promotions.label }).fill(CODE)
    await page.getByRole("button", { name: bn.promotions.apply }).click()
    await expect(page).toHaveURL(storefront(`/bn/place-order/${productId}?quantity=1`))
    await expect(row(page, ".order-summary__totals", bn.promotions.discountCodes(CODE))).toHaveText(`−${bnTaka(DISCOUNT)}`)
    await expect(row(page, ".order-summary__totals", bn.checkout.total)).toHaveText(bnTaka(TOTAL))

    // A refusal comes back on the page, beside the field, with what was typed.
    await page.getByRole("textbox", { name: bn.promotions.label }).fill("NOSUCHCODE")
    await page.getByRole("button", { name: bn.promotions.apply }).click()
    await expect(page.getByText(bn.promotions.errors.promotion_unknown)).toBeVisible()
    await expect(page.getByRole("textbox", { name: bn.promotions.label })).toHaveValue("NOSUCHCODE")

    await page.getByRole("button", { name: bn.promotions.removeLabel(CODE) }).click()
    await expect(page.getByText(bn.promotions.discountCodes(CODE))).toHaveCount(0)
    await expect(row(page, ".order-summary__totals", bn.checkout.total)).toHaveText(bnTaka(PRICE + DELIVERY))
  } finally {
    await context.close()
  }
})
