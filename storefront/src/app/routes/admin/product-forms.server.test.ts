// @vitest-environment node
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest"
import { messagesFor } from "../../../i18n"
import { resetShop } from "../../../lib/medusa"
import { readStoreFrom } from "../../../lib/store.server"
import { json } from "../../../testing/backend"
import { action as addProductAction } from "./add-product"
import { action as updateProductAction } from "./update-product"
import { action as manageProductAction } from "./manage-product"
import { adminBackend, answered, post, run } from "../../../features/admin/api/test-admin-actions"
import { CATEGORIES, ROADSTER } from "../../../features/admin/products/test-fixtures"
import { PRODUCT_INTENTS, UPLOAD_MAX_MB } from "../../../features/admin/products/forms"

const en = messagesFor("en")
const t = en.adminProducts

const picture = (name: string, bytes = 64, type = "image/png") => new File([new Uint8Array(bytes)], name, { type })

/** The add form as a browser posts it (multipart): every field, the main image and a gallery of two. */
function productForm(fields: Record<string, string> = {}, files: { thumbnail?: File[]; images?: File[] } = {}) {
  const form = new FormData()
  const all = {
    intent: PRODUCT_INTENTS.create,
    title: "Hero Sprint",
    category: "pcat_bicycles",
    subCategory: "pcat_mountain",
    brand: "Hero",
    type: "Geared",
    vendor: "",
    price: "18500",
    stock: "6",
    description: "A 21-speed mountain bike.",
    ...fields,
  }
  for (const [name, value] of Object.entries(all)) form.append(name, value)
  for (const file of files.thumbnail ?? [picture("main.png")]) form.append("thumbnail", file)
  for (const file of files.images ?? [picture("side.png"), picture("back.png")]) form.append("images", file)
  return form
}

/** The admin routes the product forms reach: categories, uploads (stored in order) and the shop's product routes. */
function productBackend(overrides: Record<string, (url: URL, init: RequestInit | undefined) => Response> = {}) {
  const uploaded: string[][] = []
  const backend = adminBackend({
    "/admin/product-categories": () => json({ product_categories: CATEGORIES }),
    "/admin/uploads": (_url, init) => {
      const names = (init?.body as FormData).getAll("files").map((file) => (file as File).name)
      uploaded.push(names)
      return json({ files: names.map((name) => ({ id: name, url: `http://localhost:9000/static/${name}` })) })
    },
    "/admin/shop-products": () => json({ product: { id: "prod_new" } }),
    "/admin/shop-products/prod_roadster": (_url, init) => (init?.method === "POST" ? json({ updated_fields: ["price"] }) : json({ product: ROADSTER })),
    "/admin/shop-products/prod_roadster/translations": () => json({ product: ROADSTER }),
    "/admin/products/prod_roadster": () => json({ id: "prod_roadster", deleted: true }),
    ...overrides,
  })
  return { ...backend, uploaded }
}

describe("the product forms' posts (routes/admin/add-product, update-product, manage-product)", () => {
  beforeAll(() => readStoreFrom("http://backend.test"))
  beforeEach(() => resetShop())
  afterEach(() => vi.restoreAllMocks())

  it("adds a product: its pictures uploaded first (main image first), then the product with their urls", async () => {
    const { writes, uploaded } = productBackend()
    const answer = answered(await run(addProductAction, post("/admin/add-product", productForm())))
    expect(answer).toEqual({ status: 200, intent: PRODUCT_INTENTS.create, done: en.toasts.productCreated })
    expect(uploaded).toEqual([["main.png", "side.png", "back.png"]])
    expect(writes.at(-1)).toMatchObject({
      method: "POST",
      path: "/admin/shop-products",
      auth: "Bearer user-token",
      body: {
        title: "Hero Sprint",
        description: "A 21-speed mountain bike.",
        category_id: "pcat_mountain",
        brand: "Hero",
        type: "Geared",
        price: 18500,
        stock: 6,
        thumbnail: "http://localhost:9000/static/main.png",
        images: ["http://localhost:9000/static/side.png", "http://localhost:9000/static/back.png"],
      },
    })
  })

  it("refuses each missing or wrong field next to it (400), the text kept, nothing uploaded", async () => {
    const { uploaded, writes } = productBackend()
    const form = productForm({ title: " ", price: "fifteen", subCategory: "" }, { thumbnail: [], images: [picture("notes.pdf", 64, "application/pdf")] })
    const answer = answered(await run(addProductAction, post("/admin/add-product", form)))
    expect(answer.status).toBe(400)
    expect(answer.fields).toMatchObject({
      title: t.nameRequired,
      price: t.priceNotNumber,
      thumbnail: t.mainImageRequired,
      images: t.imageWrongType,
      // Bicycles has sub-categories: one must be chosen.
      subCategory: t.subCategoryRequired,
    })
    expect(answer.values).toMatchObject({ price: "fifteen", brand: "Hero" })
    expect(uploaded).toEqual([])
    expect(writes.filter((write) => write.method !== "GET")).toEqual([])
  })

  it("refuses a price or stock beyond the backend's largest whole number (and 1.5, -1) before uploading the pictures", async () => {
    const { uploaded, writes } = productBackend()
    for (const [price, stock] of [
      ["99999999999999999999", "9007199254740993"],
      ["1.5", "-1"],
    ]) {
      const answer = answered(await run(addProductAction, post("/admin/add-product", productForm({ price, stock }))))
      expect(answer).toMatchObject({ status: 400, fields: { price: t.priceNotWhole, stock: t.stockNotWhole } })
    }
    expect(uploaded).toEqual([])
    expect(writes.filter((write) => write.method !== "GET")).toEqual([])
  })

  it("refuses a picture larger than the upload route takes (413) before sending it", async () => {
    const { uploaded } = productBackend()
    const large = picture("huge.png", UPLOAD_MAX_MB * 1024 * 1024 + 1)
    const answer = answered(await run(addProductAction, post("/admin/add-product", productForm({}, { thumbnail: [large] }))))
    expect(answer).toMatchObject({ status: 413, fields: { thumbnail: t.imageTooLarge(UPLOAD_MAX_MB) } })
    expect(uploaded).toEqual([])
  })

  it("says the upload route's refusal of a file that is no picture in its words (400)", async () => {
    productBackend({ "/admin/uploads": () => json({ type: "invalid_data", message: "main.png is not a picture" }, 400) })
    const answer = answered(await run(addProductAction, post("/admin/add-product", productForm())))
    expect(answer).toMatchObject({ status: 400, error: "main.png is not a picture" })
  })

  it("updates only what changed, with a new main image uploaded; nothing changed is the spec's 'You didn't update any field'", async () => {
    const { writes, uploaded } = productBackend()
    const update = (fields: Record<string, string>, thumbnail: File[] = []) => {
      const form = new FormData()
      form.append("intent", PRODUCT_INTENTS.update)
      form.append("id", "prod_roadster")
      for (const [name, value] of Object.entries({
        title: ROADSTER.title,
        category: "pcat_bicycles",
        subCategory: "pcat_road",
        price: "12500",
        stock: "8",
        ...fields,
      }))
        form.append(name, value)
      for (const file of thumbnail) form.append("thumbnail", file)
      return run(updateProductAction, post("/admin/updateProduct/prod_roadster", form), { id: "prod_roadster" })
    }
    expect(answered(await update({}))).toMatchObject({ status: 200, done: en.toasts.noFieldUpdated })
    expect(answered(await update({ price: "11900" }, [picture("new.png")]))).toMatchObject({ status: 200, done: en.toasts.productUpdated })
    expect(uploaded).toEqual([["new.png"]])
    expect(writes.filter((write) => write.method === "POST" && write.path === "/admin/shop-products/prod_roadster").map((write) => write.body)).toEqual([
      { price: 11900, thumbnail: "http://localhost:9000/static/new.png" },
    ])
  })

  it("saves the Bangla texts (an emptied one removed) and deletes a product, each saying so", async () => {
    const { writes } = productBackend()
    const bangla = answered(
      await run(
        updateProductAction,
        post("/admin/updateProduct/prod_roadster", { intent: PRODUCT_INTENTS.bangla, id: "prod_roadster", title_bn: " ফিনিক্স ", description_bn: "" })
      )
    )
    expect(bangla).toMatchObject({ status: 200, done: t.banglaSaved })
    const deleted = answered(await run(manageProductAction, post("/admin/manage-product", { intent: PRODUCT_INTENTS.delete, id: "prod_roadster" })))
    expect(deleted).toMatchObject({ status: 200, done: en.toasts.productDeleted })
    expect(writes.filter((write) => write.method !== "GET").map(({ method, path, body }) => [method, path, body])).toEqual([
      ["POST", "/admin/shop-products/prod_roadster/translations", { "bn-BD": { title: "ফিনিক্স", description: null } }],
      ["DELETE", "/admin/products/prod_roadster", undefined],
    ])
  })

  it("takes no other form on a product screen (the add page does not delete)", async () => {
    productBackend()
    const answer = answered(await run(addProductAction, post("/admin/add-product", { intent: PRODUCT_INTENTS.delete, id: "prod_roadster" })))
    expect(answer).toMatchObject({ status: 400, error: en.adminArea.notAForm })
  })
})
