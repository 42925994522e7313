import { useEffect, useState } from 'react';

/** `value` once it has stayed the same for `delayMs` (a debounce); `null` until then. */
export function useSettledValue<T>(value: T, delayMs: number): T | null {
  const [settled, setSettled] = useState<{ value: T } | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ value }), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled && Object.is(settled.value, value) ? settled.value : null;
}
