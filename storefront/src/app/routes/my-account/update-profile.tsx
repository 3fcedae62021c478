import { useLocation } from "react-router"
import { SessionCustomer } from "../../../features/account/components/session-customer"
import { profileValuesOf, UpdateProfileForm } from "../../../features/account/components/update-profile-form"
import { updateProfileByForm, type ProfileAnswer } from "../../../features/account/api/update-profile.server"
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

/** The form's post, with or without scripts (features/account/api/update-profile.server.ts): saved, then back here with "Update successful". */
export const action = ({ request, context }: Route.ActionArgs) => updateProfileByForm(request, context.origin)

/**
 * With scripts, the same post; then the profile is read again (part of it may be saved even when a
 * later part was refused: the address before a picture, say). An answer that never came is said on the form.
 */
export async function clientAction({ serverAction }: Route.ClientActionArgs) {
  try {
    return await answerOrLost(serverAction)
  } finally {
    await browserQueryClient().invalidateQueries({ queryKey: sessionQueryKey })
  }
}

/** /my-account/update-profile: phone, shipping address and picture. */
export default function UpdateProfileRoute({ actionData }: Route.ComponentProps) {
  const messages = useMessages()
  const t = messages.profile
  const updated = new URLSearchParams(useLocation().search).has(UPDATED_PARAM)
  const answer = actionData && !isLost(actionData) ? (actionData as ProfileAnswer) : undefined
  return (
    <>
      <h1>{t.updateTitle}</h1>
      {updated && !actionData && (
        <p className="notice notice--success" role="status">
          {messages.toasts.updated}
        </p>
      )}
      <SessionCustomer>
        {(customer) => (
          // Saved: the form starts again from the profile as it now is (a new picture forgotten too).
          <UpdateProfileForm
            key={JSON.stringify([profileValuesOf(customer), customer.metadata?.avatar_url])}
            customer={customer}
            answer={answer}
            lost={isLost(actionData)}
          />
        )}
      </SessionCustomer>
    </>
  )
}
