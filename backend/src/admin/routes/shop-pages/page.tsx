import { defineRouteConfig } from "@medusajs/admin-sdk"
import { DocumentText } from "@medusajs/icons"
import { Button, Container, Heading, Input, Label, Select, Text, Textarea, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { type FormEvent, useEffect, useState } from "react"
import type { DeliveryDays } from "@chaka/rules"
import { errorMessage, SectionHeader } from "@chaka/kit/admin"
import { deliveryDaysFrom, fieldsOf, type DeliveryDaysErrors, type DeliveryDaysFields } from "../../lib/delivery-days-form"
import { messages } from "../../lib/messages"
import { sdk } from "../../lib/sdk"
import { ShopIdentityCard } from "../../components/shop-identity/shop-identity-card"

const m = messages.shopPages
type PageSummary = { handle: string; title: string }
type PolicyPage = { handle: string; title: string; body: string; updated_at: string }

const keys = {
  pages: ["shop-pages", "policy-pages"] as const,
  page: (handle: string) => ["shop-pages", "policy-pages", handle] as const,
  delivery: ["shop-pages", "delivery-days"] as const,
}

/**
 * The shop's policy pages, delivery days and identity (phone, address, Facebook...), editable from Medusa's dashboard as in the
 * storefront's admin area (issue 55): the same admin routes (POST /admin/policy-pages/:handle,
 * POST /admin/delivery-days), so the same workflows, checks and audit log.
 */
const ShopPagesPage = () => (
  <div className="flex flex-col gap-y-3">
    <PolicyPagesCard />
    <DeliveryDaysCard />
    <ShopIdentityCard />
  </div>
)

function PolicyPagesCard() {
  const { data, error, isLoading } = useQuery({
    queryKey: keys.pages,
    queryFn: () => sdk.client.fetch<{ policy_pages: PageSummary[] }>("/admin/policy-pages"),
  })
  const pages = data?.policy_pages ?? []
  const [handle, setHandle] = useState<string>()
  const chosen = handle ?? pages[0]?.handle
  return (
    <Container className="divide-y p-0">
      <SectionHeader level="h1" title={m.pagesHeading} description={m.pagesDescription} />
      {error ? (
        <Text className="text-ui-fg-error px-6 py-4">{errorMessage(error, m)}</Text>
      ) : isLoading ? (
        <Text className="text-ui-fg-subtle px-6 py-4">{m.loading}</Text>
      ) : !chosen ? (
        <Text className="text-ui-fg-subtle px-6 py-4">{m.noPages}</Text>
      ) : (
        <div className="flex flex-col gap-y-4 px-6 py-4">
          <div className="flex max-w-sm flex-col gap-y-2">
            <Label htmlFor="policy-page" size="small" weight="plus">
              {m.page}
            </Label>
            <Select value={chosen} onValueChange={setHandle}>
              <Select.Trigger id="policy-page">
                <Select.Value />
              </Select.Trigger>
              <Select.Content>
                {pages.map((page) => (
                  <Select.Item key={page.handle} value={page.handle}>
                    {page.title} (/pages/{page.handle})
                  </Select.Item>
                ))}
              </Select.Content>
            </Select>
          </div>
          <PolicyPageForm key={chosen} handle={chosen} />
        </div>
      )}
    </Container>
  )
}

function PolicyPageForm({ handle }: { handle: string }) {
  const queryClient = useQueryClient()
  const { data, error } = useQuery({
    queryKey: keys.page(handle),
    queryFn: () => sdk.client.fetch<{ policy_page: PolicyPage }>(`/admin/policy-pages/${encodeURIComponent(handle)}`),
  })
  const [values, setValues] = useState({ title: "", body: "" })
  const [errors, setErrors] = useState<Partial<Record<"title" | "body", string>>>({})
  const page = data?.policy_page
  useEffect(() => {
    if (page) setValues({ title: page.title, body: page.body })
  }, [page])
  const save = useMutation({
    mutationFn: (body: { title: string; body: string }) =>
      sdk.client.fetch<{ policy_page: PolicyPage }>(`/admin/policy-pages/${encodeURIComponent(handle)}`, { method: "POST", body }),
    onSuccess: ({ policy_page }) => {
      queryClient.setQueryData(keys.page(handle), { policy_page })
      void queryClient.invalidateQueries({ queryKey: keys.pages })
      toast.success(m.saved(policy_page.title))
    },
    onError: (failure) => toast.error(errorMessage(failure, m)),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const input = { title: values.title.trim(), body: values.body.trim() }
    const found = { ...(input.title ? {} : { title: m.titleRequired }), ...(input.body ? {} : { body: m.bodyRequired }) }
    setErrors(found)
    if (!Object.keys(found).length) save.mutate(input)
  }

  if (error) return <Text className="text-ui-fg-error">{errorMessage(error, m)}</Text>
  if (!page) return <Text className="text-ui-fg-subtle">{m.loading}</Text>
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-y-4">
      <div className="flex flex-col gap-y-2">
        <Label htmlFor="policy-title" size="small" weight="plus">
          {m.title}
        </Label>
        <Input
          id="policy-title"
          value={values.title}
          aria-invalid={Boolean(errors.title) || undefined}
          onChange={(event) => setValues((current) => ({ ...current, title: event.target.value }))}
        />
        {errors.title && (
          <Text size="small" className="text-ui-fg-error" role="alert">
            {errors.title}
          </Text>
        )}
      </div>
      <div className="flex flex-col gap-y-2">
        <Label htmlFor="policy-body" size="small" weight="plus">
          {m.body}
        </Label>
        <Textarea
          id="policy-body"
          rows={16}
          value={values.body}
          aria-invalid={Boolean(errors.body) || undefined}
          onChange={(event) => setValues((current) => ({ ...current, body: event.target.value }))}
        />
        {errors.body && (
          <Text size="small" className="text-ui-fg-error" role="alert">
            {errors.body}
          </Text>
        )}
      </div>
      <div className="flex justify-end">
        <Button size="small" type="submit" isLoading={save.isPending}>
          {m.save}
        </Button>
      </div>
    </form>
  )
}

function DeliveryDaysCard() {
  const queryClient = useQueryClient()
  const { data, error } = useQuery({
    queryKey: keys.delivery,
    queryFn: () => sdk.client.fetch<{ delivery_days: DeliveryDays }>("/admin/delivery-days"),
  })
  const [fields, setFields] = useState<DeliveryDaysFields>()
  const [errors, setErrors] = useState<DeliveryDaysErrors>({})
  useEffect(() => {
    if (data) setFields(fieldsOf(data.delivery_days))
  }, [data])
  const save = useMutation({
    mutationFn: (days: DeliveryDays) => sdk.client.fetch<{ delivery_days: DeliveryDays }>("/admin/delivery-days", { method: "POST", body: days }),
    onSuccess: (answer) => {
      queryClient.setQueryData(keys.delivery, answer)
      toast.success(m.deliverySaved)
    },
    onError: (failure) => toast.error(errorMessage(failure, m)),
  })

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!fields) return
    const checked = deliveryDaysFrom(fields, m.deliveryInvalid)
    setErrors("errors" in checked ? checked.errors : {})
    if ("days" in checked) save.mutate(checked.days)
  }

  const range = (which: "inside_dhaka" | "elsewhere", label: string) => (
    <fieldset className="flex flex-col gap-y-2">
      <legend className="txt-compact-small-plus mb-2">{label}</legend>
      <div className="flex gap-x-4">
        {(["min", "max"] as const).map((end) => {
          const name = `${which}_${end}` as const
          return (
            <div key={end} className="flex w-32 flex-col gap-y-1">
              <Label htmlFor={name} size="xsmall">
                {end === "min" ? m.from : m.to}
              </Label>
              <Input
                id={name}
                type="number"
                min={0}
                max={60}
                step={1}
                value={fields?.[name] ?? ""}
                aria-invalid={Boolean(errors[which]) || undefined}
                onChange={(event) => setFields((current) => current && { ...current, [name]: event.target.value })}
              />
            </div>
          )
        })}
      </div>
      {errors[which] && (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {errors[which]}
        </Text>
      )}
    </fieldset>
  )

  return (
    <Container className="divide-y p-0">
      <div className="px-6 py-4">
        <Heading level="h2">{m.deliveryHeading}</Heading>
        <Text size="small" className="text-ui-fg-subtle">
          {m.deliveryDescription}
        </Text>
      </div>
      {error ? (
        <Text className="text-ui-fg-error px-6 py-4">{errorMessage(error, m)}</Text>
      ) : !fields ? (
        <Text className="text-ui-fg-subtle px-6 py-4">{m.loading}</Text>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-y-4 px-6 py-4">
          {range("inside_dhaka", m.insideDhaka)}
          {range("elsewhere", m.elsewhere)}
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

export const config = defineRouteConfig({ label: m.label, icon: DocumentText })

export default ShopPagesPage
