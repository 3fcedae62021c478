import { Button, Container, Heading, Input, Label, Table, Text, toast } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { Link } from "react-router-dom"
import { errorMessage } from "@chaka/kit/admin"
import { messages } from "../../lib/messages"
import { sdk } from "../../lib/sdk"
import type { ShopStats } from "./types"

const m = messages.numbers

/** The products with few units available, and the threshold the owner keeps (POST /admin/shop-stats/settings). */
export const LowStockCard = ({ lowStock }: { lowStock: ShopStats["low_stock"] }) => {
  const queryClient = useQueryClient()
  const [threshold, setThreshold] = useState(String(lowStock.threshold))
  useEffect(() => setThreshold(String(lowStock.threshold)), [lowStock.threshold])
  const save = useMutation({
    mutationFn: () => sdk.client.fetch("/admin/shop-stats/settings", { method: "POST", body: { low_stock_threshold: Number(threshold) } }),
    onSuccess: async () => {
      toast.success(m.thresholdSaved)
      await queryClient.invalidateQueries({ queryKey: ["shop-stats"] })
    },
    onError: (error) => toast.error(errorMessage(error, m)),
  })
  return (
    <Container className="flex flex-col gap-y-4 px-6 py-4" data-testid="low-stock">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <Heading level="h2">{m.lowStock}</Heading>
          <Text size="small" className="text-ui-fg-subtle">
            {m.lowStockHint(lowStock.threshold, lowStock.count)}
          </Text>
        </div>
        <form
          className="flex items-end gap-x-2"
          onSubmit={(event) => {
            event.preventDefault()
            save.mutate()
          }}
        >
          <div className="flex flex-col gap-y-1">
            <Label htmlFor="low-stock-threshold" size="small">
              {m.threshold}
            </Label>
            <Input id="low-stock-threshold" type="number" min={0} step={1} value={threshold} onChange={(e) => setThreshold(e.target.value)} className="w-28" />
          </div>
          <Button size="small" type="submit" isLoading={save.isPending}>
            {m.saveThreshold}
          </Button>
        </form>
      </div>
      {lowStock.items.length ? (
        <Table>
          <Table.Header>
            <Table.Row>
              <Table.HeaderCell>{m.columns.product}</Table.HeaderCell>
              <Table.HeaderCell className="text-right">{m.columns.stocked}</Table.HeaderCell>
              <Table.HeaderCell className="text-right">{m.columns.reserved}</Table.HeaderCell>
              <Table.HeaderCell className="text-right">{m.columns.available}</Table.HeaderCell>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {lowStock.items.map((item) => (
              <Table.Row key={item.product_id}>
                <Table.Cell>
                  <Link className="text-ui-fg-interactive" to={`/products/${item.product_id}`}>
                    {item.title}
                  </Link>
                </Table.Cell>
                <Table.Cell className="text-right">{item.stocked}</Table.Cell>
                <Table.Cell className="text-right">{item.reserved}</Table.Cell>
                <Table.Cell className="text-right">{item.available}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table>
      ) : null}
    </Container>
  )
}
