/*
 * The original shop's front end (iqbalhossen0483/cyclemart, React), its calls rebuilt here as
 * its code builds them — paths, query strings, bodies and multipart quirks — and the test it
 * applies to each answer. The file named in each comment is the client's. Only the token is
 * ours: the original sent none on some calls (docs/compat-api.md, "Differences").
 */
import { PNG } from "./multipart"

/** Shop.jsx: brand wins over type, type over the price range; a range is sent only when its ends differ. */
export function shopListPath({
  brands = "",
  type = "",
  minMax = { min: 0, max: 0 },
}: {
  brands?: string
  type?: string
  minMax?: { min: number; max: number }
}) {
  let url = "/shop/products"
  if (brands) url += `?brand=${brands}`
  else if (type) url += `?type=${type}`
  else if (minMax.min !== minMax.max) url += `?min=${minMax.min}&max=${minMax.max}`
  return url
}

/** PriceFilter.jsx: `parseInt` of each box, so an empty box is NaN (and NaN !== NaN sends it). */
export const priceBoxes = (min: string, max: string) => ({ min: parseInt(min), max: parseInt(max) })

/** Shop.jsx's "random product": n = floor(random × L − 1) + 1, anywhere from 0 to L − 1. */
export const randomPosition = (length: number, random: number) => Math.floor(random * length - 1) + 1

/** ViewCart.jsx, CartProduct.jsx, Purchase.jsx: the cart's ids, each prefixed with "&&". */
export const cartIdsPath = (cart: { id: string }[]) => `/shop/products/${cart.map((item) => "&&" + item.id).join("")}`

/** Firebase.jsx makeUser(): after every sign-in, with the identity service's displayName (null right after an email sign-up). */
export const makeUserBody = (displayName: string | null, email: string) => ({ displayName, email, imgUrl: null, imgId: null })

/** UpdateProfile.jsx: the email, each box filled in, and the picture — appended twice (file and "[object FileList]"). */
export function profileForm(email: string, boxes: Record<string, string>, picture?: Buffer) {
  const form = new FormData()
  form.append("email", email)
  for (const [key, value] of Object.entries(boxes)) if (value) form.append(key, value)
  // react-hook-form hands a file input's FileList, which is truthy even when empty.
  if (picture) form.append("profile", new Blob([new Uint8Array(picture)], { type: "image/png" }), "me.png")
  form.append("profile", "[object FileList]")
  return form
}
export const PROFILE_PICTURE = PNG

type Product = { _id: string; price: number; [field: string]: unknown }

/**
 * Purchase.jsx onSubmit() for a cart order: the whole products read from GET /products/&&…
 * with a quantity, the date, status and total the browser computed, the address boxes. Its
 * `customer` is an empty object in the published code, so name and email are missing.
 */
export function cartOrderBody(products: Product[], cart: { id: string; quantity: number }[], address: Record<string, string>) {
  const ordered = products.map((product) => ({ ...product, quantity: cart.find((item) => item.id === product._id)?.quantity ?? 1 }))
  const totalPrice = ordered.reduce((sum, product) => sum + product.price * product.quantity, 0)
  return {
    ...address,
    date: new Date().toLocaleDateString("en-us"),
    status: "pending",
    name: undefined,
    email: undefined,
    products: ordered,
    totalBDT: totalPrice + 100,
  }
}

/** The client's success tests: lists are `.map`ped, writes judged by their counts. */
export const isList = (data: unknown): data is any[] => Array.isArray(data)
export const inserted = (data: { insertedId?: unknown }) => !!data.insertedId
export const modified = (data: { modifiedCount?: number }) => (data.modifiedCount ?? 0) > 0
export const deleted = (data: { deletedCount?: number }) => (data.deletedCount ?? 0) > 0
