//! Game records as PGN, written by the crate's PGN writer.

use crate::play::{End, Record};
use xiangqi::notation::Notation;
use xiangqi::pgn::{PgnGame, PgnResult};

/// What the record says besides the moves.
pub struct Meta<'a> {
    /// The `Event` tag.
    pub event: &'a str,
    /// The `Site` tag.
    pub site: &'a str,
    /// The `Date` tag, `YYYY.MM.DD`.
    pub date: &'a str,
    /// The `Round` tag: "round.game".
    pub round: String,
    /// The engines' names.
    pub red: &'a str,
    /// The engines' names.
    pub black: &'a str,
    /// The `TimeControl` tag: one value, or "red / black" when they differ.
    pub time_control: String,
    /// The notation of the movetext.
    pub notation: Notation,
}

/// The PGN result of an end.
pub fn pgn_result(end: &End) -> PgnResult {
    match end.winner() {
        Some(xiangqi::Color::Red) => PgnResult::RedWins,
        Some(xiangqi::Color::Black) => PgnResult::BlackWins,
        None => PgnResult::Draw,
    }
}

/// The record of a game, with the reason it ended as its last comment.
pub fn to_pgn(record: &Record, meta: &Meta<'_>) -> PgnGame {
    let mut pgn = PgnGame::from_game_in(&record.game, meta.notation);
    let result = pgn_result(&record.end);
    pgn.result = result;
    for (name, value) in [
        ("Event", meta.event),
        ("Site", meta.site),
        ("Date", meta.date),
        ("Round", meta.round.as_str()),
        ("Red", meta.red),
        ("Black", meta.black),
        ("Result", result.token()),
        ("TimeControl", meta.time_control.as_str()),
        ("Termination", record.end.termination()),
    ] {
        pgn.set_tag(name, value);
    }
    pgn.set_tag("PlyCount", &record.game.len().to_string());
    for (node, comment) in pgn.moves.nodes.iter_mut().zip(&record.comments) {
        node.comments.push(comment.clone());
    }
    let reason = record.end.describe();
    match pgn.moves.nodes.last_mut() {
        Some(last) => last.comments.push(reason),
        None => pgn.moves.comments.push(reason),
    }
    pgn
}

/// Today's date (UTC) as `YYYY.MM.DD`, from the system clock.
pub fn today() -> String {
    xiangqi::pgn::date_tag(std::time::SystemTime::now())
}
