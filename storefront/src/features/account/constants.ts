/** The update-profile form's text fields (the browser posts these, with or without scripts). */
export const PROFILE_FIELDS = ["name", "phone", "division", "district", "thana", "road"] as const

/** The update-profile page opened with this in its address (after its action's redirect) says "Update successful". */
export const UPDATED_PARAM = "updated"

/** An order's page asks "Cancel order?" with this in its address (a form, so the step works without scripts) … */
export const CANCEL_PARAM = "cancel"
/** … and says the order was canceled with this one (after the cancel action's redirect). */
export const CANCELED_PARAM = "canceled"
