import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { Modules } from "@medusajs/framework/utils"
import { callerOf } from "../../../compat/auth"
import { queryCompatOrders } from "../../../compat/queries/orders"
import { namesOf } from "../../../compat/shapes/user"
import type { CompatApproveOrder, CompatPlaceOrder } from "../../../compat/validators/users-orders"
import { shopPlaces } from "../../../workflows/products/rules/products"
import { approveOrderWorkflow } from "../../../workflows/orders/approve-order"
import { placeCompatOrderWorkflow } from "../../../compat/workflows/place-order"

/** GET /shop/orders (admins) — every order, newest first, in the original shape. */
export async function GET(req: MedusaRequest, res: MedusaResponse) {
  res.json(await queryCompatOrders(req.scope))
}

/**
 * POST /shop/orders (the customer themself) — the original's order, placed as a real Medusa
 * order with cash on delivery: `{ acknowledged: true, insertedId }`. Prices, shipping (200 / 250
 * taka) and the total are Medusa's; a sent `totalBDT` is ignored. Out of stock → 400.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse) {
  const body = req.validatedBody as CompatPlaceOrder
  const customerId = callerOf(req)!.customer_id!
  const { sales_channel_id } = await shopPlaces(req.scope)
  // The order is the caller's: their email (the one their sign-in proved), and their name unless another is given.
  const customer = await req.scope.resolve(Modules.CUSTOMER).retrieveCustomer(customerId)
  const { first_name, last_name } = body.name ? namesOf(body.name) : { first_name: customer.first_name, last_name: customer.last_name }
  const { result } = await placeCompatOrderWorkflow(req.scope).run({
    input: {
      customer_id: customerId,
      auth_identity_id: callerOf(req)!.auth_identity_id,
      email: body.email,
      customer_email: customer.email,
      sales_channel_id,
      shipping_address: {
        ...(first_name ? { first_name } : {}),
        ...(last_name ? { last_name } : {}),
        province: body.division,
        city: body.district,
        address_2: body.policeStation,
        address_1: body.rodeOrVillage,
        phone: body.phone,
      },
      items: body.products.map((product) => ({ product_id: product._id, quantity: product.quantity })),
    },
  })
  res.json({ acknowledged: true, insertedId: result.order_id })
}

/** PUT /shop/orders `{ status: "Approved", id }` (admins) — `{ acknowledged, modifiedCount }`, 0 when already approved. */
export async function PUT(req: MedusaRequest, res: MedusaResponse) {
  const { id } = req.validatedBody as CompatApproveOrder
  const { result } = await approveOrderWorkflow(req.scope).run({ input: { order_id: id, approved_by: callerOf(req)!.customer_id! } })
  res.json({ acknowledged: true, modifiedCount: result.changed ? 1 : 0 })
}
