import { zodResolver } from "@hookform/resolvers/zod"
import { useForm } from "react-hook-form"
import { Field } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import { INTENT } from "../../form-answer"
import { useAdminForm } from "../../use-admin-form"
import { adminContentKeys, useAdminOffers, useContentRead } from "../api/content"
import { CONTENT_INTENTS } from "../forms"
import { contentSchemas, type OfferInput } from "../schemas"
import { AnswerNote } from "../../components/answer-note"
import { RECORD_ID } from "../../form-answer"
import type { AdminOffer } from "../api/content"
import { AddButton, ContentSection, RemoveForm, RowLink } from "./content-section"
import { EditDetails } from "./edit-details"
import { AdvertisesSelect, OfferTargetForm } from "./offer-target"

const list = adminContentKeys.offers

/**
 * The offer tags of the home page: name, link and what each advertises (a promotion or a price
 * list: the card then shows only while it runs); add, change and delete (forms posted to the route's action).
 */
export function OffersSection() {
  const t = useMessages().adminContent
  const offers = useAdminOffers()
  return (
    <ContentSection
      title={t.offers}
      form={<AddOfferForm />}
      removals={[CONTENT_INTENTS.deleteOffer]}
      query={offers}
      loadingLabel={t.loading(t.offersLoading)}
      empty={t.offersEmpty}
    >
      {(items) => (
        <ul className="admin-list">
          {items.map((offer) => (
            <li key={offer.id} className="admin-row">
              <span className="admin-row__text">
                <strong>{offer.name}</strong>
                <RowLink url={offer.url} />
              </span>
              <OfferTargetForm offer={offer} />
              <EditDetails label={t.editOfferLabel(offer.name)} intent={CONTENT_INTENTS.editOffer} id={offer.id}>
                <EditOfferForm offer={offer} />
              </EditDetails>
              <RemoveForm
                intent={CONTENT_INTENTS.deleteOffer}
                id={offer.id}
                list={list}
                label={t.deleteOfferLabel(offer.name)}
                confirm={t.confirmDeleteOffer(offer.name)}
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
  const { register, handleSubmit, formState, reset } = useForm<OfferInput>({
    resolver: zodResolver(contentSchemas(messages).offerSchema),
    defaultValues: { name: "", url: "" },
  })
  const offersRead = useContentRead(list)
  const add = useAdminForm({
    intent: CONTENT_INTENTS.addOffer,
    onDone: () => {
      reset()
      offersRead()
    },
  })
  const onSubmit = handleSubmit((_values, event) => add.submit(event?.target as HTMLFormElement))
  const posted = add.answer?.values
  return (
    <form method="post" className="form admin-inline-form" onSubmit={onSubmit} noValidate>
      <input type="hidden" name={INTENT} value={CONTENT_INTENTS.addOffer} />
      <Field
        label={t.offerName}
        defaultValue={posted?.name}
        registration={register("name")}
        error={formState.errors.name ?? add.fieldError("name")}
        disabled={add.pending}
      />
      <Field
        label={t.offerUrl}
        defaultValue={posted?.url}
        registration={register("url")}
        error={formState.errors.url ?? add.fieldError("url")}
        disabled={add.pending}
        placeholder={t.offerUrlPlaceholder}
      />
      <p className="form-note">{t.urlHint}</p>
      <Field label={t.offerAdvertises} error={add.fieldError("advertises")}>
        {(control) => <AdvertisesSelect {...control} name="advertises" defaultValue={posted?.advertises ?? ""} disabled={add.pending} />}
      </Field>
      <p className="form-note">{t.offerAdvertisesHint}</p>
      <AddButton label={t.addOffer} form={add} />
    </form>
  )
}

/** A row's edit: the card's name and link, posted to the route's action (checked there with the add form's schema). */
function EditOfferForm({ offer }: { offer: AdminOffer }) {
  const t = useMessages().adminContent
  const offersRead = useContentRead(list)
  const save = useAdminForm({
    intent: CONTENT_INTENTS.editOffer,
    id: offer.id,
    onDone: offersRead,
  })
  const posted = save.answer?.values
  return (
    <form
      method="post"
      className="form admin-inline-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        save.submit(event.currentTarget)
      }}
    >
      <input type="hidden" name={INTENT} value={CONTENT_INTENTS.editOffer} />
      <input type="hidden" name={RECORD_ID} value={offer.id} />
      <Field label={t.offerName} name="name" defaultValue={posted?.name ?? offer.name} error={save.fieldError("name")} disabled={save.pending} />
      <Field label={t.offerUrl} name="url" defaultValue={posted?.url ?? offer.url} error={save.fieldError("url")} disabled={save.pending} />
      <button type="submit" className="button" disabled={save.pending}>
        {save.pending ? t.saving : t.save}
      </button>
      <AnswerNote answer={save.answer} />
    </form>
  )
}
