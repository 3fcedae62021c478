import Medusa from "@medusajs/js-sdk"

// The dashboard calls the API on its own origin (admin.backendUrl is "/").
export const sdk = new Medusa({ baseUrl: "/", auth: { type: "session" } })
