//! The engine's library API: mates found with the right distance, no move when there is
//! none, never an illegal move, perpetual check and perpetual chase judged by the rules,
//! stop, and repeatability.

// Each test crate uses part of the shared helpers.
use proptest::prelude::*;
use std::time::Duration;
#[allow(dead_code)]
use testkit::games::games;
use xiangqi::search::{Limits, PastPosition, Searcher, game_history, replay};
use xiangqi::{Color, Game, Move, Outcome, Position, WinReason};

/// Positions where the side to move mates in the given number of its own moves. They were
/// found by a generator of random sparse positions and the distance confirmed with
/// Fairy-Stockfish (`go depth 14` reported `score mate N`).
const MATES: &str = testkit::suites::MATES;

fn mates() -> Vec<(u32, Position)> {
    testkit::mates::read(MATES)
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
fn quiescence_sees_a_quiet_mating_check() {
    // Black's horse on a6 blocks the a-file. Taking the cannon on c5 wins a piece but
    // opens the file, and a0a9 mates: the rook on i8 covers rank 8. At one ply the
    // quiet check lies beyond the search's horizon, in quiescence.
    let pos = Position::from_fen("4k4/8R/9/n8/2C6/9/9/9/9/R2K5 b - - 0 1").unwrap();
    let greedy: Move = "a6c5".parse().unwrap();
    let mut mated = pos.clone();
    mated.play(greedy).unwrap();
    mated.play("a0a9".parse().unwrap()).unwrap();
    assert!(matches!(
        mated.outcome(),
        Some(Outcome::Win {
            winner: Color::Red,
            reason: WinReason::Checkmate
        })
    ));
    let r = Searcher::new(1, 1).search(&pos, &[], &Limits::depth(1), |_| {});
    assert!(r.best_move.is_some());
    assert_ne!(r.best_move, Some(greedy));
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

/// A search cut off by its node limit inside an iteration plays the first move of the
/// line it reports, never a move no iteration chose. (A bug played the first legal
/// move, with an empty line, when the limit struck during the re-search after a
/// fail-high: these positions from lost games against fairy-stockfish showed it,
/// losing a rook or allowing mate.)
#[test]
fn a_search_cut_off_mid_iteration_plays_a_move_it_chose() {
    let fens = [
        "4kab2/2RRa4/4b3n/p1p1pCp2/8p/2P6/P3r1P1P/1r6N/1c2A4/2BAK1B2 b - - 0 1",
        "1r1ak3r/3na4/2c1b1n2/p3p2Rp/2b3p2/1C1N5/P3P1P1P/4B3N/9/1R1AKAB2 w - - 0 1",
        "1rb1kab2/4a4/n1R5n/p1p1P1p1p/9/7rP/P1P3P2/2N1C2c1/4K4/2BA1ABR1 b - - 0 1",
    ];
    for fen in fens {
        let pos = Position::from_fen(fen).unwrap();
        let mut searcher = Searcher::new(16, 1);
        for nodes in (2_000..60_000).step_by(1_500) {
            searcher.new_game();
            let r = searcher.search(&pos, &[], &Limits::nodes(nodes), |_| {});
            assert!(
                r.best_move.is_some() && r.pv.first() == r.best_move.as_ref(),
                "{fen} at {nodes} nodes: played {:?}, line {:?}",
                r.best_move,
                r.pv
            );
        }
    }
}

/// The move limit of the Asian rules (120 plies without a capture) is a draw the search
/// must see coming: a rook up with 119 plies played since the last capture and nothing to
/// take, every move Red has ends the game drawn, so the score is a draw, not a rook. A
/// mate on the last move still counts: checkmate comes before the limit.
#[test]
fn the_move_limit_draws_and_a_mate_on_its_last_ply_still_wins() {
    let limit = xiangqi::RuleSet::ASIAN.move_limit.unwrap();
    let score = |board: &str, clock: u32, depth: u32| {
        let fen = format!("{board} w - - {clock} 80");
        let pos = Position::from_fen(&fen).unwrap();
        let r = Searcher::new(4, 1).search(&pos, &[], &Limits::depth(depth), |_| {});
        (fen, r.score)
    };
    let (fen, s) = score("4k4/9/9/9/9/9/9/9/9/R2K5", limit - 1, 6);
    assert_eq!(s.centipawns(), Some(0), "{fen}: {s}");
    // Three plies before the limit, Red mates in two moves (three plies), the last of
    // them reaching the limit: the mate counts.
    let (fen, s) = score("4k4/9/9/9/9/9/9/9/9/R2K5", limit - 3, 6);
    assert_eq!(s, xiangqi::Score::mate_in(3), "{fen}: {s}");
    // Mate in one with the last ply: the rooks on a8 and b0 against the king on e9.
    let (fen, s) = score("4k4/R8/9/9/9/9/9/9/9/1R1K5", limit - 1, 4);
    assert_eq!(s, xiangqi::Score::mate_in(1), "{fen}: {s}");
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
/// the search scores the perpetual as a loss for Red, as if Red were mated there (every
/// referee forbids a perpetual check), where the board says Black is two rooks down.
#[test]
fn a_perpetual_check_by_the_opponent_scores_as_our_win() {
    let start = Position::from_fen("4k4/1R7/9/9/9/9/9/9/9/R2K5 w - - 0 1").unwrap();
    let moves: Vec<Move> = ["b8b9", "e9e8", "b9b8", "e8e9", "b8b9"]
        .iter()
        .map(|m| m.parse().unwrap())
        .collect();
    let (pos, history) = replay(&start, &moves).expect("the line is legal");
    // Black to move in check; e9e8 is forced. The search must see the position reached
    // as a repetition in which only Red checked: Black wins by the rules, one ply on.
    let r = Searcher::new(4, 1).search(&pos, &history, &Limits::depth(1), |_| {});
    assert_eq!(r.best_move.map(|m| m.to_string()).as_deref(), Some("e9e8"));
    assert_eq!(r.score.mate_plies(), Some(1), "{}", r.score);
    // Known only by its keys, the repetition is a draw; the board alone, a rout.
    let keys_only: Vec<PastPosition> = history
        .iter()
        .map(|p| PastPosition {
            played: None,
            in_check: false,
            ..*p
        })
        .collect();
    let r = Searcher::new(4, 1).search(&pos, &keys_only, &Limits::depth(1), |_| {});
    assert!(r.score.raw() <= 0, "{}", r.score);
}

/// From a game: Black mates in four (Fairy-Stockfish and Pikafish-HCE both report
/// `mate 4`), while Red can keep checking with its rook on d9/d8. Scored as a bounded
/// advantage, that perpetual check was Red's best escape, and the search reported
/// `cp 396` to depth 80 without ever seeing the mate. A perpetual check is a loss for
/// the checker, no better than being mated, so Red must take the longest real defence.
#[test]
fn the_opponents_perpetual_check_does_not_hide_a_mate() {
    let pos = Position::from_fen("3Rkab2/9/9/9/9/9/9/4r3B/3K5/5r3 b - - 7 79").unwrap();
    let r = Searcher::new(16, 1).search(&pos, &[], &Limits::depth(12), |_| {});
    assert_eq!(r.score.mate_plies(), Some(7), "{}", r.score);
    // Seen from Red after the forced e9e8: checking on is no escape either.
    let mut after = pos.clone();
    after.play("e9e8".parse().unwrap()).unwrap();
    let r = Searcher::new(16, 1).search(&after, &[], &Limits::depth(12), |_| {});
    assert_eq!(r.score.mate_plies(), Some(-6), "{}", r.score);
}

fn moves(line: &str) -> Vec<Move> {
    line.split_whitespace()
        .map(|m| m.parse().expect("test move"))
        .collect()
}

/// Red's rook chases the unprotected black cannon between c7 and b7 (b4c4, c4b4) while
/// the cannon runs between them. Black has cannon, horse and two pawns against the rook:
/// the engine rates Black better on the board (about +2 at depth 6), by less than the
/// rules' verdict on the chase is worth, which makes the chaser lose. (The second pawn
/// stood on f1 until the imbalance terms came: next to Red's king it made Black's edge
/// on the board worth more than that verdict, and playing on right.)
const CHASE_FEN: &str = "5k3/9/2c6/7n1/9/1R7/9/4p4/6p2/4K4 w - - 0 1";
const CHASE_CYCLE: &str = "b4c4 c7b7 c4b4 b7c7";

/// The history as keys and check flags only, as `PastPosition::of` gives it: the
/// search can then judge repetitions through it by their checks alone.
fn without_moves(history: &[PastPosition]) -> Vec<PastPosition> {
    history
        .iter()
        .map(|p| PastPosition { played: None, ..*p })
        .collect()
}

/// The score of `mv` alone, searched from `pos` with `history`.
fn score_of(pos: &Position, history: &[PastPosition], mv: Move, depth: u32) -> xiangqi::Score {
    let limits = Limits {
        search_moves: vec![mv],
        ..Limits::depth(depth)
    };
    Searcher::new(4, 1)
        .search(pos, history, &limits, |_| {})
        .score
}

/// The game module's verdict on the cycle played a second time, which makes the start
/// position occur a third time. Fairy-Stockfish agrees (pyffish `is_optional_game_end`
/// on this FEN and line gives the side to move, Red, a loss).
#[test]
fn the_chase_cycle_is_a_loss_for_the_chaser_by_the_rules() {
    let mut game = Game::new(Position::from_fen(CHASE_FEN).unwrap());
    for mv in moves(CHASE_CYCLE).into_iter().cycle().take(8) {
        assert_eq!(game.outcome(), None);
        game.play(mv).unwrap();
    }
    let result = game.outcome().expect("the third occurrence is judged");
    assert_eq!(result.winner(), Some(Color::Black), "{result}");
    assert!(
        matches!(
            result,
            Outcome::Win {
                reason: WinReason::PerpetualChase { .. },
                ..
            }
        ),
        "{result}"
    );
}

/// After one chase cycle Red is back at the start; chasing again (b4c4) repeats the
/// position after Red's first chase. Known only by its keys, the history makes that
/// repetition a draw, which the engine takes; with the moves, it is Red's perpetual
/// chase, which loses, and the engine plays on.
#[test]
fn avoids_a_perpetual_chase_that_the_rules_lose() {
    let start = Position::from_fen(CHASE_FEN).unwrap();
    let (pos, history) = replay(&start, &moves(CHASE_CYCLE)).unwrap();
    assert_eq!(pos.key(), start.key());
    let chase: Move = "b4c4".parse().unwrap();
    let keys_only = without_moves(&history);
    assert_eq!(score_of(&pos, &keys_only, chase, 6).raw(), 0);
    assert_eq!(score_of(&pos, &history, chase, 6).mate_plies(), Some(-1));
    for depth in [4, 8] {
        let r = Searcher::new(4, 1).search(&pos, &history, &Limits::depth(depth), |_| {});
        assert_ne!(r.best_move, Some(chase), "depth {depth}: {}", r.score);
        assert!(!r.score.is_mate(), "depth {depth}: {}", r.score);
    }
}

/// The same cycle from Black's side: Red has just chased again (b4c4). Running back
/// with the cannon (c7b7) repeats the position in which Red chased every move, so Black
/// wins by the rules, and the search prefers it to its small edge on the board (scored
/// as a large advantage, not a mate: referees differ on the rules' finer points).
#[test]
fn steers_the_opponent_into_its_losing_chase() {
    let start = Position::from_fen(CHASE_FEN).unwrap();
    let line = moves(&format!("{CHASE_CYCLE} b4c4"));
    let (pos, history) = replay(&start, &line).unwrap();
    let run_back: Move = "c7b7".parse().unwrap();
    let r = Searcher::new(4, 1).search(&pos, &history, &Limits::depth(6), |_| {});
    assert_eq!(r.best_move, Some(run_back), "{}", r.score);
    assert!(r.score.raw() >= 300 && !r.score.is_mate(), "{}", r.score);
    // Known only by its keys, the repetition is a draw, worth less than Black's edge.
    let keys_only = without_moves(&history);
    assert_eq!(score_of(&pos, &keys_only, run_back, 6).raw(), 0);
    let r = Searcher::new(4, 1).search(&pos, &keys_only, &Limits::depth(6), |_| {});
    assert_ne!(r.best_move, Some(run_back), "{}", r.score);
}

/// From a game against Fairy-Stockfish (Black, ours, a rook and more up): Red's rook
/// chases Black's unprotected cannon between i0 and h0 (i4h4, h4i4) while the cannon
/// runs. Running again (i0h0) repeats a position in which Red chased every move, which
/// [`Game`] gives to Black, but the referee of that match (pyffish) called the game a
/// draw at the third occurrence. Scored as a mate, the repetition looked better than
/// the won position; far ahead, the engine now plays on for the win on the board.
#[test]
fn far_ahead_the_engine_does_not_bank_on_the_opponents_violation() {
    let start =
        Position::from_fen("4kab2/4a4/4b3n/p4r3/4P4/8R/P8/n8/4AC3/3A1K2c b - - 3 47").unwrap();
    let (pos, history) = replay(&start, &moves("i0h0 i4h4 h0i0 h4i4")).unwrap();
    assert_eq!(pos.key(), start.key());
    let run_again: Move = "i0h0".parse().unwrap();
    // The rules do make Red the loser of the repeated cycle.
    let mut game = Game::new(start);
    for mv in moves("i0h0 i4h4 h0i0 h4i4 i0h0 i4h4 h0i0 h4i4") {
        game.play(mv).unwrap();
    }
    assert_eq!(game.outcome().and_then(|r| r.winner()), Some(Color::Black));
    let rep = score_of(&pos, &history, run_again, 4);
    assert!(rep.raw() > 0 && !rep.is_mate(), "{rep}");
    for depth in [4, 8] {
        let r = Searcher::new(4, 1).search(&pos, &history, &Limits::depth(depth), |_| {});
        assert_ne!(r.best_move, Some(run_again), "depth {depth}: {}", r.score);
        assert!(
            r.score.raw() > rep.raw(),
            "depth {depth}: {} vs {rep}",
            r.score
        );
    }
}

/// The colours swapped (Black's rook chases the red cannon between g2 and h2), the
/// history taken from a [`Game`]: the engine does not chase again.
#[test]
fn a_game_history_keeps_the_engine_out_of_a_losing_chase() {
    let start = Position::from_fen(CHASE_FEN).unwrap().swap_colors();
    let mut game = Game::new(start);
    for mv in moves("h5g5 g2h2 g5h5 h2g2") {
        game.play(mv).unwrap();
    }
    let history = game_history(&game);
    assert_eq!(history.len(), 4);
    let chase: Move = "h5g5".parse().unwrap();
    assert_eq!(
        score_of(game.position(), &history, chase, 6).mate_plies(),
        Some(-1)
    );
    let r = Searcher::new(4, 1).search(game.position(), &history, &Limits::depth(8), |_| {});
    assert_ne!(r.best_move, Some(chase), "{}", r.score);
    // The chase played out would lose the game for Black.
    for mv in moves("h5g5 g2h2 g5h5 h2g2") {
        game.play(mv).unwrap();
    }
    assert_eq!(game.outcome().and_then(|r| r.winner()), Some(Color::Red));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]
    #[test]
    fn never_returns_an_illegal_move(game in games(120), depth in 1u32..5, nodes in 1u64..3000, by_nodes: bool) {
        let pos = game.end();
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

/// A drawn repetition scores `-contempt` for the side to move at the root: after
/// h0g2 h9g7 g2h0 g7h9 the start position is back, and h0g2 again repeats the position
/// after the first h0g2, which is neither side's perpetual check or chase.
#[test]
fn contempt_scores_a_drawn_repetition_against_the_root_side() {
    let start = Position::startpos();
    let line: Vec<Move> = ["h0g2", "h9g7", "g2h0", "g7h9"]
        .iter()
        .map(|m| m.parse().unwrap())
        .collect();
    let (pos, history) = replay(&start, &line).unwrap();
    let repeat: Move = "h0g2".parse().unwrap();
    for contempt in [0, 20, 75] {
        let limits = Limits {
            depth: Some(4),
            search_moves: vec![repeat],
            contempt,
            ..Limits::default()
        };
        let r = Searcher::new(4, 1).search(&pos, &history, &limits, |_| {});
        assert_eq!(r.best_move, Some(repeat));
        assert_eq!(r.score.centipawns(), Some(-contempt), "contempt {contempt}");
    }
}

/// Contempt was not bounded: `i32::MAX` overflowed (a panic with overflow checks, a
/// search that never returned without them), and values near 30,000 scored a dead draw
/// as a mate. Contempt is taken within `Limits::MAX_CONTEMPT` either way. With bare kings,
/// Black can always repeat: a draw-shy Red scores `-contempt`; a draw-seeking Red
/// cannot force one and scores the board.
#[test]
fn contempt_is_bounded() {
    let bare = Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 w - - 0 1").unwrap();
    for contempt in [i32::MAX, 30_000, 29_000, -30_000, i32::MIN + 1, i32::MIN] {
        let limits = Limits {
            depth: Some(6),
            contempt,
            ..Limits::default()
        };
        let r = Searcher::new(1, 1).search(&bare, &[], &limits, |_| {});
        let bounded = contempt.clamp(-Limits::MAX_CONTEMPT, Limits::MAX_CONTEMPT);
        let cp = r.score.centipawns().expect("a draw is not a mate");
        assert!(
            cp.abs() <= Limits::MAX_CONTEMPT,
            "contempt {contempt}: {cp}"
        );
        if contempt > 0 {
            assert_eq!(cp, -bounded, "contempt {contempt}");
        }
    }
}
