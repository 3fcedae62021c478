import { Input, Textarea } from "@medusajs/ui"
import { messages } from "../../lib/messages"
import { FormField } from "../common/form-field"
import { ImageInput } from "../common/image-input"
import type { NewsFormValues } from "./validate-news"

type NewsFormFieldsProps = {
  values: NewsFormValues
  errors: Partial<Record<keyof NewsFormValues, string>>
  onChange: <K extends keyof NewsFormValues>(field: K, value: NewsFormValues[K]) => void
}

const { fields } = messages.news

export const NewsFormFields = ({ values, errors, onChange }: NewsFormFieldsProps) => (
  <>
    <FormField id="news-title" label={fields.title} error={errors.title}>
      <Input
        id="news-title"
        name="title"
        value={values.title}
        aria-invalid={Boolean(errors.title) || undefined}
        onChange={(event) => onChange("title", event.target.value)}
      />
    </FormField>
    <FormField id="news-description" label={fields.description} error={errors.description}>
      <Textarea
        id="news-description"
        name="description"
        rows={6}
        value={values.description}
        aria-invalid={Boolean(errors.description) || undefined}
        onChange={(event) => onChange("description", event.target.value)}
      />
    </FormField>
    <FormField id="news-date" label={fields.date}>
      <Input id="news-date" name="date" type="date" value={values.date} onChange={(event) => onChange("date", event.target.value)} />
    </FormField>
    <FormField id="news-image" label={fields.image} error={errors.image} hint={messages.common.fileHint}>
      <ImageInput id="news-image" invalid={Boolean(errors.image)} onChange={(file) => onChange("image", file)} />
    </FormField>
  </>
)
