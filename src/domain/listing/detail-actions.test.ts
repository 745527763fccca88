// Unit tests of the follow-ups a detail page offers.
import { describe, expect, it } from 'vitest';
import { detailActions } from './detail-actions';

describe('detailActions', () => {
  it('offers an offer on a sale and an application on a rental', () => {
    expect(detailActions(0, 0, true)).toEqual([
      'document-request',
      'contact-me',
      'contact-appointment',
      'offer',
      'send-to-friend',
    ]);
    expect(detailActions(1, 1, true)).toContain('rent-application');
    expect(detailActions(1, 1, true)).not.toContain('offer');
  });

  it('offers a visit slot only on a listing with slots ahead', () => {
    expect(detailActions(0, 0, false)).toEqual(['document-request', 'contact-me', 'offer', 'send-to-friend']);
    expect(detailActions(1, 2, false)).not.toContain('contact-appointment');
    expect(detailActions(1, 2, true)).toContain('contact-appointment');
  });

  it('keeps visits and offers open while under option', () => {
    expect(detailActions(0, 2, true)).toContain('offer');
  });

  it('only lets a sold or rented listing be sent on', () => {
    expect(detailActions(0, 3, true)).toEqual(['send-to-friend']);
    expect(detailActions(1, 4, true)).toEqual(['send-to-friend']);
  });
});
