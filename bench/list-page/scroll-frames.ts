/** What scrolling the list looked like, frame by frame. */
export interface ScrollReport {
  frames: number;
  /** Frames that took longer than 1.5 display frames (one or more frames were missed). */
  droppedFrames: number;
  /** Which of the counted intervals were late (0 = the first), to find their cause. */
  lateFrames: number[];
  /** The display's frame time, taken as the median interval between frames. */
  frameMs: number;
  fps: number;
}

/** Scrolls `box` by a screenful every frame for `frames` frames and counts the late ones. */
export function scrollAndCount(box: HTMLElement, frames: number): Promise<ScrollReport> {
  const step = box.clientHeight;
  const times: number[] = [];
  return new Promise((resolve) => {
    const tick = (now: number) => {
      times.push(now);
      if (times.length > frames) return resolve(report(times));
      // Down to the end, then back up: every frame shows rows that were not in the page.
      const down = Math.floor(times.length / (frames / 2)) % 2 === 0;
      box.scrollTop += down ? step : -step;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function report(times: readonly number[]): ScrollReport {
  const intervals = times.slice(1).map((t, i) => t - times[i]!);
  const sorted = [...intervals].sort((a, b) => a - b);
  const frameMs = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const lateFrames = intervals.flatMap((ms, i) => (ms > frameMs * 1.5 ? [i] : []));
  const total = (times.at(-1) ?? 0) - (times[0] ?? 0);
  return {
    frames: intervals.length,
    droppedFrames: lateFrames.length,
    lateFrames,
    frameMs,
    fps: (intervals.length * 1000) / total,
  };
}
