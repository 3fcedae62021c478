import { useLocation } from "react-router"
import { SessionCustomer } from "../../../features/account/components/session-customer"
import { profileValuesOf, UpdateProfileForm } from "../../../features/account/components/update-profile-form"
import { updateProfileByForm, type ProfileAnswer } from "../../../features/account/api/update-profile.server"
import { addEmailByForm, isAddEmailPost } from "../../../features/account/api/add-email.server"
import { EMAIL_ADDED_PARAM, isAddEmailAnswer, isAddEmailIntent } from "../../../features/account/add-email"
import { AddEmailForm } from "../../../features/account/components/add-email-form"
import { UPDATED_PARAM } from "../../../features/account/constants"
import { answerOrLost, isLost } from "../../../features/auth/signed-in"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { divisionsQueryOptions } from "../../../features/session/address/get-divisions"
import { pageData } from "../../../lib/page-data.server"
import { privateMeta } from "../../private-meta"
import { browserQueryClient } from "../../provider"
import { sessionQueryKey } from "../../../features/session/api/session"
import type { Route } from "./+types/update-profile"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).profile.updateTitle, location.pathname, localeOfMatches(matches))

/** The place lists, read on the server: the address pickers are whole before (and without) scripts. The customer comes with the layout's session. */
export const loader = ({ request }: Route.LoaderArgs) => pageData(request, (client) => client.prefetchQuery(divisionsQueryOptions).then(() => ({})))

/**
 * The forms' posts, with or without scripts: the profile (features/account/api/update-profile.server.ts: saved, then
 * back here with "Update successful"), or the add-email form's (intents "add-email-code", "add-email"): an SMS code,
 * then an email for an account made with a mobile number (features/account/api/add-email.server.ts).
 */
export const action = async ({ request, context }: Route.ActionArgs) =>
  (await isAddEmailPost(request)) ? addEmailByForm(request, context) : updateProfileByForm(request, context.origin)

/**
 * With scripts, the same post; then the profile is read again (part of it may be saved even when a
 * later part was refused: the address before a picture, say). An answer that never came is said on the form.
 */
export async function clientAction({ request, serverAction }: Route.ClientActionArgs) {
  // Which of the two forms posted: an answer that never came is said on that one.
  const form: LostForm = isAddEmailIntent((await request.clone().formData()).get("intent")) ? "add-email" : "profile"
  try {
    const answer = await answerOrLost(serverAction)
    return isLost(answer) ? { ...answer, form } : answer
  } finally {
    await browserQueryClient().invalidateQueries({ queryKey: sessionQueryKey })
  }
}

type LostForm = "add-email" | "profile"
const lostFormOf = (answer: unknown): LostForm | undefined => (isLost(answer) ? ((answer as { form?: LostForm }).form ?? "profile") : undefined)

/** /my-account/update-profile: phone, shipping address and picture; an email and password for an account without one. */
export default function UpdateProfileRoute({ actionData }: Route.ComponentProps) {
  const messages = useMessages()
  const t = messages.profile
  const search = new URLSearchParams(useLocation().search)
  const updated = search.has(UPDATED_PARAM)
  const emailAdded = search.has(EMAIL_ADDED_PARAM)
  const emailAnswer = isAddEmailAnswer(actionData) ? actionData : undefined
  const answer = actionData && !isLost(actionData) && !emailAnswer ? (actionData as ProfileAnswer) : undefined
  const lostForm = lostFormOf(actionData)
  return (
    <>
      <h1>{t.updateTitle}</h1>
      {updated && !actionData && (
        <p className="notice notice--success" role="status">
          {messages.toasts.updated}
        </p>
      )}
      {emailAdded && !actionData && (
        <p className="notice notice--success" role="status">
          {messages.addEmail.added}
        </p>
      )}
      <SessionCustomer>
        {(customer) => (
          <>
            {/* An account made with a mobile number has no email to show: it may add one (a form of its own: forms do not nest). */}
            {!customer.email && <AddEmailForm answer={emailAnswer} lost={lostForm === "add-email"} />}
            {/* Saved: the form starts again from the profile as it now is (a new picture forgotten too). */}
            <UpdateProfileForm
              key={JSON.stringify([profileValuesOf(customer), customer.metadata?.avatar_url])}
              customer={customer}
              answer={answer}
              lost={lostForm === "profile"}
            />
          </>
        )}
      </SessionCustomer>
    </>
  )
}
