//! The `serde` feature: every type round-trips through JSON in its text form, and bad
//! text is refused with the parser's own message.
#![cfg(feature = "serde")]

use xiangqi::{Color, File, Move, Piece, PieceKind, Position, Rank, Square};

fn round_trip<T>(value: &T, json: &str)
where
    T: serde::Serialize + serde::de::DeserializeOwned + PartialEq + std::fmt::Debug,
{
    assert_eq!(serde_json::to_string(value).unwrap(), json);
    assert_eq!(&serde_json::from_str::<T>(json).unwrap(), value);
}

#[test]
fn vocabulary_round_trips_as_text() {
    round_trip(&Color::Red, r#""red""#);
    round_trip(&Color::Black, r#""black""#);
    for kind in PieceKind::ALL {
        let json = serde_json::to_string(&kind).unwrap();
        assert_eq!(serde_json::from_str::<PieceKind>(&json).unwrap(), kind);
    }
    round_trip(&PieceKind::Horse, r#""horse""#);
    round_trip(&Piece::from_char('n').unwrap(), r#""n""#);
    round_trip(&Piece::from_char('R').unwrap(), r#""R""#);
    round_trip(&File::E, r#""e""#);
    round_trip(&Rank::new(7).unwrap(), r#""7""#);
    for sq in Square::all() {
        round_trip(&sq, &format!("\"{sq}\""));
    }
}

#[test]
fn moves_and_positions_round_trip() {
    let mut pos = Position::startpos();
    for text in ["h2e2", "h9g7", "h0g2", "i9h9"] {
        let m: Move = text.parse().unwrap();
        round_trip(&m, &format!("\"{text}\""));
        pos.play(m).unwrap();
        round_trip(&pos, &format!("\"{}\"", pos.fen()));
    }
    let moves: Vec<Move> = serde_json::from_str(r#"["h2e2","b9c7"]"#).unwrap();
    assert_eq!(moves.len(), 2);
}

#[test]
fn bad_text_is_refused_with_the_reason() {
    let err = serde_json::from_str::<Position>(r#""4k4/9/9/9/9/9/9/9/4R4/4K4 w - - 0 1""#)
        .unwrap_err()
        .to_string();
    assert!(err.contains("in check"), "{err}");
    assert!(serde_json::from_str::<Move>(r#""h2e""#).is_err());
    assert!(serde_json::from_str::<Square>(r#""j0""#).is_err());
    assert!(serde_json::from_str::<Color>(r#""green""#).is_err());
    assert!(serde_json::from_str::<Piece>(r#""x""#).is_err());
    assert!(serde_json::from_str::<Move>("42").is_err());
}

/// A position only the relaxed reader accepts (an advisor off its points) is written
/// as its FEN and read back.
#[test]
fn a_relaxed_position_reads_back() {
    let pos = Position::from_fen_relaxed("4k4/9/9/9/9/9/9/4n4/3A5/3K5 w - - 0 1").unwrap();
    let text = serde_json::to_string(&pos).unwrap();
    assert_eq!(serde_json::from_str::<Position>(&text).unwrap(), pos);
    // The advisor across the river is refused by every reader.
    let err = serde_json::from_str::<Position>(r#""4k4/3A5/9/9/9/9/9/9/9/3K5 w - - 0 1""#)
        .unwrap_err()
        .to_string();
    assert!(err.contains("across the river"), "{err}");
}

#[test]
fn a_null_move_is_refused() {
    let err = serde_json::from_str::<Move>(r#""e0e0""#).unwrap_err();
    assert!(err.to_string().contains("same square"), "{err}");
}
