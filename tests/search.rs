//! The engine's library API: mates found with the right distance, no move when there is
//! none, never an illegal move, perpetual check avoided, stop, and repeatability.

use proptest::prelude::*;
use std::time::Duration;
use xiangqi::search::{Limits, Searcher, replay};
use xiangqi::{Move, Position};

/// Positions where the side to move mates in the given number of its own moves. They were
/// found by a generator of random sparse positions and the distance confirmed with
/// Fairy-Stockfish (`go depth 14` reported `score mate N`).
const MATES: &str = include_str!("data/mates.txt");

fn mates() -> Vec<(u32, Position)> {
    MATES
        .lines()
        .filter(|l| !l.trim().is_empty() && !l.starts_with('#'))
        .map(|l| {
            let (n, fen) = l.split_once(' ').expect("line is `N fen`");
            (n.parse().unwrap(), Position::from_fen(fen.trim()).unwrap())
        })
        .collect()
}

#[test]
fn finds_mates_in_one_two_and_three_with_the_right_distance() {
    let list = mates();
    assert!(list.len() >= 10, "only {} mate positions", list.len());
    for n in 1..=3 {
        assert!(list.iter().any(|(m, _)| *m == n), "no mate in {n}");
    }
    for (n, pos) in list {
        let mut s = Searcher::new(4, 1);
        let r = s.search(&pos, &[], &Limits::depth(2 * n + 2), |_| {});
        let mv = r.best_move.expect("a move");
        assert!(pos.is_legal(mv), "{}: illegal {mv}", pos.fen());
        assert_eq!(
            r.score.mate_plies(),
            Some(2 * n as i32 - 1),
            "{}: {} instead of mate in {n}",
            pos.fen(),
            r.score
        );
        // The move really leads to the mate: the reply is mated one move sooner.
        let mut after = pos.clone();
        after.play(mv).unwrap();
        if n == 1 {
            assert!(after.outcome().is_some(), "{} then {mv}", pos.fen());
        } else {
            let mut s = Searcher::new(4, 1);
            let r2 = s.search(&after, &[], &Limits::depth(2 * n), |_| {});
            assert_eq!(
                r2.score.mate_plies(),
                Some(-(2 * n as i32 - 2)),
                "{} then {mv}",
                pos.fen()
            );
        }
    }
}

#[test]
fn no_legal_move_means_no_move_and_a_mated_score() {
    // Checkmated: the rook on a9 checks along rank 9, the pawns cover rank 8.
    let mated = Position::from_fen("R3k4/9/3PPP3/9/9/9/9/9/9/3K5 b - - 0 1").unwrap();
    // Not in check but without a legal move (困毙): d8 is covered by the pawn, and on e9
    // the king would face the red king down the open file.
    let stuck = Position::from_fen("3k5/2P6/9/9/9/9/9/9/9/4K4 b - - 0 1").unwrap();
    assert!(mated.is_check() && !stuck.is_check());
    for pos in [mated, stuck] {
        assert!(!pos.has_legal_move(), "{}", pos.fen());
        let r = Searcher::new(1, 1).search(&pos, &[], &Limits::depth(5), |_| {});
        assert_eq!(r.best_move, None);
        assert_eq!(r.score.mate_plies(), Some(0));
    }
}

#[test]
fn banned_moves_are_not_played() {
    let pos = Position::startpos();
    let all = pos.legal_moves();
    let keep = all[7];
    let limits = Limits {
        depth: Some(3),
        banned_moves: all.iter().copied().filter(|&m| m != keep).collect(),
        ..Limits::default()
    };
    let r = Searcher::new(1, 1).search(&pos, &[], &limits, |_| {});
    assert_eq!(r.best_move, Some(keep));
}

#[test]
fn an_infinite_search_ends_after_stop() {
    let mut s = Searcher::new(4, 2);
    let stop = s.stop_handle();
    let t = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_millis(100));
        stop.stop();
    });
    let r = s.search(&Position::startpos(), &[], &Limits::infinite(), |_| {});
    t.join().unwrap();
    assert!(Position::startpos().is_legal(r.best_move.unwrap()));
    assert!(r.depth >= 1);
    assert!(
        !s.stop_handle().is_stopped(),
        "the flag is cleared for the next search"
    );
}

#[test]
fn fixed_depth_single_thread_searches_repeat_exactly() {
    let pos = Position::from_fen(
        "r1bakab1r/9/1cn3nc1/p1p1p1p1p/9/9/P1P1P1P1P/1CN3NC1/9/R1BAKAB1R w - - 0 1",
    )
    .unwrap();
    let run = |limits: &Limits| {
        let mut s = Searcher::new(8, 1);
        let r = s.search(&pos, &[], limits, |_| {});
        (r.best_move, r.score, r.nodes, r.pv)
    };
    for limits in [Limits::depth(7), Limits::nodes(30_000)] {
        assert_eq!(run(&limits), run(&limits));
    }
}

#[test]
fn node_limit_is_respected() {
    let r = Searcher::new(1, 1).search(&Position::startpos(), &[], &Limits::nodes(5_000), |_| {});
    assert!(r.nodes <= 5_000, "{}", r.nodes);
}

/// Red, two rooks up, has checked with b8b9 / b9b8 while the black king went e9-e8-e9.
/// Checking again with b8b9 would repeat a position with Red checking every move, which
/// loses (perpetual check is forbidden), so the engine must do something else.
#[test]
fn avoids_perpetual_check_when_ahead() {
    let start = Position::from_fen("4k4/1R7/9/9/9/9/9/9/9/R2K5 w - - 0 1").unwrap();
    let moves: Vec<Move> = ["b8b9", "e9e8", "b9b8", "e8e9"]
        .iter()
        .map(|m| m.parse().unwrap())
        .collect();
    let (pos, history) = replay(&start, &moves).expect("the line is legal");
    assert_eq!(pos.key(), start.key());
    let r = Searcher::new(4, 1).search(&pos, &history, &Limits::depth(6), |_| {});
    let mv = r.best_move.unwrap();
    assert_ne!(
        mv.to_string(),
        "b8b9",
        "walked into perpetual check ({})",
        r.score
    );
    assert!(r.score.raw() > 300, "{}", r.score);
}

/// The same line seen from Black: if Red's only way to avoid loss were a perpetual check,
/// the search scores the perpetual as a loss for Red, i.e. a win for Black.
#[test]
fn a_perpetual_check_by_the_opponent_scores_as_our_win() {
    let start = Position::from_fen("4k4/1R7/9/9/9/9/9/9/9/R2K5 w - - 0 1").unwrap();
    let moves: Vec<Move> = ["b8b9", "e9e8", "b9b8", "e8e9", "b8b9"]
        .iter()
        .map(|m| m.parse().unwrap())
        .collect();
    let (pos, history) = replay(&start, &moves).expect("the line is legal");
    // Black to move in check; e9e8 is forced. The search must see the position reached
    // as a repetition in which only Red checked: Black wins.
    let r = Searcher::new(4, 1).search(&pos, &history, &Limits::depth(1), |_| {});
    assert_eq!(r.best_move.map(|m| m.to_string()).as_deref(), Some("e9e8"));
    assert!(r.score.mate_plies().is_some_and(|p| p > 0), "{}", r.score);
}

fn random_position(seed: u64, plies: usize) -> Position {
    let mut pos = Position::startpos();
    let mut s = seed;
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        s = s
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        let _ = pos.make_move(moves[(s >> 33) as usize % moves.len()]);
    }
    pos
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn never_returns_an_illegal_move(seed in any::<u64>(), plies in 0usize..120, depth in 1u32..5, nodes in 1u64..3000, by_nodes: bool) {
        let pos = random_position(seed, plies);
        let limits = if by_nodes { Limits::nodes(nodes) } else { Limits::depth(depth) };
        let r = Searcher::new(1, 1).search(&pos, &[], &limits, |_| {});
        match r.best_move {
            Some(m) => {
                prop_assert!(pos.is_legal(m));
                let mut p = pos.clone();
                for &m in &r.pv {
                    prop_assert!(p.is_legal(m), "pv move {} illegal in {}", m, p.fen());
                    p.play(m).unwrap();
                }
            }
            None => prop_assert!(!pos.has_legal_move()),
        }
    }
}

#[test]
fn multipv_reports_distinct_legal_lines_and_plays_the_first() {
    let pos = Position::startpos();
    let limits = Limits {
        multipv: 3,
        ..Limits::depth(5)
    };
    let mut lines: Vec<(u32, usize, Move)> = Vec::new();
    let multi = Searcher::new(16, 1).search(&pos, &[], &limits, |i| {
        assert!(replay(&pos, &i.pv).is_ok(), "line {} is illegal", i.multipv);
        lines.push((i.depth, i.multipv, i.pv[0]));
    });
    let last_first_line = lines.iter().rev().find(|l| l.1 == 1).map(|l| l.2);
    assert_eq!(
        multi.best_move, last_first_line,
        "the move played heads line 1"
    );
    for depth in 1..=5 {
        let at: Vec<_> = lines.iter().filter(|l| l.0 == depth).collect();
        assert_eq!(
            at.iter().map(|l| l.1).collect::<Vec<_>>(),
            [1, 2, 3],
            "depth {depth}"
        );
        assert!(
            at[0].2 != at[1].2 && at[0].2 != at[2].2 && at[1].2 != at[2].2,
            "depth {depth}: {at:?}"
        );
    }
    // With fewer legal moves than lines, each move is reported once.
    let two = Position::from_fen_relaxed("4k4/9/9/9/9/9/9/4n4/3A5/3K5 w - - 0 1").unwrap();
    assert_eq!(two.legal_moves().len(), 2);
    let mut firsts = Vec::new();
    Searcher::new(1, 1).search(&two, &[], &limits, |i| {
        if i.depth == 3 {
            firsts.push(i.pv[0]);
        }
    });
    assert_eq!(firsts.len(), 2);
    assert_ne!(firsts[0], firsts[1]);
}
