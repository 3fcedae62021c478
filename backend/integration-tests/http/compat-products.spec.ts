import { mkdtempSync, readdirSync, readFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { basename, join } from "node:path"
import { createProductCategoriesWorkflow } from "@medusajs/medusa/core-flows"
import { Modules } from "@medusajs/framework/utils"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createShopProductWorkflow } from "../../src/workflows/products/create-shop-product"
import { failure, signIn, type Session } from "./helpers/accounts"
import { createProduct } from "./helpers/checkout"
import { bearer, compatCallers, type CompatCallers } from "./helpers/compat"
import { multipart, NOT_A_PICTURE, PNG, png, TOO_LARGE_PNG, type Upload } from "./helpers/multipart"

const uploadDir = mkdtempSync(join(tmpdir(), "chaka-compat-products-"))
process.env.MEDUSA_UPLOAD_DIR = uploadDir
jest.setTimeout(300_000)

type Fields = Record<string, string>
/** A multipart body as the original admin form sends it: text fields, `img` and `gallery` files. */
const form = (fields: Fields, files: { img?: Upload[]; gallery?: Upload[] } = {}) => multipart(fields, files)

/** The original's add-product form, complete. */
const NEW_PRODUCT: Fields = {
  name: "Hike Ridge 27.5",
  category: "Mountain Bike",
  subCategory: "Hardtail",
  brand: "Hike",
  price: "32000",
  stock: "7",
  description: "Aluminium frame, 21 gears",
  vendor: "Hike Bangladesh",
  type: "Geared",
}
const fullForm = (fields: Fields = NEW_PRODUCT) => form(fields, { img: [png("main.png")], gallery: [png("g1.png"), png("g2.png")] })

const compatShape = {
  _id: expect.stringMatching(/^prod_/),
  name: expect.any(String),
  category: expect.any(String),
  subCategory: expect.any(String),
  brand: expect.any(String),
  price: expect.any(Number),
  stock: expect.any(Number),
  description: expect.any(String),
  vendor: expect.any(String),
  type: expect.any(String),
  productImg: { imgUrl: expect.any(String), imgId: expect.any(String) },
  imgGallery: expect.any(Array),
  imgId: expect.any(String),
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let callers: CompatCallers
    let ids: { kids: string; trail: string; roadster: string; sprint: string }

    // Kept for every test: the runner restores the database to its state after beforeAll.
    beforeAll(async () => {
      const container = getContainer()
      session = await signIn(container, api)
      callers = await compatCallers(api, session)
      const { result: parents } = await createProductCategoriesWorkflow(container).run({
        input: {
          product_categories: [
            { name: "Mountain Bike", is_active: true },
            { name: "Road", is_active: true },
          ],
        },
      })
      const [mountain, road] = parents
      const { result: children } = await createProductCategoriesWorkflow(container).run({
        input: {
          product_categories: [
            { name: "Hardtail", parent_category_id: mountain.id, is_active: true },
            { name: "Gravel", parent_category_id: road.id, is_active: true },
          ],
        },
      })
      const [hardtail, gravel] = children
      const shopProduct = async (title: string, fields: { category_id: string; brand: string; type: "Geared" | "Non-Geared"; price: number; stock: number }) =>
        (
          await createShopProductWorkflow(container).run({
            input: {
              title,
              description: `${title}, ready to ride`,
              vendor: "Chaka Imports",
              thumbnail: `http://localhost:9000/static/${title.toLowerCase().replace(/\W+/g, "-")}.png`,
              images: [`http://localhost:9000/static/${title.toLowerCase().replace(/\W+/g, "-")}-side.png`],
              ...fields,
            },
          })
        ).result.id
      ids = {
        kids: (await createProduct(container, session.shop, "Phoenix Kids 16", 9_500, 20)).productId,
        trail: await shopProduct("Hike Trail 29", { category_id: hardtail.id, brand: "Hike", type: "Geared", price: 25_000, stock: 5 }),
        roadster: await shopProduct("Phoenix Roadster", { category_id: gravel.id, brand: "Phoenix", type: "Non-Geared", price: 12_000, stock: 3 }),
        sprint: await shopProduct("Bianchi Sprint", { category_id: road.id, brand: "Bianchi", type: "Geared", price: 60_000, stock: 2 }),
      }
    })

    const productCount = async () =>
      (
        await getContainer()
          .resolve(Modules.PRODUCT)
          .listAndCountProducts({}, { select: ["id"] })
      )[1]
    const uploadedFiles = () => readdirSync(uploadDir).length
    const names = (products: { name: string }[]) => products.map((p) => p.name).sort()
    const TRAIL = () => ({
      _id: ids.trail,
      name: "Hike Trail 29",
      category: "Mountain Bike",
      subCategory: "Hardtail",
      brand: "Hike",
      price: 25_000,
      stock: 5,
      description: "Hike Trail 29, ready to ride",
      vendor: "Chaka Imports",
      type: "Geared",
      productImg: { imgUrl: "http://localhost:9000/static/hike-trail-29.png", imgId: "hike-trail-29.png" },
      imgGallery: [{ imgUrl: "http://localhost:9000/static/hike-trail-29-side.png", imgId: "hike-trail-29-side.png" }],
      imgId: "hike-trail-29.png",
    })

    describe("GET /shop/products/home", () => {
      it("lists the latest products in the original shape, to anyone", async () => {
        const { data } = await api.get("/shop/products/home")
        expect(Array.isArray(data)).toBe(true)
        const kids = data.find((p: { name: string }) => p.name === "Phoenix Kids 16")
        expect(kids).toEqual({ ...compatShape, name: "Phoenix Kids 16", price: 9_500, stock: 20 })
        expect(data.find((p: { _id: string }) => p._id === ids.trail)).toEqual(TRAIL())
        // A token, in either spelling, changes nothing for a public read.
        expect((await api.get("/shop/products/home", callers.customer)).data).toEqual(data)
      })
    })

    describe("GET /shop/products", () => {
      it("lists every product in the original shape, newest first", async () => {
        const { data } = await api.get("/shop/products")
        expect(data.map((p: { _id: string }) => p._id)).toEqual([ids.sprint, ids.roadster, ids.trail, ids.kids])
        for (const product of data) expect(product).toEqual(compatShape)
        expect(data[2]).toEqual(TRAIL())
        expect(data[0]).toMatchObject({ category: "Road", subCategory: "", brand: "Bianchi" })
      })

      it("filters by brands and types joined with |, and by price (a min above the max is ignored)", async () => {
        const list = async (query: string) => names((await api.get(`/shop/products?${query}`)).data)
        expect(await list("brand=Hike|Phoenix")).toEqual(["Hike Trail 29", "Phoenix Roadster"])
        expect(await list("brand=bianchi")).toEqual(["Bianchi Sprint"])
        expect(await list("type=Non-Geared")).toEqual(["Phoenix Roadster"])
        expect(await list("type=Geared|Non-Geared&brand=Hike")).toEqual(["Hike Trail 29"])
        expect(await list("min=10000&max=30000")).toEqual(["Hike Trail 29", "Phoenix Roadster"])
        expect(await list("min=30000&max=26000")).toEqual(["Hike Trail 29", "Phoenix Kids 16", "Phoenix Roadster"])
        expect(await list("min=50000")).toEqual(["Bianchi Sprint"])
        expect(await list("brand=Nobody")).toEqual([])
      })

      it("refuses a price that is not a number", async () => {
        const response = await failure(api.get("/shop/products?min=cheap"))
        expect(response.status).toBe(400)
        expect(response.data.message).toBe("min must be a price in taka, a number such as 15000")
      })
    })

    describe("GET /shop/products/{id}", () => {
      it("answers one product, to anyone, in either spelling of the token", async () => {
        expect((await api.get(`/shop/products/${ids.trail}`)).data).toEqual(TRAIL())
        expect((await api.get(`/shop/products/${ids.trail}`, callers.customer)).data).toEqual(TRAIL())
        expect((await api.get(`/shop/products/${ids.trail}`, bearer(callers.customer.token))).data).toEqual(TRAIL())
      })

      it("answers an &&id1&&id2 list as an array, in the order asked", async () => {
        const { data } = await api.get(`/shop/products/&&${ids.roadster}&&${ids.trail}`)
        expect(data.map((p: { _id: string }) => p._id)).toEqual([ids.roadster, ids.trail])
        expect(data[1]).toEqual(TRAIL())
        expect((await api.get(`/shop/products/&&${ids.kids}`)).data.map((p: { _id: string }) => p._id)).toEqual([ids.kids])
      })

      it("answers 404 for an unknown id alone; a list leaves unknown ids out (the original's $in)", async () => {
        const response = await failure(api.get("/shop/products/prod_nope"))
        expect([response.status, response.data.message]).toEqual([404, "Product with id prod_nope was not found"])
        expect(names((await api.get(`/shop/products/&&${ids.trail}&&prod_nope`)).data)).toEqual(["Hike Trail 29"])
        expect((await api.get("/shop/products/&&prod_nope")).data).toEqual([])
      })

      it("answers 400 for a malformed && list", async () => {
        for (const path of ["&&", "&&&&", `&&${ids.trail}&&`, `&&${ids.trail}&&&&${ids.kids}`, `&&%20&&${ids.kids}`]) {
          const response = await failure(api.get(`/shop/products/${path}`))
          expect({ path, status: response.status, message: response.data.message }).toEqual({
            path,
            status: 400,
            message: "Product ids must be sent as &&id1&&id2, with no empty id",
          })
        }
      })
    })

    describe("GET /shop/products/category/{category}", () => {
      const inCategory = async (name: string) => names((await api.get(`/shop/products/category/${name}`)).data)

      it("reads the first hyphen as a space, matches categories and sub-categories without case", async () => {
        expect(await inCategory("Mountain-Bike")).toEqual(["Hike Trail 29"])
        expect(await inCategory("mountain-bike")).toEqual(["Hike Trail 29"])
        expect(await inCategory("Hardtail")).toEqual(["Hike Trail 29"])
        // A category holds the products of its sub-categories too.
        expect(await inCategory("Road")).toEqual(["Bianchi Sprint", "Phoenix Roadster"])
        expect(await inCategory("GRAVEL")).toEqual(["Phoenix Roadster"])
        const { data } = await api.get("/shop/products/category/Mountain-Bike")
        expect(data).toEqual([TRAIL()])
      })

      it("answers [] for an unknown category", async () => {
        expect(await inCategory("Unicycles")).toEqual([])
        expect(await inCategory("Mountain-Bike-Extra")).toEqual([])
      })
    })

    describe("GET /shop/products/rendom/{n}", () => {
      it("answers the product at position n of the list, as a list of one; [] past the end", async () => {
        const list = (await api.get("/shop/products")).data as { _id: string }[]
        for (const n of [0, 1, list.length - 1]) {
          const { data } = await api.get(`/shop/products/rendom/${n}`)
          expect(data).toEqual([{ ...list[n], _id: list[n]._id }])
          expect(data[0]).toEqual(compatShape)
        }
        expect((await api.get(`/shop/products/rendom/${list.length}`)).data).toEqual([])
      })

      it("refuses a position that is not a whole number from 0", async () => {
        for (const n of ["two", "1.5", "-3", "1e3"]) {
          const response = await failure(api.get(`/shop/products/rendom/${n}`))
          expect({ n, status: response.status, message: response.data.message }).toEqual({
            n,
            status: 400,
            message: "The position must be a whole number from 0",
          })
        }
      })
    })

    describe("GET /shop/products/searchProduct/{text}", () => {
      it("finds products whose name contains the text, without case", async () => {
        const search = async (text: string) => (await api.get(`/shop/products/searchProduct/${encodeURIComponent(text)}`)).data
        expect(await search("trail")).toEqual([TRAIL()])
        expect(names(await search("PHOENIX"))).toEqual(["Phoenix Kids 16", "Phoenix Roadster"])
        expect(names(await search("x ki"))).toEqual(["Phoenix Kids 16"])
        expect(await search("tandem")).toEqual([])
        // % is a character like any other, not a wildcard.
        expect(await search("%")).toEqual([])
      })
    })

    describe("POST /shop/products", () => {
      it("creates a real Medusa product for an admin: { acknowledged, insertedId }, shown by the store and admin APIs", async () => {
        const before = await productCount()
        const { data, status } = await api.post("/shop/products", fullForm(), callers.admin)
        expect(status).toBe(200)
        expect(data).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^prod_/) })
        expect(await productCount()).toBe(before + 1)

        const { data: product } = await api.get(`/shop/products/${data.insertedId}`)
        expect(product).toEqual({
          _id: data.insertedId,
          name: "Hike Ridge 27.5",
          category: "Mountain Bike",
          subCategory: "Hardtail",
          brand: "Hike",
          price: 32_000,
          stock: 7,
          description: "Aluminium frame, 21 gears",
          vendor: "Hike Bangladesh",
          type: "Geared",
          productImg: { imgUrl: expect.stringMatching(/^https?:\/\/.+\.png$/), imgId: expect.stringMatching(/\.png$/) },
          imgGallery: [
            { imgUrl: expect.stringMatching(/^https?:\/\/.+\.png$/), imgId: expect.stringMatching(/\.png$/) },
            { imgUrl: expect.stringMatching(/^https?:\/\/.+\.png$/), imgId: expect.stringMatching(/\.png$/) },
          ],
          imgId: product.productImg.imgId,
        })
        // The uploads are the sent bytes, stored by the File module.
        for (const image of [product.productImg, ...product.imgGallery]) {
          expect(readFileSync(join(uploadDir, basename(new URL(image.imgUrl).pathname)))).toEqual(PNG)
        }
        expect(new Set([product.productImg.imgUrl, ...product.imgGallery.map((i: { imgUrl: string }) => i.imgUrl)]).size).toBe(3)

        const store = await api.get(`/store/products/${data.insertedId}?fields=title,thumbnail,*categories`, {
          headers: { "x-publishable-api-key": session.visitor.headers["x-publishable-api-key"] },
        })
        expect(store.data.product).toMatchObject({ id: data.insertedId, title: "Hike Ridge 27.5", thumbnail: product.productImg.imgUrl })
        expect(store.data.product.categories.map((c: { name: string }) => c.name)).toEqual(["Hardtail"])
        const admin = await api.get(`/admin/products/${data.insertedId}`, session.admin)
        expect(admin.data.product).toMatchObject({ id: data.insertedId, title: "Hike Ridge 27.5", status: "published" })
        // It is in the lists too.
        expect(names((await api.get("/shop/products/category/Hardtail")).data)).toEqual(["Hike Ridge 27.5", "Hike Trail 29"])
      })

      it("reads the standard Bearer spelling as well", async () => {
        const { data } = await api.post("/shop/products", fullForm({ ...NEW_PRODUCT, name: "Hike Ridge Bearer" }), bearer(callers.admin.token))
        expect(data).toEqual({ acknowledged: true, insertedId: expect.stringMatching(/^prod_/) })
      })

      it("refuses a visitor (401) and customers (403), writing nothing", async () => {
        const before = await productCount()
        const files = uploadedFiles()
        for (const [who, caller, status, message] of [
          ["visitor", callers.visitor, 401, "Please sign in to continue"],
          ["customer", callers.customer, 403, "Only administrators can do this"],
          ["other", callers.other, 403, "Only administrators can do this"],
        ] as const) {
          const response = await failure(api.post("/shop/products", fullForm(), caller))
          expect({ who, status: response.status, message: response.data.message }).toEqual({ who, status, message })
        }
        expect(await productCount()).toBe(before)
        expect(uploadedFiles()).toBe(files)
      })

      it("refuses missing or malformed fields and files with 400 and a message, writing nothing", async () => {
        const before = await productCount()
        const files = uploadedFiles()
        const without = (field: string) => Object.fromEntries(Object.entries(NEW_PRODUCT).filter(([name]) => name !== field))
        const cases: [string, () => FormData, string][] = [
          ["no name", () => fullForm(without("name")), "name is required"],
          ["blank name", () => fullForm({ ...NEW_PRODUCT, name: "  " }), "name is required"],
          ["no category", () => fullForm(without("category")), "category is required"],
          ["no subCategory", () => fullForm(without("subCategory")), "subCategory is required"],
          ["no brand", () => fullForm(without("brand")), "brand is required"],
          ["no price", () => fullForm(without("price")), "price is required"],
          ["no stock", () => fullForm(without("stock")), "stock is required"],
          ["no description", () => fullForm(without("description")), "description is required"],
          ["price not a number", () => fullForm({ ...NEW_PRODUCT, price: "cheap" }), "price must be a whole number of taka, 0 or more"],
          ["negative price", () => fullForm({ ...NEW_PRODUCT, price: "-5" }), "price must be a whole number of taka, 0 or more"],
          ["stock not a number", () => fullForm({ ...NEW_PRODUCT, stock: "many" }), "stock must be a whole number, 0 or more"],
          ["stock not whole", () => fullForm({ ...NEW_PRODUCT, stock: "1.5" }), "stock must be a whole number, 0 or more"],
          ["unknown type", () => fullForm({ ...NEW_PRODUCT, type: "Electric" }), "type must be Geared or Non-Geared"],
          ["no img", () => form(NEW_PRODUCT, { gallery: [png("g.png")] }), "img (the main image) is required"],
          ["no gallery", () => form(NEW_PRODUCT, { img: [png("m.png")] }), "gallery (one image or more) is required"],
          [
            "img not a picture",
            () => form(NEW_PRODUCT, { img: [png("m.png", NOT_A_PICTURE)], gallery: [png("g.png")] }),
            "The image must be a JPEG, PNG, WebP or GIF file",
          ],
          [
            "two main images",
            () => form(NEW_PRODUCT, { img: [png("a.png"), png("b.png")], gallery: [png("g.png")] }),
            "Send one main image as img and at most 10 images as gallery",
          ],
          ["unknown category", () => fullForm({ ...NEW_PRODUCT, category: "Unicycles" }), "There is no category named Unicycles"],
          [
            "sub-category of another category",
            () => fullForm({ ...NEW_PRODUCT, subCategory: "Gravel" }),
            "There is no sub-category named Gravel in the category Mountain Bike",
          ],
        ]
        for (const [name, body, message] of cases) {
          const response = await failure(api.post("/shop/products", body(), callers.admin))
          expect({ name, status: response.status, message: response.data.message }).toEqual({ name, status: 400, message })
        }
        const big = png("big.png", TOO_LARGE_PNG)
        const tooLarge = await failure(api.post("/shop/products", form(NEW_PRODUCT, { img: [big], gallery: [png("g.png")] }), callers.admin))
        expect({ status: tooLarge.status, message: tooLarge.data.message }).toEqual({ status: 413, message: "Every image must be 2 MB or smaller" })
        expect(await productCount()).toBe(before)
        expect(uploadedFiles()).toBe(files)
      })
    })

    describe("the original admin pages' own forms (AddProduct.jsx, UpdateProduct.jsx, ManageProduct.jsx)", () => {
      it("adds, updates and deletes a product with the bodies those pages build", async () => {
        // AddProduct: every form value appended; no vendor or type box; img and gallery as files.
        const add = new FormData()
        for (const [key, value] of Object.entries({
          name: "Client Ridge",
          category: "Mountain Bike",
          subCategory: "Hardtail",
          brand: "Hike",
          price: "21000",
          stock: "4",
          description: "Added by the old admin page",
        }))
          add.append(key, value)
        add.append("img", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "main.png")
        for (const name of ["g1.png", "g2.png"]) add.append("gallery", new Blob([new Uint8Array(PNG)], { type: "image/png" }), name)
        const added = (await api.post("/shop/products", add, callers.admin)).data
        expect(added.insertedId).toMatch(/^prod_/)

        // UpdateProduct with only the price changed: its empty file boxes are truthy FileLists, sent as text.
        const update = new FormData()
        update.append("id", added.insertedId)
        update.append("price", "19500")
        update.append("img", "[object FileList]")
        update.append("gallery", "[object FileList]")
        const updated = (await api.put("/shop/products", update, callers.admin)).data
        expect(updated.modifiedCount > 0).toBe(true)
        // With a new gallery it also sends the old one as text ("Gallery") for each picture.
        const regallery = new FormData()
        regallery.append("id", added.insertedId)
        regallery.append("gallery", new Blob([new Uint8Array(PNG)], { type: "image/png" }), "g3.png")
        regallery.append("Gallery", "[object Object],[object Object]")
        expect((await api.put("/shop/products", regallery, callers.admin)).data.modifiedCount > 0).toBe(true)
        const product = (await api.get(`/shop/products/${added.insertedId}`)).data
        expect([product.price, product.imgGallery.length, product.name]).toEqual([19_500, 1, "Client Ridge"])

        // ManageProduct: DELETE with the imgId header.
        const gone = (await api.delete(`/shop/products/${added.insertedId}`, { headers: { ...callers.admin.headers, imgId: product.imgId } })).data
        expect(gone.deletedCount > 0).toBe(true)
      })
    })

    describe("PUT /shop/products", () => {
      const update = (fields: Fields, files?: { img?: Upload[]; gallery?: Upload[] }, caller: { headers: Record<string, string> } = callers.admin) =>
        api.put("/shop/products", form(fields, files), caller)

      it("changes only the sent fields: { acknowledged, modifiedCount: 1, matchedCount: 1 }", async () => {
        const { data } = await update({ id: ids.trail, name: "Hike Trail 29 Pro", price: "27500", stock: "9" })
        expect(data).toEqual({ acknowledged: true, modifiedCount: 1, matchedCount: 1 })
        expect((await api.get(`/shop/products/${ids.trail}`)).data).toEqual({ ...TRAIL(), name: "Hike Trail 29 Pro", price: 27_500, stock: 9 })

        await update({ id: ids.trail, category: "Road", subCategory: "Gravel", brand: "Phoenix", type: "Non-Geared", vendor: "Someone" })
        expect((await api.get(`/shop/products/${ids.trail}`)).data).toMatchObject({
          category: "Road",
          subCategory: "Gravel",
          brand: "Phoenix",
          type: "Non-Geared",
          vendor: "Someone",
          description: "Hike Trail 29, ready to ride",
        })
        // Only the sub-category sent: within the product's current category.
        await update({ id: ids.roadster, subCategory: "gravel", description: "Now with fenders" }, undefined, callers.admin)
        expect((await api.get(`/shop/products/${ids.roadster}`)).data).toMatchObject({
          category: "Road",
          subCategory: "Gravel",
          description: "Now with fenders",
        })
      })

      it("replaces the main image (img, with the original's productImgId) and the gallery", async () => {
        const files = uploadedFiles()
        const { data } = await update(
          { id: ids.trail, productImgId: "hike-trail-29.png" },
          { img: [png("new-main.png")], gallery: [png("n1.png"), png("n2.png")] }
        )
        expect(data).toEqual({ acknowledged: true, modifiedCount: 1, matchedCount: 1 })
        expect(uploadedFiles()).toBe(files + 3)
        const { data: product } = await api.get(`/shop/products/${ids.trail}`)
        expect(product.productImg.imgUrl).not.toBe(TRAIL().productImg.imgUrl)
        expect(product.imgId).toBe(product.productImg.imgId)
        expect(product.imgGallery).toHaveLength(2)
        for (const image of [product.productImg, ...product.imgGallery]) {
          expect(readFileSync(join(uploadDir, basename(new URL(image.imgUrl).pathname)))).toEqual(PNG)
        }
        expect(product).toMatchObject({ name: "Hike Trail 29", price: 25_000, stock: 5 })
      })

      it("answers modifiedCount 0 when nothing differs", async () => {
        const { data } = await update({ id: ids.trail, name: "Hike Trail 29", price: "25000" })
        expect(data).toEqual({ acknowledged: true, modifiedCount: 0, matchedCount: 1 })
        expect((await api.get(`/shop/products/${ids.trail}`)).data).toEqual(TRAIL())
      })

      it("refuses bad input with 4xx and a message, changing nothing", async () => {
        const files = uploadedFiles()
        const cases: [string, Fields, { img?: Upload[]; gallery?: Upload[] } | undefined, number, string][] = [
          ["no id", { price: "1" }, undefined, 400, "id is required"],
          ["unknown id", { id: "prod_nope", price: "1" }, { img: [png("m.png")] }, 404, "Product with id prod_nope was not found"],
          ["price not a number", { id: ids.trail, name: "Changed", price: "cheap" }, undefined, 400, "price must be a whole number of taka, 0 or more"],
          ["stock not a number", { id: ids.trail, name: "Changed", stock: "x" }, undefined, 400, "stock must be a whole number, 0 or more"],
          ["blank name", { id: ids.trail, name: " " }, undefined, 400, "name is required"],
          ["unknown category", { id: ids.trail, name: "Changed", category: "Unicycles" }, { img: [png("m.png")] }, 400, "There is no category named Unicycles"],
          [
            "category without the product's sub-category",
            { id: ids.trail, name: "Changed", category: "Road" },
            { gallery: [png("g.png")] },
            400,
            "There is no sub-category named Hardtail in the category Road",
          ],
          [
            "gallery not a picture",
            { id: ids.trail, name: "Changed" },
            { gallery: [png("g.png", NOT_A_PICTURE)] },
            400,
            "The image must be a JPEG, PNG, WebP or GIF file",
          ],
        ]
        for (const [name, fields, pictures, status, message] of cases) {
          const response = await failure(update(fields, pictures))
          expect({ name, status: response.status, message: response.data.message }).toEqual({ name, status, message })
        }
        expect((await api.get(`/shop/products/${ids.trail}`)).data).toEqual(TRAIL())
        expect(uploadedFiles()).toBe(files)
      })

      it("refuses a visitor (401) and customers (403), changing nothing", async () => {
        for (const [who, caller, status, message] of [
          ["visitor", callers.visitor, 401, "Please sign in to continue"],
          ["customer", callers.customer, 403, "Only administrators can do this"],
          ["other", callers.other, 403, "Only administrators can do this"],
        ] as const) {
          const response = await failure(update({ id: ids.trail, name: "Stolen" }, undefined, caller))
          expect({ who, status: response.status, message: response.data.message }).toEqual({ who, status, message })
        }
        expect((await api.get(`/shop/products/${ids.trail}`)).data).toEqual(TRAIL())
      })
    })

    describe("DELETE /shop/products/{id}", () => {
      it("deletes for an admin (the imgId header is accepted): { acknowledged, deletedCount: 1 }", async () => {
        const before = await productCount()
        const { data } = await api.delete(`/shop/products/${ids.roadster}`, { headers: { ...callers.admin.headers, imgId: "phoenix-roadster.png" } })
        expect(data).toEqual({ acknowledged: true, deletedCount: 1 })
        expect(await productCount()).toBe(before - 1)
        expect((await failure(api.get(`/shop/products/${ids.roadster}`))).status).toBe(404)
        const store = await failure(
          api.get(`/store/products/${ids.roadster}`, { headers: { "x-publishable-api-key": session.visitor.headers["x-publishable-api-key"] } })
        )
        expect(store.status).toBe(404)
        expect(names((await api.get("/shop/products")).data)).toEqual(["Bianchi Sprint", "Hike Trail 29", "Phoenix Kids 16"])
      })

      it("answers 404 for an unknown id, deleting nothing", async () => {
        const before = await productCount()
        const response = await failure(api.delete("/shop/products/prod_nope", callers.admin))
        expect({ status: response.status, message: response.data.message }).toEqual({ status: 404, message: "Product with id prod_nope was not found" })
        expect(await productCount()).toBe(before)
      })

      it("refuses a visitor (401) and customers (403), deleting nothing", async () => {
        const before = await productCount()
        for (const [who, caller, status, message] of [
          ["visitor", callers.visitor, 401, "Please sign in to continue"],
          ["customer", callers.customer, 403, "Only administrators can do this"],
          ["other", callers.other, 403, "Only administrators can do this"],
        ] as const) {
          const response = await failure(api.delete(`/shop/products/${ids.trail}`, caller))
          expect({ who, status: response.status, message: response.data.message }).toEqual({ who, status, message })
        }
        expect(await productCount()).toBe(before)
        expect((await api.get(`/shop/products/${ids.trail}`)).data).toEqual(TRAIL())
      })
    })
  },
})
