import type { ExecArgs } from "@medusajs/framework/types"
import { ensureCatalogueIndex } from "../workflows/catalogue/rules/ensure-index"
import { seedShop } from "./seed/shop"

/**
 * The records the storefront cannot work without (region Bangladesh in BDT, sales channel,
 * publishable key, Dhaka stock location), with no demo catalogue or accounts, and a filled
 * catalogue index. The Docker entrypoint runs it on every server boot; it is idempotent.
 */
export default async function setupShop({ container }: ExecArgs) {
  await seedShop(container)
  await ensureCatalogueIndex(container)
}
