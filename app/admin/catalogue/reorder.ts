// Moving one row of a list a place up or down (the catalogue's order, sent whole to the server).

/** The list with the entry at `index` moved one place up (-1) or down (+1); unchanged at an end. */
export function moved<T>(list: readonly T[], index: number, step: -1 | 1): T[] {
  const target = index + step;
  if (target < 0 || target >= list.length) return [...list];
  const next = [...list];
  [next[index], next[target]] = [next[target], next[index]];
  return next;
}
