import { z } from "@medusajs/framework/zod"
import { FIELD_LIMITS } from "../../../lib/http/input-limits"
import { messages } from "../../../lib/messages"

/**
 * How the /shop page can sort: best match first (the default of a search), newest first (else),
 * by price, or by units sold (best selling).
 */
export const CATALOGUE_ORDERS = ["relevance", "newest", "price_asc", "price_desc", "best_selling"] as const
export type CatalogueOrder = (typeof CATALOGUE_ORDERS)[number]

export const CATALOGUE_PAGE = { defaultLimit: 24, maxLimit: 100 } as const

/** The listing's filters, sort and page, as the query below reads them. */
export type CatalogueParams = {
  /** Brand names, lower case; a product of any of them matches. Empty: every brand. */
  brands: string[]
  /** Product type values, lower case; any of them matches. Empty: every type. */
  types: string[]
  /** Wheel sizes in inches as the index spells them ("27.5"); any of them matches. Empty: every size. */
  wheels?: string[]
  /** Frame sizes, lower case; any of them matches. Empty: every size. */
  frames?: string[]
  /** Price bounds in taka, inclusive. */
  min?: number
  max?: number
  /** A category's handle or name, lower case, single spaces; its sub-categories are included. */
  category?: string
  /** Search text, ranked full text over title, brand, type, categories and description. */
  q?: string
  order: CatalogueOrder
  limit: number
  offset: number
}

const DECIMAL = /^\d+(\.\d+)?$/
const WHOLE = /^\d+$/

// Express hands a parameter as a string, or as an array when it is repeated; a blank
// parameter (`?min=`) counts as absent.
const trimmed = (value: unknown) => {
  if (typeof value !== "string") return value
  const text = value.trim().replace(/\s+/g, " ")
  return text === "" ? undefined : text
}

const number = (pattern: RegExp, message: string) => z.preprocess(trimmed, z.string({ error: message }).regex(pattern, message).transform(Number).optional())

const text = (name: string) =>
  z.preprocess(
    trimmed,
    z
      .string({ error: messages.catalogueTextInvalid(name) })
      .max(FIELD_LIMITS.searchText, messages.fieldTooLong(name, FIELD_LIMITS.searchText))
      .optional()
  )

/** `Hike|Phoenix` (or `brand=Hike&brand=Phoenix`): the distinct values, lower case. */
const list = (name: string) =>
  z.preprocess(
    (value) => (typeof value === "string" ? [value] : (value ?? [])),
    z.array(z.string({ error: messages.catalogueListInvalid(name) }), { error: messages.catalogueListInvalid(name) }).transform((values) => [
      ...new Set(
        values
          .flatMap((value) => value.split("|"))
          .map((value) => trimmed(value) as string | undefined)
          .filter((value): value is string => value !== undefined)
          .map((value) => value.toLowerCase())
      ),
    ])
  )

/**
 * GET /store/catalogue/products's query string. Parameters it does not know are ignored. A
 * minimum above the maximum is ignored (the spec's rule); the maximum still applies.
 */
export const CatalogueQuery = z
  .object({
    brand: list("brand"),
    type: list("type"),
    wheel: list("wheel").refine((values) => values.every((value) => DECIMAL.test(value) && Number(value) <= 100), messages.catalogueFactInvalid("wheel")),
    frame: list("frame").refine(
      (values) => values.every((value) => value.length <= FIELD_LIMITS.productName && !value.includes("\0")),
      messages.catalogueListInvalid("frame")
    ),
    min: number(DECIMAL, messages.cataloguePriceInvalid("min")),
    max: number(DECIMAL, messages.cataloguePriceInvalid("max")),
    category: text("category"),
    q: text("q"),
    order: z.preprocess(trimmed, z.enum(CATALOGUE_ORDERS, { error: messages.catalogueOrderInvalid(CATALOGUE_ORDERS) }).optional()),
    limit: number(WHOLE, messages.catalogueLimitInvalid(CATALOGUE_PAGE.maxLimit)).refine(
      (limit) => limit === undefined || (limit >= 1 && limit <= CATALOGUE_PAGE.maxLimit),
      messages.catalogueLimitInvalid(CATALOGUE_PAGE.maxLimit)
    ),
    offset: number(WHOLE, messages.catalogueOffsetInvalid),
  })
  .transform((query): CatalogueParams => ({
    brands: query.brand,
    types: query.type,
    wheels: query.wheel.map((value) => String(Math.round(Number(value) * 10) / 10)),
    frames: query.frame,
    min: query.min !== undefined && query.max !== undefined && query.min > query.max ? undefined : query.min,
    max: query.max,
    category: query.category?.toLowerCase(),
    q: query.q,
    order: query.order ?? (query.q ? "relevance" : "newest"),
    limit: query.limit ?? CATALOGUE_PAGE.defaultLimit,
    offset: query.offset ?? 0,
  }))

/** GET /store/catalogue/search-onward's query: the search that found nothing (required). */
export const SearchOnwardQuery = z
  .object({ q: text("q") })
  .refine((query) => query.q !== undefined, { message: messages.catalogueTextInvalid("q"), path: ["q"] })
  .transform((query) => ({ q: query.q! }))
