/** How deeply a JSON request body may nest (the forms are flat; the admin's filters two deep). */
export const MAX_JSON_DEPTH = 32;

/** True when `value` nests arrays/objects more than `max` levels; iterative (no recursion). */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth + 1 > max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}
