import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { imageFrom } from "@chaka/kit"
import { customerByEmail } from "../../../../workflows/accounts/rules/sign-in-email"
import type { CompatUpdateUser } from "../../../../compat/validators/users-orders"
import { messages } from "../../../../lib/messages"
import { compatMessages } from "../../../../compat/messages"
import { checkShopPictures } from "../../../../lib/pictures/shop-picture"
import { updateCompatProfileWorkflow } from "../../../../compat/workflows/update-profile"

/**
 * PUT /shop/users/updateUser (multipart: email and any of division, district, policeStation,
 * rodeOrVillage, phone, existingImg, and a picture in `profile` — the original client's field —
 * `img` or `image`) — the customer's default address, phone and picture:
 * `{ acknowledged, modifiedCount }` (0 when nothing changed).
 * existingImg is not needed: the avatar workflow deletes the picture it replaces.
 */
export async function PUT(req: MedusaRequest, res: MedusaResponse) {
  const body = req.validatedBody as CompatUpdateUser
  const customer = await customerByEmail(req.scope, body.email)
  if (!customer) throw new MedusaError(MedusaError.Types.NOT_FOUND, compatMessages.noCustomerWithEmail(body.email))
  const file = (req as MedusaRequest & { file?: { buffer?: Buffer } }).file
  // A picture the shop refuses is refused before the address is written, not undone after.
  if (file?.buffer) await checkShopPictures([file.buffer])
  const image = file ? imageFrom(req, messages, `avatar-${customer.id}`) : null
  const sent = { province: body.division, city: body.district, address_2: body.policeStation, address_1: body.rodeOrVillage, phone: body.phone }
  // The original client sends only the boxes filled in; those left out keep their saved value.
  const address = Object.fromEntries(Object.entries(sent).filter(([, value]) => value))
  const { result } = await updateCompatProfileWorkflow(req.scope).run({ input: { customer_id: customer.id, address, image } })
  res.json({ acknowledged: true, modifiedCount: result.changed ? 1 : 0 })
}
