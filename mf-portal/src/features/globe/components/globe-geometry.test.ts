import {
  angularDistance,
  approachAngle,
  ARC_WIDTH,
  arcPoints,
  arcWidth,
  facingRotation,
  latLonToVector,
  MAX_ARC_LIFT,
  PLACES,
  projectFlat,
  type Vector,
} from './globe-geometry';

const length = ({ x, y, z }: Vector) => Math.hypot(x, y, z);
const close = (actual: Vector, expected: Vector) => {
  expect(actual.x).toBeCloseTo(expected.x, 10);
  expect(actual.y).toBeCloseTo(expected.y, 10);
  expect(actual.z).toBeCloseTo(expected.z, 10);
};

/** Three's Euler XYZ rotation applied to a vector: first about Y, then about X. */
function rotate({ x, y, z }: Vector, rotation: { x: number; y: number }): Vector {
  const x1 = x * Math.cos(rotation.y) + z * Math.sin(rotation.y);
  const z1 = -x * Math.sin(rotation.y) + z * Math.cos(rotation.y);
  return {
    x: x1,
    y: y * Math.cos(rotation.x) - z1 * Math.sin(rotation.x),
    z: y * Math.sin(rotation.x) + z1 * Math.cos(rotation.x),
  };
}

test('latitude and longitude become a point of the sphere: north up, east to the right', () => {
  close(latLonToVector({ lat: 0, lon: 0 }), { x: 0, y: 0, z: 1 });
  close(latLonToVector({ lat: 90, lon: 45 }, 2), { x: 0, y: 2, z: 0 });
  close(latLonToVector({ lat: 0, lon: 90 }), { x: 1, y: 0, z: 0 });
  close(latLonToVector({ lat: 0, lon: -90 }), { x: -1, y: 0, z: 0 });
  close(latLonToVector({ lat: 0, lon: 180 }), { x: 0, y: 0, z: -1 });
  for (const place of Object.values(PLACES)) {
    expect(length(latLonToVector(place, 1.5))).toBeCloseTo(1.5, 10);
  }
});

test('the facing rotation turns a place towards the camera', () => {
  for (const code of ['BR', 'TL', 'PT', 'MZ']) {
    const place = PLACES[code]!;
    close(rotate(latLonToVector(place), facingRotation(place)), { x: 0, y: 0, z: 1 });
  }
});

test('the globe turns the shorter way round', () => {
  expect(approachAngle(0, Math.PI / 2, 1)).toBeCloseTo(Math.PI / 2);
  // From 170° to −170° is 20° eastwards, not 340° back.
  const from = (170 * Math.PI) / 180;
  const to = (-170 * Math.PI) / 180;
  expect(approachAngle(from, to, 1)).toBeCloseTo((190 * Math.PI) / 180);
  expect(approachAngle(from, to, 0.5)).toBeCloseTo(Math.PI);
  expect(approachAngle(1, 1, 0.3)).toBeCloseTo(1);
});

test('arcs are as wide as the square root of their value; nothing reported draws none', () => {
  const max = 200e9;
  expect(arcWidth(max, max)).toBeCloseTo(ARC_WIDTH.max);
  expect(arcWidth(max / 4, max)).toBeCloseTo(ARC_WIDTH.min + (ARC_WIDTH.max - ARC_WIDTH.min) / 2);
  expect(arcWidth(1, max)).toBeGreaterThan(ARC_WIDTH.min);
  expect(arcWidth(1, max)).toBeLessThan(ARC_WIDTH.min + 0.0001);
  expect(arcWidth(null, max)).toBe(0);
  expect(arcWidth(0, max)).toBe(0);
  expect(arcWidth(-5, max)).toBe(0);
  expect(arcWidth(5, 0)).toBe(0);
  const widths = [1e6, 1e8, 1e9, 5e10, max].map((value) => arcWidth(value, max));
  expect([...widths].sort((a, b) => a - b)).toEqual(widths);
});

test('an arc starts and ends on the sphere and rises most in the middle, longer ones higher', () => {
  const china = PLACES.CN!;
  const brazil = PLACES.BR!;
  const macau = PLACES.MO!;
  const points = arcPoints(china, brazil, 48);
  expect(points).toHaveLength(49);
  close(points[0]!, latLonToVector(china));
  close(points[48]!, latLonToVector(brazil));
  const heights = points.map(length);
  expect(Math.max(...heights)).toBeCloseTo(heights[24]!, 10);
  expect(heights[24]).toBeCloseTo(
    1 + Math.min(angularDistance(china, brazil) / 6, MAX_ARC_LIFT),
    10,
  );
  const short = Math.max(...arcPoints(china, macau, 48).map(length));
  expect(short).toBeLessThan(heights[24]!);
  // The same place twice is a point, not a division by zero.
  expect(arcPoints(china, china, 4).every((point) => Number.isFinite(point.x))).toBe(true);
});

test('the flat map is equirectangular', () => {
  expect(projectFlat({ lat: 0, lon: 0 })).toEqual({ x: 180, y: 90 });
  expect(projectFlat({ lat: 90, lon: -180 })).toEqual({ x: 0, y: 0 });
  expect(projectFlat({ lat: -45, lon: 90 })).toEqual({ x: 270, y: 135 });
});
