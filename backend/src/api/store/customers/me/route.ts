import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { HttpTypes } from "@medusajs/framework/types"
import { MedusaError, Modules } from "@medusajs/framework/utils"
import { refetchCustomer } from "@medusajs/medusa/api/store/customers/helpers"
import { messages } from "../../../../lib/messages"
import { filesUrlOf, withShownAvatar } from "../../../../workflows/accounts/rules/customer-avatar"
import { smsNotificationsOf } from "../../../../workflows/accounts/rules/sms-preference"
import { customerLanguage } from "../../../../workflows/accounts/rules/language"
import { smsPreferenceOf } from "./sms-preference"
import { updateOwnCustomerWorkflow } from "../../../../workflows/accounts/update-own-customer"

/*
 * GET and POST /store/customers/me replace Medusa's routes of the same path (an application
 * route registered after the core one overrides it; Medusa's middlewares — authentication,
 * StoreUpdateCustomer body, fields — still run). Same requests and answers as Medusa's, except:
 * the avatar keys of the metadata are the server's (POST refuses changing them), and an
 * avatar_url that is not the shop's own stored picture of this customer is not shown, and the
 * profile's SMS choice is `sms_notifications` (POST takes it too; kept as metadata.sms_opt_out),
 * and `locale` says the language the customer chose for their email and SMS ("bn", "en", or null
 * before they chose: POST /store/customers/me/language sets it).
 */

type Shown = { id?: string; metadata?: Record<string, unknown> | null }

/** The customer as answered, with their SMS choice and language (read from the metadata even when the fields leave it out). */
async function shown(req: AuthenticatedMedusaRequest<unknown>, customer: Shown) {
  const metadata =
    customer.metadata !== undefined
      ? customer.metadata
      : (await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(req.auth_context.actor_id, { select: ["id", "metadata"] })).metadata
  return { ...withShownAvatar(customer, filesUrlOf(req.scope)), sms_notifications: smsNotificationsOf(metadata), locale: customerLanguage(metadata) ?? null }
}

export async function GET(req: AuthenticatedMedusaRequest<HttpTypes.SelectParams>, res: MedusaResponse) {
  const id = req.auth_context.actor_id
  const customer = await refetchCustomer(id, req.scope, req.queryConfig.fields)
  if (!customer) throw new MedusaError(MedusaError.Types.NOT_FOUND, messages.customerNotFound(id))
  res.json({ customer: await shown(req, customer) })
}

export async function POST(
  req: AuthenticatedMedusaRequest<HttpTypes.StoreUpdateCustomer & { additional_data?: Record<string, unknown> }>,
  res: MedusaResponse
) {
  const customerId = req.auth_context.actor_id
  const { additional_data, ...update } = req.validatedBody
  await updateOwnCustomerWorkflow(req.scope).run({ input: { customer_id: customerId, update: { ...update, ...smsPreferenceOf(req) }, additional_data } })
  const customer = await refetchCustomer(customerId, req.scope, req.queryConfig.fields)
  res.status(200).json({ customer: await shown(req, customer) })
}
