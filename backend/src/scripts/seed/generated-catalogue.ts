import { BRANDS, PRODUCTS, type ProductSeed } from "./catalogue"

/** A generated product and the demo product whose category, pictures and text it shares. */
export type GeneratedProductSeed = ProductSeed & { base: string }

/** Stock of a generated product: large, so load tests can buy them over and over. */
export const GENERATED_STOCK = { min: 5_000, spread: 5_000 } as const

const PRICE = { min: 8_000, max: 350_000 } as const

const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")

/**
 * The products beyond the demo catalogue that make a catalogue of `total` products (the demo
 * products count towards it; none when total is at most their number). Deterministic: the
 * k-th generated product takes the demo product k mod N as its model, the next brands in turn
 * ("<Brand> <Model> <n>"), a price 25 % either side of the model's (whole hundreds of taka) and
 * thousands in stock. Same input, same products, so a second seed finds them all by handle.
 */
export function generatedProducts(total: number): GeneratedProductSeed[] {
  const count = Math.max(0, Math.floor(total) - PRODUCTS.length)
  return Array.from({ length: count }, (_, k) => {
    const base = PRODUCTS[k % PRODUCTS.length]
    const round = Math.floor(k / PRODUCTS.length)
    const baseBrand = BRANDS.findIndex((brand) => brand.name === base.brand)
    const brand = BRANDS[(baseBrand + round + 1) % BRANDS.length]
    const model = base.title.startsWith(`${base.brand} `) ? base.title.slice(base.brand.length + 1) : base.title
    const n = k + 1
    const title = `${brand.name} ${model} ${n}`
    const percent = ((k * 37) % 51) - 25
    const price = Math.min(PRICE.max, Math.max(PRICE.min, Math.round((base.price * (100 + percent)) / 100 / 100) * 100))
    return {
      ...base,
      base: base.handle,
      handle: slug(title),
      title,
      brand: brand.name,
      price,
      stock: GENERATED_STOCK.min + ((k * 53) % GENERATED_STOCK.spread),
    }
  })
}

/**
 * How many products `npm run seed` / the first `npm start` should make, from the exec
 * script's arguments (`products=500`, `--products=500` or `--products 500`); undefined when
 * not given. Throws on anything but a whole number.
 */
export function requestedProductCount(args: string[] | undefined): number | undefined {
  const list = args ?? []
  let value: string | undefined
  list.forEach((arg, index) => {
    const match = /^(?:--)?products(?:=(.*))?$/.exec(arg)
    if (match) value = match[1] ?? list[index + 1]
  })
  if (value === undefined) return undefined
  if (!/^\d+$/.test(value)) throw new Error(`products must be a whole number (got "${value}")`)
  return Number(value)
}
