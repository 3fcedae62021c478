import { FormError } from "../../../components/form/field"
import { useMessages } from "../../../i18n"
import type { AdminAnswer } from "../form-answer"

/**
 * What the route's action answered a form: what was done (the text a toast said before), or why
 * not (under the form), or that the answer never came.
 */
export function AnswerNote({ answer }: { answer: AdminAnswer | undefined }) {
  const networkError = useMessages().auth.networkError
  if (!answer) return null
  if (answer.lost) return <FormError message={networkError} />
  if (answer.error) return <FormError message={answer.error} />
  if (answer.done)
    return (
      <p className="notice" role="status">
        {answer.done}
      </p>
    )
  return null
}
