// The page: keeps the game's state from the server (the event stream sends it whenever
// it changes), draws it, and turns clicks into API requests.

import { api } from "./api.js";
import { createBoard, pieceName, piecesOf, renderBoard } from "./board.js";
import { renderChart, scoreText } from "./chart.js";

const $ = (id) => document.getElementById(id);

const ui = {
  game: null, // the server's GameView
  flipped: false, // whether the board is turned from the player's side
  selected: null, // the square of the piece picked up
  view: null, // the ply shown while replaying; null for the current position
  notation: "chinese",
  events: null,
  offline: false, // the server did not answer the last try
  gone: false, // the game is no longer on the server
  animate: null, // the move to slide on the next drawing
  dropped: null, // the move the player just dropped (it needs no slide)
  warned: null, // the move whose warning (a forbidden repetition) was shown
  received: 0, // when the state came (performance.now()), for the running clock
};

const board = createBoard($("board"), {
  onPoint,
  canDrag: (square) => Boolean(ui.game && isLive() && humansTurn() && ui.game.legal[square]),
  onDragStart: (square) => {
    ui.selected = square;
    render();
  },
  onDrop: (from, to) => {
    if (to === null) return; // back where it was: it stays picked up
    ui.selected = null;
    ui.dropped = from + to;
    tryMove(from + to);
  },
});

function sideName(side) {
  return side === "red" ? "Red" : "Black";
}

function strengthOf(value) {
  const n = Number(value.slice(1));
  return value.startsWith("l") ? { level: n } : value.startsWith("d") ? { depth: n } : { movetime_ms: n };
}

function strengthValue(spec) {
  if (spec.level !== undefined) return `l${spec.level}`;
  return spec.depth ? `d${spec.depth}` : `t${spec.movetime_ms}`;
}

/** The level's name: its rating, and what kind of player that is. */
function levelName(l, i, all) {
  if (l.level === 20) return `Elo ${l.elo}: full strength`;
  const words = ["beginner", "novice", "casual player", "club player", "strong club player", "expert"];
  const word = words[Math.min(words.length - 1, Math.floor((i * words.length) / (all.length - 1)))];
  return `Elo ${l.elo}: ${word}`;
}

/** Fills the levels' part of the strength list from the server; the middle one is the default. */
async function loadLevels() {
  const levels = await api.levels();
  const group = $("levels");
  group.replaceChildren(
    ...levels.map((l, i, all) => Object.assign(document.createElement("option"), { value: `l${l.level}`, textContent: levelName(l, i, all) })),
  );
  $("strength").value = `l${levels[Math.floor(levels.length / 2) - 1].level}`;
}

function showError(e) {
  $("message").textContent = e ? sentence(e.message) : "";
}

/** A server's sentence, capitalised and with a full stop. */
function sentence(text) {
  const t = text.charAt(0).toUpperCase() + text.slice(1);
  return /[.!?]$/.test(t) ? t : `${t}.`;
}

function isLive() {
  return ui.view === null || (ui.game && ui.view === ui.game.moves.length);
}

function humansTurn() {
  const g = ui.game;
  return g && !g.outcome && g.turn === g.human;
}

// ---- drawing ----------------------------------------------------------------------

function render() {
  const g = ui.game;
  if (!g) return;
  const plies = g.moves.length;
  if (ui.view !== null && ui.view >= plies) ui.view = null;
  const live = isLive();
  const shown = live ? plies : ui.view;
  const fen = shown === 0 ? g.start_fen : g.moves[shown - 1].fen;
  let last = null;
  if (shown > 0) {
    const coord = g.moves[shown - 1].coord;
    last = { from: coord.slice(0, 2), to: coord.slice(2, 4) };
  }
  const bottomIsRed = g.human === "red";
  const targets = live && ui.selected ? g.legal[ui.selected] || [] : [];
  renderBoard(board, {
    fen,
    flipped: bottomIsRed === ui.flipped,
    selected: live ? ui.selected : null,
    targets,
    last,
    check: live ? g.check : checkOf(shown),
    hint: live && g.hint ? { from: g.hint.from, to: g.hint.to } : null,
    animate: live ? ui.animate : null,
  });
  ui.animate = null;
  $("board").classList.toggle("replaying", !live);
  renderStatus(live, shown);
  renderThinking();
  renderMoves(shown);
  renderChart($("chart"), g.evals, plies, shown, (ply) => viewPly(ply));
  renderClocks();
  $("undo").disabled = plies === 0 || Boolean(g.outcome) || Boolean(g.clock);
  $("resign").disabled = Boolean(g.outcome);
  $("draw").disabled = Boolean(g.outcome);
  $("hint").disabled = !humansTurn() || !live || (g.thinking && g.thinking.purpose === "hint");
  $("first").disabled = shown === 0;
  $("prev").disabled = shown === 0;
  $("next").disabled = live;
  $("last").disabled = live;
  $("play-here").hidden = live;
  $("strength").value = strengthValue(g.strength);
  for (const [id, n] of [["pgn-chinese", "chinese"], ["pgn-wxf", "wxf"], ["pgn-coord", "coordinate"]]) {
    $(id).href = api.pgnUrl(g.id, n);
  }
}

function clockText(ms) {
  const s = Math.ceil(ms / 1000);
  const m = Math.floor(s / 60);
  return `${m}:${String(s % 60).padStart(2, "0")}`;
}

/** The clocks, counting down the side to move's from the time the state came. */
function renderClocks() {
  const g = ui.game;
  $("clocks").hidden = !g || !g.clock;
  if (!g || !g.clock) return;
  const running = g.clock.running && !g.outcome;
  for (const side of ["red", "black"]) {
    let ms = g.clock[`${side}_ms`];
    const ticking = running && g.turn === side;
    if (ticking) ms = Math.max(0, ms - (performance.now() - ui.received));
    const el = $(`clock-${side}`);
    el.textContent = `${sideName(side)} ${clockText(ms)}`;
    el.classList.toggle("running", ticking);
    el.classList.toggle("low", ms < 10000);
  }
}
setInterval(renderClocks, 250);

/** The checked king's square after `ply` plies, while replaying. */
function checkOf(ply) {
  const m = ply > 0 ? ui.game.moves[ply - 1] : null;
  if (!m || !m.check) return null;
  const king = m.side === "red" ? "k" : "K";
  const pieces = piecesOf(m.fen);
  return Object.keys(pieces).find((sq) => pieces[sq] === king) || null;
}

function renderStatus(live, shown) {
  const g = ui.game;
  const status = $("status");
  status.classList.toggle("over", Boolean(g.outcome));
  let text;
  const last = g.moves[g.moves.length - 1];
  if (g.outcome && last && last.by === "record") {
    // A finished record, loaded: nobody here won or lost it.
    text = `Review: ${g.outcome.text}.`;
  } else if (g.outcome) {
    const w = g.outcome.winner;
    const verdict = w === null ? "" : w === g.human ? " You win!" : " The computer wins.";
    text = `${g.outcome.text}.${verdict}`;
  } else if (g.thinking && g.thinking.purpose === "move") {
    text = g.thinking.waiting ? "The computer waits for a free engine…" : "The computer is thinking…";
  } else if (humansTurn()) {
    const last = g.moves[g.moves.length - 1];
    const played = last && last.by === "computer" ? `The computer played ${moveText(last)}${last.check ? ", check" : ""}. ` : "";
    text = `${played}Your move (${sideName(g.human)}).${g.check ? " Check!" : ""}`;
  } else {
    text = `${sideName(g.turn)} to move.`;
  }
  if (!live) text = `Replaying: after ${shown} of ${g.moves.length} plies. ${text}`;
  if (ui.gone) text = "This game is no longer on the server (it was restarted, or the game lay idle too long). Start a new game.";
  else if (ui.offline) text = `The server cannot be reached: it may have stopped or restarted. Trying again… ${text}`;
  status.classList.toggle("offline", ui.offline || ui.gone);
  status.textContent = text;
}

function moveText(m) {
  return ui.notation === "chinese" ? m.chinese : ui.notation === "wxf" ? m.wxf : m.coord;
}

function renderThinking() {
  const g = ui.game;
  const t = g.thinking;
  const box = $("thinking");
  if (t) {
    const who = t.purpose === "hint" ? "Looking for a hint" : "Thinking";
    if (t.waiting) {
      box.textContent = `${who}: waiting for a free engine…`;
    } else if (t.depth === null) {
      box.textContent = `${who}…`;
    } else {
      box.replaceChildren(
        document.createTextNode(`${who}: depth ${t.depth}, ${scoreText(t.score)}, ${t.nodes.toLocaleString("en")} nodes, ${(t.time_ms / 1000).toFixed(1)} s`),
        Object.assign(document.createElement("div"), { className: "pv", textContent: t.pv.map(moveText).join(" ") }),
      );
    }
  } else {
    const last = g.evals[g.evals.length - 1];
    box.textContent = last ? `Last evaluation (ply ${last.ply}): ${scoreText(last)}` : "The engine has not searched yet.";
  }
  const hint = $("hint-text");
  if (g.hint) {
    hint.textContent = `Hint: ${moveText(g.hint)} (${scoreText(g.hint.score)})`;
    hint.dataset.from = g.hint.from;
    hint.dataset.to = g.hint.to;
  } else {
    hint.textContent = g.engine_error || "";
    delete hint.dataset.from;
    delete hint.dataset.to;
  }
}

function renderMoves(shown) {
  const g = ui.game;
  const list = $("moves");
  list.replaceChildren();
  const blackFirst = g.start_fen.split(" ")[1] === "b";
  let li = null;
  g.moves.forEach((m, i) => {
    const ply = i + 1;
    if (li === null || m.side === "red") {
      li = document.createElement("li");
      li.value = Math.floor((i + (blackFirst ? 1 : 0)) / 2) + 1;
      list.append(li);
      if (m.side === "black") li.append(Object.assign(document.createElement("span"), { className: "ply", textContent: "…" }));
    }
    const span = document.createElement("span");
    span.className = `ply ${m.by}${ply === shown ? " viewed" : ""}`;
    span.dataset.ply = String(ply);
    span.textContent = moveText(m) + (m.check ? "+" : "");
    span.title = `${m.chinese}  ${m.wxf}  ${m.coord}${m.by === "computer" ? "  (computer)" : ""}`;
    span.addEventListener("click", () => viewPly(ply));
    li.append(span);
  });
  const viewed = list.querySelector(".viewed");
  if (viewed && !isLive()) viewed.scrollIntoView({ block: "nearest" });
  else list.scrollTop = list.scrollHeight;
}

// ---- actions ----------------------------------------------------------------------

function viewPly(ply) {
  const plies = ui.game.moves.length;
  ui.view = ply >= plies ? null : Math.max(0, ply);
  ui.selected = null;
  render();
}

async function act(promise) {
  try {
    const g = await promise;
    showError(null);
    setGame(g);
  } catch (e) {
    showError(e);
  }
}

/** Plays a move written in any notation; a refusal shows the server's reason. */
async function tryMove(text) {
  const forbidden = (ui.game.forbidden || []).find((f) => f.mv === text);
  if (forbidden && ui.warned !== text) {
    // A move that would lose by a rule on repetition: say which, and play it only if
    // asked again.
    ui.warned = text;
    ui.dropped = null;
    $("message").textContent = `Careful: ${text} would lose the game by the rule on ${forbidden.code.replace("-", " ")} (${forbidden.text}). Play it again to play it anyway.`;
    render();
    return false;
  }
  ui.warned = null;
  try {
    const g = await api.move(ui.game.id, text);
    showError(null);
    setGame(g);
    return true;
  } catch (e) {
    ui.dropped = null;
    showError(e);
    render();
    return false;
  }
}

function onPoint(square) {
  const g = ui.game;
  if (!g || !isLive() || !humansTurn()) return;
  if (ui.selected && ui.selected !== square && !g.legal[square]) {
    // A destination: the server plays it, or says why not (pinned, king in check…).
    const move = ui.selected + square;
    ui.selected = null;
    render();
    tryMove(move);
    return;
  }
  ui.selected = g.legal[square] && ui.selected !== square ? square : null;
  if (!ui.selected && !g.legal[square]) {
    const pieces = piecesOf(g.fen);
    const own = pieces[square] && (pieces[square] === pieces[square].toUpperCase()) === (g.human === "red");
    if (own) showError({ message: `the ${pieceName(pieces[square])} on ${square} has no legal move` });
  }
  render();
}

/**
 * Shows a state of the game. `fresh` takes it whatever its version: after the server
 * came back, its versions may have started again from the last saved one.
 */
function setGame(g, fresh = false) {
  const changed = !ui.game || ui.game.id !== g.id;
  // Answers and events can cross: keep the newest state of a game.
  if (!changed && !fresh && g.version < ui.game.version) return;
  const moved = ui.game && ui.game.moves.length !== g.moves.length;
  if (!changed && ui.game && g.moves.length === ui.game.moves.length + 1) {
    const coord = g.moves[g.moves.length - 1].coord;
    if (coord !== ui.dropped) ui.animate = { from: coord.slice(0, 2), to: coord.slice(2, 4) };
    ui.dropped = null;
  }
  ui.game = g;
  ui.received = performance.now();
  if (moved || changed) ui.selected = null;
  if (changed) {
    ui.gone = false;
    ui.offline = false;
    ui.view = null;
    ui.flipped = false;
    const url = new URL(location.href);
    url.searchParams.set("game", g.id);
    history.replaceState(null, "", url);
    subscribe(g.id);
  }
  render();
}

function subscribe(id) {
  if (ui.events) ui.events.close();
  const events = new EventSource(api.eventsUrl(id));
  events.addEventListener("state", (e) => {
    if (ui.game && ui.game.id !== id) return;
    setGame(JSON.parse(e.data));
  });
  events.onopen = () => {
    // Back after a break: the state may have moved on meanwhile.
    if (!ui.offline) return;
    api.get(id).then((g) => {
      ui.offline = false;
      setGame(g, true);
    }, () => {});
  };
  events.onerror = () => {
    // The browser reconnects by itself; a dropped game answers 404, and then we stop.
    api.get(id).then(
      (g) => {
        ui.offline = false;
        setGame(g, true);
      },
      (e) => {
        if (e.status === 404) {
          events.close();
          ui.gone = true;
        } else {
          ui.offline = true;
        }
        render();
      },
    );
  };
  ui.events = events;
}

function timeControl() {
  const v = $("time-control").value;
  if (!v) return {};
  const [base, inc] = v.split("+").map(Number);
  return { time_control: { base_ms: base, increment_ms: inc } };
}

async function newGame(extra = {}) {
  const options = { side: $("side").value, strength: strengthOf($("strength").value), ...timeControl(), ...extra };
  await act(api.create(options));
}

$("new-game").addEventListener("submit", (e) => {
  e.preventDefault();
  newGame();
});
$("undo").addEventListener("click", () => act(api.undo(ui.game.id)));
$("hint").addEventListener("click", () => act(api.hint(ui.game.id)));
$("resign").addEventListener("click", () => {
  if (confirm("Resign this game?")) act(api.resign(ui.game.id));
});
$("draw").addEventListener("click", () => act(api.draw(ui.game.id)));
$("flip").addEventListener("click", () => {
  ui.flipped = !ui.flipped;
  render();
});
$("first").addEventListener("click", () => viewPly(0));
$("prev").addEventListener("click", () => viewPly((ui.view === null ? ui.game.moves.length : ui.view) - 1));
$("next").addEventListener("click", () => viewPly((ui.view === null ? ui.game.moves.length : ui.view) + 1));
$("last").addEventListener("click", () => viewPly(ui.game.moves.length));
$("play-here").addEventListener("click", () => {
  const ply = ui.view;
  ui.view = null;
  act(api.undo(ui.game.id, ply));
});
$("notation").addEventListener("change", (e) => {
  ui.notation = e.target.value;
  render();
});
$("strength").addEventListener("change", (e) => {
  if (ui.game && !ui.game.outcome) act(api.settings(ui.game.id, { strength: strengthOf(e.target.value) }));
});
$("load").addEventListener("click", async () => {
  const text = $("load-text").value.trim();
  // A FEN's first field has ten ranks; anything else is a record (PGN or bare moves).
  const looksLikeFen = !text.includes("[") && text.split(/\s+/)[0].split("/").length === 10;
  const extra = looksLikeFen ? { fen: text } : { pgn: text };
  const side = $("load-side").value;
  const options = { strength: strengthOf($("strength").value), ...extra };
  if (side) options.side = side;
  try {
    const g = await api.create(options);
    $("load-error").textContent = "";
    setGame(g);
  } catch (e) {
    $("load-error").textContent = e.message;
  }
});

$("move-form").addEventListener("submit", async (e) => {
  e.preventDefault();
  const input = $("move-input");
  const text = input.value.trim();
  if (!text || !ui.game) return;
  if (await tryMove(text)) input.value = "";
});

// Arrow keys step through the game (the board's points use them to move the focus).
document.addEventListener("keydown", (e) => {
  if (!ui.game || e.altKey || e.ctrlKey || e.metaKey) return;
  if (e.target.closest && e.target.closest("input, textarea, select, #board")) return;
  const at = ui.view === null ? ui.game.moves.length : ui.view;
  const to = { ArrowLeft: at - 1, ArrowRight: at + 1, Home: 0, End: ui.game.moves.length }[e.key];
  if (to === undefined) return;
  e.preventDefault();
  viewPly(Math.max(0, to));
});

/** Says on the page why there is no game: the status line is the first thing read. */
function showStartError(e) {
  const status = $("status");
  status.classList.add("offline");
  status.textContent =
    e.code === "too_many_games"
      ? `The server is full: ${e.message}.`
      : e.status === 0
        ? "The server cannot be reached. Reload the page to try again."
        : sentence(e.message);
}

async function start() {
  try {
    await loadLevels();
  } catch (e) {
    showStartError(e);
    return;
  }
  const id = new URL(location.href).searchParams.get("game");
  if (id) {
    try {
      setGame(await api.get(id));
      return;
    } catch (e) {
      if (e.status !== 404) {
        showStartError(e);
        return;
      }
      showError(e);
    }
  }
  try {
    setGame(await api.create({ side: $("side").value, strength: strengthOf($("strength").value), ...timeControl() }));
  } catch (e) {
    showStartError(e);
  }
}

start();
