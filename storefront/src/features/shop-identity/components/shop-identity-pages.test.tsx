import { render, screen, within } from "@testing-library/react"
import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { createMemoryRouter, RouterProvider } from "react-router"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG, storeProduct } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"
import { bangla } from "../../../messages/bn"
import { english } from "../../../messages/en"
import type { ShopIdentity } from "../shop-identity"
import { I18nProvider } from "../../../i18n"
import { registerCatalogue } from "../../../i18n/messages"
import { shopIdentityKey } from "../api/get-shop-identity"
import { FooterContacts } from "./shop-contacts"
import { WhatsAppButton } from "./whatsapp-button"

// The whole product page renders in each: slow on a loaded machine.
vi.setConfig({ testTimeout: 30_000 })

const IDENTITY: ShopIdentity = {
  phone: "+8801811223344",
  whatsapp: "+8801912345678",
  email: "sales@bangsal-cycles.com.bd",
  address_en: "12 Bangsal Road, Old Dhaka 1100",
  address_bn: "১২ বংশাল রোড, পুরান ঢাকা ১১০০",
  facebook_url: "https://www.facebook.com/bangsalcycles",
  trade_licence: "TRAD/DNCC/012345/2026",
  opening_hours_en: "Sat to Thu, 10 AM to 9 PM",
  opening_hours_bn: "শনি থেকে বৃহস্পতিবার, সকাল ১০টা থেকে রাত ৯টা",
}
const product = storeProduct("veloce", "Veloce Sprint 700c", 20_000, 5)

const backend = (identity: ShopIdentity) =>
  fakeBackend({
    "/storefront/config": () => json(SHOP_CONFIG),
    "/store/shop-identity": () => json({ shop_identity: identity }),
    "/store/delivery-days": () => json({ delivery_days: { inside_dhaka: { min: 1, max: 2 }, elsewhere: { min: 3, max: 5 } } }),
    [`/store/products/${product.id}`]: () => json({ product }),
  })

describe("the shop's identity in the header, the footer and on a product page", () => {
  beforeEach(() => resetShop())

  it("shows the owner's phone, WhatsApp, email, address, hours, Facebook page and trade licence on every page", async () => {
    backend(IDENTITY)
    renderApp(`/products/${product.id}`)
    expect(await screen.findByRole("heading", { name: product.title }, { timeout: 15_000 })).toBeInTheDocument()
    const footer = await screen.findByTestId("footer-contacts")
    expect(await within(footer).findByRole("link", { name: "+880 1811-223344" }, { timeout: 10_000 })).toHaveAttribute("href", "tel:+8801811223344")
    expect(within(footer).getByRole("link", { name: IDENTITY.email! })).toHaveAttribute("href", `mailto:${IDENTITY.email}`)
    expect(within(footer).getByText(IDENTITY.address_en!)).toBeInTheDocument()
    expect(within(footer).getByRole("link", { name: english.identity.facebook })).toHaveAttribute("href", IDENTITY.facebook_url)
    expect(within(footer).getByText("Trade licence TRAD/DNCC/012345/2026")).toBeInTheDocument()
    expect(screen.getByText(IDENTITY.opening_hours_en!)).toBeInTheDocument()
    // The strip above the header: the phone and a WhatsApp chat.
    expect(screen.getByRole("link", { name: `${english.identity.phone} +880 1811-223344` })).toHaveAttribute("href", "tel:+8801811223344")
  })

  it("puts a WhatsApp button on the product page with the product's address", async () => {
    backend(IDENTITY)
    renderApp(`/products/${product.id}`)
    const button = await screen.findByRole("link", { name: english.identity.askOnWhatsapp }, { timeout: 15_000 })
    const href = new URL(button.getAttribute("href")!)
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/8801912345678")
    expect(href.searchParams.get("text")).toMatch(new RegExp(`^Hello Chaka, I have a question about ${product.title}: https?://[^/]+/products/${product.id}$`))
  })

  it("in Bangla: the footer's Bangla address and hours, and the button's Bangla message with the Bangla page's address", async () => {
    registerCatalogue("bn", bangla)
    const client = new QueryClient()
    client.setQueryData(shopIdentityKey, IDENTITY)
    const page = (
      <I18nProvider locale="bn">
        <FooterContacts />
        <WhatsAppButton title="ভেলোচে স্প্রিন্ট" url={`https://chaka.example/bn/products/${product.id}`} />
      </I18nProvider>
    )
    render(
      <QueryClientProvider client={client}>
        <RouterProvider router={createMemoryRouter([{ id: "root", path: "/bn/*", element: page }], { initialEntries: [`/bn/products/${product.id}`] })} />
      </QueryClientProvider>
    )
    expect(screen.getByText(IDENTITY.address_bn!)).toBeInTheDocument()
    expect(screen.getByText(IDENTITY.opening_hours_bn!)).toBeInTheDocument()
    expect(screen.getByText("ট্রেড লাইসেন্স TRAD/DNCC/012345/2026")).toBeInTheDocument()
    const text = new URL(screen.getByRole("link", { name: bangla.identity.askOnWhatsapp }).getAttribute("href")!).searchParams.get("text")!
    expect(text).toMatch(new RegExp(`^হ্যালো Chaka, ভেলোচে স্প্রিন্ট সম্পর্কে আমার একটি প্রশ্ন আছে: https://chaka.example/bn/products/${product.id}$`))
  })

  it("shows no WhatsApp button and no contact the owner has not set", async () => {
    backend({ ...IDENTITY, whatsapp: null, facebook_url: null })
    renderApp(`/products/${product.id}`)
    expect(await screen.findByRole("heading", { name: product.title }, { timeout: 15_000 })).toBeInTheDocument()
    const footer = await screen.findByTestId("footer-contacts")
    await within(footer).findByRole("link", { name: "+880 1811-223344" }, { timeout: 10_000 })
    expect(screen.queryByRole("link", { name: english.identity.askOnWhatsapp })).not.toBeInTheDocument()
    expect(within(footer).queryByRole("link", { name: english.identity.facebook })).not.toBeInTheDocument()
  })
})
