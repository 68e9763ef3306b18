//! Every bad request gets a clear 4xx JSON error, changes nothing, and the server goes on.

mod common;

use common::{Server, next_event};
use serde_json::Value;
use std::time::Duration;
use xiangqi_web::Config;

fn setup() -> (Server, String) {
    let server = Server::start(Server::default_config());
    let game = server.new_game(r#"{"strength": {"depth": 1}}"#);
    let id = game["id"].as_str().expect("an id").to_owned();
    (server, id)
}

/// The parts of a state that a refused request must leave as they were.
fn essence(s: &Value) -> Value {
    serde_json::json!([
        s["fen"],
        s["moves"],
        s["human"],
        s["strength"],
        s["outcome"]
    ])
}

#[test]
fn malformed_bodies_are_400_and_change_nothing() {
    let (server, id) = setup();
    let before = essence(&server.state(&id));
    let path = format!("/api/games/{id}/move");
    for body in [
        r#"{"move": "h2e2""#,
        "not json at all",
        "[]",
        r#"{"move": 5}"#,
        r#"{"mv": "h2e2"}"#,
        r#"{"move": "h2e2", "extra": 1}"#,
        r#"{"move": "h2e2"} trailing"#,
        "{}",
        "\u{0}\u{1}\u{2}",
    ] {
        let r = server.post(&path, body);
        assert_eq!(
            r.error(),
            (400, "bad_request".to_owned()),
            "{body:?}: {}",
            r.body
        );
    }
    // Invalid UTF-8 in the body.
    let mut raw = format!(
        "POST {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\nContent-Length: 14\r\n\r\n"
    )
    .into_bytes();
    raw.extend_from_slice(b"{\"move\": \"\xff\xfe\"}");
    assert_eq!(server.raw(&raw).error().0, 400);
    assert_eq!(essence(&server.state(&id)), before);
}

#[test]
fn moves_the_rules_refuse_are_422_or_409_and_change_nothing() {
    let (server, id) = setup();
    let before = essence(&server.state(&id));
    let path = format!("/api/games/{id}/move");
    for (text, status, code) in [
        ("a0a5", 422, "illegal_move"), // the pawn on a3 is in the way
        ("e0e2", 422, "illegal_move"), // the king steps one point
        ("h7e7", 422, "illegal_move"), // Black's piece
        ("炮二平九", 422, "illegal_move"),
        ("zz", 400, "bad_request"),
        ("", 400, "bad_request"),
    ] {
        let body = serde_json::json!({ "move": text }).to_string();
        let r = server.post(&path, &body);
        assert_eq!(r.error(), (status, code.to_owned()), "{text:?}: {}", r.body);
    }
    assert_eq!(essence(&server.state(&id)), before);

    // Not the player's turn while the computer thinks.
    let slow = server.new_game(r#"{"strength": {"movetime_ms": 3000}}"#);
    let slow_id = slow["id"].as_str().expect("an id");
    let r = server.post(&format!("/api/games/{slow_id}/move"), r#"{"move": "h2e2"}"#);
    assert_eq!(r.status, 200);
    let thinking = essence(&r.json());
    let r = server.post(&format!("/api/games/{slow_id}/move"), r#"{"move": "h0g2"}"#);
    assert_eq!(r.error(), (409, "not_your_turn".to_owned()));
    let r = server.post(&format!("/api/games/{slow_id}/hint"), "");
    assert_eq!(r.error(), (409, "not_your_turn".to_owned()));
    assert_eq!(essence(&server.state(slow_id)), thinking);
}

#[test]
fn a_finished_game_refuses_moves_and_hints() {
    let server = Server::start(Server::default_config());
    // Black to move is checkmated: the rook on d1 and the flying general.
    let game =
        server.new_game(r#"{"fen": "3k5/9/9/9/9/9/9/9/3R5/4K4 b - - 0 1", "side": "black"}"#);
    let id = game["id"].as_str().expect("an id");
    assert_eq!(game["outcome"]["text"], "Red wins: Black is checkmated");
    let before = essence(&game);
    let r = server.post(&format!("/api/games/{id}/move"), r#"{"move": "d9d8"}"#);
    assert_eq!(r.error(), (409, "game_over".to_owned()));
    let r = server.post(&format!("/api/games/{id}/hint"), "{}");
    assert_eq!(r.error(), (409, "game_over".to_owned()));
    let r = server.post(&format!("/api/games/{id}/undo"), "{}");
    assert_eq!(r.error(), (409, "nothing_to_undo".to_owned()));
    let r = server.post(&format!("/api/games/{id}/undo"), r#"{"to_ply": 3}"#);
    assert_eq!(r.error(), (422, "bad_ply".to_owned()));
    assert_eq!(essence(&server.state(id)), before);
}

#[test]
fn bad_new_games_are_refused() {
    let server = Server::start(Server::default_config());
    for (body, status, code) in [
        (r#"{"fen": "rnbakabnr/9/9 w"}"#, 422, "bad_fen"),
        (
            r#"{"fen": "4k4/9/9/9/9/9/9/9/9/4K4 w - - 0 1"}"#,
            422,
            "bad_fen",
        ), // kings face
        (r#"{"pgn": "1. h2e2 h2e2 *"}"#, 422, "bad_pgn"),
        (r#"{"pgn": "[Event \"x\"\n1. *"}"#, 422, "bad_pgn"),
        (r#"{"fen": "x", "pgn": "y"}"#, 400, "bad_request"),
        (r#"{"side": "green"}"#, 400, "bad_request"),
        (r#"{"strength": {"depth": 0}}"#, 422, "bad_strength"),
        (r#"{"strength": {"depth": 99}}"#, 422, "bad_strength"),
        (r#"{"strength": {"movetime_ms": 1}}"#, 422, "bad_strength"),
        (
            r#"{"strength": {"depth": 3, "movetime_ms": 100}}"#,
            422,
            "bad_strength",
        ),
        (r#"{"strength": {}}"#, 422, "bad_strength"),
        (r#"{"strength": {"depth": -1}}"#, 400, "bad_request"),
        (r#"{"colour": "red"}"#, 400, "bad_request"),
    ] {
        let r = server.post("/api/games", body);
        assert_eq!(r.error(), (status, code.to_owned()), "{body}: {}", r.body);
    }
    // An empty body is a default game.
    assert_eq!(server.post("/api/games", "").status, 201);
}

#[test]
fn unknown_games_routes_and_methods() {
    let (server, id) = setup();
    for path in ["", "/move", "/undo", "/hint", "/settings"] {
        let r = server.post(&format!("/api/games/0123456789abcdef{path}"), "{}");
        let want = if path.is_empty() { 405 } else { 404 };
        assert_eq!(r.error().0, want, "{path}: {}", r.body);
    }
    for path in ["", "/pgn", "/events"] {
        let r = server.get(&format!("/api/games/nosuchgame{path}"));
        assert_eq!(r.error(), (404, "unknown_game".to_owned()), "{path}");
    }
    assert_eq!(
        server.get("/nowhere").error(),
        (404, "not_found".to_owned())
    );
    assert_eq!(
        server.get("/static/nothing.js").error(),
        (404, "not_found".to_owned())
    );
    let r = server.request("DELETE", &format!("/api/games/{id}"), None);
    assert_eq!(r.error(), (405, "method_not_allowed".to_owned()));
    let r = server.get(&format!("/api/games/{id}/pgn?notation=morse"));
    assert_eq!(r.error(), (400, "bad_request".to_owned()));
    let r = server.get(&format!("/api/games/{id}/pgn?colour=red"));
    assert_eq!(r.error(), (400, "bad_request".to_owned()));
    let r = server.post(
        &format!("/api/games/{id}/settings"),
        r#"{"strength": {"depth": 77}}"#,
    );
    assert_eq!(r.error(), (422, "bad_strength".to_owned()));
    assert_eq!(server.state(&id)["strength"]["depth"], 1);
}

#[test]
fn a_huge_body_is_413_and_the_server_goes_on() {
    let (server, id) = setup();
    let before = essence(&server.state(&id));
    let huge = format!(r#"{{"move": "{}"}}"#, "a".repeat(1 << 20));
    let r = server.post(&format!("/api/games/{id}/move"), &huge);
    assert_eq!(r.error(), (413, "body_too_large".to_owned()));
    let r = server.post(
        "/api/games",
        &format!(r#"{{"pgn": "{}"}}"#, "x".repeat(300_000)),
    );
    assert_eq!(r.error(), (413, "body_too_large".to_owned()));
    // A length announced but never sent is refused at once, by the announcement.
    let head = format!(
        "POST /api/games/{id}/move HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\
         Content-Length: 99999999999\r\n\r\n"
    );
    assert_eq!(server.raw(head.as_bytes()).error().0, 413);
    // A chunked body announces no length: the limit counts what arrives.
    let chunk = "b".repeat(300_000);
    let chunked = format!(
        "POST /api/games HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\
         Transfer-Encoding: chunked\r\n\r\n{:x}\r\n{chunk}\r\n0\r\n\r\n",
        chunk.len()
    );
    assert_eq!(
        server.raw(chunked.as_bytes()).error(),
        (413, "body_too_large".to_owned())
    );
    assert_eq!(essence(&server.state(&id)), before);
    // And a move still plays.
    assert_eq!(
        server
            .post(&format!("/api/games/{id}/move"), r#"{"move": "h2e2"}"#)
            .status,
        200
    );
}

#[test]
fn a_game_left_alone_is_dropped() {
    let server = Server::start(Config {
        idle: Duration::from_millis(300),
        ..Server::default_config()
    });
    let game = server.new_game(r#"{"strength": {"depth": 1}}"#);
    let id = game["id"].as_str().expect("an id");
    assert_eq!(server.get(&format!("/api/games/{id}")).status, 200);
    assert_eq!(server.get("/api/status").json()["games"], 1);
    std::thread::sleep(Duration::from_millis(1_500));
    // Dropped from memory; the saved game comes back when asked for.
    assert_eq!(server.get("/api/status").json()["games"], 0);
    let back = server.get(&format!("/api/games/{id}"));
    assert_eq!(back.status, 200);
    assert_eq!(back.json()["fen"], game["fen"]);
    assert_eq!(server.get("/api/status").json()["games"], 1);
}

#[test]
fn the_cap_on_games_is_a_clear_error() {
    let server = Server::start(Config {
        max_games: 2,
        ..Server::default_config()
    });
    server.new_game("{}");
    server.new_game("{}");
    assert_eq!(
        server.post("/api/games", "{}").error(),
        (503, "too_many_games".to_owned())
    );
}

#[test]
fn a_refused_request_leaves_the_version_and_the_event_stream_alone() {
    let (server, id) = setup();
    let mut events = server.events(&id);
    let first = next_event(&mut events);
    let version = first["version"].as_u64().expect("a version");
    assert_eq!(server.state(&id)["version"].as_u64(), Some(version));
    let refused = [
        ("move", r#"{"move": "a0a5"}"#, "illegal_move"),
        ("move", r#"{"move": "zz"}"#, "bad_request"),
        ("settings", r#"{"strength": {"depth": 99}}"#, "bad_strength"),
        ("undo", "{}", "nothing_to_undo"),
        ("undo", r#"{"to_ply": 3}"#, "bad_ply"),
    ];
    for (action, body, code) in refused {
        let r = server.post(&format!("/api/games/{id}/{action}"), body);
        assert_eq!(r.error().1, code, "{action} {body}: {}", r.body);
        assert_eq!(
            server.state(&id)["version"].as_u64(),
            Some(version),
            "{action} {body} changed the version"
        );
    }
    // The next event is the next real change, one version on: none came in between.
    let r = server.post(
        &format!("/api/games/{id}/settings"),
        r#"{"strength": {"depth": 2}}"#,
    );
    assert_eq!(r.status, 200, "{}", r.body);
    assert_eq!(r.json()["version"].as_u64(), Some(version + 1));
    let next = next_event(&mut events);
    assert_eq!(next["version"].as_u64(), Some(version + 1));
    assert_eq!(next["strength"]["depth"], 2);
}

/// Reads from `stream` until the server closes it; returns how long that took, or
/// `None` if it was still open after `limit`.
fn closed_within(stream: &mut std::net::TcpStream, limit: Duration) -> Option<Duration> {
    use std::io::Read;
    let start = std::time::Instant::now();
    stream
        .set_read_timeout(Some(limit))
        .expect("a read timeout");
    let mut buf = [0u8; 1024];
    loop {
        match stream.read(&mut buf) {
            Ok(0) => return Some(start.elapsed()),
            Ok(_) => {}
            Err(e) if e.kind() == std::io::ErrorKind::ConnectionReset => {
                return Some(start.elapsed());
            }
            Err(_) => return None,
        }
        if start.elapsed() > limit {
            return None;
        }
    }
}

#[test]
fn half_open_connections_time_out() {
    use std::io::Write;
    let server = Server::start(Config {
        header_timeout: Duration::from_millis(500),
        ..Server::default_config()
    });
    // A client that connects and sends half a request, then nothing.
    let mut partial = std::net::TcpStream::connect(server.addr).expect("connect");
    partial
        .write_all(b"GET /api/status HTTP/1.1\r\nHost: x\r\n")
        .expect("send");
    assert!(
        closed_within(&mut partial, Duration::from_secs(10)).is_some(),
        "a connection with half its headers is closed"
    );
    // A client that connects and says nothing at all.
    let mut silent = std::net::TcpStream::connect(server.addr).expect("connect");
    assert!(
        closed_within(&mut silent, Duration::from_secs(10)).is_some(),
        "a silent connection is closed"
    );
    // A client that asks once on a kept-alive connection, then says nothing more.
    let mut idle = std::net::TcpStream::connect(server.addr).expect("connect");
    idle.write_all(b"GET /api/status HTTP/1.1\r\nHost: x\r\n\r\n")
        .expect("send");
    assert!(
        closed_within(&mut idle, Duration::from_secs(10)).is_some(),
        "an idle kept-alive connection is closed"
    );
    // The server goes on.
    assert_eq!(server.get("/api/status").status, 200);
}
