import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import { loadCountryOutlines } from './country-outlines';
import { PLACES } from './globe-geometry';
import { createGlobeScene, type GlobeArc, type GlobeScene } from './globe-scene';

/** Whether the browser can draw WebGL at all (jsdom, some locked-down browsers cannot). */
export function webglAvailable(): boolean {
  if (typeof window === 'undefined' || !('WebGLRenderingContext' in window)) return false;
  try {
    const canvas = document.createElement('canvas');
    return Boolean(canvas.getContext('webgl2') ?? canvas.getContext('webgl'));
  } catch {
    return false;
  }
}

/**
 * True while the page is shown (`document.visibilitychange`) and the element is at least partly
 * on screen (IntersectionObserver): the globe draws nothing otherwise.
 */
export function useOnScreen(ref: RefObject<Element | null>): boolean {
  const [pageShown, setPageShown] = useState(() => document.visibilityState !== 'hidden');
  const [intersecting, setIntersecting] = useState(true);
  useEffect(() => {
    const onChange = () => setPageShown(document.visibilityState !== 'hidden');
    document.addEventListener('visibilitychange', onChange);
    let observer: IntersectionObserver | undefined;
    if (ref.current && typeof IntersectionObserver !== 'undefined') {
      observer = new IntersectionObserver(([entry]) =>
        setIntersecting(entry?.isIntersecting ?? true),
      );
      observer.observe(ref.current);
    }
    return () => {
      document.removeEventListener('visibilitychange', onChange);
      observer?.disconnect();
    };
  }, [ref]);
  return pageShown && intersecting;
}

/**
 * The 3D globe: three and the map's outlines are fetched with import() when it is first shown,
 * so only this route's chunks carry them (docs/performance.md). A failure to load or to start WebGL calls `onFailed`,
 * and the page shows the flat map instead.
 */
export function GlobeCanvas({
  reporter,
  arcs,
  active,
  turnToActive,
  onHover,
  onPick,
  onFailed,
  label,
}: {
  reporter: string;
  arcs: GlobeArc[];
  active: string | null;
  /** Turn the globe to face the active partner (a choice from the list, not the pointer). */
  turnToActive: boolean;
  onHover: (code: string | null) => void;
  onPick: (code: string) => void;
  onFailed: () => void;
  label: string;
}) {
  const canvas = useRef<HTMLCanvasElement>(null);
  const scene = useRef<GlobeScene | null>(null);
  const onScreen = useOnScreen(canvas);
  // What the scene needs when three has loaded, and the page's latest callbacks.
  const latest = useRef({ reporter, arcs, active, onHover, onPick, onFailed, onScreen });
  useLayoutEffect(() => {
    latest.current = { reporter, arcs, active, onHover, onPick, onFailed, onScreen };
  });

  useEffect(() => {
    let disposed = false;
    let observer: ResizeObserver | undefined;
    Promise.all([import(/* webpackChunkName: "three" */ 'three'), loadCountryOutlines()])
      .then(([three, outlines]) => {
        if (disposed || !canvas.current) return;
        const created = createGlobeScene(three, canvas.current, PLACES, outlines, {
          onHover: (code) => latest.current.onHover(code),
          onPick: (code) => latest.current.onPick(code),
        });
        scene.current = created;
        created.setArcs(latest.current.reporter, latest.current.arcs);
        created.setActive(latest.current.active, false);
        created.setRunning(latest.current.onScreen);
        observer = new ResizeObserver(() => created.resize());
        observer.observe(canvas.current);
      })
      .catch(() => {
        if (!disposed) latest.current.onFailed();
      });
    return () => {
      disposed = true;
      observer?.disconnect();
      scene.current?.dispose();
      scene.current = null;
    };
  }, []);

  useEffect(() => scene.current?.setArcs(reporter, arcs), [reporter, arcs]);
  useEffect(() => scene.current?.setActive(active, turnToActive), [active, turnToActive]);
  useEffect(() => scene.current?.setRunning(onScreen), [onScreen]);

  return <canvas ref={canvas} className="globe-canvas" role="img" aria-label={label} />;
}
