import type * as Three from 'three';
import { outlineSegments, type OutlineLine } from './country-outlines';
import {
  approachAngle,
  arcPoints,
  facingRotation,
  latLonToVector,
  type LatLon,
} from './globe-geometry';

/** The `three` module, handed in by the loader: this file never imports it itself. */
export type ThreeModule = typeof Three;

export interface GlobeArc {
  partner: string;
  from: LatLon;
  to: LatLon;
  /** Tube radius in units of the globe's radius (`arcWidth`); 0 draws nothing. */
  width: number;
}

export interface GlobeScene {
  /** The reporter's marker and the arcs to show (replacing the previous ones). */
  setArcs(reporter: string, arcs: GlobeArc[]): void;
  /** Highlights a partner; `turn` rotates the globe to face it (keyboard choice, not hover). */
  setActive(code: string | null, turn: boolean): void;
  /** Starts or stops the animation loop: stopped while the tab is hidden or the globe off-screen. */
  setRunning(running: boolean): void;
  resize(): void;
  dispose(): void;
}

const COLOURS = {
  ocean: 0x123e6b,
  graticule: 0x7fa7d4,
  outline: 0xd8e6f3,
  partner: 0xffffff,
  reporter: 0xffc53d,
  arc: 0xffa940,
  active: 0xffffff,
};
const MARKER_RADIUS = 0.02;
const HIT_RADIUS = 0.07;
/** Radians per millisecond: one turn in about 70 s. */
const SPIN = 0.00009;
/** Milliseconds a pulse takes along its arc. */
const PULSE_MS = 2600;

/** Latitude and longitude circles every 15°, as line segments. */
function graticuleSegments(): [LatLon, LatLon][] {
  const segments: [LatLon, LatLon][] = [];
  const add = (a: LatLon, b: LatLon) => segments.push([a, b]);
  for (let lat = -75; lat <= 75; lat += 15) {
    for (let lon = -180; lon < 180; lon += 3) add({ lat, lon }, { lat, lon: lon + 3 });
  }
  for (let lon = -180; lon < 180; lon += 15) {
    for (let lat = -90; lat < 90; lat += 3) add({ lat, lon }, { lat: lat + 3, lon });
  }
  return segments;
}

/** Line segments on the sphere of `radius`, as the flat positions three's geometry takes. */
function segmentPositions(segments: [LatLon, LatLon][], radius: number): number[] {
  return segments.flatMap((segment) =>
    segment.flatMap((point) => {
      const { x, y, z } = latLonToVector(point, radius);
      return [x, y, z];
    }),
  );
}

/**
 * The 3D globe (docs/globe.md): a shaded sphere with the countries' coasts and borders and a
 * graticule, a marker per country at its capital, and the trade flows as tubes whose thickness
 * follows the value, with a pulse running along each. It turns slowly, stops turning under the
 * pointer, can be dragged round, reports the marker under the pointer through `onHover` and a
 * marker tapped or clicked through `onPick`.
 */
export function createGlobeScene(
  three: ThreeModule,
  canvas: HTMLCanvasElement,
  places: Record<string, LatLon>,
  outlines: OutlineLine[],
  { onHover, onPick }: { onHover: (code: string | null) => void; onPick: (code: string) => void },
): GlobeScene {
  const renderer = new three.WebGLRenderer({ canvas, antialias: true, alpha: true });
  renderer.setPixelRatio(Math.min(window.devicePixelRatio || 1, 2));
  const scene = new three.Scene();
  const camera = new three.PerspectiveCamera(35, 1, 0.1, 100);
  camera.position.set(0, 0, 4.2);
  // The camera never moves; picking may come before the first frame updates its matrix.
  camera.updateMatrixWorld();
  scene.add(new three.AmbientLight(0xffffff, 1.6));
  const light = new three.DirectionalLight(0xffffff, 1.4);
  light.position.set(-3, 2, 4);
  scene.add(light);

  const globe = new three.Group();
  scene.add(globe);
  const disposables: { dispose(): void }[] = [];
  const keep = <T extends { dispose(): void }>(item: T) => {
    disposables.push(item);
    return item;
  };

  const sphere = new three.Mesh(
    keep(new three.SphereGeometry(1, 64, 48)),
    keep(new three.MeshPhongMaterial({ color: COLOURS.ocean, shininess: 8 })),
  );
  globe.add(sphere);
  // Just above the surface, the coasts and borders above the graticule.
  const lines = [
    { segments: graticuleSegments(), radius: 1.002, colour: COLOURS.graticule, opacity: 0.45 },
    { segments: outlineSegments(outlines), radius: 1.003, colour: COLOURS.outline, opacity: 0.9 },
  ];
  for (const { segments, radius, colour, opacity } of lines) {
    const geometry = keep(new three.BufferGeometry());
    geometry.setAttribute(
      'position',
      new three.Float32BufferAttribute(segmentPositions(segments, radius), 3),
    );
    const material = keep(
      new three.LineBasicMaterial({ color: colour, transparent: true, opacity }),
    );
    globe.add(new three.LineSegments(geometry, material));
  }

  const markerGeometry = keep(new three.SphereGeometry(MARKER_RADIUS, 16, 12));
  const hitGeometry = keep(new three.SphereGeometry(HIT_RADIUS, 8, 6));
  const hitMaterial = keep(new three.MeshBasicMaterial({ visible: false }));
  const markers = new Map<string, Three.Mesh<Three.SphereGeometry, Three.MeshBasicMaterial>>();
  const hitTargets: Three.Object3D[] = [];
  for (const [code, place] of Object.entries(places)) {
    const { x, y, z } = latLonToVector(place, 1.005);
    const marker = new three.Mesh(
      markerGeometry,
      keep(new three.MeshBasicMaterial({ color: COLOURS.partner })),
    );
    marker.position.set(x, y, z);
    markers.set(code, marker);
    globe.add(marker);
    const hit = new three.Mesh(hitGeometry, hitMaterial);
    hit.position.set(x, y, z);
    hit.userData.code = code;
    hitTargets.push(hit);
    globe.add(hit);
  }

  // Arcs are rebuilt on each change of year, flow or reporter; their resources go with them.
  const arcGroup = new three.Group();
  globe.add(arcGroup);
  let arcResources: { dispose(): void }[] = [];
  let pulses: { mesh: Three.Mesh; curve: Three.Curve<Three.Vector3>; offset: number }[] = [];
  const arcMeshes = new Map<string, Three.Mesh<Three.TubeGeometry, Three.MeshBasicMaterial>>();
  let reporterCode: string | null = null;
  let activeCode: string | null = null;

  function paintMarkers() {
    for (const [code, marker] of markers) {
      const active = code === activeCode;
      marker.material.color.setHex(code === reporterCode ? COLOURS.reporter : COLOURS.partner);
      marker.scale.setScalar(active ? 1.9 : code === reporterCode ? 1.4 : 1);
    }
    for (const [code, mesh] of arcMeshes) {
      mesh.material.color.setHex(code === activeCode ? COLOURS.active : COLOURS.arc);
      mesh.material.opacity = activeCode === null || code === activeCode ? 0.95 : 0.45;
    }
  }

  function setArcs(reporter: string, arcs: GlobeArc[]) {
    for (const resource of arcResources) resource.dispose();
    arcGroup.clear();
    arcResources = [];
    pulses = [];
    arcMeshes.clear();
    reporterCode = reporter;
    const pulseGeometry = new three.SphereGeometry(1, 10, 8);
    const pulseMaterial = new three.MeshBasicMaterial({ color: COLOURS.active });
    arcResources.push(pulseGeometry, pulseMaterial);
    arcs.forEach((arc, index) => {
      if (arc.width <= 0) return;
      const points = arcPoints(arc.from, arc.to, 48, 1.005).map(
        ({ x, y, z }) => new three.Vector3(x, y, z),
      );
      const curve = new three.CatmullRomCurve3(points);
      const geometry = new three.TubeGeometry(curve, 64, arc.width, 8, false);
      const material = new three.MeshBasicMaterial({ color: COLOURS.arc, transparent: true });
      arcResources.push(geometry, material);
      const mesh = new three.Mesh(geometry, material);
      arcMeshes.set(arc.partner, mesh);
      arcGroup.add(mesh);
      const pulse = new three.Mesh(pulseGeometry, pulseMaterial);
      pulse.scale.setScalar(arc.width * 1.8);
      arcGroup.add(pulse);
      pulses.push({ mesh: pulse, curve, offset: (index * 0.37) % 1 });
    });
    paintMarkers();
  }

  let target: { x: number; y: number } | null = null;
  function setActive(code: string | null, turn: boolean) {
    activeCode = code;
    const place = code ? places[code] : undefined;
    if (turn && place) target = facingRotation(place);
    paintMarkers();
  }

  // Pointer: hover picks a marker and holds the spin; dragging turns the globe.
  const raycaster = new three.Raycaster();
  const pointer = new three.Vector2();
  let hovering = false;
  let hovered: string | null = null;
  let drag: { x: number; y: number } | null = null;
  let moved = 0;
  function pick(event: PointerEvent) {
    const bounds = canvas.getBoundingClientRect();
    pointer.set(
      ((event.clientX - bounds.left) / bounds.width) * 2 - 1,
      -((event.clientY - bounds.top) / bounds.height) * 2 + 1,
    );
    raycaster.setFromCamera(pointer, camera);
    const [nearest] = raycaster.intersectObjects([sphere, ...hitTargets], false);
    const code = (nearest?.object.userData.code as string | undefined) ?? null;
    if (code !== hovered) {
      hovered = code;
      onHover(code);
    }
  }
  const onPointerMove = (event: PointerEvent) => {
    hovering = true;
    if (drag) {
      moved += Math.abs(event.clientX - drag.x) + Math.abs(event.clientY - drag.y);
      globe.rotation.y += (event.clientX - drag.x) * 0.006;
      globe.rotation.x = Math.max(
        -1.2,
        Math.min(1.2, globe.rotation.x + (event.clientY - drag.y) * 0.006),
      );
      drag = { x: event.clientX, y: event.clientY };
      target = null;
    }
    pick(event);
    if (!running) draw();
  };
  const onPointerDown = (event: PointerEvent) => {
    drag = { x: event.clientX, y: event.clientY };
    moved = 0;
    pick(event);
    canvas.setPointerCapture?.(event.pointerId);
  };
  const onPointerUp = () => {
    // A tap or click on a marker (not the end of a drag) chooses that partner.
    if (drag && moved < 6 && hovered) onPick(hovered);
    drag = null;
  };
  const onPointerLeave = () => {
    hovering = false;
    drag = null;
    if (hovered !== null) {
      hovered = null;
      onHover(null);
    }
  };
  canvas.addEventListener('pointermove', onPointerMove);
  canvas.addEventListener('pointerdown', onPointerDown);
  canvas.addEventListener('pointerup', onPointerUp);
  canvas.addEventListener('pointerleave', onPointerLeave);

  function draw() {
    renderer.render(scene, camera);
  }

  let running = false;
  let frame = 0;
  let last = 0;
  function tick(time: number) {
    const elapsed = last ? Math.min(time - last, 100) : 16;
    last = time;
    if (target) {
      globe.rotation.x = approachAngle(globe.rotation.x, target.x, 0.08);
      globe.rotation.y = approachAngle(globe.rotation.y, target.y, 0.08);
      if (
        Math.abs(approachAngle(globe.rotation.y, target.y, 1) - globe.rotation.y) < 0.002 &&
        Math.abs(globe.rotation.x - target.x) < 0.002
      ) {
        target = null;
      }
    } else if (!hovering && activeCode === null) {
      globe.rotation.y += SPIN * elapsed;
    }
    for (const pulse of pulses) {
      const t = (((time / PULSE_MS + pulse.offset) % 1) + 1) % 1;
      pulse.mesh.position.copy(pulse.curve.getPointAt(t));
    }
    draw();
    frame = requestAnimationFrame(tick);
  }

  function setRunning(next: boolean) {
    if (next === running) return;
    running = next;
    if (running) {
      last = 0;
      frame = requestAnimationFrame(tick);
    } else {
      cancelAnimationFrame(frame);
    }
  }

  function resize() {
    const width = canvas.clientWidth;
    const height = canvas.clientHeight;
    if (width === 0 || height === 0) return;
    renderer.setSize(width, height, false);
    camera.aspect = width / height;
    camera.updateProjectionMatrix();
    if (!running) draw();
  }

  const start = places.CN ?? { lat: 0, lon: 0 };
  const facing = facingRotation({ lat: start.lat / 2, lon: start.lon - 40 });
  globe.rotation.set(facing.x, facing.y, 0);
  resize();

  return {
    setArcs,
    setActive,
    setRunning,
    resize,
    dispose() {
      setRunning(false);
      canvas.removeEventListener('pointermove', onPointerMove);
      canvas.removeEventListener('pointerdown', onPointerDown);
      canvas.removeEventListener('pointerup', onPointerUp);
      canvas.removeEventListener('pointerleave', onPointerLeave);
      for (const resource of [...arcResources, ...disposables]) resource.dispose();
      renderer.dispose();
      // Browsers allow a few WebGL contexts per page: give this one back now, not at collection.
      renderer.forceContextLoss();
    },
  };
}
