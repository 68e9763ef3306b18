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

/** Starts the server on a free port; resolves to its base URL. */
function startServer() {
  const server = spawn(BIN, ["--port", "0", "--max-searches", "2", "--hash", "8"], {
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
  await page.waitForFunction(() => document.querySelector("#status").textContent.startsWith("Your move"));
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
  await page.waitForFunction(() => document.querySelector("#status").textContent.startsWith("Your move"));
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
  await page.waitForFunction(() => document.querySelector("#status").textContent.startsWith("Your move"));
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
  await page.waitForFunction(() => document.querySelector("#status").textContent.startsWith("Your move (Red)"));
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
        return count > n && (s.includes("wins") || s.startsWith("Your move"));
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
  await page.waitForFunction(() => document.querySelector("#status").textContent.startsWith("Your move (Black)"));
  const red = await page.locator('[data-square="e0"]').boundingBox();
  const black = await page.locator('[data-square="e9"]').boundingBox();
  check(black.y > red.y, "playing Black, Black's side is at the bottom and the computer opened");
  await page.selectOption("#side", "red");
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
      viewport: { width: 1200, height: 900 },
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    });
    const page = context.pages()[0] || (await context.newPage());
    const errors = [];
    page.on("pageerror", (e) => errors.push(String(e)));
    page.on("console", (m) => m.type() === "error" && errors.push(m.text()));
    try {
      await opening(page, base);
      await asBlack(page, base);
      await thinking(page, base);
      await mate(page, base);
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
