import { expect, type Page } from "@playwright/test"

/** A BDT amount as the storefront shows it (storefront/src/lib/money.ts): ৳ 1,45,000. */
export const taka = (amount: number) => `৳ ${amount.toLocaleString("en-IN")}`

/** The checkout's delivery address: a Dhaka address picked from the lists, and a phone number. */
export async function fillAddress(page: Page) {
  await page.getByLabel("Division").selectOption("Dhaka")
  await page.getByLabel("District").selectOption("Dhaka")
  await page.getByLabel("Police station (thana)").selectOption("Mirpur Model")
  await page.getByLabel("Road or village").fill("House 7, Road 3, Section 10")
  await page.getByLabel("Phone").fill("01812345678")
}

/** Signs in on the storefront's log-in page (at `logInUrl`) with email and password. */
export async function logIn(page: Page, logInUrl: string, email: string, password: string) {
  await page.goto(logInUrl)
  await page.getByLabel("Email").fill(email)
  await page.getByLabel("Password").fill(password)
  await page.getByRole("button", { name: "Log in" }).click()
  await expect(page.getByRole("button", { name: "Account menu" })).toBeVisible()
}
