import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { updateRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { BKASH_PAYMENT_PROVIDER_ID } from "@chaka/rules"
import { SHOP } from "./identity"

/**
 * The region offers cash on delivery always and bKash when this boot registered its provider
 * (BKASH_* set, lib/config/medusa.ts) — and stops offering bKash when the settings are gone, so a
 * shop without credentials never shows it. Run by the seed and, so a change of settings needs no
 * seed, by the bkash-payments job every minute. Writes only when the region differs.
 */
export async function ensurePaymentProviders(container: MedusaContainer, regionId?: string): Promise<void> {
  const id = regionId ?? (await container.resolve(Modules.REGION).listRegions({ name: SHOP.regionName }, { select: ["id"] }))[0]?.id
  if (!id) return
  const bkash = await container.resolve(Modules.PAYMENT).listPaymentProviders({ id: BKASH_PAYMENT_PROVIDER_ID, is_enabled: true })
  const wanted: string[] = [SHOP.paymentProviderId, ...(bkash.length ? [BKASH_PAYMENT_PROVIDER_ID] : [])]
  const { data } = await container.resolve(ContainerRegistrationKeys.QUERY).graph({ entity: "region", fields: ["payment_providers.id"], filters: { id } })
  const offered = (data[0]?.payment_providers ?? []).map((provider: { id: string } | null) => provider?.id)
  if (offered.length === wanted.length && wanted.every((provider) => offered.includes(provider))) return
  await updateRegionsWorkflow(container).run({ input: { selector: { id }, update: { payment_providers: wanted } } })
}
