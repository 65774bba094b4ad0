/**
 * `ArrayBuffer.prototype.detached` (ES2024) where the runtime lacks it: Node 20's V8 does.
 * React's server renderer checks for the getter when its module loads; without it, every empty
 * chunk it writes prints "React encountered an empty buffer ... ArrayBuffer.prototype.detached"
 * (development build) and a detached buffer goes unnoticed. Node 22 and edge runtimes have it.
 */
export function installArrayBufferDetached(): void {
  const proto = ArrayBuffer.prototype;
  if (Object.hasOwn(proto, 'detached')) return;
  // ArrayBuffer's own getter: like the standard one, it throws for anything else (a
  // SharedArrayBuffer included).
  const byteLength = Object.getOwnPropertyDescriptor(proto, 'byteLength')!.get!;
  Object.defineProperty(proto, 'detached', {
    configurable: true,
    enumerable: false,
    get(this: ArrayBuffer): boolean {
      // A detached buffer has no bytes; of the empty ones, only a detached one refuses a view.
      if (byteLength.call(this) !== 0) return false;
      try {
        new Uint8Array(this);
        return false;
      } catch {
        return true;
      }
    },
  });
}
