import { screen, waitFor } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { toast } from "sonner"
import { beforeEach, describe, expect, it } from "vitest"
import { json } from "../../../../testing/backend"
import { renderAdminApp } from "../../../../testing/admin-app"
import { LOAD, adminRoutes, bodyOf, png, writes, fakeAdminBackend } from "../test-fixtures"

async function openForm() {
  await renderAdminApp("/admin/add-product")
  await screen.findByRole("heading", { name: "Add product" }, LOAD)
  await screen.findByRole("option", { name: "Bicycles" }, LOAD) // the categories have arrived
}

const submit = () => userEvent.click(screen.getByRole("button", { name: "Add product" }))

async function fillAll(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText("Name"), "Hike Trail Blazer")
  await user.selectOptions(screen.getByLabelText("Category"), "Bicycles")
  await user.selectOptions(screen.getByLabelText("Sub-category"), "Mountain")
  await user.type(screen.getByLabelText("Brand"), "Hike")
  await user.selectOptions(screen.getByLabelText("Type"), "Geared")
  await user.type(screen.getByLabelText("Price (৳)"), "30000")
  await user.type(screen.getByLabelText("Stock"), "5")
  await user.upload(screen.getByLabelText("Main image"), png("main.png"))
  await user.upload(screen.getByLabelText("Gallery images (1 to 3)"), [png("side.png"), png("back.png")])
  await user.type(screen.getByLabelText("Description"), "A 21-speed mountain bike.")
}

describe("add product", () => {
  beforeEach(() => {
    toast.dismiss()
  })

  it("requires every field and sends nothing", async () => {
    const server = fakeAdminBackend(adminRoutes())
    await openForm()
    await submit()
    for (const message of [
      "Name is required",
      "Category is required",
      "Brand is required",
      "Type is required",
      "Price is required",
      "Stock is required",
      "Main image is required",
      "Gallery images are required",
      "Description is required",
    ]) {
      expect(await screen.findByText(message)).toBeInTheDocument()
    }
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true")
    expect(writes(server.calls, server.fetchMock)).toEqual([])
  })

  it("asks for a sub-category once a category with sub-categories is chosen", async () => {
    fakeAdminBackend(adminRoutes())
    const user = userEvent.setup()
    await openForm()
    expect(screen.getByLabelText("Sub-category")).toBeDisabled()
    await user.selectOptions(screen.getByLabelText("Category"), "Bicycles")
    expect(screen.getByRole("option", { name: "Mountain" })).toBeInTheDocument()
    await submit()
    expect(await screen.findByText("Sub-category is required")).toBeInTheDocument()
    expect(screen.queryByText("Category is required")).not.toBeInTheDocument()
  })

  it("rejects a price and stock that are not numbers, or not whole numbers of 0 or more", async () => {
    const server = fakeAdminBackend(adminRoutes())
    const user = userEvent.setup()
    await openForm()
    await fillAll(user)
    await user.clear(screen.getByLabelText("Price (৳)"))
    await user.type(screen.getByLabelText("Price (৳)"), "abc")
    await user.clear(screen.getByLabelText("Stock"))
    await user.type(screen.getByLabelText("Stock"), "five")
    await submit()
    expect(await screen.findByText("Price must be a number")).toBeInTheDocument()
    expect(screen.getByText("Stock must be a number")).toBeInTheDocument()

    await user.clear(screen.getByLabelText("Price (৳)"))
    await user.type(screen.getByLabelText("Price (৳)"), "-5")
    await user.clear(screen.getByLabelText("Stock"))
    await user.type(screen.getByLabelText("Stock"), "2.5")
    await submit()
    expect(await screen.findByText("Price must be a whole number of taka, 0 or more")).toBeInTheDocument()
    expect(screen.getByText("Stock must be a whole number, 0 or more")).toBeInTheDocument()
    expect(writes(server.calls, server.fetchMock)).toEqual([])
  })

  it("refuses more than 3 gallery images", async () => {
    fakeAdminBackend(adminRoutes())
    const user = userEvent.setup()
    await openForm()
    await user.upload(screen.getByLabelText("Gallery images (1 to 3)"), [png("1.png"), png("2.png"), png("3.png"), png("4.png")])
    await submit()
    expect(await screen.findByText("Choose at most 3 gallery images")).toBeInTheDocument()
  })

  it("uploads the images, creates the product with their urls, toasts and empties the form", async () => {
    let uploaded: string[] = []
    let created: Record<string, unknown> | undefined
    const server = fakeAdminBackend({
      ...adminRoutes(),
      "/medusa/admin/uploads": (_url, init) => {
        uploaded = (init?.body as FormData).getAll("files").map((file) => (file as File).name)
        return json({ files: uploaded.map((name, i) => ({ id: `file_${i}`, url: `http://localhost:9000/static/${name}` })) })
      },
      "/medusa/admin/shop-products": (_url, init) => {
        created = bodyOf(init)
        return json({ product: { id: "prod_trail", ...created } })
      },
    })
    const user = userEvent.setup()
    await openForm()
    await fillAll(user)
    await submit()

    expect(await screen.findByText("A product was successfully added")).toBeInTheDocument()
    expect(uploaded).toEqual(["main.png", "side.png", "back.png"])
    expect(created).toEqual({
      title: "Hike Trail Blazer",
      description: "A 21-speed mountain bike.",
      category_id: "pcat_mountain",
      brand: "Hike",
      type: "Geared",
      price: 30000,
      stock: 5,
      thumbnail: "http://localhost:9000/static/main.png",
      images: ["http://localhost:9000/static/side.png", "http://localhost:9000/static/back.png"],
    })
    // Through the route's action, from the shop's server.
    expect(writes(server.calls, server.fetchMock).map((call) => call.path)).toEqual(["/admin/uploads", "/admin/shop-products"])
    await waitFor(() => expect(screen.getByLabelText("Name")).toHaveValue(""))
    expect(screen.getByLabelText("Price (৳)")).toHaveValue("")
    expect(screen.getByLabelText("Category")).toHaveValue("")
  })

  it("shows the server's reason under the form", async () => {
    fakeAdminBackend({
      ...adminRoutes(),
      "/medusa/admin/uploads": () => json({ files: [1, 2, 3].map((i) => ({ id: `file_${i}`, url: `http://localhost:9000/static/${i}.png` })) }),
      "/medusa/admin/shop-products": () => json({ type: "invalid_data", message: "There is no category with the id pcat_mountain" }, 400),
    })
    const user = userEvent.setup()
    await openForm()
    await fillAll(user)
    await submit()
    expect(await screen.findByRole("alert")).toHaveTextContent("There is no category with the id pcat_mountain")
    expect(screen.getByLabelText("Name")).toHaveValue("Hike Trail Blazer")
  })
})
