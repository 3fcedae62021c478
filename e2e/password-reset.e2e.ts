import AxeBuilder from "@axe-core/playwright"
import { expect, type Page } from "@playwright/test"
import { sharedStoreShop, storeTest as test } from "./shop-fixture"
import { registerCustomer } from "./store-api"

// Forgot password on a phone (issue 26): Medusa's reset-password flow, the link read from the
// email the shop sent over SMTP to a real SMTP server (issue 39).
test.describe.configure({ mode: "serial" })
test.use({ viewport: { width: 360, height: 740 } })

const shop = sharedStoreShop()
const { storefront, backend } = shop

const OLD_PASSWORD = "old-bicycle-1"
const NEW_PASSWORD = "new-bicycle-2"

let customers = 0
/** A new customer with OLD_PASSWORD, registered through the store API as the sign-up page does. */
async function newCustomer() {
  const email = `reset-${Date.now()}-${++customers}@example.com`
  await registerCustomer(backend(), { email, password: OLD_PASSWORD, first_name: "Karim", last_name: "Reset" })
  return email
}

/** The reset link of each email sent to this address (the shop's mail goes to the suite's SMTP catcher), oldest first. */
function resetLinks(email: string): string[] {
  return shop
    .mail()
    .to(email)
    .map((mail) => /https?:\/\/[^\s"'<>]+\/reset-password\?[^\s"'<>]+/.exec(mail.text)?.[0])
    .filter((url): url is string => Boolean(url) && new URL(url!).searchParams.get("email") === email)
}

/** Waits for the link number `count` for this email and returns it. */
async function nthResetLink(email: string, count: number): Promise<string> {
  await expect.poll(() => resetLinks(email).length, { message: `reset link #${count} for ${email} in the mail the shop sent` }).toBe(count)
  return resetLinks(email)[count - 1]
}

/** A call on the shop's one origin, as the browser makes it (the storefront forwards /auth). */
async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(storefront(path), { method: "POST", headers: { "content-type": "application/json", ...headers }, body: JSON.stringify(body) })
  return { status: response.status, text: await response.text() }
}

const askForLink = (identifier: string) => post("/auth/customer/emailpass/reset-password", { identifier })
const setPassword = (token: string, email: string, password: string) =>
  post("/auth/customer/emailpass/update", { email, password }, { authorization: `Bearer ${token}` })
const passwordSignIn = async (email: string, password: string) => (await post("/auth/customer/emailpass", { email, password })).status
const tokenOf = (link: string) => new URL(link).searchParams.get("token")!

/** The auth page's card (a toast region elsewhere may also be a status). */
const form = (page: Page) => page.locator(".auth-page")

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  return violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => `${v.id}: ${v.nodes[0]?.target}`)
}

/** The page fits every phone width from 320 to 480 px: nothing scrolls sideways, and axe is clean. */
async function fitsPhones(page: Page, name: string) {
  for (const width of [320, 360, 480]) {
    await page.setViewportSize({ width, height: 740 })
    const overflow = await page.evaluate(() => {
      const { documentElement: root } = (globalThis as unknown as { document: { documentElement: { scrollWidth: number; clientWidth: number } } }).document
      return root.scrollWidth - root.clientWidth
    })
    expect(overflow, `${name} at ${width}px`).toBeLessThanOrEqual(0)
  }
  await page.setViewportSize({ width: 360, height: 740 })
  expect(await seriousViolations(page), name).toEqual([])
}

test("a customer who forgot the password asks for a link, sets a new password and logs in with it", async ({ page }) => {
  const email = await newCustomer()

  await page.goto(storefront("/log-in"))
  await page.getByRole("link", { name: "Forgot password?" }).click()
  await expect(page.getByRole("heading", { name: "Forgot password" })).toBeVisible()
  await expect(page).toHaveTitle("Forgot password · /forgot-password · Chaka")
  await fitsPhones(page, "/forgot-password")

  // Typed as a phone keyboard might capitalise it: the account's sign-in is in lower case.
  const typed = email[0].toUpperCase() + email.slice(1)
  await page.getByLabel("Email").fill(typed)
  await page.getByRole("button", { name: "Send reset link" }).click()
  await expect(form(page).getByRole("status")).toHaveText(
    `If an account exists for ${typed}, we sent it a link to set a new password. The link works for 15 minutes, once.`
  )

  // The link points at the shop's own origin and carries the stored (lower-case) email.
  const link = await nthResetLink(email, 1)
  expect(new URL(link).origin).toBe(new URL(storefront()).origin)

  await page.goto(link)
  await expect(page.getByRole("heading", { name: "Set a new password" })).toBeVisible()
  await expect(page.getByText(`Choose a new password for ${email}.`)).toBeVisible()
  await expect(page).toHaveTitle("Set a new password · /reset-password · Chaka")
  await fitsPhones(page, "/reset-password")

  // The sign-up rules: too short, then a re-entry that differs; nothing is sent.
  await page.getByLabel("New password", { exact: true }).fill("short")
  await page.getByLabel("Re-enter new password").fill("shorter")
  await page.getByRole("button", { name: "Save new password" }).click()
  await expect(page.getByText("Password should be at least 7 characters")).toBeVisible()
  await expect(page.getByText("Password didn't match the one above")).toBeVisible()

  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD)
  await page.getByLabel("Re-enter new password").fill(NEW_PASSWORD)
  await page.getByRole("button", { name: "Save new password" }).click()
  await expect(form(page).getByRole("status")).toHaveText("Your password is changed. Log in with your new password.")

  await page.getByRole("link", { name: "Log in" }).click()
  await expect(page.getByRole("heading", { name: "Log in" })).toBeVisible()
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill(NEW_PASSWORD)
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible()

  expect(await passwordSignIn(email, OLD_PASSWORD)).toBe(401)
  expect(await passwordSignIn(email, NEW_PASSWORD)).toBe(200)

  // The same link again: spent, and the page says so in plain words.
  await page.goto(link)
  await page.getByLabel("New password", { exact: true }).fill("another-bicycle-3")
  await page.getByLabel("Re-enter new password").fill("another-bicycle-3")
  await page.getByRole("button", { name: "Save new password" }).click()
  await expect(form(page).getByRole("alert")).toHaveText("This reset link has expired or was already used. Ask for a new one.")
  await expect(page.getByRole("link", { name: "Ask for a new link" })).toBeVisible()
  expect(await passwordSignIn(email, NEW_PASSWORD)).toBe(200)

  // A forged token (the account's email in a JWT the shop never signed) reads the same way.
  const forged = [
    "eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9",
    Buffer.from(JSON.stringify({ entity_id: email, provider: "emailpass" })).toString("base64url"),
    "Zm9yZ2Vk",
  ].join(".")
  await page.goto(storefront(`/reset-password?token=${forged}`))
  await page.getByLabel("New password", { exact: true }).fill("another-bicycle-3")
  await page.getByLabel("Re-enter new password").fill("another-bicycle-3")
  await page.getByRole("button", { name: "Save new password" }).click()
  await expect(form(page).getByRole("alert")).toHaveText("This reset link has expired or was already used. Ask for a new one.")
  expect(await passwordSignIn(email, NEW_PASSWORD)).toBe(200)

  // Text that is no token at all is a damaged link: no form, nothing sent.
  await page.goto(storefront(`/reset-password?token=not-a-real-token&email=${encodeURIComponent(email)}`))
  await expect(page.getByRole("alert")).toContainText("This reset link is incomplete")
  await expect(page.getByLabel("New password", { exact: true })).toHaveCount(0)
})

test("strangers learn nothing and get readable refusals: unknown emails, bogus, short and spent tokens", async () => {
  const email = await newCustomer()

  // An unknown email gets exactly the known one's answer, and no link is made for it.
  const unknown = `nobody-${Date.now()}@example.com`
  const forUnknown = await askForLink(unknown)
  const forKnown = await askForLink(email.toUpperCase())
  expect(forUnknown).toEqual(forKnown)
  expect(forKnown.status).toBe(201)
  const link = await nthResetLink(email, 1)
  expect(resetLinks(unknown)).toEqual([])

  // A bogus token, or none: 401 with a message, never a 5xx.
  for (const headers of [{ authorization: "Bearer not-a-token" }, {} as Record<string, string>]) {
    const bogus = await post("/auth/customer/emailpass/update", { email, password: NEW_PASSWORD }, headers)
    expect(bogus.status).toBe(401)
    expect(JSON.parse(bogus.text).message).toBeTruthy()
  }
  // A sign-in token is no reset token.
  const { token: signInToken } = JSON.parse((await post("/auth/customer/emailpass", { email, password: OLD_PASSWORD })).text)
  expect((await setPassword(signInToken, email, NEW_PASSWORD)).status).toBe(401)

  // Too short: 400 with the rule, and the link still works afterwards (it was not spent).
  const short = await setPassword(tokenOf(link), email, "secret")
  expect(short.status).toBe(400)
  expect(JSON.parse(short.text).message).toBe("Password should be at least 7 characters")

  expect(await setPassword(tokenOf(link), email, NEW_PASSWORD)).toMatchObject({ status: 200 })
  const again = await setPassword(tokenOf(link), email, "another-bicycle-3")
  expect(again.status).toBe(401)
  expect(JSON.parse(again.text).message).toBeTruthy()

  expect(await passwordSignIn(email, OLD_PASSWORD)).toBe(401)
  expect(await passwordSignIn(email, NEW_PASSWORD)).toBe(200)

  // A newer link replaces an older one: only the newest works.
  await askForLink(email)
  await askForLink(email)
  await nthResetLink(email, 3)
  const [, older, newest] = resetLinks(email)
  expect((await setPassword(tokenOf(older), email, OLD_PASSWORD)).status).toBe(401)
  expect((await setPassword(tokenOf(newest), email, OLD_PASSWORD)).status).toBe(200)
})
