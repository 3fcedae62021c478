import { useMessages } from "../../../i18n"

/** The shop's social page, as a plain link (no third-party script slowing the page down). */
export function SocialWidget() {
  const messages = useMessages()
  return (
    <section className="social" aria-labelledby="social-title">
      <h2 id="social-title">{messages.home.social}</h2>
      <p>{messages.home.socialText}</p>
      <a className="button" href={messages.home.socialUrl} rel="noopener noreferrer" target="_blank">
        {messages.home.socialCta}
      </a>
    </section>
  )
}
