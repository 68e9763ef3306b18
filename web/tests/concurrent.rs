//! Many games at once: each goes its own way, and no more searches run at once than
//! the server allows (the others wait their turn).

mod common;

use common::Server;
use std::sync::Arc;
use std::sync::atomic::{AtomicBool, Ordering};
use xiangqi_web::Config;

const GAMES: usize = 6;
const MAX_SEARCHES: usize = 2;

#[test]
fn concurrent_games_share_a_capped_pool_of_searches() {
    let server = Arc::new(Server::start(Config {
        max_searches: MAX_SEARCHES,
        ..Server::default_config()
    }));
    let openings = ["h2e2", "b2e2", "h0g2", "c3c4", "g3g4", "b0c2"];
    let ids: Vec<String> = (0..GAMES)
        .map(|_| {
            let g = server.new_game(r#"{"strength": {"movetime_ms": 150}}"#);
            g["id"].as_str().expect("an id").to_owned()
        })
        .collect();
    let done = Arc::new(AtomicBool::new(false));
    // A watcher counts the searches under way across all games.
    let watcher = {
        let (server, ids, done) = (server.clone(), ids.clone(), done.clone());
        assert_eq!(server.get("/api/status").json()["searches"]["running"], 0);
        std::thread::spawn(move || {
            let (mut most_running, mut saw_waiting, mut saw_waiting_game) = (0, false, false);
            while !done.load(Ordering::Relaxed) {
                let s = server.get("/api/status").json();
                assert_eq!(s["games"], GAMES);
                assert_eq!(s["searches"]["max"], MAX_SEARCHES);
                most_running = most_running.max(s["searches"]["running"].as_u64().unwrap_or(99));
                saw_waiting |= s["searches"]["waiting"].as_u64() > Some(0);
                // A game's own view says the same: some wait for a searcher.
                saw_waiting_game |= ids
                    .iter()
                    .any(|id| server.state(id)["thinking"]["waiting"] == true);
            }
            (most_running, saw_waiting && saw_waiting_game)
        })
    };
    let players: Vec<_> = ids
        .iter()
        .zip(openings)
        .map(|(id, opening)| {
            let (server, id) = (server.clone(), id.clone());
            std::thread::spawn(move || {
                let r = server.post(
                    &format!("/api/games/{id}/move"),
                    &format!(r#"{{"move": "{opening}"}}"#),
                );
                assert_eq!(r.status, 200, "{}", r.body);
                for _ in 0..2 {
                    let s = server.wait_for_human(&id);
                    let legal = s["legal"].as_object().expect("legal moves");
                    let (from, tos) = legal.iter().next().expect("a move");
                    let mv = format!("{from}{}", tos[0].as_str().expect("a square"));
                    let r = server.post(
                        &format!("/api/games/{id}/move"),
                        &format!(r#"{{"move": "{mv}"}}"#),
                    );
                    assert_eq!(r.status, 200, "{}", r.body);
                }
                server.wait_for_human(&id)
            })
        })
        .collect();
    let finals: Vec<_> = players
        .into_iter()
        .map(|p| p.join().expect("a player"))
        .collect();
    done.store(true, Ordering::Relaxed);
    let (most_running, saw_waiting) = watcher.join().expect("the watcher");
    for (state, opening) in finals.iter().zip(openings) {
        let moves = state["moves"].as_array().expect("moves");
        assert_eq!(moves.len(), 6, "{state}");
        assert_eq!(moves[0]["coord"], opening, "each game keeps its own moves");
        assert!(
            moves
                .iter()
                .skip(1)
                .step_by(2)
                .all(|m| m["by"] == "computer")
        );
    }
    assert!(
        most_running as usize <= MAX_SEARCHES,
        "{most_running} searches ran at once"
    );
    assert!(most_running >= 1);
    assert!(
        saw_waiting,
        "with {GAMES} games and {MAX_SEARCHES} searchers, some waited"
    );
}
