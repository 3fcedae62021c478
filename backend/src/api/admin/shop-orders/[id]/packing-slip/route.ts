import { orderPaperRoute } from "../../../../utils/order-paper-route"

/**
 * GET /admin/shop-orders/:id/packing-slip?lang=en|bn — the order's packing slip as a PDF: what
 * goes in the parcel with a box to tick per line, the totals and the cash the rider collects,
 * the packer's and checker's signatures. Admins only (Medusa's /admin).
 */
export const GET = orderPaperRoute("packing-slip")
