import { describe, expect, it } from 'vitest';
import { openStreetMapUrl } from './map-link';

describe('openStreetMapUrl', () => {
  it('puts a marker at the position and centres the map on it', () => {
    expect(openStreetMapUrl(50.8263, 4.3674)).toBe(
      'https://www.openstreetmap.org/?mlat=50.82630&mlon=4.36740#map=17/50.82630/4.36740',
    );
  });

  it('keeps the sign of western and southern positions and takes a zoom', () => {
    expect(openStreetMapUrl(-33.9, -3.123456, 12)).toBe(
      'https://www.openstreetmap.org/?mlat=-33.90000&mlon=-3.12346#map=12/-33.90000/-3.12346',
    );
  });
});
