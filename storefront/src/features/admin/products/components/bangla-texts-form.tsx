import { useState, type FormEvent } from "react"
import { Field, FormError } from "../../../../components/form/field"
import { useMessages } from "../../../../i18n"
import { errorMessage } from "../../../../lib/errors"
import { useSaveBangla } from "../api/save-bangla"
import type { AdminProductDetail } from "../api/types"

/** As long as the backend lets a product's title and description be, in any language (FIELD_LIMITS). */
const MAX_TITLE = 200
const MAX_DESCRIPTION = 10_000

/**
 * The product's Bangla name and description, under the update form: what the Bangla pages show,
 * marked "not translated" while it has no Bangla name (those pages then show the English one).
 */
export function BanglaTextsForm({ product }: { product: AdminProductDetail }) {
  const t = useMessages().adminProducts
  const bangla = product.translations?.["bn-BD"] ?? null
  const [title, setTitle] = useState(bangla?.title ?? "")
  const [description, setDescription] = useState(bangla?.description ?? "")
  const save = useSaveBangla(product.id)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    save.mutate({ title, description })
  }
  return (
    <form className="form admin-product-form admin-bangla" onSubmit={onSubmit} aria-labelledby="bangla-heading">
      <h2 id="bangla-heading">{t.banglaHeading}</h2>
      {!bangla?.title && <p className="not-translated">{t.notTranslated}</p>}
      <p className="form-note">{t.banglaHint}</p>
      <Field
        label={t.banglaName}
        name="title_bn"
        lang="bn"
        value={title}
        maxLength={MAX_TITLE}
        disabled={save.isPending}
        onChange={(event) => setTitle(event.target.value)}
      />
      <Field label={t.banglaDescription}>
        {(control) => (
          <textarea
            {...control}
            name="description_bn"
            lang="bn"
            rows={5}
            value={description}
            maxLength={MAX_DESCRIPTION}
            disabled={save.isPending}
            onChange={(event) => setDescription(event.target.value)}
          />
        )}
      </Field>
      <button type="submit" className="button" disabled={save.isPending}>
        {save.isPending ? t.savingBangla : t.saveBangla}
      </button>
      <FormError message={save.error ? errorMessage(save.error, t.networkError) : null} />
    </form>
  )
}
