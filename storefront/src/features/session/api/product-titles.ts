import { queryOptions, useQuery } from "@tanstack/react-query"
import { storeGet } from "../../../lib/medusa"
import { shopKeys } from "../shop-query-keys"

/**
 * Each product's name in the page's language, by product id. A cart or order line keeps the
 * name it was given when added (in whatever language that was), but the shopper reads it in the
 * page's: so every line is named at display time from Medusa's Translation module (the store
 * API's `locale`, which `storeGet` adds on Bangla pages), the stored name the fallback.
 */
export type ProductTitles = Readonly<Record<string, string>>

/** Medusa's store API pages lists; a cart or a list of orders rarely names more products. */
const PAGE = 100

const distinct = (ids: readonly (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => Boolean(id)))].sort()

/**
 * The products' current names in the page's language (a public read the backend's cache keeps).
 * A product no longer sold is left out, and so is every product when the read fails: the lines
 * then keep their stored names, which is better than no cart or order at all.
 */
export async function readProductTitles(ids: readonly (string | null | undefined)[]): Promise<ProductTitles> {
  const wanted = distinct(ids)
  const pages: string[][] = []
  for (let start = 0; start < wanted.length; start += PAGE) pages.push(wanted.slice(start, start + PAGE))
  try {
    const answers = await Promise.all(
      pages.map((page) =>
        storeGet<{ products: { id: string; title: string }[] }>(`/store/products?${page.map((id) => `id[]=${encodeURIComponent(id)}`).join("&")}`, {
          fields: "id,title",
          limit: page.length,
        })
      )
    )
    return Object.fromEntries(answers.flatMap(({ products }) => products.map((product) => [product.id, product.title])))
  } catch (error) {
    console.error(`storefront: product names: ${error instanceof Error ? error.message : error}`)
    return {}
  }
}

/** For a screen the browser renders (the account's cart): the page never changes language, so the ids are the key. */
export const productTitlesQueryOptions = (ids: readonly (string | null | undefined)[]) =>
  queryOptions({ queryKey: shopKeys.productTitles(distinct(ids)), queryFn: () => readProductTitles(ids), staleTime: 5 * 60_000 })

export const useProductTitles = (ids: readonly (string | null | undefined)[]) => useQuery(productTitlesQueryOptions(ids))

type Line = { product_id?: string | null; product_title?: string | null; title?: string | null }

/**
 * A line's one name: its product's in the page's language, else the name it was stored with.
 * Never the variant's too: the shop's products have one variant, named like the product (that
 * read "দুরন্ত কিডো ১২ · Duranta Kiddo 12" once the product's name was translated and the variant's not).
 */
export const lineTitle = (line: Line, titles: ProductTitles | undefined): string =>
  (line.product_id ? titles?.[line.product_id] : undefined) ?? line.product_title ?? line.title ?? ""
