//! Reading the game records players have, when the strict PGN reader refuses them: no
//! result token, Chinese or WXF moves without a `Format` tag (the notation is found
//! for each move), or a bare list of moves (`h2e2 h9g7`).
//!
//! The fallback keeps the `FEN` tag, drops the other tags, comments (`{…}`, `;…`),
//! variations (`(…)`), move numbers, annotation glyphs and result tokens, and plays
//! every remaining word as a move in whatever notation it is written.

use xiangqi::{Game, Position};

/// The game in `text`, read leniently.
///
/// # Errors
/// A sentence naming the first word that is not a legal move (with its number), or a
/// bad `FEN` tag, or no move at all.
pub fn read(text: &str) -> Result<Game, String> {
    let mut start = Position::startpos();
    let mut body = String::new();
    for line in text.lines() {
        let t = line.trim();
        if t.starts_with('[') && t.ends_with(']') {
            if let Some(fen) = tag_value(t, "FEN") {
                start = Position::from_fen(fen).map_err(|e| format!("bad FEN tag: {e}"))?;
            }
            continue;
        }
        body.push_str(line);
        body.push('\n');
    }
    let mut game = Game::new(start);
    let mut depth = 0usize;
    let mut cleaned = String::new();
    let mut chars = body.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '{' => {
                for d in chars.by_ref() {
                    if d == '}' {
                        break;
                    }
                }
                cleaned.push(' ');
            }
            ';' => {
                for d in chars.by_ref() {
                    if d == '\n' {
                        break;
                    }
                }
                cleaned.push(' ');
            }
            '(' => depth += 1,
            ')' => depth = depth.saturating_sub(1),
            _ if depth > 0 => {}
            _ => cleaned.push(c),
        }
    }
    let mut played = 0;
    for word in cleaned.split_whitespace() {
        let word = word.trim_end_matches(['!', '?', '+', '#']);
        // "12." or "12..." or "12.h2e2".
        let word = match word.find(|c: char| !c.is_ascii_digit()) {
            Some(i) if i > 0 && word[i..].starts_with('.') => word[i..].trim_start_matches('.'),
            _ => word,
        };
        if word.is_empty()
            || word.starts_with('$')
            || word.chars().all(|c| c.is_ascii_digit())
            || matches!(word, "*" | "1-0" | "0-1" | "1/2-1/2" | "½-½")
        {
            continue;
        }
        let mv = game
            .position()
            .parse_move(word)
            .map_err(|e| format!("move {} ({word}): {e}", played + 1))?;
        game.play(mv)
            .map_err(|e| format!("move {} ({word}): {e}", played + 1))?;
        played += 1;
    }
    if played == 0 && game.position() == &Position::startpos() {
        return Err("no moves found".to_owned());
    }
    Ok(game)
}

/// The value of tag `name` in a tag line `[Name "value"]`.
fn tag_value<'a>(line: &'a str, name: &str) -> Option<&'a str> {
    let inner = line.strip_prefix('[')?.strip_suffix(']')?.trim();
    let (tag, rest) = inner.split_once(char::is_whitespace)?;
    if !tag.eq_ignore_ascii_case(name) {
        return None;
    }
    rest.trim().strip_prefix('"')?.strip_suffix('"')
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bare_moves_mixed_notations_and_no_result_are_read() {
        let g = read("h2e2 h9g7").expect("bare coordinates");
        assert_eq!(g.len(), 2);
        // Chinese, WXF and coordinates in one record, no Format tag, no result.
        let g = read("[Event \"x\"]\n\n1. 炮二平五 H8+7 2. h0g2 {a comment} (2. b0c2) 车９平８\n")
            .expect("mixed notations");
        assert_eq!(g.len(), 4);
        assert_eq!(g.moves()[3].to_string(), "i9h9");
        let g = read("[FEN \"3k5/9/9/9/9/9/9/9/9/R2AK4 w - - 0 1\"]\n1. a0a9! d9d8 1-0")
            .expect("a FEN tag");
        assert_eq!(g.len(), 2);
    }

    #[test]
    fn a_word_that_is_no_move_is_named() {
        let e = read("h2e2 h9g7 zz").expect_err("zz is no move");
        assert!(e.starts_with("move 3 (zz)"), "{e}");
        assert!(read("").is_err());
        assert!(read("[FEN \"bad\"]\nh2e2").is_err());
    }
}
