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
    let secs = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs());
    let (y, m, d) = civil_from_days((secs / 86_400) as i64);
    format!("{y:04}.{m:02}.{d:02}")
}

/// The Gregorian date of a day counted from 1970-01-01 (the proleptic calendar's
/// 400-year cycle of 146,097 days, counted from 0000-03-01 so leap days fall last).
fn civil_from_days(days: i64) -> (i64, u32, u32) {
    let z = days + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = if mp < 10 { mp + 3 } else { mp - 9 } as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn dates() {
        assert_eq!(civil_from_days(0), (1970, 1, 1));
        assert_eq!(civil_from_days(11_016), (2000, 2, 29));
        assert_eq!(civil_from_days(20_788), (2026, 12, 1));
        assert_eq!(civil_from_days(-1), (1969, 12, 31));
    }
}
