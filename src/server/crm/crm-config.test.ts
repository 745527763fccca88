import { describe, expect, it } from 'vitest';
import { crmWebhookConfig } from './crm-config';

describe("the webhook's settings", () => {
  it('are none without the variables', () => {
    expect(crmWebhookConfig({})).toBeUndefined();
    expect(crmWebhookConfig({ CRM_WEBHOOK_URL: ' ', CRM_WEBHOOK_SECRET: '' })).toBeUndefined();
  });

  it('take an http(s) URL and a secret', () => {
    const config = crmWebhookConfig({
      CRM_WEBHOOK_URL: 'https://crm.example/leads',
      CRM_WEBHOOK_SECRET: 's',
    });
    expect(config?.url.href).toBe('https://crm.example/leads');
    expect(config?.secret).toBe('s');
  });

  it('refuse another scheme, a broken URL, credentials, or one variable without the other', () => {
    const secret = { CRM_WEBHOOK_SECRET: 's' };
    expect(() => crmWebhookConfig({ CRM_WEBHOOK_URL: 'file:///etc/passwd', ...secret })).toThrow(
      /http:\/\/ or https:\/\//,
    );
    expect(() => crmWebhookConfig({ CRM_WEBHOOK_URL: 'gopher://x', ...secret })).toThrow(/not gopher:/);
    expect(() => crmWebhookConfig({ CRM_WEBHOOK_URL: 'crm.example', ...secret })).toThrow(/not a URL/);
    expect(() => crmWebhookConfig({ CRM_WEBHOOK_URL: 'https://u:p@crm.example/', ...secret })).toThrow(
      /password/,
    );
    expect(() => crmWebhookConfig({ CRM_WEBHOOK_URL: 'https://crm.example/' })).toThrow(/together/);
  });
});
