import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { homeDeliveryRate } from "../../../workflows/checkout/rules/delivery-rate"
import { messages } from "../../../lib/messages"
import { openIdSignIn } from "../../../workflows/accounts/rules/openid"
import { SHOP } from "../../../workflows/shop/rules/identity"

/**
 * GET /storefront/config — how the storefront finds its publishable API key and region at
 * runtime, so no key is baked into a build. A publishable key is public by design: it only
 * scopes store requests to a sales channel. `openid_sign_in` names the sign-in provider the
 * storefront's button opens, null when none is configured. `delivery_rate` is Home delivery's
 * rate (workflows/checkout/rules/delivery-rate.ts): the checkout shows a cart's delivery charge without a quote request.
 */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)

  const [{ data: keys }, { data: regions }] = await Promise.all([
    query.graph({
      entity: "api_key",
      fields: ["token", "revoked_at"],
      filters: { type: "publishable", title: SHOP.publishableKeyTitle },
    }),
    query.graph({ entity: "region", fields: ["id", "currency_code"], filters: { name: SHOP.regionName } }),
  ])
  const key = keys.find((k) => !k.revoked_at)
  const region = regions[0]
  if (!key || !region) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.shopNotSetUp)
  }

  const config = req.scope.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  res.setHeader("Cache-Control", "public, max-age=60")
  res.json({
    publishable_key: key.token,
    region_id: region.id,
    currency_code: region.currency_code,
    openid_sign_in: openIdSignIn(config),
    delivery_rate: homeDeliveryRate(config),
  })
}
