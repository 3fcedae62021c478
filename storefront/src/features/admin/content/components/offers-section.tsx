import { zodResolver } from "@hookform/resolvers/zod"
import { useForm } from "react-hook-form"
import { Field } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import { adminContentKeys, contentApi, useAdminOffers, useContentMutation } from "../api/content"
import { contentSchemas, type OfferInput } from "../schemas"
import { AddButton, ContentSection, DeleteRowButton, RowLink } from "./content-section"

const key = adminContentKeys.offers

/** The offer tags of the home page: name and link; add and delete. */
export function OffersSection() {
  const messages = useMessages()
  const t = messages.adminContent
  const offers = useAdminOffers()
  const remove = useContentMutation(contentApi.deleteOffer, { key, success: messages.toasts.offerDeleted, toastErrors: true })
  return (
    <ContentSection title={t.offers} form={<AddOfferForm />} query={offers} loadingLabel={t.loading(t.offersLoading)} empty={t.offersEmpty}>
      {(items) => (
        <ul className="admin-list">
          {items.map((offer) => (
            <li key={offer.id} className="admin-row">
              <span className="admin-row__text">
                <strong>{offer.name}</strong>
                <RowLink url={offer.url} />
              </span>
              <DeleteRowButton
                label={t.deleteOfferLabel(offer.name)}
                busy={remove.isPending && remove.variables === offer.id}
                onClick={() => remove.mutate(offer.id)}
              />
            </li>
          ))}
        </ul>
      )}
    </ContentSection>
  )
}

function AddOfferForm() {
  const messages = useMessages()
  const t = messages.adminContent
  const add = useContentMutation(contentApi.addOffer, { key, success: messages.toasts.offerAdded })
  const { register, handleSubmit, formState, reset } = useForm<OfferInput>({
    resolver: zodResolver(contentSchemas(messages).offerSchema),
    defaultValues: { name: "", url: "" },
  })
  const onSubmit = handleSubmit((offer) => add.mutate(offer, { onSuccess: () => reset() }))
  return (
    <form className="form admin-inline-form" onSubmit={onSubmit} noValidate>
      <Field label={t.offerName} registration={register("name")} error={formState.errors.name} disabled={add.isPending} />
      <Field label={t.offerUrl} registration={register("url")} error={formState.errors.url} disabled={add.isPending} placeholder={t.offerUrlPlaceholder} />
      <p className="form-note">{t.urlHint}</p>
      <AddButton label={t.addOffer} mutation={add} />
    </form>
  )
}
