import { avatarFileName, isAvatarFileOf } from "@chaka/reviews/api"
import { PictureS3FileService } from "../../../../modules/picture-file-s3"

/**
 * A customer's avatar as the avatar workflow stores it (set-avatar.ts: the server names it
 * avatarFileName) through the S3 provider is that customer's own picture for the reviews plugin,
 * which shows an author's avatar only then; a name a sender chose never is.
 */
function provider() {
  const options = {
    file_url: "https://cdn.example.com",
    access_key_id: "key",
    secret_access_key: "secret",
    region: "ap-south-1",
    bucket: "chaka",
    prefix: "shop/",
  }
  const service = new PictureS3FileService({ logger: { error: jest.fn() } } as never, options)
  ;(service as unknown as { client_: { send: () => Promise<object> } }).client_ = { send: async () => ({}) }
  return service
}

const png = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==", "base64").toString("base64")

describe("a customer's avatar, stored by the S3 provider", () => {
  const upload = (file: Record<string, unknown>) => provider().upload({ mimeType: "image/png", content: png, access: "public", ...file } as never)

  it("is theirs for the reviews plugin when the avatar workflow named it", async () => {
    const name = avatarFileName("cus_01ABC")
    const avatar = await upload({ filename: name, server_name_prefix: name })
    expect(isAvatarFileOf(avatar.key, "cus_01ABC")).toBe(true)
    expect(isAvatarFileOf(avatar.key, "cus_01XYZ")).toBe(false)
  })

  it("is never theirs under a name a sender chose", async () => {
    for (const file of [
      { filename: "avatar-cus_01ABC.png" },
      { filename: "me.png", server_name_prefix: "../avatar-cus_01ABC" },
      { filename: "x.png", server_name_prefix: "product" },
    ]) {
      expect(isAvatarFileOf((await upload(file)).key, "cus_01ABC")).toBe(false)
    }
  })
})
