//! Uses the rules core without the engine: perft from the start, a move read in
//! coordinates and written in Chinese, played into a game, the game written as PGN, and
//! a recorded game judged, and a mixed archive read game by game (UTF-8 and GBK,
//! coordinates, WXF and Chinese, a broken game in the middle). Exits with an error (and
//! a message) if any result is not the expected one.

use xiangqi::pgn::{PgnGame, Reader};
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

    let (good, bad) = read_mixed_archive()?;
    println!("perft 3 = {nodes}; h2e2 = {chinese}; judged: {code:?}\n{pgn}");
    println!("mixed archive: {good} games read, 1 refused: {bad}");
    Ok(())
}

/// Reads an archive of five games, the fourth in GBK and the third broken; returns how
/// many games were read and the broken game's error.
fn read_mixed_archive() -> Result<(usize, String), Box<dyn std::error::Error>> {
    let mut archive = Vec::new();
    archive.extend_from_slice(b"[Event \"Coordinates\"]\n\n1. h2e2 h9g7 (1... b7e7) 2. h0g2 *\n\n");
    archive.extend_from_slice(b"[Event \"WXF\"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 1-0\n\n");
    archive.extend_from_slice(b"[Event \"Broken\"]\n\n1. h2e2 h9g7 2. e0e2 *\n\n");
    // [Event "全国象棋个人赛"] [Red "许银川"] [Black "吕钦"], 1. 炮二平五 马８进７ 2. 马二进三
    // 车９平８ 1/2-1/2, in GBK.
    archive.extend_from_slice(
        b"[Event \"\xc8\xab\xb9\xfa\xcf\xf3\xc6\xe5\xb8\xf6\xc8\xcb\xc8\xfc\"]\n\
          [Red \"\xd0\xed\xd2\xf8\xb4\xa8\"]\n[Black \"\xc2\xc0\xc7\xd5\"]\n\n\
          1. \xc5\xda\xb6\xfe\xc6\xbd\xce\xe5 \xc2\xed\xa3\xb8\xbd\xf8\xa3\xb7 \
          2. \xc2\xed\xb6\xfe\xbd\xf8\xc8\xfd \xb3\xb5\xa3\xb9\xc6\xbd\xa3\xb8 1/2-1/2\n\n",
    );
    archive.extend_from_slice("[Event \"UTF-8\"]\n\n1. 兵七进一 卒７进１ *\n".as_bytes());
    let mut good = Vec::new();
    let mut bad = Vec::new();
    for result in Reader::new(&archive[..]) {
        match result {
            Ok(game) => good.push(game),
            Err(e) => bad.push(e),
        }
    }
    let events: Vec<&str> = good.iter().filter_map(|g| g.tag("Event")).collect();
    let expected = ["Coordinates", "WXF", "全国象棋个人赛", "UTF-8"];
    check(events == expected, format!("games read: {events:?}"))?;
    check(
        good[2].tag("Red") == Some("许银川") && good[2].moves.nodes.len() == 4,
        format!("the GBK game: {:?}", good[2]),
    )?;
    check(
        bad.len() == 1 && bad[0].game == Some(3) && bad[0].line == 4 + 4 + 3,
        format!("errors: {bad:?}"),
    )?;
    Ok((good.len(), bad[0].to_string()))
}

fn check(ok: bool, what: String) -> Result<(), String> {
    if ok {
        Ok(())
    } else {
        Err(format!("unexpected {what}"))
    }
}
