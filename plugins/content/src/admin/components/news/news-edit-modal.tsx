import { Button, FocusModal, Heading, Text, toast } from "@medusajs/ui"
import { type FormEvent, useState } from "react"
import { type News, useUpdateNews } from "../../hooks/api/news"
import { hasErrors } from "../../lib/field-errors"
import { messages } from "../../lib/messages"
import { NewsFormFields } from "./news-form-fields"
import { type NewsFormValues, validateNewsEdit } from "./validate-news"
import { errorMessage } from "@chaka/kit/admin"

const valuesOf = (news: News): NewsFormValues => ({
  title: news.title,
  description: news.description,
  date: news.date ? news.date.slice(0, 10) : "",
  image: null,
})

/** A row's Edit: the create form's fields filled with the item (a new picture optional), saved with POST /admin/news/:id. */
export const NewsEditModal = ({ news }: { news: News }) => {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState(() => valuesOf(news))
  const [errors, setErrors] = useState<ReturnType<typeof validateNewsEdit>>({})
  const updateNews = useUpdateNews()

  const onOpenChange = (next: boolean) => {
    setOpen(next)
    setValues(valuesOf(news))
    setErrors({})
  }

  const onChange = <K extends keyof NewsFormValues>(field: K, value: NewsFormValues[K]) => setValues((current) => ({ ...current, [field]: value }))

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateNewsEdit(values)
    setErrors(found)
    if (hasErrors(found)) return
    try {
      await updateNews.mutateAsync({
        id: news.id,
        title: values.title.trim(),
        description: values.description.trim(),
        date: values.date || undefined,
        image: values.image,
      })
      toast.success(messages.news.updated)
      onOpenChange(false)
    } catch (error) {
      toast.error(errorMessage(error, messages.common))
    }
  }

  return (
    <FocusModal open={open} onOpenChange={onOpenChange}>
      <FocusModal.Trigger asChild>
        <Button size="small" variant="transparent" aria-label={messages.news.editLabel(news.title)}>
          {messages.common.edit}
        </Button>
      </FocusModal.Trigger>
      <FocusModal.Content>
        <form onSubmit={onSubmit} noValidate className="flex h-full flex-col overflow-hidden">
          <FocusModal.Header />
          <FocusModal.Body className="flex flex-1 flex-col items-center overflow-y-auto py-16">
            <div className="flex w-full max-w-[720px] flex-col gap-y-6 px-6">
              <div>
                <FocusModal.Title asChild>
                  <Heading>{messages.news.editTitle}</Heading>
                </FocusModal.Title>
                <FocusModal.Description asChild>
                  <Text size="small" className="text-ui-fg-subtle">
                    {messages.news.imageKept}
                  </Text>
                </FocusModal.Description>
              </div>
              <NewsFormFields values={values} errors={errors} onChange={onChange} />
            </div>
          </FocusModal.Body>
          <FocusModal.Footer>
            <FocusModal.Close asChild>
              <Button size="small" variant="secondary" type="button">
                {messages.common.cancel}
              </Button>
            </FocusModal.Close>
            <Button size="small" type="submit" isLoading={updateNews.isPending}>
              {messages.common.save}
            </Button>
          </FocusModal.Footer>
        </form>
      </FocusModal.Content>
    </FocusModal>
  )
}
