//! Uses the rules core without the engine: perft from the start, a move read in
//! coordinates and written in Chinese, played into a game, the game written as PGN, and
//! a recorded game judged. Exits with an error (and a message) if any result is not the
//! expected one.

use xiangqi::pgn::PgnGame;
use xiangqi::{Game, Notation, Position, perft};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let nodes = perft(&mut Position::startpos(), 3);
    check(nodes == 79_666, format!("perft 3 from the start: {nodes}"))?;

    let mut game = Game::default();
    let mv = game.position().parse_move("h2e2")?;
    let chinese = Notation::Chinese.format(game.position(), mv)?;
    check(chinese == "炮二平五", format!("h2e2 in Chinese: {chinese}"))?;
    game.play(mv)?;
    game.play_text("马８进７")?;
    let pgn = PgnGame::from_game(&game).to_string();
    check(pgn.contains("1. h2e2 h9g7"), format!("the PGN:\n{pgn}"))?;

    let mut judged = Game::from_fen("3k5/9/9/9/9/9/9/9/9/R2AK4 w - - 0 1")?;
    judged.play_all("a0a9 d9d8 a9a8 d8d9 a8a9 d9d8 a9a8 d8d9 a8a9".split(' '))?;
    let code = judged.outcome().map(|o| o.code());
    check(code == Some("perpetual-check"), format!("outcome {code:?}"))?;

    println!("perft 3 = {nodes}; h2e2 = {chinese}; judged: {code:?}\n{pgn}");
    Ok(())
}

fn check(ok: bool, what: String) -> Result<(), String> {
    if ok { Ok(()) } else { Err(format!("unexpected {what}")) }
}
