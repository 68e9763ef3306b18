//! The mate suite: forced mates from played games, each distance confirmed by two other
//! engines (data/game-mates.txt says how). The engine must find at least 95% of
//! them within 300,000 nodes each (about a third of a second's search on the machines
//! this is measured on; `cargo run --release --example mates -- run` measures a time
//! limit), and every mate it reports must be one: its line is legal and ends with the
//! loser to move and no legal move, after the number of plies the score says.

#[allow(dead_code)]
use std::sync::atomic::{AtomicUsize, Ordering};
use xiangqi::Position;
use xiangqi::search::{Limits, SearchResult, Searcher};

const SUITE: &str = testkit::suites::GAME_MATES;
const NODES: u64 = 300_000;

/// The suite's positions with their confirmed distances, in moves.
fn suite() -> Vec<(u32, Position)> {
    testkit::mates::read(SUITE)
}

#[test]
fn the_suite_has_two_hundred_distinct_unfinished_mates() {
    let list = suite();
    assert!(list.len() >= 200, "only {} positions", list.len());
    let mut boards: Vec<String> = list.iter().map(|(_, p)| p.fen()).collect();
    for b in &mut boards {
        // The board and the side to move, not the move counters.
        let fields: Vec<&str> = b.split(' ').take(2).collect();
        *b = fields.join(" ");
    }
    boards.sort();
    boards.dedup();
    assert_eq!(boards.len(), list.len(), "a position is listed twice");
    for (n, pos) in &list {
        assert!((1..=7).contains(n), "mate in {n}: {}", pos.fen());
        assert!(pos.outcome().is_none(), "already over: {}", pos.fen());
    }
}

/// Whether `r`'s line from `pos` is a mate of the length its score claims: every move
/// legal, and the side to move at its end, the loser, without a legal move.
/// `Ok(false)` when the line is cut short (by the table), which proves nothing.
fn line_is_a_mate(pos: &Position, r: &SearchResult) -> Result<bool, String> {
    let plies = r.score.mate_plies().ok_or("no mate score")?;
    if r.pv.len() != plies as usize {
        return Ok(false);
    }
    let mut p = pos.clone();
    for &mv in &r.pv {
        p.play(mv).map_err(|e| format!("{mv}: {e}"))?;
    }
    if p.legal_moves().is_empty() && p.side_to_move() != pos.side_to_move() {
        Ok(true)
    } else {
        Err(format!("the line ends in {}, not a mate", p.fen()))
    }
}

#[test]
fn finds_at_least_95_percent_of_the_game_mates() {
    let list = suite();
    let next = AtomicUsize::new(0);
    // The positions are shared between two workers, each with its own searcher: the
    // results are those of one thread at a fixed node count, so they repeat exactly.
    let results: Vec<Vec<(usize, SearchResult)>> = std::thread::scope(|s| {
        let workers: Vec<_> = (0..2)
            .map(|_| {
                s.spawn(|| {
                    let mut out = Vec::new();
                    loop {
                        let i = next.fetch_add(1, Ordering::Relaxed);
                        let Some((_, pos)) = list.get(i) else {
                            return out;
                        };
                        let mut searcher = Searcher::new(16, 1);
                        out.push((i, searcher.search(pos, &[], &Limits::nodes(NODES), |_| {})));
                    }
                })
            })
            .collect();
        workers.into_iter().map(|w| w.join().unwrap()).collect()
    });
    let (mut found, mut whole_lines, mut missed, mut false_mates) = (0, 0, Vec::new(), Vec::new());
    for (i, r) in results.into_iter().flatten() {
        let (n, pos) = &list[i];
        match r.score.mate_plies() {
            Some(p) if p > 0 => {
                found += 1;
                match line_is_a_mate(pos, &r) {
                    Ok(whole) => whole_lines += usize::from(whole),
                    Err(why) => false_mates.push(format!("{}: {} ({why})", pos.fen(), r.score)),
                }
            }
            _ => missed.push(format!("mate {n}: {} got {}", pos.fen(), r.score)),
        }
    }
    assert!(false_mates.is_empty(), "{false_mates:#?}");
    // Most lines come whole, so the check above has teeth.
    assert!(
        whole_lines * 2 >= found,
        "only {whole_lines} of {found} lines whole"
    );
    eprintln!(
        "{found} of {} found, {whole_lines} whole lines checked",
        list.len()
    );
    assert!(
        found * 100 >= list.len() * 95,
        "{found} of {} found; missed: {missed:#?}",
        list.len()
    );
}
