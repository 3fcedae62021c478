import { zodResolver } from "@hookform/resolvers/zod"
import { useId } from "react"
import { useForm } from "react-hook-form"
import { Field, FormError } from "../../../../components/form/field"
import { errorMessage } from "../../../../lib/errors"
import { messages } from "../../../../messages"
import { adminContentKeys, contentApi, useAdminOffers, useContentMutation } from "../api/content"
import { offerSchema, type OfferInput } from "../schemas"
import { ListState } from "./list-state"

const t = messages.adminContent
const key = adminContentKeys.offers

/** The offer tags of the home page: name and link; add and delete. */
export function OffersSection() {
  const headingId = useId()
  const offers = useAdminOffers()
  const remove = useContentMutation(contentApi.deleteOffer, { key, success: messages.toasts.offerDeleted, toastErrors: true })
  return (
    <section className="admin-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t.offers}</h2>
      <AddOfferForm />
      <ListState query={offers} loadingLabel={t.loading(t.offersLoading)} empty={t.offersEmpty}>
        {(items) => (
          <ul className="admin-list">
            {items.map((offer) => (
              <li key={offer.id} className="admin-row">
                <span className="admin-row__text">
                  <strong>{offer.name}</strong>
                  <span className="admin-row__url">
                    {t.links} <a href={offer.url}>{offer.url}</a>
                  </span>
                </span>
                <button
                  type="button"
                  className="button button--danger"
                  aria-label={t.deleteOfferLabel(offer.name)}
                  disabled={remove.isPending && remove.variables === offer.id}
                  onClick={() => remove.mutate(offer.id)}
                >
                  {t.delete}
                </button>
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  )
}

function AddOfferForm() {
  const add = useContentMutation(contentApi.addOffer, { key, success: messages.toasts.offerAdded })
  const { register, handleSubmit, formState, reset } = useForm<OfferInput>({
    resolver: zodResolver(offerSchema),
    defaultValues: { name: "", url: "" },
  })
  const onSubmit = handleSubmit((offer) => add.mutate(offer, { onSuccess: () => reset() }))
  return (
    <form className="form admin-inline-form" onSubmit={onSubmit} noValidate>
      <Field label={t.offerName} registration={register("name")} error={formState.errors.name} disabled={add.isPending} />
      <Field label={t.offerUrl} registration={register("url")} error={formState.errors.url} disabled={add.isPending} placeholder={t.offerUrlPlaceholder} />
      <p className="form-note">{t.urlHint}</p>
      <button type="submit" className="button" disabled={add.isPending}>
        {add.isPending ? t.adding : t.addOffer}
      </button>
      <FormError message={add.error ? errorMessage(add.error, messages.auth.networkError) : null} />
    </form>
  )
}
