// Unit tests of the follow-ups a detail page offers.
import { describe, expect, it } from 'vitest';
import { detailActions } from './detail-actions';

describe('detailActions', () => {
  it('offers an offer on a sale and an application on a rental', () => {
    expect(detailActions(0, 0)).toEqual([
      'document-request',
      'contact-me',
      'contact-appointment',
      'offer',
      'send-to-friend',
    ]);
    expect(detailActions(1, 1)).toContain('rent-application');
    expect(detailActions(1, 1)).not.toContain('offer');
  });

  it('keeps visits and offers open while under option', () => {
    expect(detailActions(0, 2)).toContain('offer');
  });

  it('only lets a sold or rented listing be sent on', () => {
    expect(detailActions(0, 3)).toEqual(['send-to-friend']);
    expect(detailActions(1, 4)).toEqual(['send-to-friend']);
  });
});
