import { Button, Container, Heading, Input, Label, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useEffect, useState } from "react"
import { errorMessage } from "@chaka/kit/admin"
import { messages } from "../../lib/messages"
import { sdk } from "../../lib/sdk"

const m = messages.shopPages
const FIELDS = Object.keys(m.identityFields) as (keyof typeof m.identityFields)[]
type Identity = Record<(typeof FIELDS)[number], string | null>
const key = ["shop-pages", "shop-identity"] as const

/**
 * The owner's settings of how shoppers reach the shop (issue 56), saved through
 * POST /admin/shop-identity: the workflow checks and normalises them (phones in one spelling, a
 * https Facebook page) and answers with its own message when a field is wrong, shown as a toast.
 */
export function ShopIdentityCard() {
  const queryClient = useQueryClient()
  const { data, error } = useQuery({ queryKey: key, queryFn: () => sdk.client.fetch<{ shop_identity: Identity }>("/admin/shop-identity") })
  const [values, setValues] = useState<Record<string, string>>()
  useEffect(() => {
    if (data) setValues(Object.fromEntries(FIELDS.map((field) => [field, data.shop_identity[field] ?? ""])))
  }, [data])
  const save = useMutation({
    mutationFn: (body: Record<string, string>) => sdk.client.fetch<{ shop_identity: Identity }>("/admin/shop-identity", { method: "POST", body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(key, answer)
      toast.success(m.identitySaved)
    },
    onError: (failure) => toast.error(errorMessage(failure, m)),
  })
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (values) save.mutate(values)
  }
  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">{m.identityHeading}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {m.identityDescription}
        </Text>
      </div>
      {error ? (
        <Text className="text-ui-fg-error px-6 py-4">{errorMessage(error, m)}</Text>
      ) : !values ? (
        <Text className="text-ui-fg-subtle px-6 py-4">{m.loading}</Text>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-y-4 px-6 py-4">
          {FIELDS.map((field) => (
            <div key={field} className="flex flex-col gap-y-2">
              <Label htmlFor={`identity-${field}`} size="small" weight="plus">
                {m.identityFields[field]}
              </Label>
              <Input
                id={`identity-${field}`}
                type={field === "email" ? "email" : field === "facebook_url" ? "url" : field === "phone" || field === "whatsapp" ? "tel" : "text"}
                value={values[field]}
                onChange={(event) => setValues((current) => current && { ...current, [field]: event.target.value })}
              />
            </div>
          ))}
          <div className="flex justify-end">
            <Button size="small" type="submit" isLoading={save.isPending}>
              {m.save}
            </Button>
          </div>
        </form>
      )}
    </Container>
  )
}
