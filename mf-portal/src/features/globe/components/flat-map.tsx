import { useEffect, useState } from 'react';
import { loadCountryOutlines, type OutlineLine } from './country-outlines';
import { PLACES, projectFlat, type LatLon } from './globe-geometry';
import type { GlobeArc } from './globe-scene';

/** The part of the plane that holds every place: longitude −80 to 155, latitude 70 to −50. */
const VIEW = { x: 100, y: 20, width: 235, height: 120 };
/** Arc widths are in units of the globe's radius; on the map they are in degrees. */
const STROKE_PER_WIDTH = 110;

function arcPath(from: LatLon, to: LatLon): string {
  const a = projectFlat(from);
  const b = projectFlat(to);
  const distance = Math.hypot(b.x - a.x, b.y - a.y);
  // The control point rises above the middle, more for longer flows.
  const control = { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 - distance * 0.3 };
  return `M${a.x} ${a.y} Q${control.x} ${control.y} ${b.x} ${b.y}`;
}

function graticule(): string {
  const lines: string[] = [];
  for (let lat = -60; lat <= 60; lat += 30) lines.push(`M0 ${90 - lat}H360`);
  for (let lon = -180; lon <= 180; lon += 30) lines.push(`M${lon + 180} 0V180`);
  return lines.join('');
}

/** The coasts and borders as one SVG path (the source cuts lines at the antimeridian). */
function outlinePath(outlines: OutlineLine[]): string {
  return outlines
    .map((line) =>
      line
        .map(([lon, lat], index) => {
          const { x, y } = projectFlat({ lat, lon });
          return `${index === 0 ? 'M' : 'L'}${x.toFixed(2)} ${y.toFixed(2)}`;
        })
        .join(''),
    )
    .join('');
}

/**
 * The countries' outlines once loaded; none while loading or if they cannot be (the markers and
 * arcs carry the figures, the outlines only help to read them).
 */
function useCountryOutlines(): OutlineLine[] {
  const [outlines, setOutlines] = useState<OutlineLine[]>([]);
  useEffect(() => {
    let current = true;
    loadCountryOutlines().then(
      (loaded) => current && setOutlines(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return outlines;
}

/**
 * The flat map (equirectangular, static): shown instead of the globe to readers who ask for
 * reduced motion and where WebGL is unavailable. The same markers and arcs, nothing moves.
 */
export function FlatMap({
  reporter,
  arcs,
  active,
  names,
  onHover,
  onSelect,
  label,
}: {
  reporter: string;
  arcs: GlobeArc[];
  active: string | null;
  /** Country names by code, in the reader's language. */
  names: Record<string, string>;
  onHover: (code: string | null) => void;
  onSelect: (code: string) => void;
  label: string;
}) {
  const outlines = useCountryOutlines();
  const labelled = [reporter, ...(active && active !== reporter ? [active] : [])];
  const partners = Object.keys(PLACES).filter((code) => code !== 'CN' && code !== 'MO');
  return (
    <svg
      className="globe-flat"
      viewBox={`${VIEW.x} ${VIEW.y} ${VIEW.width} ${VIEW.height}`}
      role="img"
      aria-label={label}
      data-testid="globe-flat-map"
    >
      <rect x={0} y={0} width={360} height={180} className="globe-flat__ocean" />
      <path d={graticule()} className="globe-flat__graticule" />
      <path
        d={outlinePath(outlines)}
        className="globe-flat__outline"
        data-testid="globe-outlines"
      />
      <path d="M0 90H360" className="globe-flat__equator" />
      {arcs
        .filter((arc) => arc.width > 0)
        .map((arc) => (
          <path
            key={arc.partner}
            d={arcPath(arc.from, arc.to)}
            className={
              arc.partner === active ? 'globe-flat__arc globe-flat__arc--active' : 'globe-flat__arc'
            }
            strokeWidth={arc.width * STROKE_PER_WIDTH}
          />
        ))}
      {[reporter, ...partners].map((code) => {
        const point = projectFlat(PLACES[code]!);
        return (
          <circle
            key={code}
            data-code={code}
            cx={point.x}
            cy={point.y}
            r={code === active ? 3.2 : code === reporter ? 2.8 : 2}
            className={
              code === reporter
                ? 'globe-flat__marker globe-flat__marker--reporter'
                : code === active
                  ? 'globe-flat__marker globe-flat__marker--active'
                  : 'globe-flat__marker'
            }
            onMouseEnter={() => code !== reporter && onHover(code)}
            onMouseLeave={() => onHover(null)}
            onClick={() => code !== reporter && onSelect(code)}
          />
        );
      })}
      {labelled.map((code) => {
        const point = projectFlat(PLACES[code]!);
        // Names of places near the right edge run leftwards, so they stay inside the map.
        const leftwards = point.x > VIEW.x + VIEW.width * 0.7;
        return (
          <text
            key={code}
            x={point.x + (leftwards ? -4 : 4)}
            y={point.y - 3}
            textAnchor={leftwards ? 'end' : 'start'}
            className="globe-flat__label"
          >
            {names[code]}
          </text>
        );
      })}
    </svg>
  );
}
