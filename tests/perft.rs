//! Perft counts from `data/reference.perft`, checked against the crate.
//!
//! Every count at depth 5 or less is checked by `cargo test --release`, and so is any
//! deeper count small enough to be cheap; the rest (start position depth 6, about
//! 5.4 billion leaves) run with `cargo test --release -- --ignored`.
//!
//! Positions the file marks `impossible` (they cannot arise in a game, though other
//! engines count them) must be refused by `Position::from_fen`; their counts are checked
//! on the position read by `Position::from_fen_relaxed`, which lets such pieces move by
//! the usual rules from where they stand.

use std::sync::Mutex;
use std::sync::atomic::{AtomicUsize, Ordering};
use testkit::reference::{self, Record};
use xiangqi::{Position, divide, perft};

/// Deeper counts up to this many leaves are cheap enough for the default run.
const CHEAP_LEAVES: u64 = 10_000_000;

/// One count to verify.
struct Job<'a> {
    record: &'a Record,
    depth: u32,
    expected: u64,
}

/// Runs the jobs on every core, largest first, and returns one message per mismatch.
fn run(mut jobs: Vec<Job<'_>>) -> Vec<String> {
    jobs.sort_by_key(|j| std::cmp::Reverse(j.expected));
    let next = AtomicUsize::new(0);
    let failures = Mutex::new(Vec::new());
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    std::thread::scope(|s| {
        for _ in 0..threads.min(jobs.len()) {
            s.spawn(|| {
                while let Some(job) = jobs.get(next.fetch_add(1, Ordering::Relaxed)) {
                    let message = match Position::from_fen_relaxed(&job.record.fen) {
                        Err(e) => Some(format!(
                            "line {}: {:?} does not parse: {e}",
                            job.record.line, job.record.fen
                        )),
                        Ok(mut pos) => {
                            let got = perft(&mut pos, job.depth);
                            (got != job.expected).then(|| {
                                format!(
                                    "line {}: perft({}) of {:?} is {got}, expected {}",
                                    job.record.line, job.depth, job.record.fen, job.expected
                                )
                            })
                        }
                    };
                    if let Some(m) = message {
                        failures
                            .lock()
                            .expect("no thread panics holding it")
                            .push(m);
                    }
                }
            });
        }
    });
    failures
        .into_inner()
        .expect("no thread panicked holding it")
}

fn jobs(records: &[Record], wanted: impl Fn(u32, u64) -> bool) -> Vec<Job<'_>> {
    records
        .iter()
        .flat_map(|record| {
            record
                .counts
                .iter()
                .filter(|&&(depth, expected)| wanted(depth, expected))
                .map(move |&(depth, expected)| Job {
                    record,
                    depth,
                    expected,
                })
        })
        .collect()
}

fn default_run(depth: u32, expected: u64) -> bool {
    depth <= 5 || expected <= CHEAP_LEAVES
}

#[test]
fn the_data_file_is_what_the_tests_expect() {
    let records = reference::records();
    assert!(records.len() >= 15, "only {} positions", records.len());
    assert_eq!(
        records[0].fen,
        xiangqi::START_FEN,
        "the start position comes first"
    );
    assert!(
        records[0].counts.contains(&(6, 5_392_831_844)),
        "start position depth 6 is listed"
    );
    for r in &records {
        assert!(
            !r.counts.is_empty(),
            "line {}: no counts for {}",
            r.line,
            r.fen
        );
        if let Some(why) = &r.impossible {
            let refused = Position::from_fen(&r.fen);
            assert!(
                matches!(refused, Err(xiangqi::FenError::Position(_))),
                "line {}: {:?} is impossible ({why}) but from_fen gave {refused:?}",
                r.line,
                r.fen
            );
            continue;
        }
        let pos = Position::from_fen(&r.fen)
            .unwrap_or_else(|e| panic!("line {}: {:?} does not parse: {e}", r.line, r.fen));
        assert_eq!(
            pos.fen(),
            r.fen,
            "line {}: the FEN is not canonical",
            r.line
        );
    }
}

/// Runs the jobs and fails with every wrong count listed.
fn assert_all_match(jobs: Vec<Job<'_>>) {
    let n = jobs.len();
    let failures = run(jobs);
    assert!(
        failures.is_empty(),
        "{} of {n} perft counts are wrong:\n{}",
        failures.len(),
        failures.join("\n")
    );
}

#[test]
fn perft_matches_reference_counts() {
    let records = reference::records();
    let jobs = jobs(&records, default_run);
    assert_all_match(jobs);
}

#[test]
#[ignore = "slow: about 5.4 billion leaves; run with --ignored"]
fn perft_matches_deep_reference_counts() {
    let records = reference::records();
    let jobs = jobs(&records, |d, n| !default_run(d, n));
    assert!(
        !jobs.is_empty(),
        "the data file lists the start position at depth 6"
    );
    assert_all_match(jobs);
}

#[test]
fn divide_adds_up_to_perft_and_splits_by_legal_move() {
    for fen in reference::fens() {
        let mut pos = Position::from_fen(&fen).expect("reference FENs parse");
        let before = pos.clone();
        for depth in 1..=3 {
            let split = divide(&mut pos, depth);
            assert_eq!(pos, before, "divide({depth}) changed {fen}");
            let total: u64 = split.iter().map(|&(_, n)| n).sum();
            assert_eq!(total, perft(&mut pos, depth), "divide({depth}) of {fen}");

            let mut moves: Vec<_> = split.iter().map(|&(m, _)| m).collect();
            let mut legal: Vec<_> = pos.legal_moves().into_iter().collect();
            moves.sort_by_key(|m| (m.from(), m.to()));
            legal.sort_by_key(|m| (m.from(), m.to()));
            assert_eq!(
                moves, legal,
                "divide({depth}) of {fen} splits by the legal moves"
            );

            for &(mv, n) in &split {
                let mut child = pos.clone();
                child.play(mv).expect("divide lists legal moves");
                assert_eq!(
                    perft(&mut child, depth - 1),
                    n,
                    "divide({depth}) of {fen}: count under {mv}"
                );
            }
        }
    }
}

#[test]
fn perft_of_depth_zero_is_one() {
    for fen in reference::fens() {
        let mut pos = Position::from_fen(&fen).expect("reference FENs parse");
        assert_eq!(perft(&mut pos, 0), 1, "{fen}");
    }
}
