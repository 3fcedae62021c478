import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { offerLive, type PriceListState, type PromotionState } from "../workflows/rules/offer-live"
import { promotionProductFilters, type ProductFilter, type RuleState } from "../workflows/rules/promotion-products"

/** An offer with what it advertises, read through its links (src/links). */
export type OfferWithSource = {
  id: string
  name: string
  url: string
  promotion_id: string | null
  price_list_id: string | null
  promotion?:
    | (PromotionState & {
        id: string
        application_method?: { target_type?: string | null; target_rules?: RuleState[] | null } | null
        rules?: RuleState[] | null
      })
    | null
  price_list?: (PriceListState & { id: string }) | null
}

const OFFER_FIELDS = [
  "id",
  "name",
  "url",
  "promotion_id",
  "price_list_id",
  "created_at",
  "promotion.id",
  "promotion.status",
  "promotion.limit",
  "promotion.used",
  "promotion.campaign.starts_at",
  "promotion.campaign.ends_at",
  "promotion.campaign.budget.type",
  "promotion.campaign.budget.limit",
  "promotion.campaign.budget.used",
  "price_list.id",
  "price_list.status",
  "price_list.starts_at",
  "price_list.ends_at",
]

const RULE_FIELDS = [
  "promotion.application_method.target_type",
  "promotion.application_method.target_rules.attribute",
  "promotion.application_method.target_rules.operator",
  "promotion.application_method.target_rules.values.value",
  "promotion.rules.attribute",
  "promotion.rules.operator",
  "promotion.rules.values.value",
]

const queryOf = (container: MedusaContainer) => container.resolve(ContainerRegistrationKeys.QUERY)

/** Offers (all, or those filtered) in their display order, each with its promotion or price list. */
export async function offersWithSources(container: MedusaContainer, filters: Record<string, unknown> = {}, withRules = false): Promise<OfferWithSource[]> {
  const { data } = await queryOf(container).graph({
    entity: "offer",
    fields: withRules ? [...OFFER_FIELDS, ...RULE_FIELDS] : OFFER_FIELDS,
    filters,
    pagination: { order: { created_at: "ASC" } },
  })
  return data as unknown as OfferWithSource[]
}

/** The offers a shopper may see now (workflows/rules/offer-live.ts). */
export async function liveOffers(container: MedusaContainer, now = new Date()): Promise<OfferWithSource[]> {
  return (await offersWithSources(container)).filter((offer) => offerLive(offer, now))
}

/**
 * The products an offer's card page lists: a price list's variants' products, or a promotion's
 * (workflows/rules/promotion-products.ts). `all`: the promotion names no products (the whole shop).
 */
export async function offerProductIds(container: MedusaContainer, offer: OfferWithSource): Promise<{ all: boolean; ids: string[] }> {
  const query = queryOf(container)
  if (offer.price_list_id) {
    const { data } = await query.graph({ entity: "price", fields: ["price_set.variant.product_id"], filters: { price_list_id: offer.price_list_id } })
    const ids = (data as { price_set?: { variant?: { product_id?: string | null } | null } | null }[]).map((price) => price.price_set?.variant?.product_id)
    return { all: false, ids: unique(ids) }
  }
  if (!offer.promotion) return { all: false, ids: [] }
  const filters = promotionProductFilters(offer.promotion)
  if (!filters.length) return { all: true, ids: [] }
  const included = filters.filter((filter) => !filter.exclude)
  let ids: string[] | undefined
  for (const filter of included) {
    const matching = new Set(await productsMatching(container, filter))
    ids = ids === undefined ? [...matching] : ids.filter((id) => matching.has(id))
  }
  if (ids === undefined) ids = await productsMatching(container)
  for (const filter of filters.filter((filter) => filter.exclude)) {
    const excluded = new Set(await productsMatching(container, filter))
    ids = ids.filter((id) => !excluded.has(id))
  }
  return { all: false, ids }
}

const unique = (ids: (string | null | undefined)[]) => [...new Set(ids.filter((id): id is string => !!id))]

/** Product ids a rule's filter names (no filter: every product). */
async function productsMatching(container: MedusaContainer, filter?: ProductFilter): Promise<string[]> {
  const query = queryOf(container)
  const graph = async (entity: string, field: string, filters: Record<string, unknown>) => {
    const { data } = await query.graph({ entity, fields: [field], filters })
    return data as Record<string, unknown>[]
  }
  if (!filter) return unique((await graph("product", "id", {})).map((row) => row.id as string))
  switch (filter.by) {
    case "product":
      return unique((await graph("product", "id", { id: filter.ids })).map((row) => row.id as string))
    case "variant":
      return unique((await graph("product_variant", "product_id", { id: filter.ids })).map((row) => row.product_id as string))
    case "collection":
      return unique((await graph("product", "id", { collection_id: filter.ids })).map((row) => row.id as string))
    case "type":
      return unique((await graph("product", "id", { type_id: filter.ids })).map((row) => row.id as string))
    case "category":
    case "tag": {
      const rows = await graph(filter.by === "category" ? "product_category" : "product_tag", "products.id", { id: filter.ids })
      return unique(rows.flatMap((row) => ((row.products as { id: string }[] | undefined) ?? []).map((product) => product.id)))
    }
  }
}
