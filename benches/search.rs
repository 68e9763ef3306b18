//! Search and evaluation speed: a fixed-depth search of a few positions, and the static
//! evaluation of the bench positions.

use criterion::{Criterion, black_box, criterion_group, criterion_main};
use xiangqi::Position;
use xiangqi::search::{BENCH_POSITIONS, Limits, Searcher};

fn positions() -> Vec<Position> {
    BENCH_POSITIONS
        .iter()
        .map(|(fen, moves)| {
            let mut pos = Position::from_fen(fen).unwrap();
            for m in moves.split_whitespace() {
                pos.play(m.parse().unwrap()).unwrap();
            }
            pos
        })
        .collect()
}

fn search(c: &mut Criterion) {
    let all = positions();
    let picked = [&all[0], &all[4], &all[12], &all[22], &all[27]];
    let mut g = c.benchmark_group("search");
    g.sample_size(10);
    g.bench_function("depth_6_five_positions", |b| {
        b.iter(|| {
            for pos in picked {
                let mut s = Searcher::new(4, 1);
                black_box(s.search(black_box(pos), &[], &Limits::depth(6), |_| {}));
            }
        })
    });
    g.finish();
}

fn evaluation(c: &mut Criterion) {
    let all = positions();
    c.bench_function("evaluate_30_positions", |b| {
        b.iter(|| {
            for pos in &all {
                black_box(xiangqi::eval::evaluate(black_box(pos)));
            }
        })
    });
}

criterion_group!(benches, search, evaluation);
criterion_main!(benches);
