//! How results are written in each protocol, and the `d` and `eval` extras.

use crate::protocol::{Out, Protocol};
use xiangqi::search::{Info, SearchResult};
use xiangqi::{Move, Position};

fn moves_text(moves: &[Move]) -> String {
    moves
        .iter()
        .map(|m| m.to_string())
        .collect::<Vec<_>>()
        .join(" ")
}

/// `go perft depth`: each first move with its count as it is done, then the total; if
/// `stop` says so first, a note of how far it got instead of the total.
pub fn perft(pos: &mut Position, depth: u32, out: &Out, stop: &mut dyn FnMut() -> bool) {
    let moves = pos.legal_moves();
    let mut total = 0;
    for (done, &m) in moves.iter().enumerate() {
        let undo = pos.make_move(m);
        let below = match depth {
            0 | 1 => Some(1),
            _ => xiangqi::perft_until(pos, depth - 1, stop),
        };
        pos.unmake_move(m, undo);
        let Some(n) = below else {
            out.line(&format!(
                "info string perft stopped after {done} of {} first moves ({total} nodes counted)",
                moves.len()
            ));
            return;
        };
        out.line(&format!("{m}: {n}"));
        total += n;
    }
    out.line("");
    out.line(&format!(
        "Nodes searched: {}",
        if depth == 0 { 1 } else { total }
    ));
}

/// One `info` line for a completed iteration.
pub fn info_line(protocol: Protocol, i: &Info) -> String {
    let ms = i.time.as_millis();
    match protocol {
        Protocol::Uci => format!(
            "info depth {} seldepth {} multipv {} score {} nodes {} nps {} hashfull {} time {} pv {}",
            i.depth,
            i.seldepth,
            i.multipv,
            i.score,
            i.nodes,
            i.nps,
            i.hashfull,
            ms,
            moves_text(&i.pv)
        ),
        Protocol::Ucci => format!(
            "info depth {} score {} time {} nodes {} pv {}",
            i.depth,
            i.score.raw(),
            ms,
            i.nodes,
            moves_text(&i.pv)
        ),
    }
}

/// The final answer of a search.
pub fn best_line(protocol: Protocol, r: &SearchResult) -> String {
    match (r.best_move, protocol) {
        (Some(m), _) => match r.ponder_move {
            Some(p) => format!("bestmove {m} ponder {p}"),
            None => format!("bestmove {m}"),
        },
        (None, Protocol::Uci) => "bestmove (none)".to_owned(),
        (None, Protocol::Ucci) => "nobestmove".to_owned(),
    }
}

/// The board diagram, Black at the top, with the FEN, key and checkers below.
pub fn board_lines(pos: &Position) -> Vec<String> {
    let mut lines: Vec<String> = pos.to_string().lines().map(str::to_owned).collect();
    lines.push(format!("Fen: {}", pos.fen()));
    lines.push(format!("Key: {:016X}", pos.key()));
    let checkers: Vec<String> = pos.checkers().iter().map(|s| s.to_string()).collect();
    lines.push(format!("Checkers: {}", checkers.join(" ")));
    lines
}

/// The evaluation term by term.
pub fn eval_lines(pos: &Position) -> Vec<String> {
    let e = xiangqi::eval::breakdown(pos);
    let row = |name: &str, r: (i32, i32), b: (i32, i32)| {
        format!(
            "{name:<12} red {:>5} {:>5}  black {:>5} {:>5}",
            r.0, r.1, b.0, b.1
        )
    };
    vec![
        "term         (middle game, endgame)".to_owned(),
        row("material", e.red.material, e.black.material),
        row("placement", e.red.placement, e.black.placement),
        row("mobility", e.red.mobility, e.black.mobility),
        row("cannons", e.red.cannons, e.black.cannons),
        row("king attack", e.red.king_attack, e.black.king_attack),
        row("structure", e.red.structure, e.black.structure),
        row("threats", e.red.threats, e.black.threats),
        format!("phase {} of 48", e.phase),
        format!(
            "Final evaluation: {} (red), {} (side to move)",
            e.red_score(),
            e.score_for_side_to_move()
        ),
    ]
}
