import { useMessages } from "../../../../i18n"
import { INTENT, RECORD_ID } from "../../form-answer"
import { AnswerNote } from "../../components/answer-note"
import { useAdminForm } from "../../use-admin-form"
import { adminContentKeys, useAdvertisedPriceLists, useAdvertisedPromotions, useContentRead, type AdminOffer } from "../api/content"
import { CONTENT_INTENTS } from "../forms"
import { offerTargetValue } from "../schemas"

type SelectProps = {
  id?: string
  name: string
  defaultValue?: string
  disabled?: boolean
  "aria-label"?: string
  "aria-invalid"?: boolean
  "aria-describedby"?: string
}

/**
 * What an offer card advertises: nothing, one of Medusa's promotions (by code) or price lists (by
 * title), as the admin API lists them. A plain select posted with its form (works without scripts).
 */
export function AdvertisesSelect(props: SelectProps) {
  const t = useMessages().adminContent
  const { data: promotions = [] } = useAdvertisedPromotions()
  const { data: priceLists = [] } = useAdvertisedPriceLists()
  return (
    <select {...props} key={props.defaultValue}>
      <option value="">{t.offerAdvertisesNone}</option>
      {promotions.length > 0 && (
        <optgroup label={t.offerPromotions}>
          {promotions.map((promotion) => (
            <option key={promotion.id} value={`promotion:${promotion.id}`}>
              {promotion.code} ({promotion.status})
            </option>
          ))}
        </optgroup>
      )}
      {priceLists.length > 0 && (
        <optgroup label={t.offerPriceLists}>
          {priceLists.map((list) => (
            <option key={list.id} value={`price_list:${list.id}`}>
              {list.title} ({list.status})
            </option>
          ))}
        </optgroup>
      )}
    </select>
  )
}

/** A row's form: change what the card advertises (its own form, posted to the route's action). */
export function OfferTargetForm({ offer }: { offer: AdminOffer }) {
  const t = useMessages().adminContent
  const save = useAdminForm({ intent: CONTENT_INTENTS.setOfferTarget, id: offer.id, onDone: useContentRead(adminContentKeys.offers) })
  return (
    <form
      method="post"
      className="admin-row__target"
      onSubmit={(event) => {
        event.preventDefault()
        save.submit(event.currentTarget)
      }}
    >
      <input type="hidden" name={INTENT} value={CONTENT_INTENTS.setOfferTarget} />
      <input type="hidden" name={RECORD_ID} value={offer.id} />
      <AdvertisesSelect name="advertises" defaultValue={offerTargetValue(offer)} aria-label={t.offerAdvertisesFor(offer.name)} disabled={save.pending} />
      <button type="submit" className="button button--ghost" disabled={save.pending}>
        {t.saveOfferTarget}
      </button>
      <span className="admin-row__state">{offer.live === false ? t.offerHidden : t.offerShown}</span>
      <AnswerNote answer={save.answer} />
    </form>
  )
}
