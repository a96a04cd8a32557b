import { useId } from 'react'
import type { Bar } from '../buckets'

interface Props {
  title: string
  bars: Bar[]
  empty: string
  summary: (total: number, max: number, at: string) => string
  labelHeader: string
  valueHeader: string
}

const WIDTH = 640
const HEIGHT = 220
const AXIS = 28
const MAX_LABELS = 8

/** A bar chart drawn as SVG (no chart library), with the numbers also as a table for screen readers. */
export function BarChart({ title, bars, empty, summary, labelHeader, valueHeader }: Props) {
  const titleId = useId()
  const total = bars.reduce((sum, bar) => sum + bar.value, 0)
  const top = bars.reduce((best, bar) => (bar.value > best.value ? bar : best), { label: '', value: 0 })
  const slot = bars.length ? WIDTH / bars.length : WIDTH
  const every = Math.max(1, Math.ceil(bars.length / MAX_LABELS))
  const scale = top.value ? (HEIGHT - AXIS - 16) / top.value : 0
  return (
    <figure className="report-chart">
      <figcaption id={titleId}>{title}</figcaption>
      {bars.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <>
          <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-labelledby={titleId} aria-describedby={`${titleId}-summary`} className="report-chart__svg">
            <line x1={0} y1={HEIGHT - AXIS} x2={WIDTH} y2={HEIGHT - AXIS} className="report-chart__axis" />
            {bars.map((bar, i) => {
              const height = bar.value * scale
              const x = i * slot + slot * 0.15
              return (
                <g key={bar.label}>
                  <rect x={x} y={HEIGHT - AXIS - height} width={slot * 0.7} height={height} className="report-chart__bar" />
                  {bar === top ? (
                    <text x={x + slot * 0.35} y={HEIGHT - AXIS - height - 4} textAnchor="middle" className="report-chart__value">
                      {bar.value}
                    </text>
                  ) : null}
                  {i % every === 0 ? (
                    <text x={x + slot * 0.35} y={HEIGHT - 8} textAnchor="middle" className="report-chart__label">
                      {bar.label.slice(5)}
                    </text>
                  ) : null}
                </g>
              )
            })}
          </svg>
          <p id={`${titleId}-summary`} className="report-chart__summary">
            {summary(total, top.value, top.label)}
          </p>
          <table className="visually-hidden">
            <caption>{title}</caption>
            <thead>
              <tr>
                <th scope="col">{labelHeader}</th>
                <th scope="col">{valueHeader}</th>
              </tr>
            </thead>
            <tbody>
              {bars.map((bar) => (
                <tr key={bar.label}>
                  <td>{bar.label}</td>
                  <td>{bar.value}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </figure>
  )
}
