import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminProduct, DetailWidgetProps } from "@medusajs/framework/types"
import { Button, Container, Heading, Input, Label, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useEffect, useState } from "react"
import { messages } from "../lib/messages"
import { sdk } from "../lib/sdk"

const w = messages.productFactsWidget

type Facts = Record<string, string | number | null>
type FactsAnswer = { product_id: string; facts: Facts | null }

/** The card's fields: a number, or a text with its Bangla beside it. */
const FIELDS: { key: string; label: string; bangla?: string; number?: { min: number; max: number; step: string } }[] = [
  { key: "frame_size", label: w.frameSize },
  { key: "frame_material", label: w.frameMaterial, bangla: "frame_material_bn" },
  { key: "wheel_size_in", label: w.wheelSize, number: { min: 8, max: 36, step: "0.1" } },
  { key: "gears", label: w.gears, number: { min: 1, max: 40, step: "1" } },
  { key: "brakes", label: w.brakes, bangla: "brakes_bn" },
  { key: "weight_kg", label: w.weight, number: { min: 1, max: 80, step: "0.01" } },
  { key: "suspension", label: w.suspension, bangla: "suspension_bn" },
  { key: "rider_height_min_cm", label: w.riderHeightMin, number: { min: 50, max: 230, step: "1" } },
  { key: "rider_height_max_cm", label: w.riderHeightMax, number: { min: 50, max: 230, step: "1" } },
  { key: "warranty_frame_months", label: w.warrantyFrame, number: { min: 0, max: 1200, step: "1" } },
  { key: "warranty_parts_months", label: w.warrantyParts, number: { min: 0, max: 1200, step: "1" } },
]
const KEYS = FIELDS.flatMap((field) => (field.bangla ? [field.key, field.bangla] : [field.key]))

const asText = (value: string | number | null | undefined) => (value === null || value === undefined ? "" : String(value))

/**
 * A bicycle's facts on Medusa's product page: the storefront's spec table and the shop's wheel
 * and frame size filters, saved through POST /admin/shop-products/:id/facts (the same workflow
 * and checks as the storefront admin's form); only the fields changed are sent, an emptied one
 * as null (removed). The backend's refusal is shown as it words it.
 */
const ProductFactsWidget = ({ data: product }: DetailWidgetProps<AdminProduct>) => {
  const queryClient = useQueryClient()
  const key = ["products", product.id, "facts"]
  const { data } = useQuery({ queryKey: key, queryFn: () => sdk.client.fetch<FactsAnswer>(`/admin/shop-products/${product.id}/facts`) })
  const [values, setValues] = useState<Record<string, string>>({})
  const stored = data?.facts ?? {}
  useEffect(() => {
    if (data) setValues(Object.fromEntries(KEYS.map((name) => [name, asText(data.facts?.[name])])))
  }, [data])

  const changed = () =>
    Object.fromEntries(
      KEYS.filter((name) => (values[name] ?? "").trim() !== asText(stored[name])).map((name) => [name, values[name].trim() === "" ? null : values[name]])
    )
  const save = useMutation({
    mutationFn: (body: Record<string, string | null>) => sdk.client.fetch<FactsAnswer>(`/admin/shop-products/${product.id}/facts`, { method: "POST", body }),
    onSuccess: async () => {
      toast.success(w.saved)
      await queryClient.invalidateQueries({ queryKey: key })
    },
    onError: (error: Error) => toast.error(error.message),
  })
  const submit = () => {
    const body = changed()
    if (!Object.keys(body).length) toast.info(w.unchanged)
    else save.mutate(body)
  }

  if (!data)
    return (
      <Container className="px-6 py-4">
        <Text size="small">{w.loading}</Text>
      </Container>
    )
  const input = (name: string, label: string, number?: { min: number; max: number; step: string }) => (
    <div className="flex flex-col gap-y-1" key={name}>
      <Label size="small" htmlFor={`fact-${name}`}>
        {label}
      </Label>
      <Input
        id={`fact-${name}`}
        size="small"
        {...(number ? { type: "number", min: number.min, max: number.max, step: number.step } : { maxLength: 100 })}
        value={values[name] ?? ""}
        onChange={(event) => setValues((now) => ({ ...now, [name]: event.target.value }))}
      />
    </div>
  )
  return (
    <Container className="flex flex-col gap-y-3 px-6 py-4" data-testid="product-facts">
      <Heading level="h2">{w.title}</Heading>
      <Text size="small" className="text-ui-fg-subtle">
        {w.hint}
      </Text>
      <div className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {FIELDS.flatMap((field) =>
          field.bangla
            ? [input(field.key, `${field.label} (${w.english})`), input(field.bangla, `${field.label} (${w.bangla})`)]
            : [input(field.key, field.label, field.number)]
        )}
      </div>
      <div className="flex justify-end">
        <Button size="small" variant="secondary" isLoading={save.isPending} onClick={submit}>
          {w.save}
        </Button>
      </div>
    </Container>
  )
}

export const config = defineWidgetConfig({ zone: "product.details.after" })

export default ProductFactsWidget
