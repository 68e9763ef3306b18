//! The search API as a library user or a GUI meets it: the traps it used to have, each
//! pinned by a test (a stale stop, illegal search moves, a node limit per thread,
//! positional constructor arguments, the boilerplate of a one-off search).

use std::time::Duration;
use xiangqi::Position;
use xiangqi::search::{Limits, SearchError, Searcher};

#[test]
fn a_stop_while_no_search_runs_does_not_cut_the_next_search() {
    let mut s = Searcher::new(1, 1);
    let pos = Position::startpos();
    s.search(&pos, &[], &Limits::depth(2), |_| {});
    // A GUI's late `stop`, after the search above has answered.
    s.stop_handle().stop();
    let r = s.search(&pos, &[], &Limits::depth(5), |_| {});
    assert_eq!(r.depth, 5, "the stale stop was taken by the next search");
}

#[test]
fn an_armed_search_takes_a_stop_that_comes_before_it_starts() {
    let mut s = Searcher::new(1, 1);
    let stop = s.stop_handle();
    // `go infinite` then `stop` at once: the protocol thread arms the search before
    // starting it, so the stop that may win the race still ends it.
    stop.arm();
    stop.stop();
    let r = s.search(&Position::startpos(), &[], &Limits::infinite(), |_| {});
    assert!(r.best_move.is_some());
    assert!(
        r.depth <= 1,
        "the armed search stopped after its first iteration"
    );
    // The arming is used up: a later stop without it is stale again.
    stop.stop();
    assert_eq!(
        s.search(&Position::startpos(), &[], &Limits::depth(4), |_| {})
            .depth,
        4
    );
}

/// The position after 1. h2e2 (Black to move, so h2e2 is not legal in it), and a
/// depth-3 search limited to `moves`.
fn after_h2e2(moves: &[&str]) -> (Position, Limits) {
    let pos = "rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C2C4/9/RNBAKABNR b - - 1 1"
        .parse()
        .unwrap();
    let mut limits = Limits::depth(3);
    limits.search_moves = moves.iter().map(|m| m.parse().unwrap()).collect();
    (pos, limits)
}

#[test]
fn an_illegal_search_move_is_an_error_and_changes_nothing() {
    let mut s = Searcher::new(1, 1);
    let (pos, limits) = after_h2e2(&["h2e2", "h9g7"]);
    let err = s.try_search(&pos, &[], &limits, |_| {}).unwrap_err();
    assert!(
        matches!(err, SearchError::IllegalSearchMove { .. }),
        "{err:?}"
    );
    assert!(err.to_string().contains("h2e2"), "{err}");
    assert!(s.probe(&pos).is_none(), "nothing was searched");
}

#[test]
fn the_lenient_search_skips_illegal_search_moves_and_never_answers_none() {
    let mut s = Searcher::new(1, 1);
    let (pos, mut limits) = after_h2e2(&["h2e2", "h9g7"]);
    let r = s.search(&pos, &[], &limits, |_| {});
    assert_eq!(r.best_move.map(|m| m.to_string()).as_deref(), Some("h9g7"));
    // None of them legal: every legal move is searched, as UCI engines do.
    limits.search_moves = vec!["h2e2".parse().unwrap()];
    let r = s.search(&pos, &[], &limits, |_| {});
    let best = r.best_move.expect("a legal move is played");
    assert!(pos.is_legal(best));
    assert!(r.score.mate_plies().is_none(), "{:?}", r.score);
}

#[test]
fn the_node_limit_is_the_total_over_all_threads() {
    let mut s = Searcher::builder().threads(2).hash_mb(4).build();
    let r = s.search(&Position::startpos(), &[], &Limits::nodes(100_000), |_| {});
    // Each thread flushes its count every 1,024 nodes, so the total can pass the limit
    // by at most that much per thread.
    assert!(r.nodes >= 100_000, "{}", r.nodes);
    assert!(r.nodes <= 100_000 + 2 * 1024, "{} nodes searched", r.nodes);
}

#[test]
fn one_thread_keeps_its_exact_node_limit() {
    let mut s = Searcher::new(1, 1);
    let a = s.search(&Position::startpos(), &[], &Limits::nodes(20_000), |_| {});
    s.new_game();
    let b = s.search(&Position::startpos(), &[], &Limits::nodes(20_000), |_| {});
    assert_eq!((a.nodes, a.best_move), (b.nodes, b.best_move));
    assert!(a.nodes >= 20_000 && a.nodes <= 20_000 + 64, "{}", a.nodes);
}

#[test]
fn the_builder_names_what_it_sets() {
    let s = Searcher::builder().hash_mb(8).threads(3).build();
    assert_eq!((s.hash_size(), s.threads()), (8, 3));
    let d = Searcher::builder().build();
    assert_eq!((d.hash_size(), d.threads()), (16, 1));
}

#[test]
fn best_move_in_one_call() {
    let mut s = Searcher::builder().build();
    let pos = Position::startpos();
    let mv = s
        .best_move(&pos, Limits::movetime(Duration::from_millis(50)))
        .expect("the start position has moves");
    assert!(pos.is_legal(mv));
    let mated: Position = "3k5/9/9/9/9/9/9/9/3RR4/5K3 b - - 0 1".parse().unwrap();
    assert_eq!(s.best_move(&mated, Limits::depth(3)), None);
}
