// The success dialog's confetti (spec 02): canvas-confetti, loaded only when a redemption
// succeeds, so it is not part of the page's first load, and not at all for visitors who asked
// their system for reduced motion.

const prefersReducedMotion = () => window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Bursts confetti over `canvas` (a full-window canvas inside the dialog, above its content). */
export async function celebrate(canvas: HTMLCanvasElement): Promise<void> {
  if (prefersReducedMotion()) return;
  const { default: confetti } = await import('canvas-confetti');
  // No worker: the Content-Security-Policy has no worker-src for blob: URLs.
  const fire = confetti.create(canvas, { resize: true, useWorker: false });
  canvas.dataset.confetti = 'playing';
  await Promise.all([
    fire({ particleCount: 90, spread: 70, startVelocity: 45, origin: { x: 0.5, y: 0.7 } }),
    fire({ particleCount: 40, angle: 60, spread: 55, origin: { x: 0, y: 0.8 } }),
    fire({ particleCount: 40, angle: 120, spread: 55, origin: { x: 1, y: 0.8 } }),
  ]);
  canvas.dataset.confetti = 'done';
}
