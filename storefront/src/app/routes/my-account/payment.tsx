import { AcceptedPayments } from "../../../features/checkout/components/accepted-payments"
import { localeOfMatches, messagesFor, useMessages } from "../../../i18n"
import { privateMeta } from "../../private-meta"
import type { Route } from "./+types/payment"

export const meta: Route.MetaFunction = ({ location, matches }) =>
  privateMeta(messagesFor(localeOfMatches(matches)).account.payment, location.pathname, localeOfMatches(matches))

/** /my-account/payment: how the shop takes payment (cash on delivery, and bKash when configured); nothing is saved. */
export default function PaymentRoute() {
  const t = useMessages().account
  return (
    <>
      <h1>{t.payment}</h1>
      <AcceptedPayments />
    </>
  )
}
