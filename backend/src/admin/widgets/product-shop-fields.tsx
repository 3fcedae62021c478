import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Badge, Button, Container, Heading, Input, Label, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import type { StockFigures } from "@chaka/rules"
import { messages } from "../lib/messages"
import { sdk } from "../lib/sdk"

const w = messages.productShopWidget

type ShopProduct = { id: string; brand: string | null; stock: number; stock_figures: StockFigures }

/**
 * The shop's fields on Medusa's product page: the brand (the shop's brand filter reads it) and
 * the stock at the shop's location — stocked, reserved by orders and available, by the same rule
 * (@chaka/rules stockFigures) as the storefront admin's list and the shop — with both editable
 * through POST /admin/shop-products/:id, so a product made here sells like one made in the shop.
 */
const ProductShopFieldsWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const queryClient = useQueryClient()
  const key = ["products", product.id, "shop"]
  const { data } = useQuery({ queryKey: key, queryFn: () => sdk.client.fetch<{ product: ShopProduct }>(`/admin/shop-products/${product.id}`) })
  const shop = data?.product
  const [brand, setBrand] = useState("")
  const [stock, setStock] = useState("")
  useEffect(() => {
    if (!shop) return
    setBrand(shop.brand ?? "")
    setStock(String(shop.stock))
  }, [shop])

  const save = useMutation({
    mutationFn: () => {
      const body: Record<string, unknown> = {}
      if (brand.trim() !== (shop?.brand ?? "")) body.brand = brand
      if (shop?.stock_figures.available !== null && stock !== String(shop?.stock)) body.stock = stock
      return sdk.client.fetch(`/admin/shop-products/${product.id}`, { method: "POST", body })
    },
    onSuccess: async () => {
      toast.success(w.saved)
      await queryClient.invalidateQueries({ queryKey: ["products"] })
    },
    onError: (error: Error) => toast.error(error.message),
  })

  if (!shop)
    return (
      <Container className="px-6 py-4">
        <Text size="small">{w.loading}</Text>
      </Container>
    )
  const figures = shop.stock_figures
  return (
    <Container className="flex flex-col gap-y-3 px-6 py-4" data-testid="product-shop-fields">
      <div className="flex items-center justify-between">
        <Heading level="h2">{w.title}</Heading>
        <Badge color={figures.in_stock ? "green" : "red"}>{figures.in_stock ? w.inStock : w.outOfStock}</Badge>
      </div>
      <Label size="small" htmlFor="shop-brand">
        {w.brand}
      </Label>
      <Input id="shop-brand" size="small" maxLength={100} value={brand} onChange={(event) => setBrand(event.target.value)} />
      {figures.available === null ? (
        <Text size="small" className="text-ui-fg-subtle">
          {w.notCounted}
        </Text>
      ) : (
        <>
          <Label size="small" htmlFor="shop-stock">
            {w.stocked}
          </Label>
          <Input id="shop-stock" size="small" type="number" min={0} step={1} value={stock} onChange={(event) => setStock(event.target.value)} />
          <dl className="grid grid-cols-2 gap-y-1">
            <Text size="small" className="text-ui-fg-subtle" asChild>
              <dt>{w.reserved}</dt>
            </Text>
            <Text size="small" asChild>
              <dd data-testid="shop-reserved">{figures.reserved}</dd>
            </Text>
            <Text size="small" className="text-ui-fg-subtle" asChild>
              <dt>{w.available}</dt>
            </Text>
            <Text size="small" asChild>
              <dd data-testid="shop-available">{figures.available}</dd>
            </Text>
          </dl>
        </>
      )}
      <Button size="small" variant="secondary" isLoading={save.isPending} onClick={() => save.mutate()}>
        {w.save}
      </Button>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.side.after" })

export default ProductShopFieldsWidget
