// The saved games: date, players, result and length, each a link to resume it (if it
// goes on) or to review it (if it is over).

import { api } from "./api.js";

const $ = (id) => document.getElementById(id);

function level(strength) {
  if (!strength) return "the computer";
  if (strength.level !== undefined) return strength.level === 20 ? `computer (full strength, Elo ${strength.elo})` : `computer (Elo ${strength.elo})`;
  if (strength.depth) return `computer (depth ${strength.depth})`;
  if (strength.movetime_ms) return `computer (${strength.movetime_ms / 1000} s a move)`;
  return "the computer";
}

function row(g) {
  const tr = document.createElement("tr");
  const date = new Date(g.updated * 1000);
  const players = g.human === "red" ? `You (Red) – ${level(g.strength)}` : `${level(g.strength)} – You (Black)`;
  const over = g.result !== "*";
  const cells = [
    date.toLocaleString(),
    players,
    over ? `${g.result}: ${g.outcome}` : "in progress",
    String(Math.ceil(g.plies / 2)),
  ];
  for (const text of cells) tr.append(Object.assign(document.createElement("td"), { textContent: text }));
  const link = Object.assign(document.createElement("a"), {
    href: `/?game=${encodeURIComponent(g.id)}`,
    textContent: over ? "Review" : "Resume",
  });
  link.dataset.game = g.id;
  const td = document.createElement("td");
  td.append(link);
  tr.append(td);
  return tr;
}

async function start() {
  try {
    const { games } = await api.list();
    $("games").querySelector("tbody").replaceChildren(...games.map(row));
    $("games").hidden = games.length === 0;
    $("games-status").textContent = games.length === 0 ? "No games yet." : `${games.length} games, the latest first.`;
  } catch (e) {
    $("games-status").textContent = `The games cannot be read: ${e.message}.`;
  }
}

start();
