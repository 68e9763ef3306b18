//! The game record to download: PGN in any of the three notations, with the players,
//! the date, the engine's evaluation of its moves and the result in words.

use crate::session::{Mover, Session, Strength};
use crate::view::ScoreView;
use std::time::SystemTime;
use xiangqi::notation::Notation;
use xiangqi::pgn::{self, PgnGame};
use xiangqi::{Color, Score};

/// The record of the game in `session`, as PGN with its movetext in `notation`.
pub fn pgn_text(session: &Session, notation: Notation) -> String {
    let game = session.game();
    let mut record = PgnGame::from_game_in(game, notation);
    record.set_tag("Event", "xiangqi-web game");
    record.set_tag("Site", "xiangqi-web");
    record.set_tag("Date", &pgn::date_tag(SystemTime::now()));
    let computer = match session.strength() {
        Strength::Level(skill) => format!("xiangqi (level {}, Elo {})", skill.level(), skill.elo()),
        Strength::Depth(d) => format!("xiangqi (depth {d})"),
        Strength::MoveTime(t) => format!("xiangqi ({} ms per move)", t.as_millis()),
    };
    let human = session.human();
    for color in [Color::Red, Color::Black] {
        let tag = if color == Color::Red { "Red" } else { "Black" };
        let name = if color == human { "Human" } else { &computer };
        record.set_tag(tag, name);
    }
    let first = game.start_position().side_to_move();
    let scores = session.scores();
    for (ply, node) in record.moves.nodes.iter_mut().enumerate() {
        let mover = if ply % 2 == 0 { first } else { first.other() };
        let by_computer = session.movers().get(ply) == Some(&Mover::Computer);
        if let (true, Some(Some(score))) = (by_computer, scores.get(ply)) {
            node.comments.push(score_text(*score, mover));
        }
    }
    if let Some(ending) = session.ending() {
        record.result = ending.pgn_result();
        record.set_tag("Result", ending.pgn_result().token());
        if let Some(last) = record.moves.nodes.last_mut() {
            last.comments.push(ending.to_string());
        }
    }
    record.to_string()
}

/// A score as a comment: `+0.35` (pawns, for Red) or `Red mates in 3`.
fn score_text(score: Score, mover: Color) -> String {
    let v = ScoreView::of(score, mover);
    match (v.cp, v.mate) {
        (_, Some(m)) if m > 0 => format!("Red mates in {m}"),
        (_, Some(m)) => format!("Black mates in {}", m.unsigned_abs().max(1)),
        (Some(cp), None) => format!("{:+.2}", f64::from(cp) / 100.0),
        (None, None) => String::new(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use xiangqi::{Game, pgn};

    #[test]
    fn the_record_reads_back_in_every_notation() {
        let mut s = Session::new(Game::default(), Color::Red, Strength::Depth(3));
        s.play_human("h2e2").expect("legal");
        let job = s.next_job().expect("the computer's turn");
        s.finish(
            job.generation,
            Some("h9g7".parse().expect("a move")),
            Score::cp(-12),
        );
        for n in Notation::ALL {
            let text = pgn_text(&s, n);
            let back = pgn::read_game(&text).expect("it reads back");
            assert_eq!(back.moves.nodes.len(), 2, "{text}");
            assert_eq!(back.tag("Red"), Some("Human"));
            assert_eq!(back.tag("Black"), Some("xiangqi (depth 3)"));
            assert_eq!(back.moves.nodes[1].comments, ["+0.12"], "{text}");
        }
    }
}
