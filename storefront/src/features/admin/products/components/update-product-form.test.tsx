import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { toast } from "sonner"
import { beforeEach, describe, expect, it } from "vitest"
import { json } from "../../../../testing/backend"
import { renderAdminApp } from "../../../../testing/admin-app"
import type { AdminProductDetail } from "../api/types"
import { LOAD, adminRoutes, bodyOf, png, ROADSTER, writes, fakeAdminBackend } from "../test-fixtures"

const PATH = "/medusa/admin/shop-products/prod_roadster"
/** Where the route's action saves it, from the shop's server. */
const SAVED = "/admin/shop-products/prod_roadster"

async function openForm() {
  await renderAdminApp("/admin/updateProduct/prod_roadster")
  await screen.findByRole("heading", { name: "Update product" }, LOAD)
  await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue("Phoenix Classic Roadster"), LOAD)
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Update product" }))

describe("update product", () => {
  beforeEach(() => {
    toast.dismiss()
  })

  it("is pre-filled with the product, its category and sub-category", async () => {
    fakeAdminBackend({ ...adminRoutes(), [PATH]: () => json({ product: ROADSTER }) })
    await openForm()
    expect(screen.getByLabelText("Category")).toHaveValue("pcat_bicycles")
    expect(screen.getByLabelText("Sub-category")).toHaveValue("pcat_road")
    expect(screen.getByLabelText("Brand")).toHaveValue("Phoenix")
    expect(screen.getByLabelText("Type")).toHaveValue("Non-Geared")
    expect(screen.getByLabelText("Price (৳)")).toHaveValue("12500")
    expect(screen.getByLabelText("Stock")).toHaveValue("8")
    expect(screen.getByLabelText("Description")).toHaveValue("A steel city bike.")
    // The backend's pictures are shown through the page's own origin (its server forwards /static).
    expect(screen.getByRole("img", { name: "Phoenix Classic Roadster, main image" })).toHaveAttribute("src", "/static/roadster.webp")
    expect(screen.getByRole("img", { name: "Phoenix Classic Roadster, picture 1" })).toHaveAttribute("src", "/static/roadster-2.webp")
  })

  it("sends only the changed price, toasts and loads the form again from what was saved", async () => {
    let product: AdminProductDetail = ROADSTER
    const sent: Record<string, unknown>[] = []
    const server = fakeAdminBackend({
      ...adminRoutes(),
      [PATH]: (_url, init) => {
        if (init?.method === "POST") {
          const body = bodyOf(init)
          sent.push(body)
          product = { ...product, ...body }
          return json({ product, updated_fields: Object.keys(body) })
        }
        return json({ product })
      },
    })
    const user = userEvent.setup()
    await openForm()
    await user.clear(screen.getByLabelText("Price (৳)"))
    await user.type(screen.getByLabelText("Price (৳)"), "13000")
    await submit()

    expect(await screen.findByText("This product was updated")).toBeInTheDocument()
    expect(sent).toEqual([{ price: 13000 }])
    expect(writes(server.calls, server.fetchMock).map((call) => call.path)).toEqual([SAVED])
    await waitFor(() => expect(screen.getByLabelText("Price (৳)")).toHaveValue("13000"))
    // The product was read again after saving.
    const reads = server.calls.filter((call, i) => call.url.pathname === PATH && server.fetchMock.mock.calls[i][1]?.method !== "POST")
    expect(reads.length).toBeGreaterThanOrEqual(2)
    // The form mounted again from the saved product still says it was saved (it once flashed
    // for a moment and went, with the fetcher the old form held).
    await waitFor(() => expect(server.calls.filter((call) => call.url.pathname === PATH).length).toBeGreaterThanOrEqual(3))
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(screen.getByText("This product was updated")).toBeInTheDocument()
    // It speaks of that save only: editing again takes it away.
    await user.type(screen.getByLabelText("Stock"), "1")
    await waitFor(() => expect(screen.queryByText("This product was updated")).not.toBeInTheDocument())
  })

  it("says 'You didn't update any field' without calling the server when nothing changed", async () => {
    const server = fakeAdminBackend({ ...adminRoutes(), [PATH]: () => json({ product: ROADSTER }) })
    const user = userEvent.setup()
    await openForm()
    // A field emptied keeps its value, and one typed back as it was is no change either.
    await user.clear(screen.getByLabelText("Name"))
    await user.clear(screen.getByLabelText("Stock"))
    await user.type(screen.getByLabelText("Stock"), "8")
    await submit()

    expect(await screen.findByText("You didn't update any field")).toBeInTheDocument()
    expect(writes(server.calls, server.fetchMock)).toEqual([])
  })

  it("shows the server's 'You didn't update any field' as the same toast, not as an error under the form", async () => {
    fakeAdminBackend({
      ...adminRoutes(),
      [PATH]: (_url, init) =>
        init?.method === "POST" ? json({ type: "invalid_data", message: "You didn't update any field" }, 400) : json({ product: ROADSTER }),
    })
    const user = userEvent.setup()
    await openForm()
    await user.type(screen.getByLabelText("Vendor (optional)"), "Rahim Cycles")
    await submit()
    expect(await screen.findByText("You didn't update any field")).toBeInTheDocument()
    expect(screen.queryByRole("alert")).not.toBeInTheDocument()
  })

  it("uploads a newly chosen main image and sends its url as the thumbnail", async () => {
    const sent: Record<string, unknown>[] = []
    const server = fakeAdminBackend({
      ...adminRoutes(),
      "/medusa/admin/uploads": () => json({ files: [{ id: "file_1", url: "http://localhost:9000/static/new.png" }] }),
      [PATH]: (_url, init) => {
        if (init?.method === "POST") sent.push(bodyOf(init))
        return json({ product: ROADSTER, updated_fields: ["thumbnail"] })
      },
    })
    const user = userEvent.setup()
    await openForm()
    await user.upload(screen.getByLabelText("Main image"), png("new.png"))
    await submit()
    expect(await screen.findByText("This product was updated")).toBeInTheDocument()
    expect(sent).toEqual([{ thumbnail: "http://localhost:9000/static/new.png" }])
    expect(writes(server.calls, server.fetchMock).map((call) => call.path)).toEqual(["/admin/uploads", SAVED])
  })

  it("still checks what is typed: a price that is not a number is refused", async () => {
    const server = fakeAdminBackend({ ...adminRoutes(), [PATH]: () => json({ product: ROADSTER }) })
    const user = userEvent.setup()
    await openForm()
    await user.clear(screen.getByLabelText("Price (৳)"))
    await user.type(screen.getByLabelText("Price (৳)"), "12k")
    await submit()
    expect(await screen.findByText("Price must be a number")).toBeInTheDocument()
    expect(writes(server.calls, server.fetchMock)).toEqual([])
  })

  it("shows the server's message when the product cannot be read", async () => {
    fakeAdminBackend({ ...adminRoutes(), [PATH]: () => json({ type: "not_found", message: "Product with id prod_roadster was not found" }, 404) })
    await renderAdminApp("/admin/updateProduct/prod_roadster")
    expect(await screen.findByText("Product with id prod_roadster was not found", undefined, LOAD)).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "Back to manage products" })).toHaveAttribute("href", "/admin/manage-product")
  })
})
