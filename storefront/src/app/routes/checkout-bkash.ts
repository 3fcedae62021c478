import { finishBkashReturn } from "../../features/checkout/api/bkash-return.server"

/** GET /checkout/bkash/:cartId (no page): where bKash sends the shopper back; always a redirect. */
export const loader = ({ request, params }: { request: Request; params: { cartId?: string } }) => finishBkashReturn(request, params.cartId ?? "")
