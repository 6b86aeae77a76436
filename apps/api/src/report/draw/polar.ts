/** Geometry for the round drawings (kua compass, 9-year cycle): angles clockwise from north. */

const f = (n: number) => n.toFixed(2);

/** The point at `r` from the centre, `degrees` clockwise from north. */
export function point(cx: number, cy: number, r: number, degrees: number): [number, number] {
  const rad = (degrees * Math.PI) / 180;
  return [cx + r * Math.sin(rad), cy - r * Math.cos(rad)];
}

/** SVG path of a ring sector between two radii and two angles. */
export function sectorPath(
  cx: number,
  cy: number,
  inner: number,
  outer: number,
  from: number,
  to: number,
): string {
  const [x1, y1] = point(cx, cy, outer, from);
  const [x2, y2] = point(cx, cy, outer, to);
  const [x3, y3] = point(cx, cy, inner, to);
  const [x4, y4] = point(cx, cy, inner, from);
  return (
    `M${f(x1)} ${f(y1)} A${f(outer)} ${f(outer)} 0 0 1 ${f(x2)} ${f(y2)} ` +
    `L${f(x3)} ${f(y3)} A${f(inner)} ${f(inner)} 0 0 0 ${f(x4)} ${f(y4)} Z`
  );
}
