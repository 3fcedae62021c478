import { readFileSync, statSync } from "node:fs"
import { join } from "node:path"
import { BRANDS, CATEGORIES, PRODUCTS, PRODUCT_TYPES, type ProductSeed } from "../catalogue"
import { seedImagesDir } from "../images"

// What a shopper browsing the demo shop would notice if the catalogue data went wrong.

const ACCESSORIES = "accessories"
const ACCESSORY_SILHOUETTES = ["helmet", "light", "lock", "pump"]
const MAX_IMAGE_BYTES = 60 * 1024

const parentOf = new Map(CATEGORIES.flatMap((parent) => parent.children.map((child) => [child.handle, parent.handle] as const)))
const isAccessory = (product: ProductSeed) => parentOf.get(product.category) === ACCESSORIES
const bicycles = PRODUCTS.filter((product) => !isAccessory(product))
const prices = PRODUCTS.map((product) => product.price)

function duplicates(values: string[]): string[] {
  return values.filter((value, index) => values.indexOf(value) !== index)
}

/** A WebP file starts with "RIFF", four bytes of length, then "WEBP". */
function isWebp(bytes: Buffer): boolean {
  return bytes.length > 12 && bytes.toString("ascii", 0, 4) === "RIFF" && bytes.toString("ascii", 8, 12) === "WEBP"
}

describe("demo catalogue", () => {
  it("has a shop-sized range of products", () => {
    expect(PRODUCTS.length).toBeGreaterThanOrEqual(30)
  })

  it("gives every product its own handle and title", () => {
    expect(duplicates(PRODUCTS.map((p) => p.handle))).toEqual([])
    expect(duplicates(PRODUCTS.map((p) => p.title))).toEqual([])
  })

  it("files every product under a known sub-category", () => {
    const unknown = PRODUCTS.filter((p) => !parentOf.has(p.category)).map((p) => `${p.handle}: ${p.category}`)
    expect(unknown).toEqual([])
  })

  it("only sells brands the shop lists", () => {
    const brands = new Set(BRANDS.map((b) => b.name))
    expect(PRODUCTS.filter((p) => !brands.has(p.brand)).map((p) => `${p.handle}: ${p.brand}`)).toEqual([])
  })

  it("says whether each bicycle is geared; accessories need not", () => {
    expect(bicycles.length).toBeGreaterThan(0)
    const untyped = bicycles.filter((p) => !p.type || !PRODUCT_TYPES.includes(p.type)).map((p) => p.handle)
    expect(untyped).toEqual([])
    const oddTypes = PRODUCTS.filter((p) => p.type !== undefined && !PRODUCT_TYPES.includes(p.type)).map((p) => p.handle)
    expect(oddTypes).toEqual([])
  })

  it("draws accessories as accessories and bicycles as bicycles", () => {
    const mismatched = PRODUCTS.filter((p) => isAccessory(p) !== ACCESSORY_SILHOUETTES.includes(p.silhouette))
    expect(mismatched.map((p) => `${p.handle}: ${p.silhouette} in ${p.category}`)).toEqual([])
  })

  it("prices in whole taka from 8 000 to 350 000 with a real spread", () => {
    const outOfRange = PRODUCTS.filter((p) => !Number.isInteger(p.price) || p.price < 8_000 || p.price > 350_000)
    expect(outOfRange.map((p) => `${p.handle}: ${p.price}`)).toEqual([])
    expect(Math.min(...prices)).toBeLessThanOrEqual(10_000)
    expect(Math.max(...prices)).toBeGreaterThanOrEqual(300_000)
  })

  it("has some products sold out and most in stock", () => {
    expect(PRODUCTS.every((p) => Number.isInteger(p.stock) && p.stock >= 0)).toBe(true)
    const soldOut = PRODUCTS.filter((p) => p.stock === 0)
    expect(soldOut.length).toBeGreaterThan(0)
    expect(PRODUCTS.length - soldOut.length).toBeGreaterThan(PRODUCTS.length / 2)
  })

  it("has three small WebP pictures for every product", () => {
    const dir = seedImagesDir()
    const problems: string[] = []
    for (const product of PRODUCTS) {
      for (const n of [1, 2, 3]) {
        const file = join(dir, `${product.handle}-${n}.webp`)
        let size: number
        try {
          size = statSync(file).size
        } catch {
          problems.push(`${product.handle}-${n}.webp is missing`)
          continue
        }
        if (!isWebp(readFileSync(file))) problems.push(`${product.handle}-${n}.webp is not a WebP file`)
        if (size >= MAX_IMAGE_BYTES) problems.push(`${product.handle}-${n}.webp is ${size} bytes`)
      }
    }
    expect(problems).toEqual([])
  })
})
