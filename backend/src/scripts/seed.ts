import type { ExecArgs } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { seedAccounts } from "./seed/accounts"
import { seedContent } from "./seed/content"
import { seedReviews } from "./seed/reviews"
import { seedCatalogue } from "./seed/products"
import { seedShop } from "./seed/shop"
import { SEED_VERSION } from "../lib/shop"

/**
 * The demo shop: `npm run seed`, and `npm start` on first run. Idempotent: every record is
 * looked up by its name or handle first, so a second run adds nothing.
 */
export default async function seed({ container }: ExecArgs) {
  const logger = container.resolve(ContainerRegistrationKeys.LOGGER)
  const shop = await seedShop(container)
  await seedCatalogue(container, shop)
  await seedAccounts(container)
  await seedContent(container)
  await seedReviews(container)

  await container.resolve(Modules.STORE).updateStores(shop.storeId, { metadata: { chaka_seed_version: SEED_VERSION } })
  logger.info("Seed complete")
}
