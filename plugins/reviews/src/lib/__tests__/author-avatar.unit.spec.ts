import type { ConfigModule } from "@medusajs/framework/types"
import { isAvatarFileOf, shownAvatarUrl, storedFilesUrl } from "../author-avatar"

const FILES = "https://shop.example/static"
const author = (metadata: Record<string, unknown> | null, id = "cus_01ABC") => ({ id, metadata })

describe("a review author's picture", () => {
  it("is shown when it is the shop's stored copy of the picture uploaded for that customer", () => {
    const fileId = "1733380000000-avatar-cus_01ABC-0123456789ab.webp"
    expect(shownAvatarUrl(author({ avatar_url: `${FILES}/${fileId}`, avatar_file_id: fileId }), FILES)).toBe(`${FILES}/${fileId}`)
    // S3's names, and a picture in a folder of smaller copies (its address percent-encoded).
    const s3 = "thumbs/avatar-cus_01ABC-0123456789ab-01J0000000000000000000000A.jpg"
    expect(shownAvatarUrl(author({ avatar_url: `${FILES}/${s3}`, avatar_file_id: s3 }), FILES)).toBe(`${FILES}/${s3}`)
  })

  it.each([
    ["an outside address", { avatar_url: "https://evil.example/x.png", avatar_file_id: "avatar-cus_01ABC.png" }],
    ["another customer's picture", { avatar_url: `${FILES}/avatar-cus_OTHER.png`, avatar_file_id: "avatar-cus_OTHER.png" }],
    ["a file that is not an avatar", { avatar_url: `${FILES}/0123456789ab.png`, avatar_file_id: "0123456789ab.png" }],
    ["an address that does not match its file", { avatar_url: `${FILES}/avatar-cus_01ABC-2.png`, avatar_file_id: "avatar-cus_01ABC.png" }],
    ["an id that only starts like the customer's", { avatar_url: `${FILES}/avatar-cus_01ABCD.png`, avatar_file_id: "avatar-cus_01ABCD.png" }],
    ["no picture", {}],
  ])("is not shown for %s", (_case, metadata) => {
    expect(shownAvatarUrl(author(metadata), FILES)).toBeNull()
  })

  it("is not shown when the shop's file storage is unknown, or for a customer without an id", () => {
    const fileId = "avatar-cus_01ABC.png"
    expect(shownAvatarUrl(author({ avatar_url: `${FILES}/${fileId}`, avatar_file_id: fileId }), null)).toBeNull()
    expect(shownAvatarUrl({ id: null, metadata: { avatar_url: `${FILES}/${fileId}`, avatar_file_id: fileId } }, FILES)).toBeNull()
    expect(isAvatarFileOf("avatar-.png", "")).toBe(false)
  })

  it("reads where stored files are served from out of the File module's first provider", () => {
    const config = (options: Record<string, unknown>) => ({ modules: { file: { options: { providers: [{ options }] } } } }) as unknown as ConfigModule
    expect(storedFilesUrl(config({ backend_url: "http://localhost:9000/static/" }))).toBe("http://localhost:9000/static")
    expect(storedFilesUrl(config({ file_url: "https://bucket.example" }))).toBe("https://bucket.example")
    expect(storedFilesUrl(config({}))).toBeNull()
    expect(storedFilesUrl({ modules: {} } as unknown as ConfigModule)).toBeNull()
  })
})
