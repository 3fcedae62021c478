/**
 * Spec section 4: an order is created "pending" and an admin approves it ("Approved").
 * Medusa's order status stays pending; the approval lives in the order's metadata.
 */
export type ApprovalMetadata = { approved_at?: string | null; approved_by?: string | null }

export const isApproved = (order: { metadata?: Record<string, unknown> | null }) =>
  Boolean((order.metadata as ApprovalMetadata | null | undefined)?.approved_at)
