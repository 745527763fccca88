// Links to a position on OpenStreetMap, for visitors without the map island or who want directions.

/** The OpenStreetMap page centred on a position with a marker: "https://www.openstreetmap.org/?mlat=…". */
export function openStreetMapUrl(latitude: number, longitude: number, zoom = 17): string {
  const lat = latitude.toFixed(5);
  const lng = longitude.toFixed(5);
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lng}#map=${zoom}/${lat}/${lng}`;
}
