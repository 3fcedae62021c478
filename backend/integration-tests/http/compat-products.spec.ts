import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { signIn, type Session } from "./helpers/accounts"
import { createProduct } from "./helpers/checkout"
import { compatCallers, type CompatCallers } from "./helpers/compat"

jest.setTimeout(300_000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let session: Session
    let callers: CompatCallers

    beforeAll(async () => {
      session = await signIn(getContainer(), api)
      callers = await compatCallers(api, session)
      await createProduct(getContainer(), session.shop, "Phoenix Kids 16", 9_500, 20)
    })

    describe("GET /shop/products/home", () => {
      it("lists the latest products in the original shape, to anyone", async () => {
        const { data } = await api.get("/shop/products/home")
        expect(Array.isArray(data)).toBe(true)
        const kids = data.find((p: { name: string }) => p.name === "Phoenix Kids 16")
        expect(kids).toEqual({
          _id: expect.stringMatching(/^prod_/),
          name: "Phoenix Kids 16",
          category: expect.any(String),
          subCategory: expect.any(String),
          brand: expect.any(String),
          price: 9_500,
          stock: 20,
          description: expect.any(String),
          vendor: expect.any(String),
          type: expect.any(String),
          productImg: { imgUrl: expect.any(String), imgId: expect.any(String) },
          imgGallery: expect.any(Array),
          imgId: expect.any(String),
        })
        // A token, in either spelling, changes nothing for a public read.
        expect((await api.get("/shop/products/home", callers.customer)).data).toEqual(data)
      })
    })
  },
})
