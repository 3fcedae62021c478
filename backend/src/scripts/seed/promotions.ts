import { createCampaignsWorkflow, createPriceListsWorkflow, createPromotionsWorkflow } from "@medusajs/medusa/core-flows"
import type { CreatePromotionRuleDTO, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { CONTENT_MODULE } from "@chaka/content/modules/content"
import { deleteOfferWorkflow, setOfferTargetWorkflow } from "@chaka/content/workflows"
import { SHOP } from "../../workflows/shop/rules/identity"
import { OFFER_SOURCES, PROMOTIONS, RETIRED_OFFERS, SALE, SALE_PRODUCTS, windowFrom, type PromotionSeed, type RuleSeed } from "./promotions-data"

type OfferRecord = { id: string; name: string; promotion_id?: string | null; price_list_id?: string | null }
type ContentModuleService = { listOffers(filters: { name: string[] }): Promise<OfferRecord[]> }

/**
 * The demo campaigns (promotions-data.ts) as Medusa's own records, made by Medusa's workflows:
 * a campaign and a promotion each for e-bikes' free delivery in Dhaka, the free helmet and the
 * Eid code, and the sale's price list; then each offer card names what it advertises. Idempotent:
 * campaigns are found by identifier, promotions by code, the price list by title, and a card
 * that already names something is left as an admin set it.
 */
export async function seedPromotions(container: MedusaContainer, now = new Date()): Promise<void> {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const categoryIds = await categoriesByHandle(container)
  const promotions = await ensurePromotions(container, categoryIds, now)
  const priceList = await ensureSale(container, now)
  const attached = await attachOffers(container, { promotions, priceLists: new Map([[SALE.title, priceList.id]]) })
  logger.info(
    promotions.created || priceList.created || attached
      ? `Seeded campaigns: ${promotions.created} promotions, ${priceList.created ? 1 : 0} price list, ${attached} offer cards attached`
      : "Campaigns already seeded"
  )
}

async function categoriesByHandle(container: MedusaContainer): Promise<Map<string, string>> {
  const categories = await container.resolve(Modules.PRODUCT).listProductCategories({}, { select: ["id", "handle"], take: null })
  return new Map(categories.map((category) => [category.handle, category.id]))
}

/** A seeded rule as the Promotion module takes it (category handles become ids). */
function ruleOf(rule: RuleSeed, categoryIds: Map<string, string>): CreatePromotionRuleDTO {
  if ("attribute" in rule) return rule
  const values = rule.categories.map((handle) => {
    const id = categoryIds.get(handle)
    if (!id) throw new Error(`The promotions' category ${handle} is not seeded`)
    return id
  })
  return { attribute: "items.product.categories.id", operator: "in", values }
}

async function ensurePromotions(container: MedusaContainer, categoryIds: Map<string, string>, now: Date) {
  const promotionModule = container.resolve(Modules.PROMOTION)
  const byCode = new Map<string, string>()
  const existing = await promotionModule.listPromotions({ code: PROMOTIONS.map((p) => p.code) }, { select: ["id", "code"] })
  existing.forEach((promotion) => byCode.set(promotion.code!, promotion.id))
  const missing = PROMOTIONS.filter((seed) => !byCode.has(seed.code))
  for (const seed of missing) {
    const campaignId = await ensureCampaign(container, seed, now)
    const { result } = await createPromotionsWorkflow(container).run({ input: { promotionsData: [promotionOf(seed, campaignId, categoryIds)] } })
    byCode.set(seed.code, result[0].id)
  }
  return Object.assign(byCode, { created: missing.length })
}

async function ensureCampaign(container: MedusaContainer, seed: PromotionSeed, now: Date): Promise<string> {
  const [existing] = await container.resolve(Modules.PROMOTION).listCampaigns({ campaign_identifier: [seed.campaign.identifier] }, { select: ["id"] })
  if (existing) return existing.id
  const { result } = await createCampaignsWorkflow(container).run({
    input: {
      campaignsData: [
        {
          name: seed.campaign.name,
          description: seed.campaign.description,
          campaign_identifier: seed.campaign.identifier,
          ...windowFrom(now, seed.campaign.startsInDays, seed.campaign.endsInDays),
          budget: seed.oncePerCustomer ? { type: "use_by_attribute", attribute: "customer_id", limit: 1 } : undefined,
        },
      ],
    },
  })
  return result[0].id
}

function promotionOf(seed: PromotionSeed, campaignId: string, categoryIds: Map<string, string>) {
  const { target_rules, buy_rules, ...method } = seed.application_method
  return {
    code: seed.code,
    type: seed.type,
    status: "active" as const,
    is_automatic: seed.is_automatic,
    limit: seed.limit ?? null,
    campaign_id: campaignId,
    application_method: {
      ...method,
      currency_code: SHOP.currencyCode,
      target_rules: target_rules?.map((rule) => ruleOf(rule, categoryIds)),
      buy_rules: buy_rules?.map((rule) => ruleOf(rule, categoryIds)),
    },
    rules: seed.rules?.map((rule) => ruleOf(rule, categoryIds)),
  }
}

/** The sale's price list: each product's one variant at its sale price, in taka. */
async function ensureSale(container: MedusaContainer, now: Date): Promise<{ id: string; created: boolean }> {
  // Price lists are not filterable by title: the shop has a handful.
  const existing = (await container.resolve(Modules.PRICING).listPriceLists({}, { select: ["id", "title"], take: null })).find(
    (list) => list.title === SALE.title
  )
  if (existing) return { id: existing.id, created: false }
  const products = await container
    .resolve(Modules.PRODUCT)
    .listProducts({ handle: SALE_PRODUCTS.map((p) => p.handle) }, { select: ["id", "handle"], relations: ["variants"] })
  const variantOf = new Map(products.map((product) => [product.handle, product.variants[0]?.id]))
  const { starts_at, ends_at } = windowFrom(now, SALE.startsInDays, SALE.endsInDays)
  const { result } = await createPriceListsWorkflow(container).run({
    input: {
      price_lists_data: [
        {
          title: SALE.title,
          description: SALE.description,
          status: "active",
          starts_at: starts_at.toISOString(),
          ends_at: ends_at?.toISOString() ?? null,
          prices: SALE_PRODUCTS.filter((p) => variantOf.get(p.handle)).map((p) => ({
            variant_id: variantOf.get(p.handle)!,
            amount: p.sale,
            currency_code: SHOP.currencyCode,
          })),
        },
      ],
    },
  })
  return { id: result[0].id, created: true }
}

/**
 * Each card names its campaign's promotion or price list; a card seeded under an earlier name
 * (RETIRED_OFFERS) is removed once the card under its new name exists.
 */
async function attachOffers(container: MedusaContainer, sources: { promotions: Map<string, string>; priceLists: Map<string, string> }): Promise<number> {
  const content = container.resolve<ContentModuleService>(CONTENT_MODULE)
  const offers = await content.listOffers({ name: [...Object.keys(OFFER_SOURCES), ...Object.keys(RETIRED_OFFERS)] })
  const names = new Set(offers.map((offer) => offer.name))
  for (const offer of offers.filter((offer) => RETIRED_OFFERS[offer.name] && names.has(RETIRED_OFFERS[offer.name]))) {
    await deleteOfferWorkflow(container).run({ input: { id: offer.id } })
  }
  let attached = 0
  for (const offer of offers.filter((offer) => OFFER_SOURCES[offer.name] && !offer.promotion_id && !offer.price_list_id)) {
    const source = OFFER_SOURCES[offer.name]
    const target =
      "promotion" in source ? { promotion_id: sources.promotions.get(source.promotion) } : { price_list_id: sources.priceLists.get(source.price_list) }
    if (!Object.values(target)[0]) continue
    await setOfferTargetWorkflow(container).run({ input: { id: offer.id, ...target } })
    attached++
  }
  return attached
}
