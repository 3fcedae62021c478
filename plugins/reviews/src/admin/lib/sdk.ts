import Medusa from "@medusajs/js-sdk"

// Empty or "/" means the dashboard's own origin, where this shop serves the API.
const backendUrl = typeof __BACKEND_URL__ === "undefined" ? "" : __BACKEND_URL__

export const sdk = new Medusa({
  baseUrl: backendUrl || "/",
  auth: { type: "session" },
})
