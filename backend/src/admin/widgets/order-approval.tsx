import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Text, toast } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { messages } from "../../lib/messages"
import { isApproved } from "../../lib/checkout/order-approval"
import { sdk } from "../lib/sdk"

/**
 * The shop's order approval (spec section 4) on Medusa's order page: the status, and an
 * Approve button while the order is pending.
 */
const OrderApprovalWidget = ({ data: order }: DetailWidgetProps<AdminOrder>) => {
  const queryClient = useQueryClient()
  const approve = useMutation({
    mutationFn: () => sdk.client.fetch(`/admin/orders/${order.id}/approve`, { method: "POST" }),
    onSuccess: async () => {
      toast.success(messages.orderApproved)
      // The dashboard's order queries all start with "orders"; the page re-reads the metadata.
      await queryClient.invalidateQueries({ queryKey: ["orders"] })
    },
    onError: (error: Error) => toast.error(error.message),
  })

  const canceled = order.status === "canceled"
  const approved = isApproved(order)
  const label = canceled ? "Canceled" : approved ? "Approved" : "Pending"

  return (
    <Container className="flex items-center justify-between px-6 py-4">
      <div>
        <Heading level="h2">Approval</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {approved ? `Approved ${new Date(String(order.metadata?.approved_at)).toLocaleString()}` : "Waiting for an admin"}
        </Text>
      </div>
      {!approved && !canceled ? (
        <Button size="small" isLoading={approve.isPending} onClick={() => approve.mutate()}>
          Approve
        </Button>
      ) : (
        <Badge color={approved ? "green" : "grey"}>{label}</Badge>
      )}
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "order.details.side.before" })

export default OrderApprovalWidget
