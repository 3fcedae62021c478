import { answerSaysUnchanged, orderedProducts } from "../cache"

describe("how the shop's edge reads the compatibility API's bodies (compat/cache.ts)", () => {
  it("an order's products are its body's products[]._id", () => {
    expect(orderedProducts({ products: [{ _id: "prod_A", quantity: 1 }, { _id: "prod_B" }, { _id: 3 }, null] })).toEqual(["prod_A", "prod_B"])
    expect(orderedProducts({ products: "prod_A" })).toEqual([])
    expect(orderedProducts(undefined)).toEqual([])
  })

  it("is told by the compatibility API's modifiedCount 0", () => {
    expect(answerSaysUnchanged(Buffer.from('{"acknowledged":true,"modifiedCount":0}'))).toBe(true)
    expect(answerSaysUnchanged(Buffer.from('{"acknowledged":true,"modifiedCount":1}'))).toBe(false)
    expect(answerSaysUnchanged(Buffer.from('{"review":{"id":"rev_1"}}'))).toBe(false)
  })
})
