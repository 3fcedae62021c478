/**
 * Which products a promotion discounts, from its rules as Medusa evaluates them on a cart's items
 * (the attribute paths of core-flows' cart fields: `items.product.categories.id` is a product's
 * own categories). Items promotions (standard or buy X get Y): the target rules, the items the
 * discount goes to. Delivery or order promotions: the promotion's own rules on the items, the
 * products that make a cart qualify. `eq`/`in` rules narrow, `ne` excludes; other attributes
 * (e.g. `items.unit_price`) do not name products and are left to the cart.
 */
export type RuleState = { attribute?: string | null; operator?: string | null; values?: { value?: string | null }[] | null }

export type ProductFilter = { by: "product" | "variant" | "category" | "collection" | "type" | "tag"; ids: string[]; exclude: boolean }

const ATTRIBUTES: Record<string, ProductFilter["by"]> = {
  "items.product.id": "product",
  "items.product_id": "product",
  "items.variant.id": "variant",
  "items.variant_id": "variant",
  "items.product.categories.id": "category",
  "items.product.collection_id": "collection",
  "items.product.type_id": "type",
  "items.product.tags.id": "tag",
}

type PromotionRules = {
  application_method?: { target_type?: string | null; target_rules?: RuleState[] | null } | null
  rules?: RuleState[] | null
}

/** The product filters a promotion's rules name; none: every product. */
export function promotionProductFilters(promotion: PromotionRules): ProductFilter[] {
  const method = promotion.application_method
  const rules = method?.target_type === "items" ? (method.target_rules ?? []) : (promotion.rules ?? [])
  return rules.flatMap((rule): ProductFilter[] => {
    const by = ATTRIBUTES[rule.attribute ?? ""]
    const ids = (rule.values ?? []).map((value) => value.value).filter((value): value is string => !!value)
    if (!by || !ids.length) return []
    if (rule.operator === "eq" || rule.operator === "in") return [{ by, ids, exclude: false }]
    if (rule.operator === "ne") return [{ by, ids, exclude: true }]
    return []
  })
}
