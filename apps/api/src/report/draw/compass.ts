/** A compass rose with the four favourable kua directions marked, north at the top. */
import type { Direction, FavourableDirections } from '@ankvidya/content';
import { drawText, textWidth } from '../layout/text.js';
import { COLOURS, TYPE } from '../theme.js';
import { point, sectorPath } from './polar.js';

type Doc = PDFKit.PDFDocument;
type Purpose = keyof FavourableDirections;

export const DIRECTIONS: readonly Direction[] = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'];
const PURPOSES: readonly Purpose[] = ['wealth', 'health', 'relationships', 'growth'];

export interface CompassDrawing {
  favourable: FavourableDirections;
  purposeLabels: Readonly<Record<Purpose, string>>;
  shortLabels: Readonly<Record<Direction, string>>;
  /** Printed in the centre (the kua number). */
  centre: string;
  radius: number;
}

/** Clockwise from north, in degrees. */
function bearing(direction: Direction): number {
  return DIRECTIONS.indexOf(direction) * 45;
}

/** Space the drawing needs around its centre for the outside labels. */
export function compassExtent(radius: number): { width: number; height: number } {
  return { width: radius * 2 + 190, height: radius * 2 + 64 };
}

export function drawCompass(doc: Doc, cx: number, cy: number, drawing: CompassDrawing): void {
  const { radius: r } = drawing;
  const hub = r * 0.3;
  const purposeOf = new Map<Direction, Purpose>(PURPOSES.map((p) => [drawing.favourable[p], p]));

  doc.circle(cx, cy, r + 6).fill(COLOURS.cream);
  for (const direction of DIRECTIONS) {
    const b = bearing(direction);
    const path = sectorPath(cx, cy, hub, r, b - 22.5, b + 22.5);
    if (purposeOf.has(direction)) {
      doc.path(path).fillAndStroke(COLOURS.tealTint, COLOURS.white);
      doc.path(sectorPath(cx, cy, r - 7, r, b - 22.5, b + 22.5)).fill(COLOURS.teal);
    } else {
      doc.path(path).lineWidth(1.5).fillAndStroke(COLOURS.white, COLOURS.cream);
    }
  }
  // The rose: a long needle for each cardinal point, a short one for each intermediate point.
  for (const direction of DIRECTIONS) {
    const b = bearing(direction);
    const length = b % 90 === 0 ? r * 0.78 : r * 0.55;
    const [tx, ty] = point(cx, cy, length, b);
    const [lx, ly] = point(cx, cy, hub * 0.55, b - 45 / 2);
    const [rx, ry] = point(cx, cy, hub * 0.55, b + 45 / 2);
    const colour = b === 0 ? COLOURS.saffron : COLOURS.indigo;
    doc.polygon([cx, cy], [lx, ly], [tx, ty]).fill(colour);
    doc.polygon([cx, cy], [rx, ry], [tx, ty]).fillOpacity(0.55).fill(colour);
    doc.fillOpacity(1);
  }
  doc.circle(cx, cy, hub).fill(COLOURS.indigo);
  const centreStyle = { ...TYPE.heading, size: hub * 0.95, color: COLOURS.cream, lineGap: 0 };
  drawText(doc, drawing.centre, centreStyle, cx - hub, cy - centreStyle.size * 0.68, {
    width: hub * 2,
    align: 'center',
    noWrap: true,
  });
  doc.circle(cx, cy, r).lineWidth(1.2).stroke(COLOURS.indigo);

  for (const direction of DIRECTIONS) {
    const b = bearing(direction);
    const purpose = purposeOf.get(direction);
    const lines: Array<[string, typeof TYPE.smallBold]> = [
      [
        drawing.shortLabels[direction],
        { ...TYPE.smallBold, color: purpose ? COLOURS.teal : COLOURS.muted },
      ],
    ];
    if (purpose)
      lines.push([drawing.purposeLabels[purpose], { ...TYPE.small, color: COLOURS.teal }]);
    const lineHeight = 12;
    const blockHeight = lines.length * lineHeight;
    const [ax, ay] = point(cx, cy, r + 12, b);
    const sin = Math.sin((b * Math.PI) / 180);
    const cos = Math.cos((b * Math.PI) / 180);
    // Anchor the label block on the side facing away from the centre.
    const top = cos > 0.5 ? ay - blockHeight : cos < -0.5 ? ay : ay - blockHeight / 2;
    lines.forEach(([text, style], i) => {
      const width = textWidth(doc, text, style);
      const left = sin > 0.3 ? ax : sin < -0.3 ? ax - width : ax - width / 2;
      drawText(doc, text, style, left, top + i * lineHeight, { width: width + 1, noWrap: true });
    });
  }
}
