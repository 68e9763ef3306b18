//! Game control: the clock the server enforces, resignation, draw offers, and the
//! warning before a move that would lose by a rule on repetition.

mod common;

use common::{Server, next_event};
use serde_json::{Value, json};

fn new_game(server: &Server, body: Value) -> String {
    let game = server.new_game(&body.to_string());
    game["id"].as_str().expect("an id").to_owned()
}

#[test]
fn the_player_who_does_not_move_loses_on_time() {
    let server = Server::start(Server::default_config());
    let id = new_game(
        &server,
        json!({"strength": {"depth": 1}, "time_control": {"base_ms": 1000, "increment_ms": 0}}),
    );
    let first = server.state(&id);
    assert_eq!(first["clock"]["base_ms"], 1000);
    assert_eq!(first["clock"]["running"], true);
    let mut events = server.events(&id);
    // The server ends the game by itself, and says so on the event stream.
    let ended = loop {
        let e = next_event(&mut events);
        if !e["outcome"].is_null() {
            break e;
        }
    };
    assert_eq!(ended["outcome"]["code"], "time");
    assert_eq!(ended["outcome"]["winner"], "black");
    assert_eq!(ended["outcome"]["result"], "0-1");
    assert_eq!(ended["outcome"]["text"], "Black wins: Red ran out of time");
    assert_eq!(ended["clock"]["red_ms"], 0);
    assert_eq!(ended["clock"]["running"], false);
    let r = server.post(&format!("/api/games/{id}/move"), r#"{"move": "h2e2"}"#);
    assert_eq!(r.error(), (409, "game_over".to_owned()));
    let pgn = server.get(&format!("/api/games/{id}/pgn")).body;
    assert!(pgn.contains("[Result \"0-1\"]"), "{pgn}");
}

#[test]
fn the_clock_charges_each_side_and_adds_the_increment() {
    let server = Server::start(Server::default_config());
    let id = new_game(
        &server,
        json!({"strength": {"depth": 1}, "time_control": {"base_ms": 60000, "increment_ms": 2000}}),
    );
    let r = server.post(&format!("/api/games/{id}/move"), r#"{"move": "h2e2"}"#);
    assert_eq!(r.status, 200, "{}", r.body);
    let red = r.json()["clock"]["red_ms"].as_u64().expect("red's time");
    assert!(
        red > 60_000 && red <= 62_000,
        "red has the increment: {red}"
    );
    let s = server.wait_for_human(&id);
    let black = s["clock"]["black_ms"].as_u64().expect("black's time");
    assert!(black > 60_000 && black <= 62_000, "{black}");
    let r = server.post(&format!("/api/games/{id}/undo"), "{}");
    assert_eq!(r.error(), (409, "timed_game".to_owned()));
    for bad in [
        json!({"time_control": {"base_ms": 10}}),
        json!({"time_control": {"base_ms": 60000, "increment_ms": 3600000}}),
    ] {
        let r = server.post("/api/games", &bad.to_string());
        assert_eq!(r.error(), (422, "bad_time_control".to_owned()), "{bad}");
    }
}

#[test]
fn resignation_ends_the_game() {
    let server = Server::start(Server::default_config());
    let id = new_game(&server, json!({"strength": {"depth": 1}}));
    let r = server.post(&format!("/api/games/{id}/resign"), "{}");
    assert_eq!(r.status, 200, "{}", r.body);
    let s = r.json();
    assert_eq!(s["outcome"]["code"], "resignation");
    assert_eq!(s["outcome"]["winner"], "black");
    assert_eq!(s["outcome"]["text"], "Black wins: Red resigned");
    assert!(s["legal"].as_object().is_some_and(|l| l.is_empty()));
    let version = s["version"].as_u64();
    for action in ["resign", "draw", "undo", "hint"] {
        let r = server.post(&format!("/api/games/{id}/{action}"), "{}");
        assert_eq!(r.error(), (409, "game_over".to_owned()), "{action}");
    }
    assert_eq!(server.state(&id)["version"].as_u64(), version);
}

#[test]
fn the_computer_takes_a_draw_only_when_it_does_not_stand_better() {
    let server = Server::start(Server::default_config());
    // Nothing judged yet: declined, nothing changes.
    let id = new_game(&server, json!({"strength": {"depth": 1}}));
    let r = server.post(&format!("/api/games/{id}/draw"), "{}");
    assert_eq!(r.error(), (409, "draw_declined".to_owned()), "{}", r.body);
    // The computer (Black) has a rook against a bare king: it declines.
    let id = new_game(
        &server,
        json!({"strength": {"depth": 2}, "side": "red", "fen": "3k5/9/9/9/r8/9/9/9/9/4K4 w - - 0 1"}),
    );
    server.post(&format!("/api/games/{id}/move"), r#"{"move": "e0f0"}"#);
    let before = server.wait_for_human(&id);
    let r = server.post(&format!("/api/games/{id}/draw"), "{}");
    assert_eq!(r.error(), (409, "draw_declined".to_owned()), "{}", r.body);
    assert_eq!(server.state(&id)["version"], before["version"]);
    // The computer (Black) has a bare king against two rooks: it accepts.
    let id = new_game(
        &server,
        json!({"strength": {"depth": 2}, "side": "red", "fen": "4k4/9/9/9/9/9/9/9/R7R/3K5 w - - 0 1"}),
    );
    server.post(&format!("/api/games/{id}/move"), r#"{"move": "d0d1"}"#);
    server.wait_for_human(&id);
    let r = server.post(&format!("/api/games/{id}/draw"), "{}");
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["outcome"]["code"], "agreed-draw");
    assert_eq!(r.json()["outcome"]["result"], "1/2-1/2");
}

#[test]
fn a_move_that_would_lose_by_perpetual_check_is_named_before_it_is_played() {
    let server = Server::start(Server::default_config());
    let pgn = "[FEN \"3k5/9/9/9/9/9/9/9/9/R2AK4 w - - 0 1\"]\n[Format \"ICCS\"]\n\n\
               1. a0a9 d9d8 2. a9a8 d8d9 3. a8a9 d9d8 4. a9a8 d8d9 *\n";
    let id = new_game(&server, json!({"strength": {"depth": 1}, "pgn": pgn}));
    let s = server.state(&id);
    let forbidden = s["forbidden"].as_array().expect("a list");
    assert_eq!(forbidden.len(), 1, "{forbidden:?}");
    assert_eq!(forbidden[0]["mv"], "a8a9");
    assert_eq!(forbidden[0]["code"], "perpetual-check");
    assert!(
        forbidden[0]["text"]
            .as_str()
            .is_some_and(|t| t.contains("perpetual check")),
        "{forbidden:?}"
    );
    // The warning is a warning: the move can still be played, and loses.
    let r = server.post(&format!("/api/games/{id}/move"), r#"{"move": "a8a9"}"#);
    assert_eq!(r.json()["outcome"]["code"], "perpetual-check");
}

#[test]
fn the_levels_are_offered_by_rating_and_a_weak_level_plays() {
    let server = Server::start(Server::default_config());
    let levels = server.get("/api/levels").json();
    let levels = levels.as_array().expect("a list");
    assert!(levels.len() >= 8, "{levels:?}");
    let elo: Vec<u64> = levels.iter().filter_map(|l| l["elo"].as_u64()).collect();
    assert!(
        elo.windows(2).all(|w| w[0] < w[1]),
        "weakest first: {elo:?}"
    );
    assert_eq!(levels.last().map(|l| &l["level"]), Some(&json!(20)));
    let id = new_game(&server, json!({"strength": {"level": 3}}));
    assert_eq!(server.state(&id)["strength"]["level"], 3);
    let r = server.post(&format!("/api/games/{id}/move"), r#"{"move": "h2e2"}"#);
    assert_eq!(r.status, 200, "{}", r.body);
    let s = server.wait_for_human(&id);
    assert_eq!(s["moves"].as_array().map(Vec::len), Some(2));
    assert_eq!(s["moves"][1]["by"], "computer");
    for bad in [json!({"level": 21}), json!({"level": 3, "depth": 2})] {
        let body = json!({"strength": bad}).to_string();
        assert_eq!(
            server.post("/api/games", &body).error(),
            (422, "bad_strength".to_owned()),
            "{bad}"
        );
    }
}
