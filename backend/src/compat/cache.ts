import { readsWriteAnswers } from "../lib/catalogue-cache/write-answers"

/**
 * The products an order names in the original's body (`products: [{ _id, quantity }]`, POST
 * /shop/orders): their pages are forgotten when it is placed, beside the ids its answer names.
 */
export function orderedProducts(body: unknown): string[] {
  const products = (body as { products?: { _id?: unknown }[] } | undefined)?.products
  if (!Array.isArray(products)) return []
  return products.flatMap((product) => (typeof product?._id === "string" ? [product._id] : []))
}

/** The original's MongoDB-like counts: `"modifiedCount":0` says a write changed nothing. */
export const answerSaysUnchanged = (answer: Buffer) => /"modifiedCount":0[,}]/.test(answer.toString("utf8"))

/** Declared on every /shop write (api/shop/middlewares.ts): how the shop's edge reads its bodies. */
export const compatWriteAnswers = readsWriteAnswers({ bought: orderedProducts, unchanged: answerSaysUnchanged })
