import { useState } from "react"
import { Field } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import { AnswerNote } from "../../components/answer-note"
import { INTENT, RECORD_ID } from "../../form-answer"
import { useAdminForm } from "../../use-admin-form"
import { useProductsRead } from "../api/products-read"
import type { AdminProductDetail } from "../api/types"
import { BANGLA_FIELDS, PRODUCT_INTENTS } from "../forms"

/** As long as the backend lets a product's title and description be, in any language (FIELD_LIMITS). */
const MAX_TITLE = 200
const MAX_DESCRIPTION = 10_000

export const banglaFetcherKey = (id: string) => `bangla-${id}`

/**
 * The product's Bangla name and description, under the update form: what the Bangla pages show,
 * marked "not translated" while it has no Bangla name (those pages then show the English one).
 * Posted to the route's action, with or without scripts.
 */
export function BanglaTextsForm({ product }: { product: AdminProductDetail }) {
  const t = useMessages().adminProducts
  const bangla = product.translations?.["bn-BD"] ?? null
  const productsRead = useProductsRead()
  // Keyed, and held by the screen: its answer outlives the form, mounted again once the saved product is read.
  const save = useAdminForm({ intent: PRODUCT_INTENTS.bangla, id: product.id, key: banglaFetcherKey(product.id), onDone: productsRead })
  const posted = save.answer?.error ? save.answer.values : undefined
  const [title, setTitle] = useState(posted?.[BANGLA_FIELDS.title] ?? bangla?.title ?? "")
  const [description, setDescription] = useState(posted?.[BANGLA_FIELDS.description] ?? bangla?.description ?? "")
  return (
    <form
      method="post"
      className="form admin-product-form admin-bangla"
      onSubmit={(event) => {
        event.preventDefault()
        save.submit(event.currentTarget)
      }}
      aria-labelledby="bangla-heading"
    >
      <input type="hidden" name={INTENT} value={PRODUCT_INTENTS.bangla} />
      <input type="hidden" name={RECORD_ID} value={product.id} />
      <h2 id="bangla-heading">{t.banglaHeading}</h2>
      {!bangla?.title && <p className="not-translated">{t.notTranslated}</p>}
      <p className="form-note">{t.banglaHint}</p>
      <Field
        label={t.banglaName}
        name={BANGLA_FIELDS.title}
        lang="bn"
        value={title}
        maxLength={MAX_TITLE}
        disabled={save.pending}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Field label={t.banglaDescription}>
        {(control) => (
          <textarea
            {...control}
            name={BANGLA_FIELDS.description}
            lang="bn"
            rows={5}
            value={description}
            maxLength={MAX_DESCRIPTION}
            disabled={save.pending}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={save.pending}>
        {save.pending ? t.savingBangla : t.saveBangla}
      </button>
      <AnswerNote answer={save.answer} />
    </form>
  )
}
