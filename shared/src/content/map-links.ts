import type { Coordinates } from '../contract/types';

export interface MapLinks {
  /** `geo:` (RFC 5870): Android offers the map apps installed. */
  geo: string;
  /** Google's cross-platform Maps URL: the app on a phone that has it, the website elsewhere (iPhones included). */
  universal: string;
  /** OpenStreetMap's map centred on the point, with a marker. */
  openStreetMap: string;
}

/** Six decimals are about 10 cm: more says nothing, and keeps the links short. */
const fixed = (value: number) => String(Number(value.toFixed(6)));

/** A label inside `q=lat,lon(label)`: its own brackets escaped too, so it cannot end early. */
const pinLabel = (label: string) =>
  encodeURIComponent(label).replace(/\(/g, '%28').replace(/\)/g, '%29');

/**
 * "Open in Maps" addresses of a point, built from its coordinates alone (a
 * name in a map search could land on another place of the same name); the
 * label only names the pin where the app supports one.
 */
export function mapLinks({ latitude, longitude }: Coordinates, label: string): MapLinks {
  const point = `${fixed(latitude)},${fixed(longitude)}`;
  const lat = fixed(latitude);
  const lon = fixed(longitude);
  return {
    geo: `geo:${point}?q=${point}(${pinLabel(label)})`,
    universal: `https://www.google.com/maps/search/?api=1&query=${point}`,
    openStreetMap: `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=16/${lat}/${lon}`,
  };
}
