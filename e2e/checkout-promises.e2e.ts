import { expect, type Browser, type Page } from "@playwright/test"
import { deliveryCharge } from "@chaka/rules"
import { messagesFor, registerCatalogue } from "../storefront/src/i18n/messages"
import { bangla } from "../storefront/src/messages/bn"
import { formatBDT } from "../storefront/src/lib/money"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { fillAddress, logIn, taka } from "./shopper"
import { adminOn, newShopProduct, registerCustomer, storeGet, takeAway, type Made } from "./store-api"

// Issue 50: the checkout keeps its promises. Without scripts on a 360 px phone, in English and in
// Bangla, a visitor's cart becomes an order (sign-in by form, the header saying so); with scripts,
// the total the checkout shows after the cart changed is the total ordered and mailed, and a cart
// changed in another tab after the page was shown is refused with its new total.
test.describe.configure({ mode: "serial" })

registerCatalogue("bn", bangla)
const en = messagesFor("en")
const bn = messagesFor("bn")

const shop = sharedStoreShop()
const { storefront, backend } = shop
const PASSWORD = "pedal-2026"
const run = Date.now() % 1_000_000
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true }

// Bicycles and customers of this file's own, gone again afterwards (other files count the catalogue).
const made: Made = { orders: [], products: [], emails: [] }
test.afterAll(() => takeAway(backend(), made))

async function newBicycle(name: string, price: number, stock = 5) {
  const admin = await adminOn(backend())
  const title = `Promise ${name} ${run}`
  const bicycle = { title, price, ...(await newShopProduct(admin, { title, stock, price })) }
  made.products.push(bicycle.productId)
  return bicycle
}

async function newCustomer(name: string) {
  const email = `checkout-promise-${name}-${run}@example.com`
  made.emails.push(email)
  await registerCustomer(backend(), { email, password: PASSWORD, first_name: "Rahim", last_name: name })
  return email
}

const orderIdOf = (page: Page) => /\/my-order\/(order_\w+)/.exec(page.url())?.[1]

/** Bangla digits, as Bangla pages write counts and amounts. */
const bnDigits = (n: number) => new Intl.NumberFormat("bn-BD", { useGrouping: false }).format(n)

for (const lang of ["en", "bn"] as const) {
  test(`without JavaScript on a 360 px phone (${lang}): visitor cart → sign in by form → checkout → cash on delivery → confirmation, the header showing the sign-in`, async ({
    browser,
  }) => {
    const t = lang === "bn" ? bn : en
    const prefix = lang === "bn" ? "/bn" : ""
    const bicycle = await newBicycle(`NoScript ${lang}`, 14_500)
    const email = await newCustomer(`noscript-${lang}`)
    const context = await (browser as Browser).newContext({ ...PHONE, javaScriptEnabled: false })
    const page = await context.newPage()
    try {
      await page.goto(storefront(`${prefix}/products/${bicycle.productId}`))
      await page.getByRole("button", { name: t.productPage.addToCart }).click()
      await expect(page).toHaveURL(storefront(`${prefix}/cart?added=1`))

      // "Place order" from the cart: the checkout's guard sends the visitor to log in, by form.
      await page.getByRole("link", { name: t.cart.placeOrder }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/log-in\\?`))
      await page.getByLabel(t.auth.email).fill(email)
      await page.getByLabel(t.auth.password).fill(PASSWORD)
      await page.getByRole("button", { name: t.auth.logIn }).click()
      await expect(page).toHaveURL(new RegExp(`${prefix}/place-order/`))

      // The page rendered on the server: summary, address form, button; the header knows the customer.
      await expect(page.getByRole("heading", { name: t.checkout.title, level: 1 })).toBeVisible()
      await expect(page.locator(".order-summary")).toBeVisible()
      await expect(page.getByRole("button", { name: t.userMenu.open })).toBeVisible()
      await expect(page.getByRole("link", { name: t.nav.account, exact: true })).toHaveCount(0)
      await expect(page.locator(".cart-link__count")).toHaveText(lang === "bn" ? bnDigits(1) : "1")

      const total = bicycle.price + deliveryCharge(bicycle.price)
      await expect(page.locator(".order-summary__total")).toHaveText(formatBDT(total, lang))

      await page.getByLabel(t.address.division).selectOption("Dhaka")
      await page.getByLabel(t.address.district).selectOption("Dhaka")
      await page.getByLabel(t.address.thana).selectOption("Mirpur Model")
      await page.getByLabel(t.address.road).fill("House 7, Road 3, Section 10")
      await page.getByLabel(t.address.phone).fill("01812345678")
      await page.getByLabel(t.checkout.cod).check()
      await page.getByRole("button", { name: t.checkout.placeOrder }).click()

      await expect(page).toHaveURL(new RegExp(`${prefix}/my-account/my-order/order_`))
      await expect(page.getByRole("heading", { name: t.orderPage.thanks })).toBeVisible()
      const id = orderIdOf(page)
      expect(id).toBeTruthy()
      made.orders.push(id!)
      // Nothing scrolls sideways on the phone.
      expect(await page.evaluate<number>("document.documentElement.scrollWidth - window.innerWidth")).toBe(0)

      // The signed-in header is the customer's alone: their home page names them, the same page
      // kept for visitors (the page cache) does not.
      await page.goto(storefront(`${prefix}/`))
      await expect(page.getByRole("button", { name: t.userMenu.open })).toBeVisible()
      const visitor = await (browser as Browser).newContext({ ...PHONE, javaScriptEnabled: false })
      try {
        const stranger = await visitor.newPage()
        await stranger.goto(storefront(`${prefix}/`))
        await expect(stranger.getByRole("link", { name: t.nav.account, exact: true })).toBeVisible()
        await expect(stranger.getByRole("button", { name: t.userMenu.open })).toHaveCount(0)
        // Neither their email nor their name ("Rahim noscript-en"; the bicycle's slug has "noscript-en" too).
        const html = await stranger.content()
        expect(html).not.toContain(email)
        expect(html).not.toContain(`Rahim noscript-${lang}`)
      } finally {
        await visitor.close()
      }
    } finally {
      await context.close()
    }
  })
}

test("the total shown is the total ordered: after quantity changes and a delete on /cart the badge, checkout, order and email agree; a change in another tab is refused with the new total", async ({
  page,
  context,
}) => {
  const [roadster, tourer, folder] = await Promise.all([newBicycle("Roadster", 12_400), newBicycle("Tourer", 21_300), newBicycle("Folder", 9_900)])
  const email = await newCustomer("total")
  await logIn(page, storefront("/log-in"), email, PASSWORD)
  for (const bicycle of [roadster, tourer, folder]) {
    await page.goto(storefront(`/products/${bicycle.productId}`))
    await page.getByRole("button", { name: en.productPage.addToCart }).click()
    await expect(page.getByText(en.toasts.addedToCart).last()).toBeVisible()
  }
  const badge = page.locator(".cart-link__count")
  await page.goto(storefront("/cart"))
  await expect(badge).toHaveText("3")

  // Two more roadsters, one tourer deleted: plain forms answered by the server.
  await page.getByRole("button", { name: en.cart.increase(roadster.title) }).click()
  await expect(page.getByRole("group", { name: en.cart.quantityOf(roadster.title) }).locator("output")).toHaveText("2")
  await page.getByRole("button", { name: en.cart.increase(roadster.title) }).click()
  await expect(page.getByRole("group", { name: en.cart.quantityOf(roadster.title) }).locator("output")).toHaveText("3")
  page.once("dialog", (dialog) => void dialog.accept())
  await page.getByRole("button", { name: en.cart.removeLabel(tourer.title) }).click()
  await expect(page.getByRole("group", { name: en.cart.quantityOf(tourer.title) })).toHaveCount(0)
  await expect(badge).toHaveText("2")

  const subtotal = roadster.price * 3 + folder.price
  const total = subtotal + deliveryCharge(subtotal)
  await page.getByRole("link", { name: en.cart.placeOrder }).click()
  await expect(page).toHaveURL(/\/place-order\//)
  await expect(page.locator(".order-summary__total")).toHaveText(taka(total))
  await expect(badge).toHaveText("2")

  // Meanwhile, in another tab, one folder more: the page above still shows the old total.
  const other = await context.newPage()
  await other.goto(storefront("/cart"))
  await other.getByRole("button", { name: en.cart.increase(folder.title) }).click()
  await expect(other.getByRole("group", { name: en.cart.quantityOf(folder.title) }).locator("output")).toHaveText("2")
  await other.close()
  const newSubtotal = subtotal + folder.price
  const newTotal = newSubtotal + deliveryCharge(newSubtotal)

  await fillAddress(page)
  await page.getByLabel(en.checkout.cod).check()
  await page.getByRole("button", { name: en.checkout.placeOrder }).click()
  await expect(page.getByRole("alert").filter({ hasText: en.checkout.totalChanged(taka(newTotal)) })).toBeVisible()
  await expect(page).toHaveURL(/\/place-order\//)
  // The page shows the cart as it is now; placing it orders that.
  await expect(page.locator(".order-summary__total")).toHaveText(taka(newTotal))
  await fillAddress(page)
  await page.getByLabel(en.checkout.cod).check()
  await page.getByRole("button", { name: en.checkout.placeOrder }).click()
  await expect(page).toHaveURL(/\/my-account\/my-order\/order_/)
  const id = orderIdOf(page)!
  made.orders.push(id)
  await expect(page.locator("main")).toContainText(taka(newTotal))
  await expect(badge).toHaveText("0")

  // The order's email carries the same total.
  await expect.poll(() => shop.mail().to(email).length, { timeout: 30_000 }).toBeGreaterThan(0)
  const mail = shop.mail().to(email)[0]!
  expect(mail.text).toContain(newTotal.toLocaleString("en-IN"))
})

/**
 * What is left of a screen's text once the Latin that belongs there is taken out: brand words
 * (`allowed`), order numbers (#12), Bangladeshi phone numbers (the customer's 01…, the shop's +880 1…),
 * ids and web or email addresses.
 * Anything left is English UI text or a Latin digit a Bangla shopper should not read.
 */
function latinLeft(text: string, allowed: string[]): string[] {
  let rest = text
  for (const word of allowed) rest = rest.split(word).join(" ")
  rest = rest
    .replace(/https?:\/\/\S+/g, " ")
    .replace(/\S+@\S+/g, " ")
    .replace(/#\d+/g, " ")
    .replace(/\b01\d{9}\b/g, " ")
    .replace(/\+880[\s-]?1\d{3}[\s-]?\d{6}/g, " ")
    .replace(/\b(order|cart|prod)_\w+/g, " ")
  return rest.match(/[A-Za-z0-9]+/g) ?? []
}

test("a Bangla purchase: from the cart to the confirmation email, no English UI text and no Latin digit but the order number and the phone", async ({
  page,
}) => {
  const handle = "hike-metro-700c-hybrid"
  const { products } = await storeGet<{ products: { id: string }[] }>(backend(), `/store/products?handle=${handle}&fields=id`)
  const email = `checkout-promise-bangla-${run}@example.com`
  made.emails.push(email)
  await registerCustomer(backend(), { email, password: PASSWORD, first_name: "শিরিন", last_name: "সুলতানা" })
  await logIn(page, storefront("/log-in"), email, PASSWORD)
  await page.goto(storefront(`/bn/products/${products[0]!.id}`))
  await page.getByRole("button", { name: bn.productPage.addToCart }).click()
  await expect(page.getByText(bn.toasts.addedToCart).last()).toBeVisible()

  const allowed = ["bKash", "Chaka", email]
  const screen = async (name: string) => {
    await expect(page.locator("main h1")).toBeVisible()
    expect(latinLeft(await page.locator("main").innerText(), allowed), name).toEqual([])
  }
  await page.goto(storefront("/bn/cart"))
  await expect(page.locator(".cart-line")).toHaveCount(1)
  await screen("cart")
  await page.getByRole("link", { name: bn.cart.placeOrder }).click()
  await expect(page).toHaveURL(/\/bn\/place-order\//)
  await screen("checkout")
  await page.getByLabel(bn.address.division).selectOption("Dhaka")
  await page.getByLabel(bn.address.district).selectOption("Dhaka")
  await page.getByLabel(bn.address.thana).selectOption("Mirpur Model")
  await page.getByLabel(bn.address.road).fill("বাড়ি ৭, রোড ৩, সেকশন ১০")
  await page.getByLabel(bn.address.phone, { exact: true }).fill("01812345678")
  await page.getByLabel(bn.checkout.cod).check()
  await page.getByRole("button", { name: bn.checkout.placeOrder }).click()
  await expect(page.getByRole("heading", { name: bn.orderPage.thanks, level: 1 })).toBeVisible()
  made.orders.push(orderIdOf(page)!)
  await screen("confirmation")

  await expect.poll(() => shop.mail().to(email).length, { timeout: 30_000 }).toBeGreaterThan(0)
  const mail = shop.mail().to(email)[0]!
  expect(latinLeft(`${mail.subject}\n${mail.text}`, allowed), "email").toEqual([])
})
