//! The engine executable as a GUI uses it: a whole game against itself over pipes, in
//! UCI and in UCCI, checking every reply.

use std::io::{BufRead, BufReader, Write};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::mpsc::{Receiver, channel};
use std::time::Duration;
use xiangqi::{Move, Position};

struct Engine {
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<String>,
}

impl Engine {
    fn start() -> Engine {
        let mut child = Command::new(env!("CARGO_BIN_EXE_xiangqi-engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        let stdin = child.stdin.take().unwrap();
        let stdout: ChildStdout = child.stdout.take().unwrap();
        let (tx, rx) = channel();
        std::thread::spawn(move || {
            for line in BufReader::new(stdout).lines() {
                let Ok(line) = line else { break };
                if tx.send(line).is_err() {
                    break;
                }
            }
        });
        Engine {
            child,
            stdin,
            lines: rx,
        }
    }

    fn send(&mut self, cmd: &str) {
        writeln!(self.stdin, "{cmd}").unwrap();
        self.stdin.flush().unwrap();
    }

    /// Lines up to and including the first that starts with `prefix`.
    fn until(&mut self, prefix: &str) -> Vec<String> {
        let mut seen = Vec::new();
        loop {
            let line = self
                .lines
                .recv_timeout(Duration::from_secs(30))
                .unwrap_or_else(|_| panic!("no {prefix:?} after {seen:?}"));
            let done = line.starts_with(prefix);
            seen.push(line);
            if done {
                return seen;
            }
        }
    }
}

/// Checks an info line's fields and that its PV is legal from `pos`.
fn check_info(line: &str, pos: &Position, ucci: bool) {
    let t: Vec<&str> = line.split_whitespace().collect();
    assert_eq!(t[0], "info", "{line}");
    if t.get(1) == Some(&"string") {
        panic!("unexpected complaint: {line}");
    }
    for key in ["depth", "score", "nodes", "time", "pv"] {
        assert!(t.contains(&key), "{key} missing: {line}");
    }
    if !ucci {
        assert!(t.contains(&"nps") && t.contains(&"seldepth") && t.contains(&"hashfull"));
    }
    let pv = t.iter().position(|&x| x == "pv").unwrap();
    let mut p = pos.clone();
    for m in &t[pv + 1..] {
        let mv: Move = m.parse().unwrap();
        p.play(mv).unwrap_or_else(|e| panic!("{line}: {e}"));
    }
}

fn self_play(ucci: bool) {
    let mut e = Engine::start();
    if ucci {
        e.send("ucci");
        let hello = e.until("ucciok");
        assert!(hello.iter().any(|l| l.starts_with("option hashsize")));
        e.send("setoption hashsize 8");
    } else {
        e.send("uci");
        let hello = e.until("uciok");
        assert!(hello.iter().any(|l| l.starts_with("id name")));
        assert!(
            hello
                .iter()
                .any(|l| l == "option name Hash type spin default 16 min 1 max 4096")
        );
        e.send("setoption name Hash value 8");
        e.send("ucinewgame");
    }
    e.send("isready");
    assert_eq!(e.until("readyok"), ["readyok"]);

    let mut pos = Position::startpos();
    let mut moves: Vec<String> = Vec::new();
    let mut seen = std::collections::HashMap::new();
    for ply in 0..300 {
        // The game ends on mate, on no legal move, or when a position occurs a third
        // time (a repetition the rules adjudicate); 300 plies is the match limit.
        let count = seen.entry(pos.key()).or_insert(0);
        *count += 1;
        if *count == 3 {
            break;
        }
        let cmd = if moves.is_empty() {
            "position startpos".to_owned()
        } else {
            format!("position startpos moves {}", moves.join(" "))
        };
        e.send(&cmd);
        e.send(if ucci { "go depth 3" } else { "go nodes 3000" });
        let lines = e.until(if pos.has_legal_move() {
            "bestmove"
        } else if ucci {
            "nobestmove"
        } else {
            "bestmove"
        });
        let (last, infos) = lines.split_last().unwrap();
        for l in infos {
            check_info(l, &pos, ucci);
        }
        if !pos.has_legal_move() {
            let expected = if ucci {
                "nobestmove"
            } else {
                "bestmove (none)"
            };
            assert_eq!(last, expected);
            break;
        }
        let t: Vec<&str> = last.split_whitespace().collect();
        let mv: Move = t[1].parse().unwrap_or_else(|_| panic!("{last}"));
        assert!(
            pos.is_legal(mv),
            "ply {ply}: {last} illegal in {}",
            pos.fen()
        );
        if t.len() > 2 {
            assert_eq!(t[2], "ponder", "{last}");
            let mut after = pos.clone();
            after.play(mv).unwrap();
            assert!(after.is_legal(t[3].parse().unwrap()), "{last}");
        }
        pos.play(mv).unwrap();
        moves.push(mv.to_string());
    }
    e.send(&format!("position startpos moves {}", moves.join(" ")));
    e.send("d");
    let board = e.until("Checkers");
    assert!(
        board.iter().any(|l| l == &format!("Fen: {}", pos.fen())),
        "{board:?}"
    );
    e.send("go infinite");
    std::thread::sleep(Duration::from_millis(50));
    e.send("stop");
    let lines = e.until(if pos.has_legal_move() { "bestmove" } else { "" });
    assert!(!lines.is_empty());
    e.send("quit");
    if ucci {
        assert_eq!(e.until("bye").last().unwrap(), "bye");
    }
    let status = e.child.wait().unwrap();
    assert!(status.success());
}

#[test]
fn plays_a_game_against_itself_over_uci() {
    self_play(false);
}

#[test]
fn plays_a_game_against_itself_over_ucci() {
    self_play(true);
}

/// `position fen … moves …` carries the game's moves into the search, which judges a
/// repetition by them: after one cycle of Red's rook chasing the black cannon
/// (b4c4 c7b7 c4b4 b7c7), chasing again would repeat a position as the perpetual chaser,
/// which loses (see `tests/search.rs`). Also when the history already holds a finished
/// repetition (the cycle played twice: Red has lost by the rules, though the GUI asks
/// on), the engine answers with a legal move other than the chase, in both protocols.
#[test]
fn position_moves_are_judged_for_perpetual_chase() {
    let fen = "5k3/9/2c6/7n1/9/1R7/9/4p4/5p3/4K4 w - - 0 1";
    let cycle = "b4c4 c7b7 c4b4 b7c7";
    for ucci in [false, true] {
        let mut e = Engine::start();
        e.send(if ucci { "ucci" } else { "uci" });
        e.until(if ucci { "ucciok" } else { "uciok" });
        for history in [cycle.to_owned(), format!("{cycle} {cycle}")] {
            e.send(&format!("position fen {fen} moves {history}"));
            e.send("go depth 7");
            let lines = e.until("bestmove");
            let best = lines.last().unwrap();
            let mv: Move = best.split_whitespace().nth(1).unwrap().parse().unwrap();
            assert!(Position::from_fen(fen).unwrap().is_legal(mv), "{best}");
            assert_ne!(
                mv.to_string(),
                "b4c4",
                "ucci {ucci}, after {history}: {lines:?}"
            );
        }
        e.send("quit");
        assert!(e.child.wait().unwrap().success());
    }
}

/// After `position startpos moves` with 40,000 capture-free plies (horses shuffling), a
/// search once scanned the whole history at every node: `go movetime 100` answered
/// after about 6 s, and so did `stop`. Repetitions against the history are looked up
/// by key now. The bounds here are many times the targets (about 100 ms and a few ms)
/// so that a loaded machine cannot fail them; the old engine missed them by seconds.
#[test]
fn a_long_history_does_not_slow_the_answers() {
    let shuffle = "h0g2 h9g7 g2h0 g7h9 ".repeat(10_000);
    let mut e = Engine::start();
    e.send("uci");
    e.until("uciok");
    e.send(&format!("position startpos moves {}", shuffle.trim_end()));
    e.send("isready");
    e.until("readyok");
    let timed = |e: &mut Engine, go: &str, wait: Duration| {
        e.send(go);
        std::thread::sleep(wait);
        let start = std::time::Instant::now();
        if go.ends_with("infinite") {
            e.send("stop");
        }
        let lines = e.until("bestmove");
        let best: Move = lines
            .last()
            .unwrap()
            .split_whitespace()
            .nth(1)
            .unwrap()
            .parse()
            .unwrap();
        assert!(Position::startpos().is_legal(best), "{lines:?}");
        start.elapsed()
    };
    let movetime = timed(&mut e, "go movetime 100", Duration::ZERO);
    assert!(
        movetime < Duration::from_millis(1500),
        "go movetime 100 took {movetime:?}"
    );
    let stop = timed(&mut e, "go infinite", Duration::from_millis(300));
    assert!(stop < Duration::from_millis(1000), "stop took {stop:?}");
    e.send("quit");
    assert!(e.child.wait().unwrap().success());
}

/// Numbers past what the engine's types hold, or not numbers at all, once made it exit
/// (`printf 'ucci\ngo time nan\n' | xiangqi-engine` ended with status 101). Each script
/// ends with `quit`: the engine must answer every `isready` and exit cleanly.
#[test]
fn untrusted_numbers_never_crash_the_engine() {
    let scripts = [
        "ucci\ngo time nan\nisready\nquit\n",
        "ucci\ngo time 1 increment nan\nisready\nquit\n",
        "ucci\nsetoption usemillisec true\ngo time nan\nisready\nquit\n",
        "ucci\ngo time inf increment -inf depth 1\nisready\nquit\n",
        "uci\ngo mate 4294967295 nodes 1000\nisready\nstop\nquit\n",
        "uci\ngo wtime 99999999999999999999999 winc 18446744073709551616 depth 1\nisready\nquit\n",
        "uci\ngo movetime -1 depth 1\nisready\nquit\n",
    ];
    for script in scripts {
        let mut child = Command::new(env!("CARGO_BIN_EXE_xiangqi-engine"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the engine starts");
        child
            .stdin
            .take()
            .unwrap()
            .write_all(script.as_bytes())
            .unwrap();
        let out = child.wait_with_output().unwrap();
        let text = String::from_utf8_lossy(&out.stdout);
        assert!(out.status.success(), "{script:?}: {:?}\n{text}", out.status);
        assert!(text.contains("readyok"), "{script:?}: {text}");
    }
}
