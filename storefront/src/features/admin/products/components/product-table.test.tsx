import { screen, waitFor, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { toast } from "sonner"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { json } from "../../../../testing/backend"
import { renderAdminApp } from "../../../../testing/admin-app"
import type { AdminProductSummary } from "../api/types"
import { LOAD, adminRoutes, fakeAdminBackend } from "../test-fixtures"

const row = (n: number): AdminProductSummary => ({
  id: `prod_${n}`,
  title: `Bike ${n}`,
  thumbnail: `http://localhost:9000/static/${n}.webp`,
  brand: "Phoenix",
  category: { id: "pcat_road", name: "Road" },
  price: 10000 + n,
  stock: n,
  stock_figures: { stocked: n, reserved: 0, available: n, in_stock: n > 0 },
})

/** GET /medusa/admin/shop-products over `products`, with q, limit and offset as the backend reads them. */
const listRoute =
  (products: () => AdminProductSummary[], queries: URLSearchParams[] = []) =>
  (url: URL) => {
    queries.push(url.searchParams)
    const q = (url.searchParams.get("q") ?? "").toLowerCase()
    const matching = products().filter((p) => p.title.toLowerCase().includes(q))
    const offset = Number(url.searchParams.get("offset") ?? 0)
    const limit = Number(url.searchParams.get("limit") ?? 10)
    return json({ products: matching.slice(offset, offset + limit), count: matching.length })
  }

describe("manage products", () => {
  beforeEach(() => {
    toast.dismiss()
    vi.restoreAllMocks()
  })

  it("lists thumbnail, name, brand, category, price in taka and stock, with Update links", async () => {
    fakeAdminBackend({ ...adminRoutes(), "/medusa/admin/shop-products": listRoute(() => [row(1)]) })
    await renderAdminApp("/admin/manage-product")
    const line = (await screen.findByText("Bike 1", undefined, LOAD)).closest("tr")!
    const cells = within(line)
    // The backend's picture is shown through the page's own origin (its server forwards /static).
    expect(line.querySelector("img")).toHaveAttribute("src", "/static/1.webp")
    expect(cells.getByText("Phoenix")).toBeInTheDocument()
    expect(cells.getByText("Road")).toBeInTheDocument()
    expect(cells.getByText("৳ 10,001")).toBeInTheDocument()
    expect(cells.getByRole("link", { name: "Update Bike 1" })).toHaveAttribute("href", "/admin/updateProduct/prod_1")
  })

  it("shows stocked, reserved and available as the shop counts them, and 'Not counted' for stock the shop does not track", async () => {
    const reservedAll = { ...row(5), title: "Bike reserved", stock_figures: { stocked: 5, reserved: 5, available: 0, in_stock: false } }
    const someReserved = { ...row(4), title: "Bike some", stock_figures: { stocked: 4, reserved: 1, available: 3, in_stock: true } }
    const untracked = { ...row(0), title: "Bike untracked", stock_figures: { stocked: null, reserved: 0, available: null, in_stock: true } }
    fakeAdminBackend({ ...adminRoutes(), "/medusa/admin/shop-products": listRoute(() => [reservedAll, someReserved, untracked]) })
    await renderAdminApp("/admin/manage-product")
    const cellsOf = async (title: string) =>
      [...(await screen.findByText(title, undefined, LOAD)).closest("tr")!.querySelectorAll("td")].map((td) => td.textContent)
    expect((await cellsOf("Bike reserved")).slice(5, 8)).toEqual(["5", "5", "0 · Out of stock"])
    expect(screen.getByRole("columnheader", { name: "Available" })).toBeInTheDocument()
    expect((await cellsOf("Bike some")).slice(5, 8)).toEqual(["4", "1", "3"])
    expect((await cellsOf("Bike untracked"))[5]).toBe("Not counted")
  })

  it("deletes only after the admin confirms, toasts and reads the list again", async () => {
    let products = [row(1), row(2)]
    const deleted: string[] = []
    fakeAdminBackend({
      ...adminRoutes(),
      "/medusa/admin/shop-products": listRoute(() => products),
      "/medusa/admin/products/prod_2": (_url, init) => {
        if (init?.method !== "DELETE") return json({ message: "Not found" }, 404)
        deleted.push("prod_2")
        products = [row(1)]
        return json({ id: "prod_2", object: "product", deleted: true })
      },
    })
    const confirm = vi.spyOn(window, "confirm").mockReturnValueOnce(false).mockReturnValueOnce(true)
    await renderAdminApp("/admin/manage-product")
    const remove = await screen.findByRole("button", { name: "Delete Bike 2" }, LOAD)

    await userEvent.click(remove)
    expect(confirm).toHaveBeenCalledWith("Delete Bike 2? This cannot be undone.")
    expect(deleted).toEqual([])

    await userEvent.click(remove)
    expect(await screen.findByText("Product deleted")).toBeInTheDocument()
    expect(deleted).toEqual(["prod_2"])
    await waitFor(() => expect(screen.queryByText("Bike 2")).not.toBeInTheDocument())
    expect(screen.getByText("Bike 1")).toBeInTheDocument()
  })

  it("pages with Previous and Next and searches after the typing stops", async () => {
    const queries: URLSearchParams[] = []
    const products = Array.from({ length: 12 }, (_, i) => row(i + 1))
    fakeAdminBackend({ ...adminRoutes(), "/medusa/admin/shop-products": listRoute(() => products, queries) })
    const user = userEvent.setup()
    await renderAdminApp("/admin/manage-product")
    expect(await screen.findByText("Page 1 of 2", undefined, LOAD)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled()
    await user.click(screen.getByRole("button", { name: "Next" }))
    expect(await screen.findByText("Bike 11")).toBeInTheDocument()
    expect(screen.getByText("Page 2 of 2")).toBeInTheDocument()
    expect(queries.at(-1)?.get("offset")).toBe("10")

    await user.type(screen.getByLabelText("Search the product list"), "Bike 12")
    await waitFor(() => expect(screen.queryByText("Bike 11")).not.toBeInTheDocument(), { timeout: 2000 })
    expect(await screen.findByText("Bike 12")).toBeInTheDocument()
    expect(screen.queryByText("Page 1 of 1")).not.toBeInTheDocument() // one page: no pager
    expect(queries.at(-1)?.get("q")).toBe("Bike 12")
    expect(queries.at(-1)?.get("offset")).toBe("0")
    // Only the whole text was searched for, not each letter.
    expect(queries.filter((query) => query.has("q"))).toHaveLength(1)
  })

  it("says so when there is no product, or none matching", async () => {
    fakeAdminBackend({ ...adminRoutes(), "/medusa/admin/shop-products": listRoute(() => []) })
    const user = userEvent.setup()
    await renderAdminApp("/admin/manage-product")
    expect(await screen.findByText("There is no product", undefined, LOAD)).toBeInTheDocument()
    await user.type(screen.getByLabelText("Search the product list"), "zzz")
    expect(await screen.findByText("No product matches “zzz”", undefined, { timeout: 2000 })).toBeInTheDocument()
  })

  it("shows the error with a way to try again", async () => {
    fakeAdminBackend({ ...adminRoutes(), "/medusa/admin/shop-products": () => json({ message: "Database unavailable" }, 500) })
    await renderAdminApp("/admin/manage-product")
    expect(await screen.findByText("Database unavailable", undefined, LOAD)).toBeInTheDocument()
    expect(screen.getByRole("button", { name: "Try again" })).toBeInTheDocument()
  })
})
