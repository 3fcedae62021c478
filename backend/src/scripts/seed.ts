import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { seedAccounts } from "./seed/accounts"
import { seedContent } from "./seed/content"
import { seedPolicies } from "./seed/policies"
import { seedPromotions } from "./seed/promotions"
import { seedReviews } from "./seed/reviews"
import { seedCatalogue } from "./seed/products"
import { seedShop } from "./seed/shop"
import { seedShopIdentity } from "./seed/shop-identity"
import { seedDashboardLayouts } from "./seed/dashboard-layout"
import { requestedProductCount } from "./seed/generated-catalogue"
import { ensureCatalogueIndex } from "../workflows/catalogue/rules/ensure-index"
import { SEED_VERSION } from "./seed/version"

/**
 * The demo shop: `npm run seed`, and `npm start` on first run. Idempotent: every record is
 * looked up by its name or handle first, so a second run adds nothing. `products=N` (from
 * `npm run seed -- --products N` or CHAKA_SEED_PRODUCTS) generates products from the demo
 * ones until the catalogue has N.
 */
export default async function seed({ container, args }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const total = requestedProductCount(args)
  const shop = await seedShop(container)
  // Active before the products are made, so their events are written to it.
  await ensureCatalogueIndex(container)
  await seedCatalogue(container, shop, total)
  await seedAccounts(container)
  await seedContent(container)
  // The campaigns the offer cards advertise (after the catalogue and the cards they name).
  await seedPromotions(container)
  await seedReviews(container)

  await seedPolicies(container)
  await seedShopIdentity(container)
  await seedDashboardLayouts(container)

  // Merged with what the store already keeps (bd-commerce's delivery days).
  const store = await container.resolve(Modules.STORE).retrieveStore(shop.storeId, { select: ["metadata"] })
  await container.resolve(Modules.STORE).updateStores(shop.storeId, { metadata: { ...(store.metadata ?? {}), chaka_seed_version: SEED_VERSION } })
  logger.info("Seed complete")
}
