// The xiangqi board in SVG: the grid with the river (楚河 汉界), the palaces'
// diagonals and the marked points, round pieces with Chinese characters, and one
// clickable group per point carrying data-square="h2".

import { el } from "./svg.js";

const STEP = 60;
const MARGIN = 72;
const WIDTH = 8 * STEP + 2 * MARGIN;
const HEIGHT = 9 * STEP + 2 * MARGIN;
const FILES = "abcdefghi";

// Red's file numbers, right to left from Red's side; Black's, left to right from Red's.
const RED_NUMBERS = ["九", "八", "七", "六", "五", "四", "三", "二", "一"];
const BLACK_NUMBERS = ["1", "2", "3", "4", "5", "6", "7", "8", "9"];

const NAMES = {
  K: "帅", A: "仕", B: "相", N: "马", R: "车", C: "炮", P: "兵",
  k: "将", a: "士", b: "象", n: "马", r: "车", c: "炮", p: "卒",
};

/** The pieces of a FEN's board field, as { "h2": "C", … }. */
export function piecesOf(fen) {
  const pieces = {};
  const rows = fen.split(" ")[0].split("/");
  rows.forEach((row, i) => {
    const rank = 9 - i;
    let file = 0;
    for (const ch of row) {
      if (ch >= "1" && ch <= "9") file += Number(ch);
      else {
        pieces[FILES[file] + rank] = ch;
        file += 1;
      }
    }
  });
  return pieces;
}

/** Screen position of a point in board steps: column 0–8, row 0–9 from the top. */
function cell(square, flipped) {
  const f = FILES.indexOf(square[0]);
  const r = Number(square.slice(1));
  return flipped ? [8 - f, r] : [f, 9 - r];
}

const px = (c) => MARGIN + c * STEP;

function drawGrid(svg) {
  const g = el("g", { class: "grid" });
  g.append(el("rect", { x: px(0) - 8, y: px(0) - 8, width: 8 * STEP + 16, height: 9 * STEP + 16, class: "frame" }));
  for (let row = 0; row <= 9; row++) {
    g.append(el("line", { x1: px(0), y1: px(row), x2: px(8), y2: px(row) }));
  }
  for (let col = 0; col <= 8; col++) {
    if (col === 0 || col === 8) {
      g.append(el("line", { x1: px(col), y1: px(0), x2: px(col), y2: px(9) }));
    } else {
      g.append(el("line", { x1: px(col), y1: px(0), x2: px(col), y2: px(4) }));
      g.append(el("line", { x1: px(col), y1: px(5), x2: px(col), y2: px(9) }));
    }
  }
  for (const top of [0, 7]) {
    g.append(el("line", { x1: px(3), y1: px(top), x2: px(5), y2: px(top + 2) }));
    g.append(el("line", { x1: px(5), y1: px(top), x2: px(3), y2: px(top + 2) }));
  }
  // The cannons' and pawns' points, marked with small corners.
  const marks = [];
  for (const row of [2, 7]) for (const col of [1, 7]) marks.push([col, row]);
  for (const row of [3, 6]) for (const col of [0, 2, 4, 6, 8]) marks.push([col, row]);
  const d = 5;
  const len = 12;
  for (const [col, row] of marks) {
    const x = px(col);
    const y = px(row);
    for (const sx of [-1, 1]) {
      if ((col === 0 && sx < 0) || (col === 8 && sx > 0)) continue;
      for (const sy of [-1, 1]) {
        const path = `M ${x + sx * (d + len)} ${y + sy * d} H ${x + sx * d} V ${y + sy * (d + len)}`;
        g.append(el("path", { d: path, class: "mark" }));
      }
    }
  }
  const river = el("g", { class: "river" });
  river.append(el("text", { x: px(2), y: px(4.5) }, "楚 河"));
  river.append(el("text", { x: px(6), y: px(4.5) }, "汉 界"));
  g.append(river);
  svg.append(g);
}

/** Draws a board into `svg`; `onPoint(square)` is called for every click on a point. */
export function createBoard(svg, onPoint) {
  svg.setAttribute("viewBox", `0 0 ${WIDTH} ${HEIGHT}`);
  svg.replaceChildren();
  drawGrid(svg);
  const labels = el("g", { class: "labels" });
  svg.append(labels);
  const layer = el("g", { class: "points" });
  svg.append(layer);
  const points = {};
  for (let r = 0; r <= 9; r++) {
    for (let f = 0; f < 9; f++) {
      const square = FILES[f] + r;
      const g = el("g", { class: "point", "data-square": square });
      g.addEventListener("click", () => onPoint(square));
      layer.append(g);
      points[square] = g;
    }
  }
  return { svg, labels, points };
}

function drawLabels(board, flipped) {
  const { labels } = board;
  labels.replaceChildren();
  for (let f = 0; f < 9; f++) {
    const col = flipped ? 8 - f : f;
    const red = RED_NUMBERS[f];
    const black = BLACK_NUMBERS[f];
    const [bottom, top] = flipped ? [black, red] : [red, black];
    labels.append(el("text", { x: px(col), y: px(9) + 58, class: "number" }, bottom));
    labels.append(el("text", { x: px(col), y: px(0) - 44, class: "number" }, top));
    labels.append(el("text", { x: px(col), y: px(9) + 39, class: "coord" }, FILES[f]));
  }
  for (let r = 0; r <= 9; r++) {
    const row = flipped ? r : 9 - r;
    labels.append(el("text", { x: px(0) - 42, y: px(row) + 4, class: "coord" }, String(r)));
  }
}

/**
 * Shows a position. `view` has: fen, flipped, selected (a square), targets (squares),
 * last ({from, to}), check (a square), hint ({from, to}).
 */
export function renderBoard(board, view) {
  drawLabels(board, view.flipped);
  const pieces = piecesOf(view.fen);
  const targets = new Set(view.targets || []);
  for (const [square, g] of Object.entries(board.points)) {
    const [col, row] = cell(square, view.flipped);
    g.setAttribute("transform", `translate(${px(col)} ${px(row)})`);
    g.replaceChildren();
    const classes = ["point"];
    g.append(el("circle", { r: STEP / 2 - 1, class: "hit" }));
    if (view.last && (view.last.from === square || view.last.to === square)) {
      classes.push("last");
      g.append(el("rect", { x: -29, y: -29, width: 58, height: 58, rx: 6, class: "last-mark" }));
    }
    if (view.hint && (view.hint.from === square || view.hint.to === square)) {
      classes.push("hinted");
      g.append(el("circle", { r: 29, class: "hint-mark" }));
    }
    const piece = pieces[square];
    if (piece) {
      const red = piece === piece.toUpperCase();
      const p = el("g", { class: `piece ${red ? "red" : "black"}` });
      if (view.check === square) {
        classes.push("check");
        p.append(el("circle", { r: 33, class: "check-glow" }));
      }
      if (view.selected === square) classes.push("selected");
      p.append(el("circle", { r: 26, class: "disc" }));
      p.append(el("circle", { r: 21.5, class: "ring" }));
      p.append(el("text", { y: 1, class: "face" }, NAMES[piece]));
      g.append(p);
    }
    if (targets.has(square)) {
      classes.push("target");
      g.append(piece ? el("circle", { r: 28, class: "capture-mark" }) : el("circle", { r: 8, class: "move-mark" }));
    }
    g.setAttribute("class", classes.join(" "));
  }
}
