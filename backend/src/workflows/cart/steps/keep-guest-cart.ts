import { ContainerRegistrationKeys, Modules, validateEmail } from "@medusajs/framework/utils"
import { createStep, StepResponse } from "@medusajs/framework/workflows-sdk"
import { GUEST_CART_FIELDS, isOpenVisitorCart, type GuestCartFields } from "../rules/visitor-carts"

export type KeepGuestCartInput = { cart_id: string; email?: unknown }

type Undo = { cart_id: string; customer_id: string | null; created_customer_id: string | null } | null

/**
 * An email typed on an open guest cart keeps the cart a guest's: the cart is linked to the guest
 * customer (no account) with that email, found or created, before Medusa's updateCartWorkflow
 * runs — which then keeps it, where it would otherwise link the cart to a registered customer
 * with that email (their account would show a stranger's cart). The answer is the same whether
 * or not the email has an account, so the cart tells nobody which emails do. The owner of the
 * email signs in and transfers the cart (POST /store/carts/:id/customer).
 */
export const keepGuestCartStep = createStep(
  "keep-guest-cart-a-guests",
  async (input: KeepGuestCartInput, { container }) => {
    if (typeof input.email !== "string") return new StepResponse<void, Undo>(undefined, null)
    const { data } = await container
      .resolve(ContainerRegistrationKeys.QUERY)
      .graph({ entity: "cart", fields: ["id", "email", ...GUEST_CART_FIELDS], filters: { id: input.cart_id } })
    const cart = data[0] as (GuestCartFields & { id: string }) | undefined
    if (!cart || !isOpenVisitorCart(cart)) return new StepResponse<void, Undo>(undefined, null)

    // Medusa's own spelling of the email (validateEmail: lower case; 400 "The email is not valid").
    const email = validateEmail(input.email)
    const customers = container.resolve(Modules.CUSTOMER)
    let [guest] = await customers.listCustomers({ email, has_account: false }, { select: ["id"], take: 1 })
    let created: string | null = null
    if (!guest) {
      guest = await customers.createCustomers({ email, has_account: false })
      created = guest.id
    }
    if (cart.customer_id === guest.id)
      return new StepResponse<void, Undo>(undefined, { cart_id: cart.id, customer_id: cart.customer_id ?? null, created_customer_id: created })
    await container.resolve(Modules.CART).updateCarts(cart.id, { customer_id: guest.id })
    return new StepResponse<void, Undo>(undefined, { cart_id: cart.id, customer_id: cart.customer_id ?? null, created_customer_id: created })
  },
  async (undo, { container }) => {
    if (!undo) return
    await container.resolve(Modules.CART).updateCarts(undo.cart_id, { customer_id: undo.customer_id })
    if (undo.created_customer_id) await container.resolve(Modules.CUSTOMER).deleteCustomers(undo.created_customer_id)
  }
)
