//! Generators of hostile input: texts mutated character by character, setups made by
//! hand with pieces anywhere, and games from arbitrary bytes. The property tests of
//! `tests/hostile.rs` feed what they make to the checks of [`crate::invariants`], as
//! the fuzz targets in `fuzz/` do with libFuzzer's bytes.

use crate::walk::{plain, play_game};
use proptest::prelude::*;
use xiangqi::{Game, Position};

/// One edit of a text: replace, insert or delete a character, or swap two spans.
#[derive(Clone, Debug)]
pub enum Edit {
    /// Replace the character at an index (modulo the length).
    Replace(usize, char),
    /// Insert a character at an index.
    Insert(usize, char),
    /// Delete the character at an index.
    Delete(usize),
    /// Copy the span between two indices (at most 41 characters) after it.
    Duplicate(usize, usize),
}

/// Characters that matter to the readers, and some that do not.
pub fn interesting_char() -> impl Strategy<Value = char> {
    prop_oneof![
        proptest::sample::select(
            "rnbakcpRNBAKCP0123456789/ wb-+.=()[]{};\"$*\n车马炮相象仕士帅将兵卒俥傌砲進退平前后中一二三四五六七八九１２３４５６７８９"
                .chars()
                .collect::<Vec<_>>()
        ),
        any::<char>(),
    ]
}

/// One random [`Edit`].
pub fn edit() -> impl Strategy<Value = Edit> {
    prop_oneof![
        (any::<usize>(), interesting_char()).prop_map(|(i, c)| Edit::Replace(i, c)),
        (any::<usize>(), interesting_char()).prop_map(|(i, c)| Edit::Insert(i, c)),
        any::<usize>().prop_map(Edit::Delete),
        (any::<usize>(), any::<usize>()).prop_map(|(i, j)| Edit::Duplicate(i, j)),
    ]
}

/// `text` with `edits` applied in turn.
pub fn mutate(text: &str, edits: &[Edit]) -> String {
    let mut chars: Vec<char> = text.chars().collect();
    for e in edits {
        let n = chars.len().max(1);
        match *e {
            Edit::Replace(i, c) if !chars.is_empty() => chars[i % n] = c,
            Edit::Insert(i, c) => chars.insert(i % (chars.len() + 1), c),
            Edit::Delete(i) if !chars.is_empty() => {
                chars.remove(i % n);
            }
            Edit::Duplicate(i, j) if !chars.is_empty() => {
                let (a, b) = ((i % n).min(j % n), (i % n).max(j % n));
                let span: Vec<char> = chars[a..=b.min(a + 40)].to_vec();
                chars.splice(b..b, span);
            }
            _ => {}
        }
    }
    chars.into_iter().collect()
}

/// A setup made by hand, written as FEN: the two kings somewhere in their palaces
/// (usually: sometimes anywhere), then up to 24 other pieces on arbitrary points.
pub fn hand_setup() -> impl Strategy<Value = String> {
    let palace = |ranks: [usize; 3]| {
        proptest::sample::select(
            ranks
                .iter()
                .flat_map(|r| (3..6).map(move |f| r * 9 + f))
                .collect::<Vec<_>>(),
        )
    };
    (
        prop_oneof![4 => palace([0, 1, 2]), 1 => 0usize..90],
        prop_oneof![4 => palace([7, 8, 9]), 1 => 0usize..90],
        proptest::collection::vec((0usize..90, 0usize..12), 0..24),
        any::<bool>(),
        0u32..300,
    )
        .prop_map(|(red_king, black_king, pieces, black, halfmoves)| {
            let mut board = [None; 90];
            for (sq, p) in pieces {
                board[sq] = Some("ABNRCPabnrcp".as_bytes()[p] as char);
            }
            board[red_king] = Some('K');
            board[black_king] = Some('k');
            let ranks: Vec<String> = (0..10)
                .rev()
                .map(|r| {
                    let mut rank = String::new();
                    let mut empty = 0;
                    for f in 0..9 {
                        match board[r * 9 + f] {
                            Some(c) => {
                                if empty > 0 {
                                    rank.push_str(&empty.to_string());
                                    empty = 0;
                                }
                                rank.push(c);
                            }
                            None => empty += 1,
                        }
                    }
                    if empty > 0 {
                        rank.push_str(&empty.to_string());
                    }
                    rank
                })
                .collect();
            let side = if black { 'b' } else { 'w' };
            format!("{} {side} - - {halfmoves} 1", ranks.join("/"))
        })
}

/// The legal moves picked by `choices` from `start`, as a game.
pub fn play(start: &Position, choices: &[u8]) -> Game {
    let mut game = Game::new(start.clone());
    let choices: Vec<usize> = choices.iter().map(|&c| usize::from(c)).collect();
    play_game(&mut game, &plain(&choices));
    game
}
