import { BRANDS, CATEGORIES, PRODUCTS } from "../catalogue"
import { GENERATED_STOCK, generatedProducts, requestedProductCount } from "../generated-catalogue"

const subCategories = new Set(CATEGORIES.flatMap((parent) => parent.children.map((child) => child.handle)))

describe("generated catalogue (npm run seed -- --products N)", () => {
  it("tops the demo catalogue up to N products, and adds none when N is not larger", () => {
    expect(generatedProducts(500)).toHaveLength(500 - PRODUCTS.length)
    expect(generatedProducts(PRODUCTS.length)).toEqual([])
    expect(generatedProducts(0)).toEqual([])
  })

  it("is the same every time, so a second seed finds every product by handle", () => {
    expect(generatedProducts(300)).toEqual(generatedProducts(300))
    expect(generatedProducts(300)).toEqual(generatedProducts(500).slice(0, 300 - PRODUCTS.length))
  })

  it("names products '<Brand> <Model> <n>' with handles and titles no other product has", () => {
    const generated = generatedProducts(500)
    const handles = [...PRODUCTS, ...generated].map((p) => p.handle)
    expect(new Set(handles).size).toBe(handles.length)
    expect(new Set(generated.map((p) => p.title)).size).toBe(generated.length)
    expect(generated[0].title).toMatch(new RegExp(`^(${BRANDS.map((b) => b.name).join("|")}) .+ 1$`))
  })

  it("keeps a known brand, sub-category, a price from 8 000 to 350 000 taka and large stock", () => {
    const brands = new Set(BRANDS.map((b) => b.name))
    for (const product of generatedProducts(500)) {
      expect(brands.has(product.brand)).toBe(true)
      expect(subCategories.has(product.category)).toBe(true)
      expect(Number.isInteger(product.price) && product.price >= 8_000 && product.price <= 350_000).toBe(true)
      expect(product.stock).toBeGreaterThanOrEqual(GENERATED_STOCK.min)
      expect(PRODUCTS.some((p) => p.handle === product.base)).toBe(true)
    }
  })

  it("reads the count from the exec script's arguments", () => {
    expect(requestedProductCount(["products=500"])).toBe(500)
    expect(requestedProductCount(["--products=40"])).toBe(40)
    expect(requestedProductCount(["--products", "12"])).toBe(12)
    expect(requestedProductCount([])).toBeUndefined()
    expect(requestedProductCount(undefined)).toBeUndefined()
    expect(() => requestedProductCount(["products=many"])).toThrow("whole number")
  })
})
