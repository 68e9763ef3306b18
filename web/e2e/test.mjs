// The browser test of xiangqi-web: starts the server on a free port, drives Debian's
// Chromium through playwright-core, and saves screenshots in artifacts/.
//
//   node test.mjs            (run.sh builds the server and installs what this needs)
//
// XIANGQI_WEB_BIN names the server binary, CHROMIUM the browser.

import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";

const here = dirname(fileURLToPath(import.meta.url));
const BIN = process.env.XIANGQI_WEB_BIN || join(here, "../../target/release/xiangqi-web");
const CHROMIUM = process.env.CHROMIUM || "/usr/bin/chromium";
const ARTIFACTS = join(here, "artifacts");
// Red mates in two from here (a0a8, then a rook on rank 9).
const NEAR_MATE = "3k5/9/4b4/9/9/9/9/9/1R7/R3K4 w - - 0 1";

function log(...args) {
  console.log("e2e:", ...args);
}

function check(ok, what) {
  if (!ok) throw new Error(`check failed: ${what}`);
  log("ok -", what);
}

// A 64-ply game between two depth-2 searches (made with the server's own hints); its
// first 60 plies are loaded as a record to fill the move list.
const LONG_GAME = (
  "b2e2 h7e7 e2e6 f9e8 e6e5 h9g7 h2e2 i9h9 h0g2 b7b2 i0i2 g7e6 e5e7 c9e7 a0a1 e6f4 a1f1 f4g2 " +
  "e2e7 g9e7 i2g2 b2b5 f1f6 b5e5 f0e1 b9c7 f6c6 a9a7 g2b2 h9h3 c6g6 c7d5 e3e4 e5g5 e4e5 g5g0 " +
  "b2g2 g0d0 e1d0 h3h0 e0e1 h0h1 e1e0 d5c3 b0c2 a7d7 d0e1 h1h0 e1f0 d7d1 c2e3 d1c1 g2f2 c1c0 " +
  "e0e1 h0h1 f2f1 h1h5 g6e6 h5g5"
).split(" ");

/** A PGN in coordinates of `moves`, numbered, without a result. */
function pgnOf(moves) {
  let text = '[Event "e2e"]\n[Format "ICCS"]\n\n';
  moves.forEach((m, i) => {
    if (i % 2 === 0) text += `${i / 2 + 1}. `;
    text += `${m} `;
  });
  return `${text}*\n`;
}

const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** Starts the server with `extra` arguments on a free port; resolves to its base URL. */
function startServer(extra = [], port = 0, db = ":memory:") {
  const args = ["--port", String(port), "--max-searches", "2", "--hash", "8", "--db", db, ...extra];
  const server = spawn(BIN, args, {
    stdio: ["ignore", "pipe", "inherit"],
  });
  const url = new Promise((resolve, reject) => {
    let out = "";
    server.stdout.on("data", (chunk) => {
      out += chunk;
      const m = out.match(/play at (http:\/\/\S+\/)/);
      if (m) resolve(m[1]);
    });
    server.on("exit", (code) => reject(new Error(`the server exited with ${code}: ${out}`)));
    setTimeout(() => reject(new Error(`the server printed no address: ${out}`)), 20000);
  });
  return { server, url };
}

const plies = (page) => page.locator("#moves .ply[data-ply]").count();

async function waitForPlies(page, n) {
  await page.waitForFunction((n) => document.querySelectorAll("#moves .ply[data-ply]").length >= n, n, {
    timeout: 60000,
  });
}

async function click(page, square) {
  await page.locator(`[data-square="${square}"]`).click();
}

async function shot(page, name) {
  const path = join(ARTIFACTS, name);
  await page.screenshot({ path, fullPage: true });
  log("screenshot", path);
}

async function opening(page, base) {
  await page.goto(base);
  await page.locator('[data-square="h2"] .piece').waitFor();
  await page.selectOption("#strength", "d3");
  await page.click("#new");
  await page.waitForFunction(() => new URL(location.href).searchParams.has("game"));
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move"));
  const svgPoints = await page.locator("#board [data-square]").count();
  check(svgPoints === 90, "the board has 90 points with data-square");
  check((await page.locator("#board .piece").count()) === 32, "32 pieces at the start");

  // An illegal click does nothing: an empty point, then a piece and a point it cannot reach.
  await click(page, "e5");
  await click(page, "a0");
  check((await page.locator('[data-square="a0"].selected').count()) === 1, "a click selects the rook");
  await click(page, "a5");
  check((await plies(page)) === 0, "clicking a point the rook cannot reach plays nothing");
  check((await page.locator('[data-square="a0"].selected').count()) === 0, "and drops the selection");

  await click(page, "h2");
  const targets = await page.locator("#board .target").count();
  check(targets === 12, `the cannon on h2 shows its 12 destinations (${targets})`);
  check((await page.locator('[data-square="e2"].target').count()) === 1, "e2 is one of them");
  await click(page, "e2");
  await waitForPlies(page, 2);
  const moves = await page.locator("#moves").textContent();
  check(moves.includes("炮二平五"), `#moves shows 炮二平五 (${moves})`);
  const reply = await page.locator('#moves .ply[data-ply="2"]').textContent();
  check(reply.length > 0 && reply !== "炮二平五", `#moves shows the computer's reply ${reply}`);
  check((await page.locator("#board .point.last").count()) === 2, "the last move is highlighted");
  check((await page.locator("#chart .eval-dot").count()) >= 1, "the chart shows the engine's evaluation");
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move"));
  await shot(page, "01-opening.png");

  // A reload continues the game.
  const url = page.url();
  await page.reload();
  await waitForPlies(page, 2);
  check(page.url() === url && (await page.locator("#moves").textContent()).includes("炮二平五"), "a reload continues the game");

  await page.selectOption("#notation", "wxf");
  check((await page.locator("#moves").textContent()).includes("C2.5"), "the move list in WXF");
  await page.selectOption("#notation", "coord");
  check((await page.locator("#moves").textContent()).includes("h2e2"), "the move list in coordinates");
  await page.selectOption("#notation", "chinese");

  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#pgn-chinese")]);
  const pgn = readFileSync(await download.path(), "utf8");
  check(pgn.includes('[Format "Chinese"]') && pgn.includes("1. 炮二平五"), "the PGN download in Chinese notation");

  await page.click("#flip");
  const top = await page.locator('[data-square="e0"]').boundingBox();
  const bottom = await page.locator('[data-square="e9"]').boundingBox();
  check(top.y < bottom.y, "flip puts Red's king at the top");
  await page.click("#flip");

  await page.click("#undo");
  await page.waitForFunction(() => document.querySelectorAll("#moves .ply[data-ply]").length === 0);
  check(true, "undo takes back the move and the reply");
}

async function thinking(page, base) {
  await page.goto(base);
  await page.locator('[data-square="h2"] .piece').waitFor();
  await page.selectOption("#strength", "t2000");
  await page.click("#new");
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move"));
  await click(page, "b0");
  await click(page, "c2");
  await page.waitForFunction(() => /depth \d+/.test(document.querySelector("#thinking").textContent), null, {
    timeout: 30000,
  });
  const text = await page.locator("#thinking").textContent();
  check(/Thinking: depth \d+, [+-]\d/.test(text), `the engine shows its depth and score while it thinks (${text.slice(0, 60)}…)`);
  check((await page.locator("#thinking .pv").textContent()).trim().length > 0, "and its principal variation");
  check((await page.locator("#status").textContent()).includes("thinking"), "#status says the computer is thinking");
  await shot(page, "02-thinking.png");
  await waitForPlies(page, 2);
}

async function mate(page, base) {
  await page.goto(base);
  await page.locator('[data-square="h2"] .piece').waitFor();
  await page.selectOption("#strength", "d4");
  await page.fill("#load-text", NEAR_MATE);
  await page.click("#load");
  await page.waitForFunction(() => document.querySelectorAll("#board .piece").length === 5);
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move (Red)"));
  for (let turn = 0; turn < 4; turn++) {
    const status = await page.locator("#status").textContent();
    if (status.includes("wins")) break;
    const before = await plies(page);
    await page.click("#hint");
    await page.waitForFunction(() => document.querySelector("#hint-text").dataset.from);
    const from = await page.locator("#hint-text").getAttribute("data-from");
    const to = await page.locator("#hint-text").getAttribute("data-to");
    log(`hint ${from}${to}:`, await page.locator("#hint-text").textContent());
    await click(page, from);
    await click(page, to);
    await page.waitForFunction(
      (n) => {
        const s = document.querySelector("#status").textContent;
        const count = document.querySelectorAll("#moves .ply[data-ply]").length;
        return count > n && (s.includes("wins") || s.includes("Your move"));
      },
      before,
      { timeout: 60000 },
    );
  }
  const status = await page.locator("#status").textContent();
  check(/^Red wins: Black (is checkmated|has no legal move)\. You win!$/.test(status), `#status names the winner and the reason: ${status}`);
  if (status.includes("checkmated")) {
    check((await page.locator('#board .point.check .piece.black').count()) === 1, "the checkmated king is highlighted");
  }
  await shot(page, "03-mate.png");

  // Replay: back to the first move, then on to the end again.
  await page.locator('#moves .ply[data-ply="1"]').click();
  check((await page.locator("#status").textContent()).startsWith("Replaying: after 1 of 3 plies"), "a click on a move replays it");
  check(await page.locator("#play-here").isVisible(), "and offers to play on from there");
  check((await page.locator('[data-square="a8"] .piece.red').count()) === 1, "the board shows the position after it");
  await page.click("#last");
  check(!(await page.locator("#play-here").isVisible()), "» goes back to the current position");
}

async function asBlack(page, base) {
  await page.goto(base);
  await page.locator('[data-square="h2"] .piece').waitFor();
  await page.selectOption("#side", "black");
  await page.selectOption("#strength", "d2");
  await page.click("#new");
  await waitForPlies(page, 1);
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move (Black)"));
  const red = await page.locator('[data-square="e0"]').boundingBox();
  const black = await page.locator('[data-square="e9"]').boundingBox();
  check(black.y > red.y, "playing Black, Black's side is at the bottom and the computer opened");
  await page.selectOption("#side", "red");
}

/** Whether every control named is inside the viewport, whole; returns the ones outside. */
async function outOfView(page, selectors) {
  const { width, height } = page.viewportSize();
  const out = [];
  for (const sel of selectors) {
    const box = await page.locator(sel).boundingBox();
    if (!box || box.x < 0 || box.y < 0 || box.x + box.width > width + 0.5 || box.y + box.height > height + 0.5) {
      out.push(`${sel} ${box ? `${Math.round(box.x)},${Math.round(box.y)} ${Math.round(box.width)}×${Math.round(box.height)}` : "hidden"}`);
    }
  }
  return out;
}

const CONTROLS = [
  "#side", "#strength", "#time-control", "#new", "#status", "#clock-red", "#clock-black", "#board",
  "#undo", "#hint", "#flip", "#draw", "#resign", "#first", "#prev", "#next", "#last",
  "#move-input", "#move-play",
];

async function layout(page, base) {
  for (const [name, width, height] of [
    ["desktop", 1280, 800],
    ["phone-portrait", 390, 844],
    ["phone-landscape", 844, 390],
  ]) {
    await page.setViewportSize({ width, height });
    await page.goto(base);
    await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move"));
    await page.selectOption("#time-control", "300000+3000");
    await page.click("#new");
    await page.waitForFunction(() => !document.querySelector("#clocks").hidden);
    const out = await outOfView(page, CONTROLS);
    check(out.length === 0, `${name} ${width}×${height}: every control in view without scrolling (${out.join("; ")})`);
    const path = join(ARTIFACTS, `layout-${name}.png`);
    await page.screenshot({ path });
    log("screenshot", path);
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

async function longGame(page, base) {
  await page.goto(base);
  await page.locator('[data-square="h2"] .piece').waitFor();
  await page.fill("#load-text", pgnOf(LONG_GAME.slice(0, 60)));
  await page.click("#load");
  await waitForPlies(page, 60);
  check((await plies(page)) === 60, "a 60-ply record fills the move list");
  const last = page.locator('#moves .ply[data-ply="60"]');
  const lastBox = await last.boundingBox();
  const listBox = await page.locator("#moves").boundingBox();
  const { height } = page.viewportSize();
  const inside =
    lastBox && lastBox.y >= listBox.y - 0.5 && lastBox.y + lastBox.height <= listBox.y + listBox.height + 0.5 &&
    lastBox.x >= listBox.x && lastBox.x + lastBox.width <= listBox.x + listBox.width + 0.5 &&
    lastBox.y + lastBox.height <= height;
  check(inside, `the 60th ply is visible in #moves (${JSON.stringify(lastBox)} in ${JSON.stringify(listBox)})`);
  // Arrow keys step through the game.
  await page.locator("body").click({ position: { x: 2, y: 2 } });
  await page.keyboard.press("ArrowLeft");
  check((await page.locator("#status").textContent()).startsWith("Replaying: after 59 of 60"), "← steps one ply back");
  await page.keyboard.press("Home");
  check((await page.locator("#status").textContent()).startsWith("Replaying: after 0 of 60"), "Home goes to the start");
  await page.keyboard.press("ArrowRight");
  check((await page.locator("#status").textContent()).startsWith("Replaying: after 1 of 60"), "→ steps one ply on");
  await page.keyboard.press("End");
  check(!(await page.locator("#status").textContent()).startsWith("Replaying"), "End is back at the current position");
  await shot(page, "04-long-game.png");
}

const version = (page) => page.evaluate(async () => {
  const id = new URL(location.href).searchParams.get("game");
  return (await (await fetch(`/api/games/${id}`)).json()).version;
});

async function input(page, base) {
  await page.goto(base);
  await page.locator('[data-square="h2"] .piece').waitFor();
  await page.selectOption("#strength", "d2");
  await page.click("#new");
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move"));
  // Every state event the page gets is counted.
  await page.evaluate(() => {
    window.stateEvents = 0;
    const id = new URL(location.href).searchParams.get("game");
    const es = new EventSource(`/api/games/${id}/events`);
    es.addEventListener("state", () => window.stateEvents++);
    window.counter = es;
  });
  await page.waitForFunction(() => window.stateEvents >= 1);
  const before = await version(page);
  const eventsBefore = await page.evaluate(() => window.stateEvents);

  // A refused move: the reason is shown, and nothing changes on the server.
  await page.fill("#move-input", "e0e2");
  await page.click("#move-play");
  await page.waitForFunction(() => document.querySelector("#message").textContent.length > 0);
  const reason = await page.locator("#message").textContent();
  check(/cannot move to e2/.test(reason), `a refused typed move says why: ${reason}`);
  check((await page.inputValue("#move-input")) === "e0e2", "and stays in the box to be corrected");
  await page.waitForTimeout(300);
  check((await version(page)) === before, `a refused move leaves version ${before}`);
  check((await page.evaluate(() => window.stateEvents)) === eventsBefore, "and sends no state event");

  // A piece clicked, then a point it cannot reach: the reason.
  await click(page, "e3");
  await click(page, "d3");
  // The answer comes from the server: wait for the message to name the new move (the
  // typed move's reason is still shown until then).
  await page
    .waitForFunction(() => document.querySelector("#message").textContent.includes("e3d3"), null, {
      timeout: 10000,
    })
    .catch(() => {});
  const sideways = await page.locator("#message").textContent();
  check(/pawn on e3 cannot move to d3/.test(sideways), `an illegal click says why: ${sideways}`);
  check((await version(page)) === before, "and changes nothing either");

  // A move typed in any notation.
  await page.fill("#move-input", "炮二平五");
  await page.press("#move-input", "Enter");
  await waitForPlies(page, 2);
  check((await page.locator('#moves .ply[data-ply="1"]').textContent()) === "炮二平五", "a move typed into #move-input is played");
  check((await page.inputValue("#move-input")) === "", "and the box is emptied");
  check((await page.locator("#message").textContent()) === "", "and the reason is gone");
  await page.waitForFunction(() => document.querySelector("#status").textContent.startsWith("The computer played"));
  const said = await page.locator("#status").textContent();
  const reply = await page.locator('#moves .ply[data-ply="2"]').textContent();
  check(said.includes(reply.replace(/\+$/, "")), `the status says what the computer played: ${said}`);

  // Drag and drop: the horse from b0 to c2.
  const from = await page.locator('[data-square="b0"]').boundingBox();
  const to = await page.locator('[data-square="c2"]').boundingBox();
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 8 });
  check((await page.locator('[data-square="b0"].selected').count()) === 1, "a dragged piece is picked up");
  await page.mouse.up();
  await waitForPlies(page, 3);
  check((await page.locator('#moves .ply[data-ply="3"]').textContent()).startsWith("马八进七"), "drag and drop plays 马八进七");
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move"));

  // Keyboard: Tab to the board, arrows to a piece, Enter twice.
  await page.locator('[data-square="e0"]').focus();
  const label = await page.locator('[data-square="e0"]').getAttribute("aria-label");
  check(label === "red king on e0", `a point has a spoken label: ${label}`);
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  const focused = await page.evaluate(() => document.activeElement.dataset.square);
  check(focused === "e1", `arrow keys move the focus on the board (${focused})`);
  await page.keyboard.press("ArrowDown");
  await page.keyboard.press("Enter");
  check((await page.locator('[data-square="e0"].selected').count()) === 1, "Enter picks up the king");
  check(/selected/.test(await page.locator('[data-square="e0"]').getAttribute("aria-label")), "its label says so");
  await page.keyboard.press("ArrowUp");
  await page.keyboard.press("Enter");
  await waitForPlies(page, 5);
  check((await page.locator('#moves .ply[data-ply="5"]').textContent()).startsWith("帅五进一"), "Enter on a destination plays 帅五进一");
  await page.evaluate(() => window.counter.close());
}

/** A timed game lost on time, a resignation, a declined draw, a repetition warning. */
async function control(page, base) {
  // Two seconds each: Red (the player) does not move and loses on time.
  const r = await fetch(`${base}api/games`, {
    method: "POST",
    body: JSON.stringify({ strength: { depth: 1 }, time_control: { base_ms: 2000, increment_ms: 0 } }),
  });
  const timed = (await r.json()).id;
  await page.goto(`${base}?game=${timed}`);
  await page.waitForFunction(() => /^Red \d:\d\d$/.test(document.querySelector("#clock-red").textContent));
  check(await page.locator("#clock-red.running").isVisible(), "the clock of the side to move runs");
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("ran out of time"), null, {
    timeout: 10000,
  });
  const lost = await page.locator("#status").textContent();
  check(lost === "Black wins: Red ran out of time. The computer wins.", `a loss on time: ${lost}`);
  check((await page.locator("#clock-red").textContent()) === "Red 0:00", "Red's clock shows 0:00");
  check(await page.locator("#resign").isDisabled(), "a finished game cannot be resigned");
  await shot(page, "06-time.png");

  // Resign, after a confirmation.
  await page.goto(base);
  await page.waitForFunction(() => document.querySelector("#status").textContent.startsWith("Your move"));
  await page.click("#draw");
  await page.waitForFunction(() => /declines/.test(document.querySelector("#message").textContent));
  check(true, `a draw offer before the computer judged the game is declined: ${await page.locator("#message").textContent()}`);
  page.once("dialog", (d) => d.accept());
  await page.click("#resign");
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("resigned"));
  const resigned = await page.locator("#status").textContent();
  check(resigned === "Black wins: Red resigned. The computer wins.", `resign: ${resigned}`);
  check((await page.locator('#board .point[data-square="h2"]').getAttribute("aria-label")) === "red cannon on h2", "the board stays");

  // A move that would lose by perpetual check is named first, played only when repeated.
  const pgn =
    '[FEN "3k5/9/9/9/9/9/9/9/9/R2AK4 w - - 0 1"]\n[Format "ICCS"]\n\n1. a0a9 d9d8 2. a9a8 d8d9 3. a8a9 d9d8 4. a9a8 d8d9 *\n';
  await page.selectOption("#strength", "d1");
  await page.fill("#load-text", pgn);
  await page.click("#load");
  await waitForPlies(page, 8);
  await click(page, "a8");
  await click(page, "a9");
  await page.waitForFunction(() => /Careful/.test(document.querySelector("#message").textContent));
  const warning = await page.locator("#message").textContent();
  check(/perpetual check/.test(warning), `a warning names the rule: ${warning}`);
  check((await plies(page)) === 8, "and the move is not played");
  await click(page, "a8");
  await click(page, "a9");
  await waitForPlies(page, 9);
  await page.waitForFunction(() => document.querySelector("#status").textContent.includes("perpetual check"));
  check(true, `played again, it loses: ${await page.locator("#status").textContent()}`);
}

/** Records as players have them: bare moves, no result, notations mixed; a finished one. */
async function lenientImport(page, base) {
  await page.goto(base);
  await page.locator('[data-square="h2"] .piece').waitFor();
  await page.fill("#load-text", "炮二平五 H8+7 h0g2");
  await page.click("#load");
  await waitForPlies(page, 3);
  check((await page.locator('#moves .ply[data-ply="2"]').textContent()) === "马８进７", "bare moves in mixed notations load");
  check((await page.locator("#load-error").textContent()) === "", "without an error");
  const finished = "a0a9 d9d8 a9a8 d8d9 a8a9 d9d8 a9a8 d8d9 a8a9";
  await page.fill("#load-text", `[FEN "3k5/9/9/9/9/9/9/9/9/R2AK4 w - - 0 1"]\n${finished}`);
  await page.click("#load");
  await waitForPlies(page, 9);
  const status = await page.locator("#status").textContent();
  check(status === "Review: Black wins: Red gave perpetual check (plies 6–9).", `a finished record opens in review at its end: ${status}`);
}

/** The levels are named by rating, and the weakest one plays. */
async function levels(page, base) {
  await page.goto(base);
  await page.locator('[data-square="h2"] .piece').waitFor();
  const names = await page.locator("#levels option").allTextContents();
  check(names.length >= 8 && /^Elo \d+: beginner$/.test(names[0]) && /full strength$/.test(names[names.length - 1]),
    `the levels are named by rating: ${names.join(" | ")}`);
  const lowest = await page.locator("#levels option").first().getAttribute("value");
  await page.selectOption("#strength", lowest);
  await page.click("#new");
  await page.waitForFunction(() => document.querySelector("#status").textContent.startsWith("Your move"));
  await page.fill("#move-input", "h2e2");
  await page.press("#move-input", "Enter");
  await waitForPlies(page, 2);
  await page.waitForFunction(() => document.querySelector("#status").textContent.startsWith("The computer played"));
  check((await page.inputValue("#strength")) === lowest, "the weakest level answers, and stays chosen");
}

async function accessibility(page) {
  await page.addScriptTag({ path: join(here, "node_modules/axe-core/axe.min.js") });
  const result = await page.evaluate(async () => await window.axe.run(document));
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  for (const v of result.violations) log(`axe: ${v.impact} ${v.id}: ${v.help} (${v.nodes.length})`);
  check(bad.length === 0, `axe-core finds no serious or critical violation (${bad.map((v) => v.id).join(", ")})`);
}

/** A full server says so on the page; a stopped one is noticed. */
async function fullServer(page) {
  const { server, url } = startServer(["--max-games", "1"]);
  try {
    const base = await url;
    const r = await fetch(`${base}api/games`, { method: "POST", body: "{}" });
    check(r.status === 201, "the one game the small server holds");
    await page.goto(base);
    await page.waitForFunction(() => document.querySelector("#status").textContent !== "Loading…");
    const status = await page.locator("#status").textContent();
    check(/server is full/.test(status), `a full server is said on the page: ${status}`);
    await shot(page, "05-full.png");
  } finally {
    server.kill();
  }
}

/** A game survives a restart of the server; the page notices the break and goes on. */
async function restart(page) {
  const dir = mkdtempSync(join(tmpdir(), "xiangqi-web-db-"));
  const db = join(dir, "games.sqlite");
  let { server, url } = startServer([], 0, db);
  try {
    const base = await url;
    const port = new URL(base).port;
    await page.goto(base);
    await page.locator('[data-square="h2"] .piece').waitFor();
    await page.selectOption("#strength", "d2");
    await page.click("#new");
    await page.waitForFunction(() => document.querySelector("#status").textContent.startsWith("Your move"));
    await click(page, "h2");
    await click(page, "e2");
    await waitForPlies(page, 2);
    await page.waitForFunction(() => document.querySelector("#status").textContent.includes("Your move"));
    const id = new URL(page.url()).searchParams.get("game");
    const moves = await page.locator("#moves").textContent();

    const exited = new Promise((resolve) => server.once("exit", resolve));
    server.kill();
    await exited;
    await page.waitForFunction(() => /cannot be reached/.test(document.querySelector("#status").textContent), null, {
      timeout: 20000,
    });
    check(true, `a stopped server is noticed and said: ${await page.locator("#status").textContent()}`);
    await shot(page, "07-offline.png");

    ({ server, url } = startServer([], port, db));
    await url;
    await page.waitForFunction(() => document.querySelector("#status").textContent.startsWith("The computer played"), null, {
      timeout: 20000,
    });
    check((await page.locator("#moves").textContent()) === moves, "after the restart the page goes on with the same game");
    await click(page, "b0");
    await click(page, "c2");
    await waitForPlies(page, 4);
    check(true, "and the game goes on");

    await page.goto(`${base}games`);
    await page.waitForFunction(() => !document.querySelector("#games").hidden);
    const link = page.locator(`#games a[data-game="${id}"]`);
    check((await link.textContent()) === "Resume", "the games page lists the game, to resume");
    await shot(page, "08-games.png");
    await link.click();
    await waitForPlies(page, 4);
    check(new URL(page.url()).searchParams.get("game") === id, "and opens it");
  } finally {
    server.kill();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  mkdirSync(ARTIFACTS, { recursive: true });
  const { server, url } = startServer();
  const profile = mkdtempSync(join(tmpdir(), "xiangqi-web-e2e-"));
  let context;
  try {
    const base = await url;
    log("server at", base);
    context = await chromium.launchPersistentContext(profile, {
      executablePath: CHROMIUM,
      headless: true,
      chromiumSandbox: false,
      acceptDownloads: true,
      viewport: { width: 1280, height: 800 },
      args: FLAGS,
    });
    const page = context.pages()[0] || (await context.newPage());
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    // A refusal the test asks for (an illegal move, a full server) is logged by the
    // browser as a failed load; anything else is an error in the page.
    // So is a connection lost when the test stops a server.
    const expected =
      /^Failed to load resource: (the server responded with a status of (409|422|503)|net::ERR_CONNECTION_REFUSED|net::ERR_CONNECTION_RESET|net::ERR_INCOMPLETE_CHUNKED_ENCODING)/;
    page.on("console", (m) => m.type() === "error" && !expected.test(m.text()) && errors.push(m.text()));
    try {
      await opening(page, base);
      await asBlack(page, base);
      await thinking(page, base);
      await mate(page, base);
      await longGame(page, base);
      await input(page, base);
      await levels(page, base);
      await lenientImport(page, base);
      await accessibility(page);
      await control(page, base);
      await layout(page, base);
      await fullServer(page);
      await restart(page);
    } catch (e) {
      await shot(page, "failure.png").catch(() => {});
      log("page errors:", errors.join("; ") || "none");
      log("status:", await page.locator("#status").textContent().catch(() => "?"));
      throw e;
    }
    check(errors.length === 0, `no errors in the page (${errors.join("; ")})`);
    log("all browser checks passed");
  } finally {
    if (context) await context.close();
    server.kill();
    rmSync(profile, { recursive: true, force: true });
  }
}

main().catch((e) => {
  console.error("e2e: FAILED:", e);
  process.exit(1);
});
