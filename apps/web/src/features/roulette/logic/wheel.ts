import {
  ROULETTE_PRIZES,
  type RoulettePrizeId,
  roulettePrize,
  segmentCenterDegrees,
  WHEEL_SEGMENT_DEGREES,
} from '@kingdoms/shared/roulette';

/**
 * Drawing the wheel whose geometry `@kingdoms/shared/roulette` defines (prize id i spans
 * (i−1)·36°..i·36° clockwise from the top; the pointer is at the top). Angles are degrees
 * clockwise from the top.
 */

export interface WheelSegment {
  prizeId: RoulettePrizeId;
  startAngle: number;
  endAngle: number;
  centerAngle: number;
}

export const WHEEL_SEGMENTS: readonly WheelSegment[] = ROULETTE_PRIZES.map((prize) => {
  const centerAngle = segmentCenterDegrees(prize.id);
  return {
    prizeId: prize.id,
    startAngle: centerAngle - WHEEL_SEGMENT_DEGREES / 2,
    endAngle: centerAngle + WHEEL_SEGMENT_DEGREES / 2,
    centerAngle,
  };
});

/** The catalogue key of a prize's name: `roulette:prize.<nameKey>`. */
export function prizeNameKey(prizeId: number): string {
  return `prize.${roulettePrize(prizeId).nameKey}`;
}

/** A point of the wheel's circle (centre 0,0) at `angle` degrees clockwise from the top. */
export function pointAt(radius: number, angle: number): { x: number; y: number } {
  const radians = ((angle - 90) * Math.PI) / 180;
  return { x: radius * Math.cos(radians), y: radius * Math.sin(radians) };
}

/** SVG path of the slice of a circle of `radius` between two angles. */
export function segmentPath(radius: number, startAngle: number, endAngle: number): string {
  const start = pointAt(radius, startAngle);
  const end = pointAt(radius, endAngle);
  const largeArc = endAngle - startAngle > 180 ? 1 : 0;
  const f = (value: number) => value.toFixed(3);
  return `M0 0L${f(start.x)} ${f(start.y)}A${radius} ${radius} 0 ${largeArc} 1 ${f(end.x)} ${f(end.y)}Z`;
}
