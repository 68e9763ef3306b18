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

const KINDS = { k: "king", a: "advisor", b: "elephant", n: "horse", r: "rook", c: "cannon", p: "pawn" };

/** A piece letter of a FEN in words: "red cannon". */
export function pieceName(piece) {
  const red = piece === piece.toUpperCase();
  return `${red ? "red" : "black"} ${KINDS[piece.toLowerCase()]}`;
}

/**
 * Draws a board into `svg`. `handlers.onPoint(square)` is called for every click (or
 * Enter, or Space) on a point; `handlers.canDrag(square)` says whether a piece may be
 * picked up there, and `handlers.onDrop(from, to)` gets a piece dropped on another point.
 */
export function createBoard(svg, handlers) {
  svg.setAttribute("viewBox", `0 0 ${WIDTH} ${HEIGHT}`);
  svg.replaceChildren();
  drawGrid(svg);
  const labels = el("g", { class: "labels" });
  svg.append(labels);
  const layer = el("g", { class: "points" });
  svg.append(layer);
  const points = {};
  const board = { svg, labels, points, flipped: false, focus: "e0", drag: null, dragged: false };
  for (let r = 0; r <= 9; r++) {
    for (let f = 0; f < 9; f++) {
      const square = FILES[f] + r;
      const g = el("g", { class: "point", "data-square": square, role: "button", tabindex: "-1" });
      g.addEventListener("click", () => {
        if (board.dragged) return; // the drop already acted
        handlers.onPoint(square);
      });
      g.addEventListener("focus", () => setFocus(board, square, false));
      layer.append(g);
      points[square] = g;
    }
  }
  points[board.focus].setAttribute("tabindex", "0");
  svg.addEventListener("keydown", (e) => onKey(board, handlers, e));
  enableDrag(board, handlers);
  return board;
}

/** The square under client point (x, y), or null off the board. */
function squareAt(board, x, y) {
  const ctm = board.svg.getScreenCTM();
  if (!ctm) return null;
  const p = new DOMPoint(x, y).matrixTransform(ctm.inverse());
  const col = Math.round((p.x - MARGIN) / STEP);
  const row = Math.round((p.y - MARGIN) / STEP);
  if (col < 0 || col > 8 || row < 0 || row > 9) return null;
  return board.flipped ? FILES[8 - col] + row : FILES[col] + (9 - row);
}

function enableDrag(board, handlers) {
  const svg = board.svg;
  svg.addEventListener("pointerdown", (e) => {
    board.dragged = false;
    if (e.button !== 0) return;
    const from = squareAt(board, e.clientX, e.clientY);
    if (!from || !handlers.canDrag(from)) return;
    const piece = board.points[from].querySelector(".piece");
    if (!piece) return;
    board.drag = { from, piece, x: e.clientX, y: e.clientY, moved: false, id: e.pointerId };
  });
  svg.addEventListener("pointermove", (e) => {
    const d = board.drag;
    if (!d || e.pointerId !== d.id) return;
    const dx = e.clientX - d.x;
    const dy = e.clientY - d.y;
    if (!d.moved && Math.hypot(dx, dy) < 6) return;
    if (!d.moved) {
      d.moved = true;
      handlers.onDragStart(d.from);
      d.piece = board.points[d.from].querySelector(".piece") || d.piece;
      board.points[d.from].parentNode.append(board.points[d.from]); // drawn on top
      svg.setPointerCapture(e.pointerId);
    }
    const scale = board.svg.getScreenCTM().a;
    d.piece.classList.add("dragging");
    d.piece.style.transform = `translate(${dx / scale}px, ${dy / scale}px)`;
  });
  const end = (e) => {
    const d = board.drag;
    if (!d || e.pointerId !== d.id) return;
    board.drag = null;
    if (!d.moved) return; // a click: the point's click handler acts
    board.dragged = true;
    setTimeout(() => (board.dragged = false), 0);
    d.piece.classList.remove("dragging");
    d.piece.style.transform = "";
    const to = e.type === "pointerup" ? squareAt(board, e.clientX, e.clientY) : null;
    handlers.onDrop(d.from, to && to !== d.from ? to : null);
  };
  svg.addEventListener("pointerup", end);
  svg.addEventListener("pointercancel", end);
}

/** Moves the keyboard focus to `square` (one point is in the tab order at a time). */
function setFocus(board, square, move) {
  if (board.focus !== square) {
    board.points[board.focus].setAttribute("tabindex", "-1");
    board.focus = square;
    board.points[square].setAttribute("tabindex", "0");
  }
  if (move) board.points[square].focus();
}

function onKey(board, handlers, e) {
  const steps = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
  if (e.key === "Enter" || e.key === " ") {
    e.preventDefault();
    handlers.onPoint(board.focus);
    return;
  }
  const step = steps[e.key];
  if (!step) return;
  e.preventDefault();
  e.stopPropagation(); // arrows move on the board, not through the game
  const [col, row] = cell(board.focus, board.flipped);
  const c = Math.min(8, Math.max(0, col + step[0]));
  const r = Math.min(9, Math.max(0, row + step[1]));
  const square = board.flipped ? FILES[8 - c] + r : FILES[c] + (9 - r);
  setFocus(board, square, true);
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
  board.flipped = view.flipped;
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
    let label = piece ? `${pieceName(piece)} on ${square}` : `empty point ${square}`;
    if (view.selected === square) label += ", selected";
    if (targets.has(square)) label += piece ? ", can be captured" : ", a move here";
    g.setAttribute("aria-label", label);
  }
  if (view.animate) animate(board, view.animate, view.flipped);
}

/** Slides the piece now on `move.to` from `move.from`. */
function animate(board, move, flipped) {
  const piece = board.points[move.to].querySelector(".piece");
  if (!piece || matchMedia("(prefers-reduced-motion: reduce)").matches) return;
  const [c1, r1] = cell(move.from, flipped);
  const [c2, r2] = cell(move.to, flipped);
  board.points[move.to].parentNode.append(board.points[move.to]);
  piece.style.transition = "none";
  piece.style.transform = `translate(${(c1 - c2) * STEP}px, ${(r1 - r2) * STEP}px)`;
  piece.getBoundingClientRect(); // the start position takes effect
  piece.style.transition = "transform 0.25s ease-out";
  piece.style.transform = "";
  piece.classList.add("moving");
  piece.addEventListener("transitionend", () => piece.classList.remove("moving"), { once: true });
}
