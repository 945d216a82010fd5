import { useCallback, useEffect, useState } from 'react';

/** Seconds counting down to 0, one tick per second (the resend countdown of spec 01 section 4). */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(0);
  const running = secondsLeft > 0;
  useEffect(() => {
    if (!running) return;
    const timer = window.setInterval(() => setSecondsLeft((value) => Math.max(0, value - 1)), 1000);
    return () => window.clearInterval(timer);
  }, [running]);
  const start = useCallback((seconds: number) => setSecondsLeft(seconds), []);
  return { secondsLeft, start };
}
