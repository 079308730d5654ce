import type { GeometryCollection, Topology } from 'topojson-specification';
import type { LatLon } from './globe-geometry';

/** A line of the map: a stretch of coast or border as [longitude, latitude] pairs. */
export type OutlineLine = [number, number][];

type Countries = Topology<{ countries: GeometryCollection }>;

/**
 * The coastlines and borders of Natural Earth's 1:110m countries (`world-atlas`), each shared
 * border once (`topojson-client`'s mesh). Fetched with import() by the globe only, so neither the
 * 108 kB of map data nor the decoder reaches another route (docs/performance.md).
 */
export async function loadCountryOutlines(): Promise<OutlineLine[]> {
  const [{ mesh }, atlas] = await Promise.all([
    import(/* webpackChunkName: "globe-map" */ 'topojson-client'),
    import(/* webpackChunkName: "globe-map" */ 'world-atlas/countries-110m.json'),
  ]);
  const topology = (atlas.default ?? atlas) as unknown as Countries;
  return mesh(topology, topology.objects.countries).coordinates as OutlineLine[];
}

/** Each line of `outlines` as line segments (pairs of its consecutive points). */
export function outlineSegments(outlines: OutlineLine[]): [LatLon, LatLon][] {
  return outlines.flatMap((line) =>
    line.slice(1).map((point, index): [LatLon, LatLon] => {
      const [lon0, lat0] = line[index]!;
      return [
        { lat: lat0, lon: lon0 },
        { lat: point[1], lon: point[0] },
      ];
    }),
  );
}
