//! Reading a mixed archive as a program would: UTF-8 and GBK games, in coordinates, WXF
//! and Chinese, most without a `Format` tag, and one broken game in the middle. Every
//! good game comes out; the broken one is one error naming its game and line.

use xiangqi::Notation;
#[cfg(feature = "encoding")]
use xiangqi::pgn::Encoding;
use xiangqi::pgn::{PgnErrorKind, Reader};

const COORD: &str = "[Event \"Club\"]\n[Red \"Ann\"]\n[Black \"Bo\"]\n\n\
                     1. h2e2 {central cannon} h9g7 (1... b7e7) 2. h0g2 *\n\n";
const WXF: &str = "[Event \"WXF, no Format tag\"]\n\n1. C2.5 H8+7 2. H2+3 R9.8 1-0\n\n";
const BROKEN: &str = "[Event \"Broken\"]\n\n1. h2e2 h9g7\n2. e0e2 *\n\n";
const CHINESE: &str = "[Event \"全国象棋个人赛\"]\n[Red \"许银川\"]\n[Black \"吕钦\"]\n\n\
                       1. 炮二平五 马８进７ 2. 马二进三 {布局} 车９平８ 1/2-1/2\n\n";
const TAGGED: &str = "[Event \"Tagged\"]\n[Format \"Chinese\"]\n\n1. 兵七进一 *\n";

/// The archive: UTF-8 except the Chinese game, which is given as `chinese` (GBK or not).
fn archive(chinese: &[u8]) -> Vec<u8> {
    let mut bytes = Vec::new();
    for part in [COORD.as_bytes(), WXF.as_bytes(), BROKEN.as_bytes(), chinese] {
        bytes.extend_from_slice(part);
    }
    bytes.extend_from_slice(TAGGED.as_bytes());
    bytes
}

/// Line of "2. e0e2 *" in the archive.
fn broken_line() -> usize {
    COORD.lines().count() + WXF.lines().count() + 4
}

#[test]
fn utf8_archive_gives_every_good_game() {
    let results: Vec<_> = Reader::new(&archive(CHINESE.as_bytes())[..]).collect();
    assert_eq!(results.len(), 5);
    let notations: Vec<_> = results
        .iter()
        .map(|r| r.as_ref().map(|g| g.notation).ok())
        .collect();
    assert_eq!(
        notations,
        [
            Some(Notation::Coordinate),
            Some(Notation::Wxf),
            None,
            Some(Notation::Chinese),
            Some(Notation::Chinese)
        ]
    );
    let err = results[2].as_ref().unwrap_err();
    assert_eq!((err.game, err.line), (Some(3), broken_line()), "{err}");
    assert!(matches!(err.kind, PgnErrorKind::BadMove { .. }), "{err}");
    let chinese = results[3].as_ref().unwrap();
    assert_eq!(chinese.tag("Red"), Some("许银川"));
    assert_eq!(chinese.moves.nodes[2].comments, ["布局"]);
    assert_eq!(
        results[0].as_ref().unwrap().moves.nodes[1].variations.len(),
        1
    );
}

#[cfg(not(feature = "encoding"))]
#[test]
fn without_the_feature_a_gbk_game_is_one_error() {
    // "许银川" in GBK: D0ED D2F8 B4A8.
    let gbk = b"[Red \"\xd0\xed\xd2\xf8\xb4\xa8\"]\n\n1. h2e2 *\n\n";
    let results: Vec<_> = Reader::new(&archive(gbk)[..]).collect();
    assert_eq!(results.len(), 5);
    let err = results[3].as_ref().unwrap_err();
    assert!(matches!(err.kind, PgnErrorKind::NotUtf8 { .. }), "{err}");
    assert_eq!(results.iter().filter(|r| r.is_ok()).count(), 3);
}

#[cfg(feature = "encoding")]
#[test]
fn gbk_games_are_read_detected_or_chosen() {
    let (gbk, _, unmappable) = encoding_rs::GBK.encode(CHINESE);
    assert!(!unmappable);
    assert!(
        std::str::from_utf8(&gbk).is_err(),
        "GBK bytes are not UTF-8"
    );
    let results: Vec<_> = Reader::new(&archive(&gbk)[..]).collect();
    assert_eq!(results.len(), 5);
    assert_eq!(results.iter().filter(|r| r.is_ok()).count(), 4);
    let game = results[3].as_ref().unwrap();
    assert_eq!(game.tag("Event"), Some("全国象棋个人赛"));
    assert_eq!(game.tag("Black"), Some("吕钦"));
    assert_eq!(game.notation, Notation::Chinese);
    assert_eq!(game.moves.nodes.len(), 4);

    // A GBK-only file, chosen.
    let only: Vec<_> = Reader::with_encoding(&gbk[..], Encoding::Gb18030).collect();
    assert_eq!(only.len(), 1);
    assert_eq!(only[0].as_ref().map(|g| g.tag("Red")), Ok(Some("许银川")));
}
