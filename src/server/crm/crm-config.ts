// The CRM webhook's settings: CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET, both or neither. The URL is the
// operator's, never a visitor's, but a typing slip (file:, a bare host) is refused at start-up rather
// than discovered by the first lead.

/** Where the leads go and the key they are signed with. */
export interface CrmWebhookConfig {
  readonly url: URL;
  readonly secret: string;
}

/** The webhook of an environment; undefined when its variables are not set; throws on a bad URL. */
export function crmWebhookConfig(
  env: Readonly<Record<string, string | undefined>>,
): CrmWebhookConfig | undefined {
  const url = env.CRM_WEBHOOK_URL?.trim() ?? '';
  const secret = env.CRM_WEBHOOK_SECRET?.trim() ?? '';
  if (url === '' && secret === '') return undefined;
  if (url === '' || secret === '') {
    throw new Error('CRM_WEBHOOK_URL and CRM_WEBHOOK_SECRET go together: set both, or neither.');
  }
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error(`CRM_WEBHOOK_URL is not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
    throw new Error(`CRM_WEBHOOK_URL must be an http:// or https:// URL, not ${parsed.protocol}`);
  }
  if (parsed.username !== '' || parsed.password !== '') {
    throw new Error('CRM_WEBHOOK_URL must not hold a user name or password: the secret signs each lead.');
  }
  return { url: parsed, secret };
}
