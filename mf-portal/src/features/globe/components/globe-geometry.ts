/**
 * The globe's geometry without three (docs/globe.md): where the places are, how a latitude and
 * longitude become a point on the sphere or on the flat map, how wide an arc is and the curve it
 * follows. The three scene and the SVG map both draw from these, and tests check them alone.
 */

export interface LatLon {
  lat: number;
  lon: number;
}

export interface Vector {
  x: number;
  y: number;
  z: number;
}

/**
 * A marker per country at its capital. China's marker is Beijing; Equatorial Guinea's is Malabo,
 * its seat of government.
 */
export const PLACES: Record<string, LatLon> = {
  CN: { lat: 39.9042, lon: 116.4074 },
  MO: { lat: 22.1987, lon: 113.5439 },
  AO: { lat: -8.839, lon: 13.2894 },
  BR: { lat: -15.7939, lon: -47.8828 },
  CV: { lat: 14.933, lon: -23.5133 },
  GQ: { lat: 3.75, lon: 8.7833 },
  GW: { lat: 11.8636, lon: -15.5977 },
  MZ: { lat: -25.9692, lon: 32.5732 },
  PT: { lat: 38.7223, lon: -9.1393 },
  ST: { lat: 0.3365, lon: 6.7273 },
  TL: { lat: -8.5569, lon: 125.5603 },
};

/** The reporter's marker: China (Beijing) or Macau. */
export const REPORTER_PLACE = { china: 'CN', macau: 'MO' } as const;

const RADIANS = Math.PI / 180;

/**
 * A point of the sphere of `radius` centred on the origin: north is +y, and latitude 0,
 * longitude 0 faces a camera on +z, with east to its right (+x).
 */
export function latLonToVector({ lat, lon }: LatLon, radius = 1): Vector {
  const phi = lat * RADIANS;
  const lambda = lon * RADIANS;
  return {
    x: radius * Math.cos(phi) * Math.sin(lambda),
    y: radius * Math.sin(phi),
    z: radius * Math.cos(phi) * Math.cos(lambda),
  };
}

/** The globe's rotation (Euler XYZ, radians) that turns `place` towards a camera on +z. */
export function facingRotation({ lat, lon }: LatLon): { x: number; y: number } {
  return { x: lat * RADIANS, y: -lon * RADIANS };
}

/** `from` moved `factor` of the way to `to` along the shorter way round the circle. */
export function approachAngle(from: number, to: number, factor: number): number {
  const turn = Math.PI * 2;
  const difference = ((((to - from) % turn) + turn * 1.5) % turn) - Math.PI;
  return from + difference * factor;
}

/** The thinnest and thickest arc, in units of the globe's radius. */
export const ARC_WIDTH = { min: 0.003, max: 0.022 };

/**
 * An arc's width for `value` when the largest value it is compared with is `max`: by the square
 * root, so a flow a hundredth of the largest stays visible; nothing (or nothing reported) draws
 * no arc.
 */
export function arcWidth(value: number | null, max: number, range = ARC_WIDTH): number {
  if (value === null || value <= 0 || max <= 0) return 0;
  const ratio = Math.min(value / max, 1);
  return range.min + (range.max - range.min) * Math.sqrt(ratio);
}

/** The angle between two places seen from the centre of the globe (radians). */
export function angularDistance(a: LatLon, b: LatLon): number {
  const u = latLonToVector(a);
  const v = latLonToVector(b);
  const dot = u.x * v.x + u.y * v.y + u.z * v.z;
  return Math.acos(Math.min(1, Math.max(-1, dot)));
}

/** The highest an arc rises above the surface, as a share of the radius: it stays in view. */
export const MAX_ARC_LIFT = 0.3;

/**
 * `segments + 1` points of the arc from `from` to `to`: the great circle between them, lifted
 * above the surface by a sixth of the angle they span (long flows arc higher) up to
 * `MAX_ARC_LIFT`, starting and ending on the sphere of `radius`.
 */
export function arcPoints(from: LatLon, to: LatLon, segments = 48, radius = 1): Vector[] {
  const u = latLonToVector(from);
  const v = latLonToVector(to);
  const omega = angularDistance(from, to);
  const lift = Math.min(omega / 6, MAX_ARC_LIFT) * radius;
  const points: Vector[] = [];
  for (let index = 0; index <= segments; index += 1) {
    const t = index / segments;
    // Spherical interpolation; two places at the same point give that point.
    const [a, b] =
      omega < 1e-6
        ? [1 - t, t]
        : [Math.sin((1 - t) * omega) / Math.sin(omega), Math.sin(t * omega) / Math.sin(omega)];
    const height = radius + lift * Math.sin(Math.PI * t);
    points.push({
      x: (a * u.x + b * v.x) * height,
      y: (a * u.y + b * v.y) * height,
      z: (a * u.z + b * v.z) * height,
    });
  }
  return points;
}

/** Equirectangular projection onto a 360 × 180 plane: longitude −180 is x 0, north is y 0. */
export function projectFlat({ lat, lon }: LatLon): { x: number; y: number } {
  return { x: lon + 180, y: 90 - lat };
}
