//! Move generation speed: legal moves, make/unmake, check detection and perft, over a
//! fixed set of reference positions (`data/reference.perft`).
//!
//! `cargo bench --bench movegen`; compare figures only between runs on one machine.

use testkit::reference;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use xiangqi::{Move, Position, perft};

/// How many reference positions the benches use: the first ones in the file.
const POSITIONS: usize = 10;

fn positions() -> Vec<Position> {
    reference::fens()
        .iter()
        .take(POSITIONS)
        .map(|fen| Position::from_fen(fen).expect("reference FENs parse"))
        .collect()
}

/// The reference positions and every position one legal move after them: a few hundred
/// positions, some of them in check.
fn positions_and_children() -> Vec<Position> {
    let mut out = Vec::new();
    for pos in positions() {
        for mv in pos.legal_moves() {
            let mut child = pos.clone();
            let _undo = child.make_move(mv);
            out.push(child);
        }
        out.push(pos);
    }
    out
}

fn legal_moves(c: &mut Criterion) {
    let set = positions();
    let moves: usize = set.iter().map(|p| p.legal_moves().len()).sum();
    let mut group = c.benchmark_group("movegen");
    group.throughput(Throughput::Elements(moves as u64));
    group.bench_function("legal_moves_list/10_reference_positions", |b| {
        b.iter(|| {
            for pos in black_box(&set) {
                black_box(pos.legal_moves());
            }
        })
    });
    group.bench_function("count_legal_moves/10_reference_positions", |b| {
        b.iter(|| {
            let mut n = 0;
            for pos in black_box(&set) {
                n += pos.count_legal_moves();
            }
            black_box(n)
        })
    });
    group.finish();

    // Its own group: the throughput is the number of captures, not of all moves.
    let captures: usize = set.iter().map(|p| p.captures().len()).sum();
    let mut group = c.benchmark_group("movegen");
    group.throughput(Throughput::Elements(captures as u64));
    group.bench_function("captures_list/10_reference_positions", |b| {
        b.iter(|| {
            for pos in black_box(&set) {
                black_box(pos.captures());
            }
        })
    });
    group.finish();
}

fn make_unmake(c: &mut Criterion) {
    let mut set: Vec<(Position, Vec<Move>)> = positions()
        .into_iter()
        .map(|p| {
            let moves = p.legal_moves().into_iter().collect();
            (p, moves)
        })
        .collect();
    let moves: usize = set.iter().map(|(_, m)| m.len()).sum();
    let mut group = c.benchmark_group("make_unmake");
    group.throughput(Throughput::Elements(moves as u64));
    group.bench_function("every_legal_move/10_reference_positions", |b| {
        b.iter(|| {
            for (pos, moves) in black_box(&mut set).iter_mut() {
                for &mv in moves.iter() {
                    let undo = pos.make_move(mv);
                    black_box(pos.key());
                    pos.unmake_move(mv, undo);
                }
            }
        })
    });
    group.finish();
}

fn check_detection(c: &mut Criterion) {
    let set = positions_and_children();
    let mut group = c.benchmark_group("check");
    group.throughput(Throughput::Elements(set.len() as u64));
    group.bench_function("is_check/reference_positions_and_children", |b| {
        b.iter(|| {
            let mut n = 0;
            for pos in black_box(&set) {
                n += usize::from(pos.is_check());
            }
            black_box(n)
        })
    });
    group.bench_function(
        "gives_check/every_legal_move_of_10_reference_positions",
        |b| {
            let pairs: Vec<(Position, Move)> = positions()
                .into_iter()
                .flat_map(|p| p.legal_moves().into_iter().map(move |m| (p.clone(), m)))
                .collect();
            b.iter(|| {
                let mut n = 0;
                for (pos, mv) in black_box(&pairs) {
                    n += usize::from(pos.gives_check(*mv));
                }
                black_box(n)
            })
        },
    );
    group.finish();
}

fn perft_startpos(c: &mut Criterion) {
    let expected = reference::records()[0]
        .counts
        .iter()
        .find(|&&(depth, _)| depth == 4)
        .map(|&(_, n)| n)
        .expect("the data file lists perft(4) of the start position");
    let mut pos = Position::startpos();
    assert_eq!(
        perft(&mut pos, 4),
        expected,
        "perft(4) of the start position"
    );
    let mut group = c.benchmark_group("perft");
    group.sample_size(10);
    group.measurement_time(Duration::from_secs(6));
    group.throughput(Throughput::Elements(expected));
    group.bench_function("perft4/startpos", |b| {
        b.iter(|| perft(black_box(&mut pos), black_box(4)))
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(3))
        .sample_size(30);
    targets = legal_moves, make_unmake, check_detection, perft_startpos
}
criterion_main!(benches);
