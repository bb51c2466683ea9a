import { useEffect, useLayoutEffect, useRef } from 'react';
import uPlot from 'uplot';
import { formatNumber, type SeriesPoint } from '@pawapuri/shared';
import { dateTickIndexes, valueTicks } from '../utils/chart-scale';

export interface PlotBox {
  /** The plotting area within the chart, in CSS pixels. */
  left: number;
  width: number;
}

export interface UplotChartProps {
  points: SeriesPoint[];
  /** The date axis' label of each point. */
  labels: string[];
  height: number;
  /** The point the keyboard chose; the cursor moves there. */
  activeIndex: number | null;
  onHover: (index: number | null) => void;
  onPlot: (box: PlotBox) => void;
}

/**
 * A colour token of the site's stylesheet (shared/src/ui/tokens.css, the one
 * place colours are written), resolved for the canvas; without the
 * stylesheet, the chart's own text colour.
 */
function tokenColour(element: Element, name: string): string {
  const style = getComputedStyle(element);
  return style.getPropertyValue(`--pw-color-${name}`).trim() || style.color;
}

/**
 * The canvas chart (uPlot, this page's own chunk). The page keeps the
 * keyboard, the tooltip and the table; this draws and reports hovers.
 */
export default function UplotChart(props: UplotChartProps) {
  const { points, labels, height, activeIndex } = props;
  const box = useRef<HTMLDivElement>(null);
  const plot = useRef<uPlot | null>(null);
  // uPlot keeps the hooks it was made with: they read the latest callbacks from here.
  const callbacks = useRef(props);
  useLayoutEffect(() => {
    callbacks.current = props;
  });

  useEffect(() => {
    const element = box.current;
    if (!element) return undefined;
    const primary = tokenColour(element, 'primary');
    const second = tokenColour(element, 'water');
    const ink = tokenColour(element, 'muted');
    const grid = tokenColour(element, 'border');
    const max = Math.max(0, ...points.map((point) => point.visits));
    const yTicks = valueTicks(max);
    const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid } };
    const chart = new uPlot(
      {
        width: element.clientWidth || 600,
        height,
        legend: { show: false },
        cursor: { y: false, drag: { x: false, y: false }, points: { size: 8 } },
        scales: {
          x: { time: false, range: () => [0, Math.max(1, points.length - 1)] },
          y: { range: () => [0, yTicks[yTicks.length - 1]!] },
        },
        axes: [
          {
            ...axis,
            // About one date per 64 px of plot, so a phone's labels never overlap.
            splits: (u) =>
              dateTickIndexes(
                points.length,
                Math.max(2, Math.floor(u.bbox.width / uPlot.pxRatio / 64)),
              ),
            values: (_u, splits) => splits.map((index) => labels[index] ?? ''),
          },
          {
            ...axis,
            size: 56,
            splits: () => yTicks,
            values: (_u, splits) => splits.map((value) => formatNumber(value)),
          },
        ],
        series: [
          {},
          { label: 'visits', stroke: primary, width: 2, fill: `${primary}1a` },
          { label: 'unique', stroke: second, width: 2, dash: [6, 4] },
        ],
        hooks: {
          setCursor: [(u) => callbacks.current.onHover(u.cursor.idx ?? null)],
          setSize: [
            (u) =>
              callbacks.current.onPlot({
                left: u.bbox.left / uPlot.pxRatio,
                width: u.bbox.width / uPlot.pxRatio,
              }),
          ],
        },
      },
      [
        points.map((_, index) => index),
        points.map((point) => point.visits),
        points.map((point) => point.uniqueVisitors),
      ],
      element,
    );
    plot.current = chart;
    callbacks.current.onPlot({
      left: chart.bbox.left / uPlot.pxRatio,
      width: chart.bbox.width / uPlot.pxRatio,
    });
    const resize = new ResizeObserver(() => {
      if (element.clientWidth > 0) chart.setSize({ width: element.clientWidth, height });
    });
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
      plot.current = null;
    };
  }, [points, labels, height]);

  // The keyboard's point: move uPlot's cursor there without reporting it back as a hover.
  useEffect(() => {
    const chart = plot.current;
    if (!chart || activeIndex === null || chart.cursor.idx === activeIndex) return;
    const point = points[activeIndex];
    if (!point) return;
    chart.setCursor(
      { left: chart.valToPos(activeIndex, 'x'), top: chart.valToPos(point.visits, 'y') },
      false,
    );
  }, [activeIndex, points]);

  return <div ref={box} />;
}
