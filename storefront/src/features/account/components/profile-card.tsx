import type { HttpTypes } from "@medusajs/types"
import { Link } from "react-router"
import { paths } from "../../../config/paths"
import { useMessages } from "../../../i18n"
import { addressFromCustomer, isCompleteAddress, primaryAddress } from "../../session/address/address"
import { Avatar } from "../../../components/ui/avatar"
import { displayName } from "../../session/names"
import { smsNotificationsOf } from "../sms-notifications"
import { usePlacesIn } from "../../session/address/place-names"

/** The customer as the shop knows them: picture, name, email, phone, SMS choice and shipping address. */
export function ProfileCard({ customer }: { customer: HttpTypes.StoreCustomer }) {
  const messages = useMessages()
  const t = messages.profile
  const a = messages.address
  // An account made with a mobile number may have no name and no email yet (issue 57).
  const name = displayName(customer) || customer.email || customer.phone || ""
  const address = addressFromCustomer(customer)
  // Stored in English (the official spelling); shown in the page's language.
  const places = usePlacesIn(address)
  const hasAddress = Boolean(primaryAddress(customer)) && isCompleteAddress(address)
  const phone = customer.phone || address.phone

  return (
    <div className="profile">
      <div className="profile__person">
        <Avatar name={name} url={customer.metadata?.avatar_url} size={96} />
        <div>
          <p className="profile__name">{name}</p>
          {customer.email && <p className="profile__email">{customer.email}</p>}
          {!displayName(customer) && (
            <p className="profile__missing">
              {messages.phoneSignIn.askName} <Link to={paths.account.updateProfile()}>{messages.phoneSignIn.addName}</Link>
            </p>
          )}
        </div>
      </div>
      <dl className="profile__facts">
        <dt>{a.phone}</dt>
        <dd>{phone || <span className="profile__missing">{t.notSet}</span>}</dd>
      </dl>
      <p>
        <Link to={paths.account.phone()}>{messages.phoneSignIn.addTitle}</Link>
      </p>
      <p className="profile__sms">{smsNotificationsOf(customer) ? t.smsOn : t.smsOff}</p>
      <h2>{t.address}</h2>
      {hasAddress ? (
        <dl className="profile__facts">
          <dt>{a.division}</dt>
          <dd>{places.division}</dd>
          <dt>{a.district}</dt>
          <dd>{places.district}</dd>
          <dt>{a.thana}</dt>
          <dd>{places.thana}</dd>
          <dt>{a.road}</dt>
          <dd>{address.road}</dd>
        </dl>
      ) : (
        <p className="empty-state">
          {t.noAddress} <Link to={paths.account.updateProfile()}>{t.addAddress}</Link>
        </p>
      )}
      <Link className="button profile__edit" to={paths.account.updateProfile()}>
        {t.edit}
      </Link>
    </div>
  )
}
