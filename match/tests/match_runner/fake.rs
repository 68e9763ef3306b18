//! A scripted fake engine, speaking just enough UCI and UCCI for the match runner.
//!
//! The script has one game a line, `FEN | TOKEN TOKEN …`: the tokens are the moves of
//! both sides from that position. On `go`, the engine finds the line whose position
//! is the one it was given and whose moves so far are the moves it was given, and
//! answers with the next token:
//!
//! - `h2e2` or `h2e2/-350`: that move (with `info depth 1 score cp -350` first); a
//!   token that is not a legal move is sent all the same (illegal or garbled moves);
//! - `sleepMS:TOKEN`: waits MS milliseconds, then answers TOKEN;
//! - `none`: `bestmove (none)`; `crash`: exits at once; `hang`: never answers, not even
//!   to `stop`; `wait`: answers only when told to `stop`.
//!
//! Without a matching line (or past its end) it plays its first legal move.
//! `--always TOKEN` answers every `go` with TOKEN.

use std::io::{BufRead, Write};
use std::time::Duration;
use xiangqi::{Move, Position};

struct Script {
    lines: Vec<(String, Vec<String>)>,
}

/// The move part of a token (`h2e2/-350` → `h2e2`, `sleep5:h2e2` → `h2e2`).
fn move_of(token: &str) -> &str {
    let t = token.rsplit(':').next().unwrap_or(token);
    t.split('/').next().unwrap_or(t)
}

fn normal_fen(fen: &str) -> String {
    Position::from_fen(fen).map_or_else(|_| fen.to_string(), |p| p.fen())
}

impl Script {
    fn read(text: &str) -> Script {
        let lines = text
            .lines()
            .filter_map(|l| l.split_once('|'))
            .map(|(fen, moves)| {
                (
                    normal_fen(fen.trim()),
                    moves.split_whitespace().map(String::from).collect(),
                )
            })
            .collect();
        Script { lines }
    }

    fn token(&self, fen: &str, moves: &[String]) -> Option<&str> {
        self.lines.iter().find_map(|(f, tokens)| {
            let same = f == fen
                && tokens.len() > moves.len()
                && tokens.iter().zip(moves).all(|(t, m)| move_of(t) == m);
            same.then(|| tokens[moves.len()].as_str())
        })
    }
}

fn first_legal(fen: &str, moves: &[String]) -> String {
    let Ok(mut pos) = Position::from_fen(fen) else {
        return "(none)".into();
    };
    for m in moves {
        let Ok(mv) = m.parse::<Move>() else {
            return "(none)".into();
        };
        if pos.play(mv).is_err() {
            return "(none)".into();
        }
    }
    pos.legal_moves()
        .iter()
        .next()
        .map_or("(none)".into(), |m| m.to_string())
}

/// Runs the fake engine on stdin and stdout.
pub fn run(args: &[String]) {
    let mut script = Script { lines: Vec::new() };
    let mut always = None;
    let mut i = 0;
    while i < args.len() {
        match args[i].as_str() {
            "--always" => {
                always = args.get(i + 1).cloned();
                i += 1;
            }
            path => {
                let text = std::fs::read_to_string(path).expect("the script can be read");
                script = Script::read(&text);
            }
        }
        i += 1;
    }
    let stdin = std::io::stdin();
    let mut out = std::io::stdout();
    let mut say = |text: &str| {
        let _ = writeln!(out, "{text}");
        let _ = out.flush();
    };
    let mut fen = xiangqi::START_FEN.to_string();
    let mut moves: Vec<String> = Vec::new();
    let mut waiting = false;
    let mut hung = false;
    for line in stdin.lock().lines() {
        let Ok(line) = line else { break };
        let words: Vec<&str> = line.split_whitespace().collect();
        match words.first().copied() {
            Some("uci") => say("id name fake\noption name Hash type spin default 1\nuciok"),
            Some("ucci") => say("id name fake\noption usemillisec type check\nucciok"),
            Some("isready") if !hung => say("readyok"),
            Some("quit") => return,
            Some("position") => {
                let at = words.iter().position(|&w| w == "moves");
                let fen_words = &words[2.min(words.len())..at.unwrap_or(words.len())];
                fen = normal_fen(&fen_words.join(" "));
                moves = at.map_or_else(Vec::new, |a| {
                    words[a + 1..].iter().map(|w| w.to_string()).collect()
                });
            }
            Some("stop") if waiting => {
                waiting = false;
                say(&format!("bestmove {}", first_legal(&fen, &moves)));
            }
            Some("go") if !hung => {
                let token = always
                    .clone()
                    .or_else(|| script.token(&fen, &moves).map(String::from))
                    .unwrap_or_else(|| first_legal(&fen, &moves));
                let mut token = token.as_str();
                if let Some(rest) = token.strip_prefix("sleep") {
                    let (ms, t) = rest.split_once(':').unwrap_or((rest, ""));
                    std::thread::sleep(Duration::from_millis(ms.parse().unwrap_or(0)));
                    token = t;
                }
                match token {
                    "crash" => std::process::exit(3),
                    "hang" => hung = true,
                    "wait" => waiting = true,
                    "none" => say("bestmove (none)"),
                    t => {
                        if let Some((_, cp)) = t.split_once('/') {
                            say(&format!("info depth 1 score cp {cp} pv {}", move_of(t)));
                        }
                        say(&format!("bestmove {}", move_of(t)));
                    }
                }
            }
            _ => {}
        }
    }
}
