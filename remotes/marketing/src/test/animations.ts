/**
 * The shared jsdom setup stubs `Element.prototype.animate` with an animation that never
 * finishes, so motion's exit animations (AnimatePresence) would wait forever. This stub
 * finishes on the next tick, like a very fast browser: enough to test what happens after.
 * Returns a function that restores the shared stub.
 */
export function installFinishingAnimations(): () => void {
  const original = Element.prototype.animate;
  Element.prototype.animate = function animate() {
    let resolveFinished: () => void = () => undefined;
    const animation = {
      playState: 'running',
      currentTime: 0,
      startTime: 0,
      playbackRate: 1,
      effect: null,
      onfinish: null as null | ((event: unknown) => void),
      oncancel: null as null | ((event: unknown) => void),
      finished: new Promise<void>((resolve) => {
        resolveFinished = resolve;
      }),
      cancel() {},
      finish() {},
      pause() {},
      play() {},
      commitStyles() {},
      addEventListener() {},
      removeEventListener() {},
    };
    setTimeout(() => {
      animation.playState = 'finished';
      animation.onfinish?.({});
      resolveFinished();
    }, 0);
    return animation as unknown as Animation;
  };
  return () => {
    Element.prototype.animate = original;
  };
}
