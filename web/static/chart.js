// The evaluation over the game as a line chart in SVG: Red's advantage up, Black's
// down, clamped at ±10 pawns (mates drawn at the edge).

import { el } from "./svg.js";

const W = 360;
const H = 160;
const PAD = { left: 34, right: 8, top: 10, bottom: 18 };
const CLAMP = 1000;

/** The value drawn for an eval point, in centipawns for Red. */
export function chartValue(point) {
  if (point.mate !== null && point.mate !== undefined) return point.mate > 0 ? CLAMP : -CLAMP;
  return Math.max(-CLAMP, Math.min(CLAMP, point.cp));
}

/** An eval point as text: "+0.35" or "Red mates in 3". */
export function scoreText(score) {
  if (!score) return "";
  if (score.mate !== null && score.mate !== undefined) {
    return score.mate > 0 ? `Red mates in ${score.mate}` : `Black mates in ${Math.max(1, -score.mate)}`;
  }
  const pawns = score.cp / 100;
  return `${pawns >= 0 ? "+" : ""}${pawns.toFixed(2)}`;
}

/**
 * Draws `evals` ([{ply, cp, mate}]) for a game of `plies` plies into `svg`, with a
 * marker at `current`; `onPick(ply)` is called when the chart is clicked.
 */
export function renderChart(svg, evals, plies, current, onPick) {
  svg.setAttribute("viewBox", `0 0 ${W} ${H}`);
  svg.replaceChildren();
  const span = Math.max(plies, 10);
  const x = (ply) => PAD.left + (ply / span) * (W - PAD.left - PAD.right);
  const y = (v) => PAD.top + ((CLAMP - v) / (2 * CLAMP)) * (H - PAD.top - PAD.bottom);
  svg.append(el("rect", { x: PAD.left, y: PAD.top, width: W - PAD.left - PAD.right, height: y(0) - PAD.top, class: "red-side" }));
  svg.append(el("rect", { x: PAD.left, y: y(0), width: W - PAD.left - PAD.right, height: H - PAD.bottom - y(0), class: "black-side" }));
  for (const v of [-CLAMP, -500, 0, 500, CLAMP]) {
    svg.append(el("line", { x1: PAD.left, y1: y(v), x2: W - PAD.right, y2: y(v), class: v === 0 ? "axis" : "gridline" }));
    svg.append(el("text", { x: PAD.left - 4, y: y(v) + 4, class: "tick" }, `${v > 0 ? "+" : ""}${v / 100}`));
  }
  for (let p = 0; p <= span; p += span > 60 ? 20 : 10) {
    svg.append(el("text", { x: x(p), y: H - 4, class: "tick ply" }, String(p)));
  }
  if (current !== null && current !== undefined) {
    svg.append(el("line", { x1: x(current), y1: PAD.top, x2: x(current), y2: H - PAD.bottom, class: "current" }));
  }
  if (evals.length > 0) {
    const pts = evals.map((e) => `${x(e.ply).toFixed(1)},${y(chartValue(e)).toFixed(1)}`).join(" ");
    svg.append(el("polyline", { points: pts, class: "eval-line" }));
    for (const e of evals) {
      const dot = el("circle", { cx: x(e.ply), cy: y(chartValue(e)), r: 2.5, class: "eval-dot" });
      dot.append(el("title", {}, `ply ${e.ply}: ${scoreText(e)}`));
      svg.append(dot);
    }
  } else {
    svg.append(el("text", { x: W / 2, y: H / 2 - 8, class: "empty" }, "no evaluation yet"));
  }
  svg.onclick = (event) => {
    const box = svg.getBoundingClientRect();
    const vx = ((event.clientX - box.left) / box.width) * W;
    const ply = Math.round(((vx - PAD.left) / (W - PAD.left - PAD.right)) * span);
    if (ply >= 0 && ply <= plies) onPick(ply);
  };
}
