import canvasConfetti from 'canvas-confetti';

/**
 * Seed 000 §4/§9: on the success page, bursts after 500 ms and then at 250,
 * 400 and 600 ms offsets from that first burst; 'Celebrate More' runs for 3 s.
 */
export const FIRST_BURST_MS = 500;
export const BURST_OFFSETS_MS = [250, 400, 600] as const;
export const CELEBRATE_MS = 3000;

// Drawn on the main thread: the library's default web worker is created from
// a blob: URL, which the server's Content Security Policy does not allow.
let instance: canvasConfetti.CreateTypes | null = null;
function confetti(options: canvasConfetti.Options) {
  instance ??= canvasConfetti.create(undefined, { resize: true, useWorker: false, disableForReducedMotion: true });
  return instance(options);
}

const colors = ['#3b82f6', '#1d4ed8', '#60a5fa', '#fbbf24', '#34d399'];

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

function burst(originX: number, particleCount: number) {
  void confetti({
    particleCount,
    spread: 70,
    startVelocity: 45,
    origin: { x: originX, y: 0.6 },
    colors,
    disableForReducedMotion: true,
  });
}

/** The page-load bursts; returns a function that cancels what has not fired yet. */
export function scheduleWelcomeBursts(): () => void {
  if (prefersReducedMotion()) return () => {};
  const delays = [FIRST_BURST_MS, ...BURST_OFFSETS_MS.map((offset) => FIRST_BURST_MS + offset)];
  const origins = [0.5, 0.25, 0.75, 0.5];
  const timers = delays.map((delay, i) => setTimeout(() => burst(origins[i] ?? 0.5, i === 0 ? 120 : 70), delay));
  return () => timers.forEach(clearTimeout);
}

/** Confetti from both sides for `CELEBRATE_MS`; returns a function that stops it. */
export function celebrate(): () => void {
  if (prefersReducedMotion()) return () => {};
  const end = Date.now() + CELEBRATE_MS;
  const interval = setInterval(() => {
    const remaining = end - Date.now();
    if (remaining <= 0) {
      clearInterval(interval);
      return;
    }
    const count = Math.max(10, Math.round(50 * (remaining / CELEBRATE_MS)));
    void confetti({ particleCount: count, angle: 60, spread: 60, origin: { x: 0, y: 0.7 }, colors, disableForReducedMotion: true });
    void confetti({ particleCount: count, angle: 120, spread: 60, origin: { x: 1, y: 0.7 }, colors, disableForReducedMotion: true });
  }, 250);
  return () => clearInterval(interval);
}

export function stopConfetti(): void {
  instance?.reset();
}
