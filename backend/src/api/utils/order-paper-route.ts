import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { messages } from "../../lib/messages"
import { queryShopOrder } from "../../workflows/orders/rules/shop-orders"
import type { OrderPaperKind } from "../../workflows/orders/papers/order-paper"
import { renderOrderPaper } from "../../workflows/orders/papers/render-papers"
import { sendPdf } from "./send-pdf"
import { currentShopIdentity } from "../../workflows/shop/rules/shop-identity"
import { ORDER_ID, type OrderPaperQuery } from "../../workflows/orders/papers/validators"

/** The GET handler of one order's paper: 400 for what is no order id, 404 for an order there is not (or was deleted). */
export const orderPaperRoute = (kind: OrderPaperKind) => async (req: AuthenticatedMedusaRequest, res: MedusaResponse) => {
  const id = req.params.id
  if (!ORDER_ID.test(id)) throw new MedusaError(MedusaError.Types.INVALID_DATA, messages.paperOrderIdInvalid)
  const { lang } = req.validatedQuery as OrderPaperQuery
  const order = await queryShopOrder(req.scope, id)
  sendPdf(res, await renderOrderPaper(order, kind, lang, await currentShopIdentity(req.scope)), `chaka-${kind}-${order.display_id}-${lang}.pdf`)
}
