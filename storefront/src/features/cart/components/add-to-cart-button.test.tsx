import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { toast } from "sonner"
import { beforeEach, describe, expect, it } from "vitest"
import { resetShop } from "../../../lib/medusa"
import { fakeBackend, json, SHOP_CONFIG, storeProduct } from "../../../testing/backend"
import { renderApp } from "../../../testing/render"
import { bodyOf, line, signedInRoutes, storeCart } from "../../../testing/cart-fixtures"

const PRODUCT = storeProduct("phoenix-classic-roadster", "Phoenix Classic Roadster", 12500, 8)
const productRoute = { "/store/products/prod_phoenix-classic-roadster": () => json({ product: PRODUCT }) }
const inCart = line("phoenix-classic-roadster", "Phoenix Classic Roadster", 12500)

const addButton = () => screen.findByRole("button", { name: "Add to cart" })
const lineItemCalls = (calls: { url: URL }[]) => calls.filter((call) => call.url.pathname.endsWith("/line-items"))

describe("Add to cart", () => {
  beforeEach(() => {
    resetShop()
    window.localStorage.clear()
    toast.dismiss() // sonner keeps toasts between tests otherwise
  })

  it("sends a visitor to log in", async () => {
    fakeBackend({ "/storefront/config": () => json(SHOP_CONFIG), ...productRoute })
    renderApp("/products/prod_phoenix-classic-roadster")
    await userEvent.click(await addButton())
    expect(await screen.findByRole("heading", { name: "Log in" })).toBeInTheDocument()
  })

  it("creates the customer's first cart in the shop's region, adds the chosen quantity and updates the header count", async () => {
    let cart: ReturnType<typeof storeCart> | null = null
    let created: Record<string, unknown> | undefined
    let added: Record<string, unknown> | undefined
    fakeBackend({
      ...signedInRoutes({ cart: () => cart }),
      ...productRoute,
      "/store/carts": (_url, init) => {
        created = bodyOf(init)
        return json({ cart: storeCart([]) })
      },
      "/store/carts/cart_1/line-items": (_url, init) => {
        added = bodyOf(init)
        cart = storeCart([{ ...inCart, quantity: 2 }])
        return json({ cart })
      },
    })
    renderApp("/products/prod_phoenix-classic-roadster")
    await screen.findByRole("button", { name: "Account menu" }) // signed in: the button is live
    await userEvent.click(await screen.findByRole("button", { name: "Increase quantity" }))
    await userEvent.click(await addButton())

    expect(await screen.findByText("Product added to cart")).toBeInTheDocument()
    expect(created).toEqual({ region_id: "reg_bd" })
    expect(added).toEqual({ variant_id: "variant_phoenix-classic-roadster", quantity: 2 })
    await waitFor(() => expect(screen.getByRole("link", { name: "Cart, 1 item" })).toBeInTheDocument())
  })

  it("says 'Already added' and changes nothing when the product is in the cart", async () => {
    const { calls } = fakeBackend({ ...signedInRoutes({ cart: storeCart([inCart]) }), ...productRoute })
    renderApp("/products/prod_phoenix-classic-roadster")
    await screen.findByRole("link", { name: "Cart, 1 item" })
    await userEvent.click(await addButton())

    expect(await screen.findByText("Already added")).toBeInTheDocument()
    expect(lineItemCalls(calls)).toHaveLength(0)
    expect(calls.some((call) => call.url.pathname === "/store/carts")).toBe(false)
  })

  it("says 'Already added' when the server refuses a product another device added meanwhile", async () => {
    fakeBackend({
      ...signedInRoutes({ cart: storeCart([line("hike-trail", "Hike Trail", 30000)]) }),
      ...productRoute,
      "/store/carts/cart_1/line-items": () => json({ type: "duplicate_error", message: "Already added" }, 422),
    })
    renderApp("/products/prod_phoenix-classic-roadster")
    await screen.findByRole("link", { name: "Cart, 1 item" })
    await userEvent.click(await addButton())

    expect(await screen.findByText("Already added")).toBeInTheDocument()
    expect(screen.queryByText("Product added to cart")).not.toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Cart, 1 item" })).toBeInTheDocument()
  })

  it("Buy now goes to checkout for this product with the chosen quantity", async () => {
    fakeBackend({ ...signedInRoutes(), ...productRoute })
    renderApp("/products/prod_phoenix-classic-roadster")
    await screen.findByRole("button", { name: "Account menu" }) // signed in: the button is live
    await userEvent.click(await screen.findByRole("button", { name: "Increase quantity" }))
    await userEvent.click(screen.getByRole("button", { name: "Buy now" }))
    expect(await screen.findByRole("heading", { name: "Place order" })).toBeInTheDocument()
  })
})
