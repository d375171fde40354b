import { Fragment, useId } from 'react';
import type { ChartLayout } from '../../src/charts';

export interface ChartPreviewProps {
  readonly title: string;
  readonly layout: ChartLayout;
}

/**
 * A chart as the storefront draws it (demo/site/blocks/chart.block, with the site's own classes):
 * the SVG named by its title and summary, the legend, and the data as a table.
 */
export function ChartPreview({ title, layout }: ChartPreviewProps) {
  const id = useId();
  const { plot } = layout;
  return (
    <figure className="chart-block" aria-labelledby={`${id}-title`}>
      <figcaption id={`${id}-title`} className="chart-title">
        {title}
      </figcaption>
      <svg
        className={`chart chart--${layout.type}`}
        viewBox={`0 0 ${layout.width} ${layout.height}`}
        role="img"
        aria-labelledby={`${id}-title ${id}-summary`}
      >
        <desc id={`${id}-summary`}>{layout.summary}</desc>
        <g className="chart-axis" aria-hidden="true">
          {layout.yTicks.map((tick) => (
            <Fragment key={tick.label}>
              <line className="chart-gridline" x1={plot.x} x2={plot.right} y1={tick.y} y2={tick.y} />
              <text className="chart-tick" x={plot.x} y={tick.y} dx={-6} dy={4} textAnchor="end">
                {tick.label}
              </text>
            </Fragment>
          ))}
          <line className="chart-baseline" x1={plot.x} x2={plot.right} y1={layout.baseline} y2={layout.baseline} />
          {layout.xLabels.map((label, index) => (
            <text key={index} className="chart-label" x={label.x} y={plot.bottom} dy={20} textAnchor="middle">
              {label.label}
            </text>
          ))}
        </g>
        {layout.series.map((series) => (
          <g key={series.index} className={`chart-series chart-series-${series.index}`}>
            {series.bars.map((bar, index) => (
              <rect key={index} x={bar.x} y={bar.y} width={bar.width} height={bar.height}>
                <title>{bar.text}</title>
              </rect>
            ))}
            {series.points !== '' && <polyline fill="none" points={series.points} />}
            {series.dots.map((dot, index) => (
              <circle key={index} cx={dot.x} cy={dot.y} r={4}>
                <title>{dot.text}</title>
              </circle>
            ))}
          </g>
        ))}
      </svg>
      <ul className="chart-legend" aria-hidden="true">
        {layout.series.map((series) => (
          <li key={series.index}>
            <span className={`chart-swatch chart-series-${series.index}`} />
            {series.name}
          </li>
        ))}
      </ul>
      {/* The storefront's scrolling box, which the keyboard must reach to scroll a wide table (WCAG 2.1.1). */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="chart-data-scroll" role="group" aria-labelledby={`${id}-data`} tabIndex={0}>
        <table className="chart-data">
          <caption id={`${id}-data`}>Data: {title}</caption>
          <thead>
            <tr>
              {layout.table.headings.map((heading, index) => (
                <th key={index} scope="col">
                  {heading}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {layout.table.rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.label}</th>
                {row.values.map((value, column) => (
                  <td key={column}>{value}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}
