//! FEN speed: reading and writing the reference positions (`data/reference.perft`).
//!
//! `cargo bench --bench fen`.

use testkit::reference;

use criterion::{Criterion, Throughput, criterion_group, criterion_main};
use std::hint::black_box;
use std::time::Duration;
use xiangqi::{Position, Setup};

fn fens() -> Vec<String> {
    reference::fens().into_iter().take(10).collect()
}

fn fen(c: &mut Criterion) {
    let fens = fens();
    let positions: Vec<Position> = fens
        .iter()
        .map(|f| Position::from_fen(f).expect("reference FENs parse"))
        .collect();
    let mut group = c.benchmark_group("fen");
    group.throughput(Throughput::Elements(fens.len() as u64));
    group.bench_function("parse_and_validate/10_reference_positions", |b| {
        b.iter(|| {
            for f in black_box(&fens) {
                black_box(Position::from_fen(f).ok());
            }
        })
    });
    group.bench_function("parse_setup_only/10_reference_positions", |b| {
        b.iter(|| {
            for f in black_box(&fens) {
                black_box(Setup::from_fen(f).ok());
            }
        })
    });
    group.bench_function("write/10_reference_positions", |b| {
        b.iter(|| {
            for p in black_box(&positions) {
                black_box(p.fen());
            }
        })
    });
    group.finish();
}

criterion_group! {
    name = benches;
    config = Criterion::default()
        .warm_up_time(Duration::from_secs(1))
        .measurement_time(Duration::from_secs(2))
        .sample_size(30);
    targets = fen
}
criterion_main!(benches);
