// Reading a photo upload (PUT …/:id/image, multipart field `image`): refused with 413 past
// IMAGE_MAX_BYTES before the body is read in full, and with 422 naming the field when the request
// carries no file. What the file is, sharp decides (server/catalogue/images.ts).
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { IMAGE_MAX_BYTES } from "../../../app/shared/catalogue-input";
import { problem, validationProblem } from "../problem";

/** Room for the multipart envelope around a photo of the largest size. */
const ENVELOPE_BYTES = 64 * 1024;

export const imageBodyLimit = bodyLimit({
  maxSize: IMAGE_MAX_BYTES + ENVELOPE_BYTES,
  onError: (c) => problem(c, 413, "This photo is larger than 10 MB.", { detail: "Upload a photo of at most 10 MB." }),
});

export async function readImageUpload(c: Context): Promise<{ ok: true; bytes: Uint8Array } | { ok: false; response: Response }> {
  const missing = () => ({
    ok: false as const,
    response: validationProblem(c, [
      { field: "image", message: "Send the photo as multipart/form-data in the field image.", code: "required" },
    ]),
  });
  if (!(c.req.header("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) return missing();
  let file: unknown;
  try {
    file = (await c.req.formData()).get("image");
  } catch {
    return missing();
  }
  if (!(file instanceof File) || file.size === 0) return missing();
  if (file.size > IMAGE_MAX_BYTES) {
    return {
      ok: false,
      response: problem(c, 413, "This photo is larger than 10 MB.", { detail: "Upload a photo of at most 10 MB." }),
    };
  }
  return { ok: true, bytes: new Uint8Array(await file.arrayBuffer()) };
}
