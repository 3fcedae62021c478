import { messages } from "../../messages"

export function NotFoundRoute() {
  return <h1 className="not-found">{messages.errors.notFound}</h1>
}
