//! Saved games: a game survives the server (a second server on the same database file
//! finds it as it was), and the list of games shows it.

mod common;

use common::Server;
use serde_json::json;
use xiangqi_web::Config;

fn config(db: &str) -> Config {
    Config {
        db: db.to_owned(),
        ..Server::default_config()
    }
}

#[test]
fn a_game_survives_a_restart_and_is_listed() {
    let dir = std::env::temp_dir().join(format!("xiangqi-web-saved-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    let db = dir.join("games.sqlite");
    let db = db.to_str().expect("a UTF-8 path");

    let first = Server::start(config(db));
    let body = json!({"strength": {"depth": 1}, "time_control": {"base_ms": 600000, "increment_ms": 5000}});
    let id = first.new_game(&body.to_string())["id"]
        .as_str()
        .expect("an id")
        .to_owned();
    let r = first.post(&format!("/api/games/{id}/move"), r#"{"move": "h2e2"}"#);
    assert_eq!(r.status, 200, "{}", r.body);
    let before = first.wait_for_human(&id);
    assert_eq!(before["moves"].as_array().map(Vec::len), Some(2));
    let over = first.new_game(r#"{"strength": {"depth": 1}}"#)["id"]
        .as_str()
        .expect("an id")
        .to_owned();
    assert_eq!(
        first
            .post(&format!("/api/games/{over}/resign"), "{}")
            .status,
        200
    );

    // Another server on the same file: the games are there, as they were.
    let second = Server::start(config(db));
    let after = second.state(&id);
    for field in [
        "fen",
        "moves",
        "human",
        "strength",
        "evals",
        "start_fen",
        "outcome",
    ] {
        assert_eq!(after[field], before[field], "{field}");
    }
    assert!(after["version"].as_u64() >= before["version"].as_u64());
    let (b, a) = (&before["clock"], &after["clock"]);
    assert_eq!(a["base_ms"], 600000);
    assert_eq!(a["increment_ms"], 5000);
    let red = |c: &serde_json::Value| c["red_ms"].as_u64().expect("red's time");
    // Red's clock runs: it was saved at the computer's move, a moment before.
    assert!(
        red(a).abs_diff(red(b)) < 2000,
        "Red's time is kept: {a} {b}"
    );
    assert!(red(a) > 600_000, "with its increment: {a}");
    assert_eq!(second.state(&over)["outcome"]["code"], "resignation");
    // It goes on from there.
    let r = second.post(&format!("/api/games/{id}/move"), r#"{"move": "h0g2"}"#);
    assert_eq!(r.status, 200, "{}", r.body);
    let again = second.wait_for_human(&id);
    assert_eq!(again["moves"].as_array().map(Vec::len), Some(4));

    let list = second.get("/api/games").json();
    let games = list["games"].as_array().expect("a list");
    let ids: Vec<&str> = games.iter().filter_map(|g| g["id"].as_str()).collect();
    assert!(
        ids.contains(&id.as_str()) && ids.contains(&over.as_str()),
        "{list}"
    );
    let resigned = games
        .iter()
        .find(|g| g["id"] == over.as_str())
        .expect("listed");
    assert_eq!(resigned["result"], "0-1");
    assert_eq!(resigned["outcome"], "Black wins: Red resigned");
    let status = second.get("/api/status").json();
    assert_eq!(status["db"]["path"], db);
    assert!(status["db"]["error"].is_null(), "{status}");
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn an_unknown_game_is_still_unknown_with_a_database() {
    let server = Server::start(Server::default_config());
    assert_eq!(
        server.get("/api/games/0123456789abcdef").error(),
        (404, "unknown_game".to_owned())
    );
    assert_eq!(server.get("/api/games").json()["games"], json!([]));
}
