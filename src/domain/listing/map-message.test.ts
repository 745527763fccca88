import { describe, expect, it } from 'vitest';
import { type MapMessageInput, mapMessageType } from '../../schemas/map-message';
import {
  isTrustedOrigin,
  mapCardPhoto,
  mapContent,
  mapMessage,
  mapView,
  originOf,
  readMapMessage,
  resultMarkers,
  resultsMapContent,
  visibleProperties,
} from './map-message';

const house = {
  id: 1,
  lat: 51.05,
  lng: 3.72,
  title: 'House in Gent',
  url: '/property/1/',
  marquee: 0,
} as const;
const sold = {
  id: 2,
  lat: 50.85,
  lng: 4.35,
  title: 'Flat in Brussel',
  url: '/property/2/',
  marquee: 3,
} as const;
const message = (extra: Partial<MapMessageInput> = {}): MapMessageInput => ({
  type: mapMessageType,
  properties: [house, sold],
  mapType: 'results',
  info: '',
  marqueeIgnore: [],
  marker: null,
  ...extra,
});

describe('isTrustedOrigin', () => {
  it('accepts the origin the map is served from and the public site origin', () => {
    expect(isTrustedOrigin('http://localhost:4321', 'http://localhost:4321', 'https://www.agency.be')).toBe(
      true,
    );
    expect(isTrustedOrigin('https://www.agency.be', 'http://localhost:4321', 'https://www.agency.be/')).toBe(
      true,
    );
  });

  it('refuses any other origin, an opaque one, and a look-alike host', () => {
    expect(isTrustedOrigin('https://evil.example', 'https://www.agency.be', 'https://www.agency.be')).toBe(
      false,
    );
    expect(isTrustedOrigin('null', 'https://www.agency.be', 'https://www.agency.be')).toBe(false);
    expect(isTrustedOrigin('https://www.agency.be.evil.example', 'http://x', 'https://www.agency.be')).toBe(
      false,
    );
    expect(isTrustedOrigin('http://www.agency.be', 'http://x', 'https://www.agency.be')).toBe(false);
  });
});

describe('originOf', () => {
  it('keeps only scheme, host and port of web URLs', () => {
    expect(originOf('https://www.agency.be/fr/')).toBe('https://www.agency.be');
    expect(originOf('javascript:alert(1)')).toBeUndefined();
    expect(originOf('not a url')).toBeUndefined();
  });
});

describe('readMapMessage', () => {
  it('accepts a complete message', () => {
    const read = readMapMessage(message());
    expect(read?.properties).toHaveLength(2);
    expect(read?.mapType).toBe('results');
    expect(read?.marqueeIgnore).toEqual([]);
    expect(read?.marker).toBeNull();
  });

  it('refuses a message without one of the five parts', () => {
    for (const part of ['properties', 'mapType', 'info', 'marqueeIgnore', 'marker'] as const) {
      const { [part]: _left, ...incomplete } = message();
      expect(readMapMessage(incomplete), part).toBeUndefined();
    }
  });

  it('ignores messages of other tags or broken shapes', () => {
    expect(readMapMessage({ ...message(), type: 'something-else' })).toBeUndefined();
    expect(readMapMessage('hello')).toBeUndefined();
    expect(readMapMessage(message({ properties: [{ ...house, lat: 123 }] }))).toBeUndefined();
    expect(readMapMessage(message({ marqueeIgnore: [9 as 0] }))).toBeUndefined();
  });

  it('refuses links and marker images that would run script', () => {
    expect(
      readMapMessage(message({ properties: [{ ...house, url: 'javascript:alert(1)' }] })),
    ).toBeUndefined();
    expect(readMapMessage(message({ properties: [{ ...house, url: '//evil.example/' }] }))).toBeUndefined();
    expect(
      readMapMessage(
        message({ marker: { url: 'data:image/svg+xml,<svg onload=alert(1)>', width: 20, height: 20 } }),
      ),
    ).toBeUndefined();
    expect(
      readMapMessage(message({ marker: { url: '/media/pin.svg', width: 24, height: 32 } }))?.marker?.url,
    ).toBe('/media/pin.svg');
  });
});

describe('mapMessage', () => {
  it('carries all five parts, the ignore list and the marker from the site settings', () => {
    const sent = mapMessage([house, sold], 'detail', 'Approximate', {
      MarqueeIgnore: [3, 4],
      Marker: { Url: '/media/pin.svg', Width: 24, Height: 32 },
    });
    expect(sent).toEqual({
      type: mapMessageType,
      properties: [house, sold],
      mapType: 'detail',
      info: 'Approximate',
      marqueeIgnore: [3, 4],
      marker: { url: '/media/pin.svg', width: 24, height: 32 },
    });
    expect(readMapMessage(sent)).toEqual(sent);
  });

  it('sends an empty ignore list and the default pin (null) without settings', () => {
    const sent = mapMessage([house], 'results', '', undefined);
    expect(sent.marqueeIgnore).toEqual([]);
    expect(sent.marker).toBeNull();
    expect(readMapMessage(sent)).toEqual(sent);
  });
});

describe('mapContent', () => {
  it('honours the ignore list, the marker, the map type and the info', () => {
    const content = mapContent(
      mapMessage([house, sold], 'results', 'Note', {
        MarqueeIgnore: [3],
        Marker: { Url: '/media/pin.svg', Width: 24, Height: 32 },
      }),
    );
    expect(content.properties.map((property) => property.id)).toEqual([1]);
    expect(content.marker?.url).toBe('/media/pin.svg');
    expect(content.mapType).toBe('results');
    expect(content.info).toBe('Note');
  });
});

describe('resultsMapContent', () => {
  it("leaves off the markers whose Marquee code the site's settings ignore, and takes its marker image", () => {
    const markers = [
      { lat: 51.05, lng: 3.72, title: 'House in Ghent', marquee: 0 },
      { lat: 50.85, lng: 4.35, title: 'Flat in Brussels', marquee: 3 },
    ];
    const content = resultsMapContent(markers, {
      MarqueeIgnore: [3],
      Marker: { Url: '/media/pin.svg', Width: 24, Height: 32 },
    });
    expect(content.properties.map((marker) => marker.title)).toEqual(['House in Ghent']);
    expect(content.marker).toEqual({ url: '/media/pin.svg', width: 24, height: 32 });
    expect(resultsMapContent(markers, undefined)).toEqual({ properties: markers, marker: null });
  });
});

describe('visibleProperties', () => {
  it('leaves off the listings whose Marquee code is ignored', () => {
    expect(visibleProperties([house, sold], [3, 4]).map((property) => property.id)).toEqual([1]);
  });

  it('shows everything when nothing is ignored, and listings without a code always', () => {
    expect(visibleProperties([house, sold], [])).toHaveLength(2);
    const { marquee: _, ...uncoded } = sold;
    expect(visibleProperties([uncoded], [3])).toHaveLength(1);
  });
});

describe('mapView', () => {
  it('centres one listing at street level, or at neighbourhood level when its position is rounded', () => {
    expect(mapView([house])).toEqual({ kind: 'point', lat: 51.05, lng: 3.72, zoom: 16 });
    expect(mapView([{ ...house, approximate: true }])).toMatchObject({ kind: 'point', zoom: 14 });
  });

  it('fits several listings in one box', () => {
    expect(mapView([house, sold])).toEqual({
      kind: 'bounds',
      south: 50.85,
      west: 3.72,
      north: 51.05,
      east: 4.35,
    });
  });

  it('has no view without listings', () => {
    expect(mapView([])).toBeUndefined();
  });
});

describe('mapCardPhoto', () => {
  it('uses a resized copy of an export photo, keeping its proportions', () => {
    const photo = mapCardPhoto({ Url: '/media/house-01.jpg', Width: 1600, Height: 1000 });
    expect(photo).toEqual({ url: '/media/house-01-400.webp', width: 400, height: 250 });
  });

  it('keeps a picture the build does not resize as it is', () => {
    expect(mapCardPhoto({ Url: '/media/plan.svg', Width: 800, Height: 600 })).toEqual({
      url: '/media/plan.svg',
      width: 800,
      height: 600,
    });
  });
});

describe('resultMarkers', () => {
  it('places the results that have a position, each with a small copy of its photo', () => {
    const markers = resultMarkers([
      {
        id: 7,
        url: '/fr/a-vendre/gent/maison/7/',
        title: 'Maison à Gent',
        priceText: '€ 325.000',
        photo: { url: '/media/house-07.jpg', width: 1600, height: 1200 },
        lat: 51.05,
        lng: 3.72,
      },
      { id: 8, url: '/fr/a-vendre/gent/maison/8/', title: 'Maison à Gent', priceText: '€ 290.000' },
    ]);
    expect(markers).toEqual([
      {
        id: 7,
        lat: 51.05,
        lng: 3.72,
        title: 'Maison à Gent',
        url: '/fr/a-vendre/gent/maison/7/',
        priceText: '€ 325.000',
        photo: { url: '/media/house-07-400.webp', width: 400, height: 300 },
      },
    ]);
  });
});

describe('resultMarkers and marquee codes', () => {
  it("carries each result's Marquee code, so the ignore list can leave it off", () => {
    const markers = resultMarkers([
      { id: 1, url: '/a/', title: 'A', priceText: '1', lat: 50, lng: 4, marquee: 3 },
      { id: 2, url: '/b/', title: 'B', priceText: '2', lat: 50, lng: 4, marquee: 0 },
    ]);
    expect(markers.map((marker) => marker.marquee)).toEqual([3, 0]);
    expect(visibleProperties(markers, [3]).map((marker) => marker.id)).toEqual([2]);
  });
});
