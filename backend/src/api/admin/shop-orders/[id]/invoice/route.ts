import { orderPaperRoute } from "../../../../utils/order-paper-route"

/**
 * GET /admin/shop-orders/:id/invoice?lang=en|bn — the order's invoice as a PDF download (English
 * unless asked): the shop, order number and its barcode, address, items, subtotal, discount,
 * delivery charge, total, payment and the cash to collect. Admins only (Medusa's /admin).
 */
export const GET = orderPaperRoute("invoice")
