import { CATEGORIES, PRODUCTS, PRODUCT_TYPES, BRANDS } from "../catalogue"
import { BANGLA_BRANDS, BANGLA_CATEGORIES, BANGLA_PRODUCTS, BANGLA_TYPES, banglaDigits, banglaProduct } from "../catalogue-bangla"
import { generatedProducts } from "../generated-catalogue"

// The demo shop in Bangla: nothing left in English, nothing a Bangla search would trip over.

const BENGALI = /[\u0980-\u09FF]/
const LATIN_DIGIT = /[0-9]/
const ZERO_WIDTH = /[\u200B-\u200D\uFEFF]/
const texts = [
  ...Object.values(BANGLA_CATEGORIES),
  ...Object.values(BANGLA_TYPES),
  ...Object.values(BANGLA_PRODUCTS).flatMap((product) => [product.title, product.description]),
]

describe("demo catalogue in Bangla", () => {
  it("names every category, sub-category, type and brand", () => {
    const handles = CATEGORIES.flatMap((category) => [category.handle, ...category.children.map((child) => child.handle)])
    expect(handles.filter((handle) => !BANGLA_CATEGORIES[handle])).toEqual([])
    expect(Object.keys(BANGLA_CATEGORIES).sort()).toEqual([...handles].sort())
    expect(PRODUCT_TYPES.filter((type) => !BANGLA_TYPES[type])).toEqual([])
    expect(BRANDS.filter((brand) => !BANGLA_BRANDS[brand.name])).toEqual([])
  })

  it("gives every product its own Bangla title, under its brand's Bangla name, and a description", () => {
    expect(PRODUCTS.filter((product) => !BANGLA_PRODUCTS[product.handle]).map((product) => product.handle)).toEqual([])
    expect(Object.keys(BANGLA_PRODUCTS).length).toBe(PRODUCTS.length)
    const titles = PRODUCTS.map((product) => BANGLA_PRODUCTS[product.handle].title)
    expect(new Set(titles).size).toBe(titles.length)
    for (const product of PRODUCTS) {
      const { title, description } = BANGLA_PRODUCTS[product.handle]
      expect({ handle: product.handle, brand: title.startsWith(`${BANGLA_BRANDS[product.brand]} `) }).toEqual({ handle: product.handle, brand: true })
      expect(description.length).toBeGreaterThan(40)
    }
  })

  it("is written in Bangla script with Bangla digits, without zero-width joiners (a search would split words there)", () => {
    for (const text of texts) {
      expect({ text, bengali: BENGALI.test(text), latinDigits: LATIN_DIGIT.test(text), zeroWidth: ZERO_WIDTH.test(text) }).toEqual({
        text,
        bengali: true,
        latinDigits: false,
        zeroWidth: false,
      })
    }
  })

  it("calls a bicycle a সাইকেল somewhere in most descriptions, as shoppers search for it", () => {
    const bicycles = Object.values(BANGLA_PRODUCTS).filter((product) => product.description.includes("সাইকেল"))
    expect(bicycles.length).toBeGreaterThanOrEqual(25)
  })

  it("writes a generated product as its model under its own brand and number", () => {
    const [first] = generatedProducts(PRODUCTS.length + 1)
    const bangla = banglaProduct(first)
    const model = BANGLA_PRODUCTS[first.base]
    expect(bangla.description).toBe(model.description)
    expect(bangla.title).toBe(`${BANGLA_BRANDS[first.brand]} ${model.title.split(" ").slice(1).join(" ")} ১`)
    expect(banglaDigits("700C 26x4")).toBe("৭০০C ২৬x৪")
  })
})
