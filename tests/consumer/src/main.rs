//! Uses the rules core without the engine: perft from the start, a move read in
//! coordinates and written in Chinese, played into a game, the game written as PGN.
//! Exits with an error (and a message) if any result is not the expected one.

use xiangqi::notation::Notation;
use xiangqi::pgn::PgnGame;
use xiangqi::{Game, Position, perft};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let nodes = perft(&mut Position::startpos(), 3);
    check(nodes == 79_666, format!("perft 3 from the start: {nodes}"))?;

    let mut game = Game::new(Position::startpos());
    let mv = game.position().parse_move("h2e2")?;
    let chinese = Notation::Chinese.format(game.position(), mv);
    check(chinese == "炮二平五", format!("h2e2 in Chinese: {chinese}"))?;
    game.play(mv)?;
    game.play(game.position().parse_move("h9g7")?)?;

    let pgn = PgnGame::from_game(&game).to_string();
    check(pgn.contains("1. h2e2 h9g7"), format!("the PGN:\n{pgn}"))?;
    println!("perft 3 = {nodes}; h2e2 = {chinese}\n{pgn}");
    Ok(())
}

fn check(ok: bool, what: String) -> Result<(), String> {
    if ok { Ok(()) } else { Err(format!("unexpected {what}")) }
}
