import { Button, FocusModal, Heading, Text, toast } from "@medusajs/ui"
import { type FormEvent, useState } from "react"
import { useCreateNews } from "../../hooks/api/news"
import { hasErrors } from "../../lib/field-errors"
import { messages } from "../../lib/messages"
import { NewsFormFields } from "./news-form-fields"
import { type NewsFormValues, validateNews } from "./validate-news"
import { errorMessage } from "@chaka/kit/admin"

const EMPTY: NewsFormValues = { title: "", description: "", date: "", image: null }

export const NewsCreateModal = () => {
  const [open, setOpen] = useState(false)
  const [values, setValues] = useState(EMPTY)
  const [errors, setErrors] = useState<ReturnType<typeof validateNews>>({})
  const createNews = useCreateNews()

  // Closing unmounts the form (file input included), so only the state needs clearing.
  const onOpenChange = (next: boolean) => {
    setOpen(next)
    if (next) return
    setValues(EMPTY)
    setErrors({})
  }

  const onChange = <K extends keyof NewsFormValues>(field: K, value: NewsFormValues[K]) => setValues((current) => ({ ...current, [field]: value }))

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const found = validateNews(values)
    setErrors(found)
    if (hasErrors(found) || !values.image) return
    try {
      await createNews.mutateAsync({
        title: values.title.trim(),
        description: values.description.trim(),
        date: values.date || undefined,
        image: values.image,
      })
      toast.success(messages.news.created)
      onOpenChange(false)
    } catch (error) {
      toast.error(errorMessage(error, messages.common))
    }
  }

  return (
    <FocusModal open={open} onOpenChange={onOpenChange}>
      <FocusModal.Trigger asChild>
        <Button size="small" variant="secondary">
          {messages.common.create}
        </Button>
      </FocusModal.Trigger>
      <FocusModal.Content>
        <form onSubmit={onSubmit} noValidate className="flex h-full flex-col overflow-hidden">
          <FocusModal.Header />
          <FocusModal.Body className="flex flex-1 flex-col items-center overflow-y-auto py-16">
            <div className="flex w-full max-w-[720px] flex-col gap-y-6 px-6">
              <div>
                <FocusModal.Title asChild>
                  <Heading>{messages.news.createTitle}</Heading>
                </FocusModal.Title>
                <FocusModal.Description asChild>
                  <Text size="small" className="text-ui-fg-subtle">
                    {messages.news.description}
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
            <Button size="small" type="submit" isLoading={createNews.isPending}>
              {messages.common.save}
            </Button>
          </FocusModal.Footer>
        </form>
      </FocusModal.Content>
    </FocusModal>
  )
}
