import { useEffect, useRef } from "react"
import { isRouteErrorResponse, useActionData, useFetcher } from "react-router"
import { isNetworkError } from "../../lib/errors"
import { INTENT, RECORD_ID, type AdminAnswer } from "./form-answer"

/** A form's chosen files as the page's script holds them (react-hook-form's values). */
export type ChosenFiles = Record<string, File | File[] | null | undefined>

type Options = {
  /** Which of the page's forms (its hidden `intent`). */
  intent: string
  /** The record the form changes, on a page with one such form per record. */
  id?: string
  /**
   * A fetcher shared by a list's forms (React Router's fetcher key): its answer outlives a row
   * the change took away (a deleted order), for the page's own note (useListAnswer).
   */
  key?: string
  /** After a change (not a refusal): empty the form, read lists again. */
  onDone?: (answer: AdminAnswer) => void
}

const isFor = (answer: AdminAnswer | undefined, intent: string, id: string | undefined) => Boolean(answer && answer.intent === intent && answer.id === id)

/**
 * One form of an admin screen, posted to the route's action: through a fetcher once scripts run
 * (pending state, the answer shown in place, `onDone` after a change), as a plain post before (the
 * page comes back with the action's answer, found here by the form's `intent` and record `id`).
 */
export function useAdminForm({ intent, id, key, onDone }: Options) {
  const fetcher = useFetcher<AdminAnswer>(key ? { key } : undefined)
  const posted = useActionData() as AdminAnswer | undefined
  // A shared fetcher's answer is this form's only when it names it (a lost one is the page's note).
  const mine = !key || isFor(fetcher.data, intent, id)
  const answer = (mine ? fetcher.data : undefined) ?? (isFor(posted, intent, id) ? posted : undefined)
  const pending = fetcher.state !== "idle" && (!key || isFor(fetcher.formData && readWhich(fetcher.formData), intent, id))
  const done = useRef(onDone)
  done.current = onDone
  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.done && isFor(fetcher.data, intent, id)) done.current?.(fetcher.data)
  }, [fetcher.state, fetcher.data, intent, id])

  /**
   * The same post a browser without scripts sends, from the form's fields; `files` (the form's
   * chosen files as its script holds them) go as multipart in place of the file inputs'.
   */
  const submit = (form: HTMLFormElement, files?: ChosenFiles) => {
    const body = new FormData(form)
    if (!files) return void fetcher.submit(body, { method: "post" })
    for (const [name, chosen] of Object.entries(files)) {
      body.delete(name)
      for (const file of Array.isArray(chosen) ? chosen : chosen ? [chosen] : []) body.append(name, file, file.name)
    }
    void fetcher.submit(body, { method: "post", encType: "multipart/form-data" })
  }

  /** A field's refusal from the server, as react-hook-form's errors look. */
  const fieldError = (name: string) => (answer?.fields?.[name] ? { type: "server", message: answer.fields[name] } : undefined)

  return { fetcher, answer, pending, submit, fieldError }
}

/** Which form a post was (its hidden fields). */
function readWhich(form: FormData): AdminAnswer {
  const id = form.get(RECORD_ID)
  return { intent: String(form.get(INTENT) ?? ""), ...(typeof id === "string" && id ? { id } : {}) }
}

/**
 * A list page's note of its last change (e.g. 'Order deleted successfully'), from the fetcher its
 * rows share or, without scripts, the page's answer: the row it was about may be gone.
 */
export function useListAnswer(key: string): AdminAnswer | undefined {
  const fetcher = useFetcher<AdminAnswer>({ key })
  const posted = useActionData() as AdminAnswer | undefined
  return fetcher.data ?? posted
}

/**
 * An admin route's clientAction: the same post, but an answer that never came (the connection
 * dropped) is said on the form instead of failing the page.
 */
export async function postOrLost({ serverAction }: { serverAction: () => Promise<unknown> }) {
  try {
    return await serverAction()
  } catch (error) {
    if (error instanceof Response || isRouteErrorResponse(error) || !isNetworkError(error)) throw error
    return { intent: "", lost: true } satisfies AdminAnswer
  }
}

/** The answer about one record (any of its forms) on a list whose rows share a fetcher, or the page's answer without scripts. */
export function useRecordAnswer(key: string, id: string): AdminAnswer | undefined {
  const answer = useListAnswer(key)
  return answer?.id === id ? answer : undefined
}
