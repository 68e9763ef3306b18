//! Searches the bench positions to a fixed depth and prints the node signature and speed.
//!
//! `cargo run --release --example bench -- [depth]` (default 8).

fn main() {
    let depth = std::env::args()
        .nth(1)
        .and_then(|a| a.parse().ok())
        .unwrap_or(8);
    let r = xiangqi::search::bench(depth);
    println!(
        "bench: {} positions, depth {depth}, {} nodes, {} ms, {} nodes/s",
        r.positions,
        r.nodes,
        r.time.as_millis(),
        r.nps()
    );
}
