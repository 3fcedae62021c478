import { useMessages } from "../../../i18n"

/** The shop's Facebook page as the owner set it, as a plain link (no third-party script); nothing when none is set. */
export function SocialWidget({ facebookUrl }: { facebookUrl: string | null | undefined }) {
  const messages = useMessages()
  if (!facebookUrl) return null
  return (
    <section className="social" aria-labelledby="social-title">
      <h2 id="social-title">{messages.home.social}</h2>
      <p>{messages.home.socialText}</p>
      <a className="button" href={facebookUrl} rel="noopener noreferrer" target="_blank">
        {messages.home.socialCta}
      </a>
    </section>
  )
}
