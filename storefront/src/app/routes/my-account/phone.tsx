import { useActionData } from "react-router"
import { addPhone } from "../../../features/auth/phone/add-phone.server"
import { PhoneSignInForm } from "../../../features/auth/phone/components/phone-sign-in-form"
import type { PhoneStep } from "../../../features/auth/phone/phone-sign-in.server"
import { answerOrLost, isLost, type LostAnswer } from "../../../features/auth/signed-in"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { NO_STORE } from "../../../lib/no-store"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/phone"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).phoneSignIn.addTitle, location.pathname, localeOfMatches(matches))

/** One customer's number: never kept by a cache. */
export const headers = () => NO_STORE

/** Both steps' posts, with or without scripts (features/auth/phone/add-phone.server.ts). */
export const action = ({ request, context }: Route.ActionArgs) => addPhone(request, context)

/** With scripts, the same posts; an answer that never came is said on the form. */
export const clientAction = ({ serverAction }: Route.ClientActionArgs) => answerOrLost(serverAction)

/** /my-account/phone: a mobile number added to the account as a way to sign in (an SMS code proves it). */
export default function AddPhoneRoute() {
  const t = useMessages().phoneSignIn
  const answered = useActionData<PhoneStep | LostAnswer>()
  return (
    <section className="auth-page">
      <h1>{t.addTitle}</h1>
      <PhoneSignInForm kind="add" answer={isLost(answered) ? undefined : answered} lost={isLost(answered)} />
    </section>
  )
}
