import { useEffect, useRef, useState } from 'react';

/**
 * Seconds left before something may be done again. Counted against a deadline rather than by
 * ticks, because browsers slow down timers in background tabs.
 */
export function useCountdown(seconds: number) {
  const [remaining, setRemaining] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => () => clearInterval(timer.current), []);

  function start() {
    clearInterval(timer.current);
    const deadline = Date.now() + seconds * 1000;
    setRemaining(seconds);
    timer.current = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setRemaining(left);
      if (left === 0) clearInterval(timer.current);
    }, 1000);
  }

  return { remaining, running: remaining > 0, start };
}
