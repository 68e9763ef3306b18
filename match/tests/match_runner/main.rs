//! `xiangqi-match` against scripted fake engines: every way a game can end, scored and
//! recorded exactly as the rules say.
//!
//! This test is its own harness: run with `--fake-engine SCRIPT…`, the executable is
//! the fake engine (see `fake.rs`) that the matches below start, twice, as their
//! engines. Every game's end is checked three ways: the runner's summary counts, the
//! PGN tags and final comment, and the PGN read back by the crate and judged again.

mod fake;

use std::path::{Path, PathBuf};
use std::process::Command;
use xiangqi::pgn::{self, PgnGame};
use xiangqi::{Color, Position, RuleSet};

/// A scratch directory for one test.
fn scratch(name: &str) -> PathBuf {
    let dir =
        std::env::temp_dir().join(format!("xiangqi-match-test-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a scratch directory");
    dir
}

/// The fake engine's `-engine` words: this executable with its script.
fn fake(name: &str, extra: &str) -> Vec<String> {
    let me = std::env::current_exe().expect("the test's own path");
    vec![
        format!("cmd={}", me.display()),
        format!("name={name}"),
        format!("args=--fake-engine {extra}"),
    ]
}

/// Runs the runner; returns its output and the games it wrote, in round order.
fn run(dir: &Path, engines: [Vec<String>; 2], rest: &[&str]) -> (String, Vec<PgnGame>) {
    let pgn_path = dir.join("games.pgn");
    let mut args: Vec<String> = Vec::new();
    for e in engines {
        args.push("-engine".into());
        args.extend(e);
    }
    args.extend(rest.iter().map(|s| s.to_string()));
    args.push("-pgnout".into());
    args.push(format!("file={}", pgn_path.display()));
    let out = Command::new(env!("CARGO_BIN_EXE_xiangqi-match"))
        .args(&args)
        .output()
        .expect("the runner starts");
    let stdout = String::from_utf8_lossy(&out.stdout).into_owned();
    assert!(
        out.status.success(),
        "runner failed: {}\n{stdout}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = std::fs::read_to_string(&pgn_path).unwrap_or_default();
    let mut games = pgn::read_games(&text).expect("the runner's PGN reads back");
    let round = |g: &PgnGame| -> (u32, u32) {
        let r = g.tag("Round").unwrap_or("0.0");
        let (a, b) = r.split_once('.').unwrap_or((r, "0"));
        (a.parse().unwrap_or(0), b.parse().unwrap_or(0))
    };
    games.sort_by_key(round);
    (stdout, games)
}

/// One scripted game and how it must end.
struct Case {
    fen: &'static str,
    moves: &'static str,
    /// The winner (`None`: a draw).
    winner: Option<Color>,
    /// The final comment.
    reason: &'static str,
    termination: &'static str,
    /// Whether the crate, judging the record again, reaches the same end.
    by_rules: bool,
}

const fn rules(
    fen: &'static str,
    moves: &'static str,
    winner: Option<Color>,
    reason: &'static str,
) -> Case {
    Case {
        fen,
        moves,
        winner,
        reason,
        termination: "normal",
        by_rules: true,
    }
}

const fn forfeit(
    fen: &'static str,
    moves: &'static str,
    winner: Color,
    reason: &'static str,
    termination: &'static str,
) -> Case {
    Case {
        fen,
        moves,
        winner: Some(winner),
        reason,
        termination,
        by_rules: false,
    }
}

const RED: Option<Color> = Some(Color::Red);
const BLACK: Option<Color> = Some(Color::Black);
const START: &str = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0";

/// The start position with another move number, so that each case's position differs.
fn start(n: u32) -> String {
    format!("{START} {n}")
}

/// Plays `cases` in order, one game each, both engines on the same script; checks
/// the summary, the PGN and the crate's own verdict on the PGN.
fn play_cases(name: &str, cases: &[Case], fens: &[String], rest: &[&str]) -> String {
    let dir = scratch(name);
    let script: String = cases
        .iter()
        .zip(fens)
        .map(|(c, f)| format!("{f} | {}\n", c.moves))
        .collect();
    let openings: String = fens.iter().map(|f| format!("{f}\n")).collect();
    std::fs::write(dir.join("script.txt"), script).expect("write");
    std::fs::write(dir.join("openings.epd"), openings).expect("write");
    let script = dir.join("script.txt").display().to_string();
    let book = format!("file={}", dir.join("openings.epd").display());
    let rounds = cases.len().to_string();
    let mut args = vec![
        "-games",
        "1",
        "-rounds",
        &rounds,
        "-openings",
        &book,
        "order=sequential",
    ];
    args.extend(rest);
    let (out, games) = run(
        &dir,
        [fake("first", &script), fake("second", &script)],
        &args,
    );
    assert_eq!(games.len(), cases.len(), "{out}");
    let (mut wins, mut losses, mut draws) = (0, 0, 0);
    for (k, (case, game)) in cases.iter().zip(&games).enumerate() {
        // Single games alternate colours by round: the first engine is Red in even ones.
        let first = if k % 2 == 0 { Color::Red } else { Color::Black };
        match case.winner {
            None => draws += 1,
            Some(w) if w == first => wins += 1,
            Some(_) => losses += 1,
        }
        let token = match case.winner {
            Some(Color::Red) => "1-0",
            Some(Color::Black) => "0-1",
            None => "1/2-1/2",
        };
        let (red, black) = if first == Color::Red {
            ("first", "second")
        } else {
            ("second", "first")
        };
        assert_eq!(game.tag("Red"), Some(red), "case {k}");
        assert_eq!(game.tag("Black"), Some(black), "case {k}");
        assert_eq!(game.tag("Result"), Some(token), "case {k}: {}", case.reason);
        assert_eq!(game.result.token(), token, "case {k}");
        assert_eq!(game.tag("Termination"), Some(case.termination), "case {k}");
        let last = game
            .moves
            .nodes
            .last()
            .and_then(|n| n.comments.last())
            .or(game.moves.comments.last());
        assert_eq!(last.map(String::as_str), Some(case.reason), "case {k}");
        let replay = game.to_game(RuleSet::ASIAN).expect("the record replays");
        assert_eq!(
            game.tag("PlyCount"),
            Some(replay.len().to_string().as_str())
        );
        let verdict = replay.outcome().map(|r| r.to_string());
        if case.by_rules {
            assert_eq!(verdict.as_deref(), Some(case.reason), "case {k}");
        } else {
            assert_eq!(
                verdict, None,
                "case {k}: a forfeit ends a game the rules had not ended"
            );
        }
    }
    let summary = format!(
        "Games: {}, Wins: {wins}, Losses: {losses}, Draws: {draws},",
        cases.len()
    );
    assert!(out.contains(&summary), "expected {summary:?} in\n{out}");
    out
}

/// Every end the rules know, from the rules suite's positions (data/rules.txt).
fn every_rules_ending() {
    let cases = [
        rules(
            "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1",
            "b0b9",
            RED,
            "Red wins: Black is checkmated",
        ),
        rules(
            "5k1r1/9/9/9/9/9/9/9/8r/4K4 b - - 0 1",
            "h9h0",
            BLACK,
            "Black wins: Red is checkmated",
        ),
        rules(
            "3k5/9/9/9/9/9/9/9/9/R3K4 w - - 0 1",
            "a0a8",
            RED,
            "Red wins: Black has no legal move",
        ),
        rules(
            "3k5/9/9/9/9/9/9/9/9/R2AK4 w - - 0 1",
            "a0a9 d9d8 a9a8 d8d9 a8a9 d9d8 a9a8 d8d9 a8a9",
            BLACK,
            "Black wins: Red gave perpetual check (plies 6–9)",
        ),
        rules(
            "3k5/9/1c7/9/9/R8/9/9/9/4K4 w - - 0 1",
            "a4b4 b7c7 b4c4 c7b7 c4b4 b7c7 b4c4 c7b7 c4b4",
            BLACK,
            "Black wins: Red chased the black cannon on b7 with the rook (plies 6–9)",
        ),
        rules(
            "1c7/3k1r3/9/3c5/2r6/3R5/3CN4/9/9/5K3 w - - 0 1",
            "d4f4 d6f6 f4d4 f6d6 d4f4 d6f6 f4d4 f6d6",
            None,
            "Draw: both sides gave perpetual check (plies 5–8)",
        ),
        rules(
            "3r5/c4k3/9/4R4/9/8C/n2n5/3K5/8r/R8 w - - 0 1",
            "e6a6 a3b5 a6e6 b5a3 e6a6 a3b5 a6e6 b5a3",
            None,
            "Draw: both sides chased perpetually (plies 5–8)",
        ),
        rules(
            "4k4/9/9/R3p4/9/9/2R6/9/9/5K3 w - - 0 1",
            "c3c6 e9e8 c6c3 e8e9 c3c6 e9e8 c6c3 e8e9",
            None,
            "Draw: the position occurred a third time (plies 5–8)",
        ),
        rules(
            "3k5/9/9/9/9/9/9/9/4A4/R3K4 w - - 118 60",
            "a0a1 d9d8",
            None,
            "Draw: 120 plies without a capture",
        ),
        rules(
            "3ak4/4R4/9/9/9/9/9/9/9/3K5 b - - 0 1",
            "d9e8",
            None,
            "Draw: neither side has a rook, horse, cannon or pawn left",
        ),
    ];
    let fens: Vec<String> = cases.iter().map(|c| c.fen.to_string()).collect();
    play_cases(
        "rules",
        &cases,
        &fens,
        &["-each", "st=5", "-concurrency", "2"],
    );
}

/// Illegal, garbled and missing moves, a crash, an engine that overruns its move time
/// and stops when told, one that never answers; and games after a crash and a kill
/// are played by restarted engines.
fn every_forfeit() {
    let cases = [
        forfeit(
            "",
            "h2e2 a9a0",
            Color::Red,
            "Red wins: Black played an illegal move (a9a0)",
            "rules infraction",
        ),
        forfeit(
            "",
            "h2e2 zz99",
            Color::Red,
            "Red wins: Black sent an unreadable move (\"zz99\")",
            "rules infraction",
        ),
        forfeit(
            "",
            "h2e2 none",
            Color::Red,
            "Red wins: Black said it had no move",
            "rules infraction",
        ),
        forfeit(
            "",
            "h2e2 h9g7 crash",
            Color::Black,
            "Black wins: Red's engine exited",
            "abandoned",
        ),
        rules(
            "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1",
            "b0b9",
            RED,
            "Red wins: Black is checkmated",
        ),
        forfeit(
            "",
            "h2e2 h9g7 wait",
            Color::Black,
            "Black wins: Red lost on time (no move within 1.500 s)",
            "time forfeit",
        ),
        forfeit(
            "",
            "h2e2 hang",
            Color::Red,
            "Red wins: Black lost on time (no move within 1.500 s)",
            "time forfeit",
        ),
        rules(
            "5k1r1/9/9/9/9/9/9/9/8r/4K4 b - - 0 1",
            "h9h0",
            BLACK,
            "Black wins: Red is checkmated",
        ),
    ];
    let fens: Vec<String> = cases
        .iter()
        .enumerate()
        .map(|(k, c)| {
            if c.fen.is_empty() {
                start(k as u32 + 1)
            } else {
                c.fen.to_string()
            }
        })
        .collect();
    // One game at a time, so that each restart follows the game that needed it.
    play_cases(
        "forfeits",
        &cases,
        &fens,
        &["-each", "st=1", "timemargin=500"],
    );
}

/// A game clock runs down: 0.7 s a move against a 1 s clock and 0.2 s of grace.
fn the_clock_flags() {
    let cases = [forfeit(
        "",
        "sleep700:h2e2 h9g7 sleep700:h0g2",
        Color::Black,
        "Black wins: Red lost on time (no move within 0.500 s)",
        "time forfeit",
    )];
    let dir = scratch("clock");
    let fen = start(1);
    std::fs::write(dir.join("s.txt"), format!("{fen} | {}\n", cases[0].moves)).expect("write");
    let script = dir.join("s.txt").display().to_string();
    let (out, games) = run(
        &dir,
        [fake("first", &script), fake("second", &script)],
        &["-each", "tc=1", "timemargin=200", "-rounds", "1"],
    );
    assert_eq!(games.len(), 1, "{out}");
    let g = &games[0];
    assert_eq!(g.tag("Result"), Some("0-1"));
    assert_eq!(g.tag("TimeControl"), Some("1"));
    assert_eq!(g.tag("Termination"), Some("time forfeit"));
    assert_eq!(g.moves.nodes.len(), 2, "Red's second move was over time");
    let last = g.moves.nodes[1].comments.last().expect("the reason");
    // 0.3 s left after the first move, and 0.2 s of grace: a little less when the
    // machine is loaded and the first move's 0.7 s are measured longer.
    let within: f64 = last
        .strip_prefix("Black wins: Red lost on time (no move within ")
        .and_then(|r| r.strip_suffix(" s)"))
        .and_then(|t| t.parse().ok())
        .unwrap_or_else(|| panic!("{last}"));
    assert!((0.4..=0.5).contains(&within), "{last}");
    assert!(
        out.contains("Games: 1, Wins: 0, Losses: 1, Draws: 0,"),
        "{out}"
    );
}

/// A node search that never ends counts as a stalled engine.
fn a_stalled_search_loses() {
    let cases = [forfeit(
        "",
        "h2e2 hang",
        Color::Red,
        "Red wins: Black gave no move in 0.5 s",
        "stalled connection",
    )];
    play_cases(
        "stall",
        &cases,
        &[start(1)],
        &["-each", "nodes=1000", "stall=0.5"],
    );
}

/// Resignation and draws by the engines' scores, and the move-count limit.
fn adjudication() {
    let cases = [
        forfeit(
            "",
            "h2e2/-1200 h9g7/1200 h0g2/-1500",
            Color::Black,
            "Black wins: Red resigns (adjudication)",
            "adjudication",
        ),
        Case {
            fen: "",
            moves: "h2e2/0 h9g7/5 h0g2/-5 i9h9/0",
            winner: None,
            reason: "Draw: both engines' scores stayed level (adjudication)",
            termination: "adjudication",
            by_rules: false,
        },
        Case {
            fen: "",
            moves: "",
            winner: None,
            reason: "Draw: 3 moves each were played (adjudication)",
            termination: "adjudication",
            by_rules: false,
        },
    ];
    let fens = [start(1), start(2), start(3)];
    let rest = [
        "-each",
        "st=5",
        "-resign",
        "movecount=2",
        "score=1000",
        "-draw",
        "movenumber=1",
        "movecount=2",
        "score=10",
        "-maxmoves",
        "3",
    ];
    play_cases("adjudication", &cases, &fens, &rest);
}

/// Game pairs with colours swapped fall into the five pentanomial classes exactly:
/// LL, LD, DD, WL, WD, WW once each (DD and WL both in the middle class).
fn pairs_are_counted_exactly() {
    let dir = scratch("pairs");
    let m0 = Position::startpos()
        .legal_moves()
        .iter()
        .next()
        .expect("a move")
        .to_string();
    let draw_fen = "1c7/3k1r3/9/3c5/2r6/3R5/3CN4/9/9/5K3 w - - 0";
    let draw = "d4f4 d6f6 f4d4 f6d6 d4f4 d6f6 f4d4 f6d6";
    let mate = "4k4/R8/9/9/9/9/9/9/9/1R1K5 w - - 0 1";
    let (ww, ll) = (start(11), start(12));
    let (wd, ld, dd) = (
        format!("{draw_fen} 1"),
        format!("{draw_fen} 2"),
        format!("{draw_fen} 3"),
    );
    // The first engine: loses LL both ways, gives up the LD pair's second game.
    let first = format!(
        "{ll} | none\n{ll} | {m0} none\n{ld} | d4f4 none\n{ld} | {draw}\n{wd} | {draw}\n{dd} | {draw}\n{mate} | b0b9\n"
    );
    // The second engine: the mirror image for WW and WD.
    let second = format!(
        "{ww} | none\n{ww} | {m0} none\n{wd} | d4f4 none\n{wd} | {draw}\n{ld} | {draw}\n{dd} | {draw}\n{mate} | b0b9\n"
    );
    std::fs::write(dir.join("first.txt"), first).expect("write");
    std::fs::write(dir.join("second.txt"), second).expect("write");
    std::fs::write(
        dir.join("book.epd"),
        format!("{ll}\n{ld}\n{dd}\n{mate}\n{wd}\n{ww}\n"),
    )
    .expect("write");
    let book = format!("file={}", dir.join("book.epd").display());
    let a = dir.join("first.txt").display().to_string();
    let b = dir.join("second.txt").display().to_string();
    let (out, games) = run(
        &dir,
        [fake("first", &a), fake("second", &b)],
        &[
            "-each",
            "st=5",
            "-games",
            "2",
            "-rounds",
            "6",
            "-openings",
            &book,
            "-concurrency",
            "2",
            "-sprt",
            "elo0=-5",
            "elo1=5",
        ],
    );
    assert_eq!(games.len(), 12, "{out}");
    assert!(
        out.contains("Games: 12, Wins: 4, Losses: 4, Draws: 4, Points: 6.0 (50.00 %)"),
        "{out}"
    );
    assert!(
        out.contains("Ptnml(0-2): [1, 1, 2, 1, 1], WL/DD Ratio: 1.00"),
        "{out}"
    );
    // Symmetric results: the LLR of H1 (+5) against H0 (-5) is zero.
    assert!(
        out.contains("LLR: 0.00 (-2.94, 2.94) [-5.00, 5.00]"),
        "{out}"
    );
    // The same games read back by `-pool` give the same counts, from either side, and
    // pooled with given counts the same LLR as the runner's own for the sum.
    let pgn = format!("pgn={}", dir.join("games.pgn").display());
    let pool = |args: &[&str]| -> String {
        let out = Command::new(env!("CARGO_BIN_EXE_xiangqi-match"))
            .args(args)
            .output()
            .expect("the runner starts");
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8_lossy(&out.stdout).into_owned()
    };
    let pooled = pool(&["-pool", "name=second", &pgn, "-sprt", "elo0=-5", "elo1=5"]);
    assert!(pooled.contains("Ptnml(0-2): [1, 1, 2, 1, 1]"), "{pooled}");
    assert!(
        pooled.contains("Pairs: 6 (12 games), Points: 6.0 (50.00 %)"),
        "{pooled}"
    );
    assert!(
        pooled.contains("LLR: 0.00 (-2.94, 2.94) [-5.00, 5.00]"),
        "{pooled}"
    );
    let pooled = pool(&[
        "-pool",
        "name=first",
        &pgn,
        "ptnml=0,0,0,0,3",
        "-sprt",
        "elo0=-5",
        "elo1=5",
    ]);
    assert!(pooled.contains("Ptnml(0-2): [1, 1, 2, 1, 4]"), "{pooled}");
    assert!(
        pooled.contains("Pooled results of first (2 runs):"),
        "{pooled}"
    );
    // Three more won pairs for the first engine: the evidence leans to H1.
    let llr: f64 = pooled
        .split("LLR: ")
        .nth(1)
        .and_then(|r| r.split(' ').next())
        .and_then(|n| n.parse().ok())
        .expect("an LLR");
    assert!(llr > 0.0, "{pooled}");
}

/// An SPRT stops the match once a bound is crossed: the second engine forfeits
/// every game, so H1 is accepted long before the 200 games. (The bounds are wide:
/// the evidence a pair gives grows with the distance between them, so a sweep
/// leaves the LLR at 2.01 of 2.94 after 200 games with bounds of 0 and 5.)
fn the_sprt_stops_the_match() {
    let dir = scratch("sprt");
    let (out, games) = run(
        &dir,
        [fake("first", ""), fake("second", "--always e5e4")],
        &[
            "-each", "st=5", "-games", "2", "-rounds", "100", "-sprt", "elo0=0", "elo1=100",
        ],
    );
    assert!(
        out.contains("SPRT ([0.00, 100.00]) completed - H1 was accepted"),
        "{out}"
    );
    let n = games.len();
    assert!(n > 0 && n < 200 && n % 2 == 0, "{n} games");
    let summary = format!("Games: {n}, Wins: {n}, Losses: 0, Draws: 0,");
    assert!(out.contains(&summary), "{out}");
    assert!(
        out.contains(&format!("Ptnml(0-2): [0, 0, 0, 0, {}]", n / 2)),
        "{out}"
    );
}

/// Bad command lines and engines that cannot start end the run with a message.
fn bad_setups_fail_cleanly() {
    let runner = env!("CARGO_BIN_EXE_xiangqi-match");
    let out = Command::new(runner)
        .args(["-engine", "cmd=x", "-each", "st=1"])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(2));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("a match needs two -engine options, got 1"),
        "{err}"
    );
    let out = Command::new(runner)
        .args([
            "-engine",
            "cmd=/nonexistent/engine",
            "-engine",
            "cmd=/nonexistent/engine",
            "-each",
            "st=1",
        ])
        .output()
        .expect("runs");
    assert_eq!(out.status.code(), Some(1));
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("cannot start engine engine (/nonexistent/engine)"),
        "{err}"
    );
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("--fake-engine") {
        fake::run(&args[1..]);
        return;
    }
    let tests: [(&str, fn()); 8] = [
        ("every_rules_ending", every_rules_ending),
        ("every_forfeit", every_forfeit),
        ("the_clock_flags", the_clock_flags),
        ("a_stalled_search_loses", a_stalled_search_loses),
        ("adjudication", adjudication),
        ("pairs_are_counted_exactly", pairs_are_counted_exactly),
        ("the_sprt_stops_the_match", the_sprt_stops_the_match),
        ("bad_setups_fail_cleanly", bad_setups_fail_cleanly),
    ];
    let filter = args.iter().find(|a| !a.starts_with('-'));
    let mut failed = Vec::new();
    let chosen: Vec<_> = tests
        .iter()
        .filter(|(n, _)| filter.is_none_or(|f| n.contains(f.as_str())))
        .collect();
    println!("\nrunning {} tests", chosen.len());
    for (name, test) in chosen {
        let ok = std::panic::catch_unwind(test).is_ok();
        println!("test {name} ... {}", if ok { "ok" } else { "FAILED" });
        if !ok {
            failed.push(*name);
        }
    }
    if !failed.is_empty() {
        println!("\nfailed: {failed:?}");
        std::process::exit(1);
    }
    println!("\ntest result: ok.");
}
