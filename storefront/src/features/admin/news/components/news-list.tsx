import { Field } from "../../../../components/form/field"
import { shopPicture } from "../../../../lib/picture-sources"
import { useMessages } from "../../../../i18n"
import { AnswerNote } from "../../components/answer-note"
import { ContentSection, RemoveForm } from "../../content/components/content-section"
import { EditDetails } from "../../content/components/edit-details"
import { INTENT, RECORD_ID } from "../../form-answer"
import { useAdminForm } from "../../use-admin-form"
import { useNewsRead, type AdminNews } from "../api/create-news"
import { adminNewsQuery, useAdminNews } from "../api/news-list"
import { DELETE_NEWS, EDIT_NEWS } from "../forms"

/** The day a news item is dated, as a date input holds it. */
const dayOf = (date: string) => date.slice(0, 10)

/**
 * The newest news under the add form: each with its picture, title and date, an Edit that opens
 * its form in place and a Delete asked twice (forms posted to the route's action, with or without scripts).
 */
export function NewsList() {
  const messages = useMessages()
  const t = messages.adminNews
  const news = useAdminNews()
  const newsRead = useNewsRead()
  return (
    <ContentSection
      title={t.listTitle}
      form={null}
      removals={[DELETE_NEWS]}
      query={news}
      loadingLabel={messages.adminContent.loading(t.listLoading)}
      empty={t.empty}
    >
      {(items) => (
        <ul className="admin-list">
          {items.map((item) => (
            <li key={item.id} className="admin-row">
              <img className="admin-sliders__image" src={shopPicture(item.image_url)} alt="" loading="lazy" />
              <span className="admin-row__text">
                <strong>{item.title}</strong> <time dateTime={item.date}>{dayOf(item.date)}</time>
              </span>
              <EditDetails label={t.editLabel(item.title)} intent={EDIT_NEWS} id={item.id}>
                <EditNewsForm news={item} />
              </EditDetails>
              <RemoveForm
                intent={DELETE_NEWS}
                id={item.id}
                list={adminNewsQuery.queryKey}
                onDone={newsRead}
                label={t.deleteLabel(item.title)}
                confirm={t.confirmDelete(item.title)}
              />
            </li>
          ))}
        </ul>
      )}
    </ContentSection>
  )
}

/** An item's edit: title, description, date and an optional new picture (multipart), posted to the route's action. */
function EditNewsForm({ news }: { news: AdminNews }) {
  const t = useMessages().adminNews
  const newsRead = useNewsRead()
  const save = useAdminForm({
    intent: EDIT_NEWS,
    id: news.id,
    onDone: newsRead,
  })
  const posted = save.answer?.values
  return (
    <form
      method="post"
      encType="multipart/form-data"
      className="form admin-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        save.submit(event.currentTarget)
      }}
    >
      <input type="hidden" name={INTENT} value={EDIT_NEWS} />
      <input type="hidden" name={RECORD_ID} value={news.id} />
      <Field label={t.newsTitle} name="title" defaultValue={posted?.title ?? news.title} error={save.fieldError("title")} disabled={save.pending} />
      <Field label={t.description} error={save.fieldError("description")}>
        {(control) => <textarea {...control} name="description" rows={5} defaultValue={posted?.description ?? news.description} disabled={save.pending} />}
      </Field>
      <Field label={t.date} name="date" type="date" defaultValue={posted?.date ?? dayOf(news.date)} error={save.fieldError("date")} disabled={save.pending} />
      <Field label={t.newImage} error={save.fieldError("image")}>
        {(control) => <input {...control} name="image" type="file" accept="image/jpeg,image/png,image/gif,image/webp" disabled={save.pending} />}
      </Field>
      <p className="form-note">{t.newImageHint}</p>
      <button type="submit" className="button" disabled={save.pending}>
        {save.pending ? t.saving : t.save}
      </button>
      <AnswerNote answer={save.answer} />
    </form>
  )
}
