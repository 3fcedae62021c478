import { AddReviewForm } from "../../../features/reviews/components/add-review-form"
import { messages } from "../../../messages"
import { screenRoute } from "../../screen-route"

/** /my-account/add-review: write a review of the shop. */
const screen = screenRoute(messages.reviews.addTitle, AddReviewForm)

export const meta = screen.meta
export default screen.Component
