import Medusa from "@medusajs/js-sdk"

// Empty or "/" means the dashboard's own origin, where this shop serves the API.
const backendUrl = typeof __BACKEND_URL__ === "undefined" ? "" : __BACKEND_URL__

export const sdk = new Medusa({
  baseUrl: backendUrl || "/",
  auth: { type: "session" },
})

/**
 * Sends multipart form data. `client.fetch` sends JSON by default and would stringify the
 * FormData, so the content type is removed and the browser sets it with the boundary
 * (as the js-sdk's own `admin.upload.create` does).
 */
export const postForm = <T>(path: string, form: FormData) =>
  sdk.client.fetch<T>(path, {
    method: "POST",
    headers: { "content-type": null },
    body: form,
  })
