import { expect, type Browser, type Page } from "@playwright/test"
import { messagesFor, registerCatalogue } from "../storefront/src/i18n/messages"
import { bangla } from "../storefront/src/messages/bn"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { logIn as logInAt } from "./shopper"
import { adminOn, backendCall, registerCustomer, takeAway, type Made } from "./store-api"
import { authenticator, wrongCode } from "./totp"

// Issue 55: admins with a second factor and roles, in the browser and on the compatibility API,
// in the shopper's shared shop. An owner with TOTP on: the password alone opens no admin power
// (compatibility API, storefront admin area), the code does; the storefront's code step works
// without scripts and refuses a wrong or used code in the shop's words; a recovery code signs in
// once. Order staff and a content editor see only their screens in the storefront admin menu, and
// a direct address to another one answers "Not allowed for your role".
test.describe.configure({ mode: "serial" })

const { storefront, backend } = sharedStoreShop()
registerCatalogue("bn", bangla)
const en = messagesFor("en")
const bn = messagesFor("bn")

const run = Date.now() % 1_000_000
const PASSWORD = "a-long-password"
const person = (who: string) => ({ email: `${who}-${run}@example.com`, password: PASSWORD, first_name: "Nusrat", last_name: "Jahan" })
const owner = person("mfa-owner")
const orderStaff = person("order-staff")
const contentEditor = person("content-editor")
const made: Made = { orders: [], products: [], emails: [] }
const madeAdmins: string[] = []
let secret: string
let nextCode: () => Promise<string>
let recoveryCodes: string[]

/** A customer made an admin with a role from the shop's make-admin route (as the owner's screen does). */
async function newAdmin(who: typeof owner, role: "owner" | "order_staff" | "content_editor") {
  await registerCustomer(backend(), who)
  made.emails.push(who.email)
  const { user_id } = await (await adminOn(backend()))("POST", "/admin/make-admin", { email: who.email, role, confirm: true })
  madeAdmins.push(user_id)
}

test.beforeAll(async () => {
  await newAdmin(owner, "owner")
  await newAdmin(orderStaff, "order_staff")
  await newAdmin(contentEditor, "content_editor")
  // The owner switches TOTP on with Medusa's MFA routes, as the dashboard's profile page does.
  const { token } = await backendCall(backend(), "POST", "/auth/user/emailpass", { email: owner.email, password: PASSWORD })
  const bearer = { authorization: `Bearer ${token}` }
  const started = await backendCall(backend(), "POST", "/auth/mfa/factors", { provider: "totp", label: "Phone" }, bearer)
  secret = started.secret
  nextCode = authenticator(secret)
  const verified = await backendCall(backend(), "POST", `/auth/mfa/factors/${started.mfa_factor.id}/verify`, { code: await nextCode() }, bearer)
  expect(verified.mfa_factor.status).toBe("enabled")
  // And takes the recovery codes the dashboard shows right after.
  recoveryCodes = (await backendCall(backend(), "POST", "/auth/mfa/recovery-codes", {}, bearer)).recovery_codes
  expect(recoveryCodes).toHaveLength(10)
})
test.afterAll(async () => {
  const admin = await adminOn(backend())
  for (const id of madeAdmins.splice(0)) await admin("DELETE", `/admin/make-admin/${id}`).catch(() => undefined)
  await takeAway(backend(), made)
})

/** The compatibility API's way of sending a token ("Bearar", as the original client wrote it): the answer's status. */
const compat = async (method: string, path: string, token: string, body?: object) =>
  (
    await fetch(`${backend()}${path}`, {
      method,
      headers: { authorization: `Bearar ${token}`, "content-type": "application/json" },
      body: body ? JSON.stringify(body) : undefined,
    })
  ).status

test("the compatibility API: the owner's password alone gets no admin power; with the code it works", async () => {
  const first = await backendCall(backend(), "POST", "/auth/customer/emailpass", { email: owner.email, password: PASSWORD })
  expect(first).toMatchObject({ mfa_required: true, mfa_challenge: { id: expect.any(String) } })
  expect(await compat("GET", "/shop/orders", first.token)).toBe(401)
  expect(await compat("PUT", "/shop/users", first.token, { email: owner.email, displayName: null, imgUrl: null, imgId: null })).toBe(401)
  expect(await compat("GET", `/shop/users/login/${owner.email}`, first.token)).toBe(401)

  const { token } = await backendCall(
    backend(),
    "POST",
    `/auth/mfa/challenges/${first.mfa_challenge.id}/verify`,
    { method: "totp", code: await nextCode() },
    {
      authorization: `Bearer ${first.token}`,
    }
  )
  expect(await compat("GET", "/shop/orders", token)).toBe(200)
  const { token: compatToken, admin } = await backendCall(backend(), "GET", `/shop/users/login/${owner.email}`, undefined, { authorization: `Bearar ${token}` })
  expect(admin).toBe(true)
  expect(await compat("GET", "/shop/orders", compatToken)).toBe(200)
})

/** The storefront's log-in page, email and password sent: the code's page is next. */
async function passwordStep(page: Page, path = "/log-in?returnTo=%2Fadmin") {
  await page.goto(storefront(path))
  await page.getByLabel("Email").fill(owner.email)
  await page.getByLabel("Password").fill(PASSWORD)
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page).toHaveURL(/\/log-in\/code\?returnTo=%2Fadmin$/)
  await expect(page.getByRole("heading", { name: en.auth.codeTitle })).toBeVisible()
}

const menu = (page: Page) => page.getByRole("navigation", { name: en.adminArea.menu })

test("the storefront: password only asks for a code and opens no admin area; a wrong code is refused; the code opens it (no scripts)", async ({ browser }) => {
  const context = await (browser as Browser).newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await passwordStep(page)
  // Not signed in yet: the admin area sends to log in.
  await page.goto(storefront("/admin/manage-order"))
  await expect(page).toHaveURL(/\/log-in\?returnTo=%2Fadmin%2Fmanage-order$/)
  await page.goto(storefront("/log-in/code?returnTo=%2Fadmin"))

  const code = page.getByLabel(en.auth.codeLabel)
  await code.fill(wrongCode(secret))
  await page.getByRole("button", { name: en.auth.codeSubmit }).click()
  await expect(page.getByText(en.auth.codeWrong)).toBeVisible()
  await expect(page).toHaveURL(/\/log-in\/code/)

  await code.fill(await nextCode())
  await page.getByRole("button", { name: en.auth.codeSubmit }).click()
  await expect(page).toHaveURL(storefront("/admin/add-product"))
  // The owner's menu: every screen.
  for (const name of [
    en.adminArea.customize,
    en.adminArea.addProduct,
    en.adminArea.addNews,
    en.adminArea.manageOrders,
    en.adminArea.makeAdmin,
    en.adminArea.manageProducts,
  ]) {
    await expect(menu(page).getByRole("link", { name, exact: true })).toBeVisible()
  }
  await page.goto(storefront("/admin/manage-order"))
  await expect(page.getByRole("heading", { name: en.adminOrders.title })).toBeVisible()
  await context.close()
})

test("the storefront: a code used once is refused in the shop's words, the next one opens the admin area; Bangla too", async ({ browser }) => {
  const context = await (browser as Browser).newContext()
  const page = await context.newPage()
  await passwordStep(page)
  const used = await nextCode()
  await page.getByLabel(en.auth.codeLabel).fill(used)
  await page.getByRole("button", { name: en.auth.codeSubmit }).click()
  await expect(page).toHaveURL(storefront("/admin/add-product"))
  await context.clearCookies()

  await passwordStep(page)
  await page.getByLabel(en.auth.codeLabel).fill(used)
  await page.getByRole("button", { name: en.auth.codeSubmit }).click()
  await expect(page.getByText(en.auth.codeUsed)).toBeVisible()
  await expect(menu(page)).toHaveCount(0)
  await page.getByLabel(en.auth.codeLabel).fill(await nextCode())
  await page.getByRole("button", { name: en.auth.codeSubmit }).click()
  await expect(page).toHaveURL(storefront("/admin/add-product"))
  await context.clearCookies()

  // The code's page with no sign-in waiting, in Bangla: back to the password.
  await page.goto(storefront("/bn/log-in/code"))
  await expect(page.getByRole("heading", { name: bn.auth.codeTitle })).toBeVisible()
  await expect(page.getByText(bn.auth.codeExpired)).toBeVisible()
  await expect(page.getByRole("link", { name: bn.auth.codeLogInAgain })).toBeVisible()
  await context.close()
})

test("the storefront: a recovery code instead of the app's code opens the admin area once; used again it is refused (no scripts)", async ({ browser }) => {
  const context = await (browser as Browser).newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  const [code] = recoveryCodes
  await passwordStep(page)
  await page.locator("summary", { hasText: en.auth.recoveryCodeToggle }).click()
  // As copied from a printout: capitals and spaces.
  await page.getByLabel(en.auth.recoveryCodeLabel).fill(code.toUpperCase().replaceAll("-", " "))
  await page.getByRole("button", { name: en.auth.recoveryCodeSubmit }).click()
  await expect(page).toHaveURL(storefront("/admin/add-product"))
  await context.clearCookies()

  await passwordStep(page)
  await page.locator("summary", { hasText: en.auth.recoveryCodeToggle }).click()
  await page.getByLabel(en.auth.recoveryCodeLabel).fill(code)
  await page.getByRole("button", { name: en.auth.recoveryCodeSubmit }).click()
  // Said on the recovery form, which stays open after its own refused post.
  await expect(page.getByText(en.auth.recoveryCodeWrong)).toBeVisible()
  await expect(page.getByLabel(en.auth.recoveryCodeLabel)).toBeVisible()
  await expect(menu(page)).toHaveCount(0)
  // The app's code still finishes this sign-in.
  await page.getByLabel(en.auth.codeLabel).fill(await nextCode())
  await page.getByRole("button", { name: en.auth.codeSubmit }).click()
  await expect(page).toHaveURL(storefront("/admin/add-product"))
  await context.close()
})

/** Opens an admin screen by its address: the refusal page for the role, with its 403. */
async function refusedScreen(page: Page, path: string) {
  const response = await page.goto(storefront(path))
  expect(response?.status()).toBe(403)
  await expect(page.getByRole("heading", { name: en.adminArea.notForYourRoleTitle })).toBeVisible()
  await expect(page.getByText(en.adminArea.notForYourRole)).toBeVisible()
}

test("order staff see orders only: no content screens in the menu, and their addresses say not allowed for the role", async ({ page }) => {
  await logInAt(page, storefront("/log-in"), orderStaff.email, PASSWORD)
  await page.goto(storefront("/admin"))
  await expect(page).toHaveURL(storefront("/admin/manage-order"))
  await expect(page.getByRole("heading", { name: en.adminOrders.title })).toBeVisible()
  await expect(menu(page).getByRole("link")).toHaveText([en.adminArea.manageOrders, en.adminArea.medusaDashboard])
  for (const path of ["/admin/customize", "/admin/add-news", "/admin/add-product", "/admin/manage-product", "/admin/make-admin"])
    await refusedScreen(page, path)
  // The menu beside the refusal still offers what the role opens.
  await menu(page).getByRole("link", { name: en.adminArea.manageOrders }).click()
  await expect(page.getByRole("heading", { name: en.adminOrders.title })).toBeVisible()
})

test("a content editor sees content only: no orders or admins in the menu, and their addresses say not allowed for the role", async ({ page }) => {
  await logInAt(page, storefront("/log-in"), contentEditor.email, PASSWORD)
  await page.goto(storefront("/admin"))
  await expect(page).toHaveURL(storefront("/admin/add-product"))
  await expect(menu(page).getByRole("link")).toHaveText([
    en.adminArea.customize,
    en.adminArea.addProduct,
    en.adminArea.addNews,
    en.adminArea.manageProducts,
    en.adminArea.medusaDashboard,
  ])
  for (const path of ["/admin/manage-order", "/admin/make-admin"]) await refusedScreen(page, path)
  // A move inside the area (no page load) to a screen the role opens, and back to a refused one by the browser's history.
  await menu(page).getByRole("link", { name: en.adminArea.addNews }).click()
  await expect(page).toHaveURL(storefront("/admin/add-news"))
  await page.goBack()
  await expect(page.getByRole("heading", { name: en.adminArea.notForYourRoleTitle })).toBeVisible()
})
