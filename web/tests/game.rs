//! Whole games through the HTTP API of a real server.

mod common;

use common::{Server, next_event};
use serde_json::Value;
use xiangqi::notation::Notation;
use xiangqi::search::{Limits, Searcher, game_history};
use xiangqi::{Game, pgn};

/// The human's move: the library's own engine at depth 1, on the game so far (so the
/// game is a real one, and the same each run).
fn pick(state: &Value, searcher: &mut Searcher) -> String {
    let game = replay(state);
    let history = game_history(&game);
    let r = searcher.search(game.position(), &history, &Limits::depth(1), |_| {});
    let mv = r.best_move.expect("a legal move while the game goes on");
    let text = mv.to_string();
    assert!(
        state["legal"][&text[..2]]
            .as_array()
            .is_some_and(|t| t.iter().any(|s| s == &text[2..])),
        "the server lists {text} as legal"
    );
    text
}

/// Replays the moves of a state in the library's own `Game`.
fn replay(state: &Value) -> Game {
    let start = xiangqi::Position::from_fen(state["start_fen"].as_str().expect("a FEN"))
        .expect("a legal start");
    let mut game = Game::new(start);
    for m in state["moves"].as_array().expect("moves") {
        let mv = m["coord"]
            .as_str()
            .expect("coordinates")
            .parse()
            .expect("a move");
        game.play(mv).expect("a legal move");
    }
    game
}

#[test]
fn a_whole_game_from_the_start_is_played_and_judged_by_the_rules() {
    let server = Server::start(Server::default_config());
    let game = server.new_game(r#"{"side": "red", "strength": {"depth": 2}}"#);
    let id = game["id"].as_str().expect("an id").to_owned();
    assert_eq!(id.len(), 16);
    let mut state = game;
    let mut plies = 0;
    let mut searcher = Searcher::new(4, 1);
    while state["outcome"].is_null() {
        assert!(plies < 400, "the game should end: {state}");
        let r = server.post(
            &format!("/api/games/{id}/move"),
            &format!(r#"{{"move": "{}"}}"#, pick(&state, &mut searcher)),
        );
        assert_eq!(r.status, 200, "{}", r.body);
        state = server.wait_for_human(&id);
        plies = state["moves"].as_array().map_or(0, Vec::len);
    }
    let moves = state["moves"].as_array().expect("moves");
    assert!(moves.len() >= 20, "{state}");
    eprintln!("{} plies: {}", moves.len(), state["outcome"]["text"]);
    // The players alternate: the human plays Red's moves, the computer Black's.
    for (i, m) in moves.iter().enumerate() {
        let (by, side) = if i % 2 == 0 {
            ("human", "red")
        } else {
            ("computer", "black")
        };
        assert_eq!(
            (m["by"].as_str(), m["side"].as_str()),
            (Some(by), Some(side)),
            "ply {}",
            i + 1
        );
    }
    // The verdict is the library's, in its words.
    let judged = replay(&state);
    let result = judged.outcome().expect("the library ends the game too");
    assert_eq!(state["outcome"]["text"], result.to_string());
    assert_eq!(state["outcome"]["result"], result.pgn_token());
    assert_eq!(state["fen"], judged.position().fen());
    assert!(state["legal"].as_object().is_some_and(|l| l.is_empty()));
    // The engine's score of every position it moved from is on the chart.
    let computer_moves = moves.iter().filter(|m| m["by"] == "computer").count();
    let evals = state["evals"].as_array().expect("evals");
    assert_eq!(evals.len(), computer_moves, "{state}");
    assert!(
        evals
            .iter()
            .all(|e| e["ply"].as_u64().is_some_and(|p| p % 2 == 1))
    );
    // The record, in each notation, reads back as the same game.
    for (name, notation) in [
        ("chinese", Notation::Chinese),
        ("wxf", Notation::Wxf),
        ("coordinate", Notation::Coordinate),
    ] {
        let r = server.get(&format!("/api/games/{id}/pgn?notation={name}"));
        assert_eq!(r.status, 200);
        assert!(
            r.header("content-disposition")
                .is_some_and(|v| v.contains(".pgn"))
        );
        let record = pgn::read_game(&r.body).expect("the record reads");
        assert_eq!(record.notation, notation);
        assert_eq!(record.result.token(), result.pgn_token());
        let back = record
            .to_game(xiangqi::RuleSet::default())
            .expect("it replays");
        assert_eq!(back.moves(), judged.moves());
        assert!(r.body.contains(&result.to_string()), "{}", r.body);
    }
}

#[test]
fn playing_black_the_computer_opens_and_undo_goes_back_to_the_players_turn() {
    let server = Server::start(Server::default_config());
    let game = server.new_game(r#"{"side": "black", "strength": {"depth": 2}}"#);
    let id = game["id"].as_str().expect("an id").to_owned();
    let state = server.wait_for_human(&id);
    assert_eq!(state["moves"].as_array().map(Vec::len), Some(1));
    assert_eq!(state["moves"][0]["by"], "computer");
    assert_eq!(state["turn"], "black");
    let r = server.post(&format!("/api/games/{id}/move"), r#"{"move": "h9g7"}"#);
    assert_eq!(r.status, 200, "{}", r.body);
    let state = server.wait_for(&id, |s| s["moves"].as_array().map(Vec::len) == Some(3));
    assert_eq!(
        state["last"]["from"],
        state["moves"][2]["coord"]
            .as_str()
            .map(|c| &c[..2])
            .unwrap_or("")
    );
    // Undo takes back the reply and the player's move.
    let r = server.post(&format!("/api/games/{id}/undo"), "");
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["moves"].as_array().map(Vec::len), Some(1));
    assert_eq!(r.json()["turn"], "black");
    // Back to the start: the computer, Red, opens again.
    let r = server.post(&format!("/api/games/{id}/undo"), r#"{"to_ply": 0}"#);
    assert_eq!(r.status, 200, "{}", r.body);
    let state = server.wait_for_human(&id);
    assert_eq!(state["moves"].as_array().map(Vec::len), Some(1));
}

#[test]
fn a_hint_is_a_legal_move_and_a_mate_ends_the_game() {
    let server = Server::start(Server::default_config());
    // Red mates in two: a1e1, then e1e8 or the like after any reply.
    let game = server
        .new_game(r#"{"fen": "4k4/4a4/9/9/9/9/9/9/R8/3K5 w - - 0 1", "strength": {"depth": 4}}"#);
    let id = game["id"].as_str().expect("an id").to_owned();
    assert_eq!(
        game["human"], "red",
        "a loaded game goes on with the side to move"
    );
    for _ in 0..2 {
        let r = server.post(&format!("/api/games/{id}/hint"), "");
        assert_eq!(r.status, 200, "{}", r.body);
        let state = server.wait_for(&id, |s| !s["hint"].is_null());
        let hint = &state["hint"];
        let (from, to) = (
            hint["from"].as_str().expect("from"),
            hint["to"].as_str().expect("to"),
        );
        assert!(
            state["legal"][from]
                .as_array()
                .is_some_and(|t| t.iter().any(|s| s == to))
        );
        assert!(
            hint["score"]["mate"].as_i64().is_some_and(|m| m > 0),
            "{hint}"
        );
        let r = server.post(
            &format!("/api/games/{id}/move"),
            &format!(r#"{{"move": "{from}{to}"}}"#),
        );
        assert_eq!(r.status, 200, "{}", r.body);
        server.wait_for_human(&id);
    }
    let state = server.state(&id);
    assert_eq!(state["outcome"]["winner"], "red", "{state}");
    assert_eq!(state["moves"].as_array().map(Vec::len), Some(3));
    // Checkmate or no legal move, depending on Black's reply: the library's words.
    let result = replay(&state).outcome().expect("over");
    assert_eq!(state["outcome"]["text"], result.to_string());
    assert!(
        result.to_string().starts_with("Red wins: Black "),
        "{result}"
    );
}

#[test]
fn a_loaded_record_continues_where_it_ends() {
    let server = Server::start(Server::default_config());
    let text = "[Event \"x\"]\n[Format \"Chinese\"]\n\n1. 炮二平五 马８进７ 2. 马二进三 *\n";
    let body = serde_json::json!({"pgn": text, "strength": {"depth": 1}}).to_string();
    let game = server.new_game(&body);
    assert_eq!(game["moves"].as_array().map(Vec::len), Some(3));
    assert!(
        game["moves"]
            .as_array()
            .is_some_and(|m| m.iter().all(|p| p["by"] == "record"))
    );
    assert_eq!(game["human"], "black");
    assert_eq!(game["moves"][2]["coord"], "h0g2");
    assert!(game["thinking"].is_null(), "the player moves next");
}

#[test]
fn the_event_stream_shows_the_engine_thinking_and_its_move() {
    let server = Server::start(Server::default_config());
    let game = server.new_game(r#"{"strength": {"movetime_ms": 600}}"#);
    let id = game["id"].as_str().expect("an id").to_owned();
    let mut events = server.events(&id);
    let first = next_event(&mut events);
    assert_eq!(first["id"], id.as_str());
    let r = server.post(&format!("/api/games/{id}/move"), r#"{"move": "h2e2"}"#);
    assert_eq!(r.status, 200);
    // Answers and events can cross on the way: each carries a version, and the page
    // keeps the highest. The versions grow with every change.
    let answered = r.json()["version"].as_u64().expect("a version");
    let mut version = first["version"].as_u64().expect("a version");
    assert!(answered > version);
    let mut saw_progress = false;
    loop {
        let e = next_event(&mut events);
        let v = e["version"].as_u64().expect("a version");
        assert!(v >= version, "versions never go back: {v} after {version}");
        version = v;
        let t = &e["thinking"];
        if !t.is_null() && !t["depth"].is_null() {
            assert!(t["pv"].as_array().is_some_and(|pv| !pv.is_empty()), "{t}");
            assert!(t["pv"][0]["chinese"].is_string());
            assert!(t["score"].is_object());
            saw_progress = true;
        }
        if e["moves"].as_array().map(Vec::len) == Some(2) {
            break;
        }
    }
    assert!(saw_progress, "the stream showed the search before its move");
    assert!(
        version > answered,
        "the computer's move is newer than the answer to ours"
    );
}

#[test]
fn records_without_result_or_format_tag_load() {
    let server = Server::start(Server::default_config());
    for (text, plies) in [
        ("h2e2 h9g7", 2),
        ("1. 炮二平五 H8+7 2. h0g2", 3),
        ("[Event \"x\"]\n\n1. C2.5 马８进７\n", 2),
    ] {
        let body = serde_json::json!({"pgn": text, "strength": {"depth": 1}}).to_string();
        let game = server.new_game(&body);
        assert_eq!(
            game["moves"].as_array().map(Vec::len),
            Some(plies),
            "{text}"
        );
    }
    let body = serde_json::json!({"pgn": "h2e2 h9g7 zz"}).to_string();
    let r = server.post("/api/games", &body);
    assert_eq!(r.error(), (422, "bad_pgn".to_owned()));
    assert!(r.body.contains("move 3 (zz)"), "{}", r.body);
}
