import { loadCountryOutlines, outlineSegments } from './country-outlines';
import { angularDistance, PLACES } from './globe-geometry';

test('the outlines are the world’s coasts and borders, near every partner’s capital', async () => {
  const outlines = await loadCountryOutlines();
  const segments = outlineSegments(outlines);
  expect(segments.length).toBeGreaterThan(5000);
  for (const [lat, lon] of segments.flat().map(({ lat, lon }) => [lat, lon])) {
    expect(Math.abs(lat!)).toBeLessThanOrEqual(90);
    expect(Math.abs(lon!)).toBeLessThanOrEqual(180);
  }
  // Lisbon is on the coast and Brasília inland: each within a few hundred kilometres of a line.
  const nearest = (code: string) =>
    Math.min(...segments.map(([point]) => angularDistance(point, PLACES[code]!))) * 6371;
  expect(nearest('PT')).toBeLessThan(100);
  expect(nearest('BR')).toBeLessThan(1000);
});

test('a line of n points is n − 1 segments, each from one point to the next', () => {
  expect(
    outlineSegments([
      [
        [0, 1],
        [2, 3],
        [4, 5],
      ],
      [[9, 9]],
    ]),
  ).toEqual([
    [
      { lon: 0, lat: 1 },
      { lon: 2, lat: 3 },
    ],
    [
      { lon: 2, lat: 3 },
      { lon: 4, lat: 5 },
    ],
  ]);
});
