// One-click unsubscribe (RFC 8058) for the e-mails that belong to a subscription (a demand's alert).
// The e-mail names its unsubscribe link in List-Unsubscribe and says in List-Unsubscribe-Post that a
// POST of "List-Unsubscribe=One-Click" to it ends the subscription, so Gmail, Yahoo, Apple Mail and
// Outlook show their own unsubscribe button beside the sender. Their POST comes from the mail
// provider (no cookies, no Origin of ours); the link's token is what proves it is the reader's, as in
// the e-mail's text. A GET of the link, by a scanner or a client without one-click, only shows the
// page with its button (src/pages/api/forms/confirm.astro).

/** The key and value a one-click POST carries (RFC 8058, section 3.1). */
const oneClickKey = 'List-Unsubscribe';
const oneClickValue = 'One-Click';

/** The headers of an e-mail whose subscription ends at `url` (an https link of ours). */
export function listUnsubscribeHeaders(url: string): Record<string, string> {
  return {
    'List-Unsubscribe': `<${url}>`,
    'List-Unsubscribe-Post': `${oneClickKey}=${oneClickValue}`,
  };
}

/** The largest one-click body read: the key and value, with room for a multipart envelope. */
const maxBodyBytes = 4096;

/**
 * Whether a POST is a mail client's one-click unsubscribe: a form body (URL-encoded or multipart, as
 * RFC 8058 allows both) whose List-Unsubscribe field says One-Click. A button of our page posts an empty
 * form, and any body that cannot be read as a small form is not one.
 */
export async function isOneClickUnsubscribe(request: Request): Promise<boolean> {
  const type = request.headers.get('content-type')?.toLowerCase() ?? '';
  const form = type.startsWith('application/x-www-form-urlencoded') || type.startsWith('multipart/form-data');
  // A body sent in chunks, without its length, is read within the limit every route has (8 MB).
  const length = Number(request.headers.get('content-length') ?? 0);
  if (!form || length > maxBodyBytes) return false;
  try {
    const fields = await request.formData();
    return fields.get(oneClickKey) === oneClickValue;
  } catch {
    return false;
  }
}
