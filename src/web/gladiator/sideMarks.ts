/**
 * How the board tells sides apart: a colour AND a shape per side (circle, square, triangle, diamond), so that a
 * reader who cannot tell the colours apart still can (at most four sides, 20). Pure SVG path data.
 */

export const SIDE_SHAPES = ['circle', 'square', 'triangle', 'diamond'] as const;
export type SideShape = (typeof SIDE_SHAPES)[number];

/** The side's shape; sides past the fourth (none today) reuse the shapes in turn. */
export const shapeOf = (side: number): SideShape => SIDE_SHAPES[((side % 4) + 4) % 4] as SideShape;

/** The shape as path data centred on 0,0, fitting a circle of radius `r`. */
export function shapePath(shape: SideShape, r: number): string {
  const n = (x: number) => Number(x.toFixed(2));
  switch (shape) {
    case 'circle':
      return `M${n(-r)},0 A${n(r)},${n(r)} 0 1,0 ${n(r)},0 A${n(r)},${n(r)} 0 1,0 ${n(-r)},0 Z`;
    case 'square': {
      const s = n(r * 0.8);
      return `M${-s},${-s} L${s},${-s} L${s},${s} L${-s},${s} Z`;
    }
    case 'triangle':
      return `M0,${n(-r)} L${n(r * 0.87)},${n(r * 0.5)} L${n(-r * 0.87)},${n(r * 0.5)} Z`;
    case 'diamond':
      return `M0,${n(-r)} L${n(r)},0 L0,${n(r)} L${n(-r)},0 Z`;
  }
}
