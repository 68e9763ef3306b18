use super::*;
use crate::pgn::read_game;

const ANNOTATED: &str = "[Event \"全国象棋个人赛\"]\n[Site \"北京\"]\n[Date \"2001.1\"]\n\
    [Red \"许银川\"]\n[Black \"吕钦\"]\n[Result \"1-0\"]\n\n\
    {开局} 1. h2e2 {中炮} h9g7 (1... b7e7 {顺炮} 2. h0g2 (2. b0c2) 2... b9c7) \
    (1... c6c5) 2. h0g2 i9h9 (2... g6g5) 3. i0h0 1-0\n";

fn options() -> impl Iterator<Item = WriteOptions> {
    [10u8, 11, 12, 15, 18]
        .into_iter()
        .flat_map(|v| (0..4).map(move |s| WriteOptions::default().version(v).seed(s)))
}

#[test]
fn every_version_round_trips_moves_comments_and_tags() {
    let record = read_game(ANNOTATED).unwrap();
    for options in options() {
        let bytes = write(&record, &options).unwrap();
        let back = read(&bytes).unwrap_or_else(|e| panic!("{options:?}: {e}"));
        assert_eq!(back.moves, record.moves, "{options:?}");
        assert_eq!(back.result, PgnResult::RedWins);
        for name in ["Event", "Site", "Date", "Red", "Black"] {
            assert_eq!(back.tag(name), record.tag(name), "{name} {options:?}");
        }
        assert_eq!(back.start, Position::startpos());
        assert_eq!(back.notation, Notation::Chinese);
        // What was read is written back byte for byte.
        assert_eq!(write(&back, &options).unwrap(), bytes, "{options:?}");
    }
}

#[test]
fn enciphered_versions_hide_the_squares() {
    let record = read_game(ANNOTATED).unwrap();
    let plain = write(&record, &WriteOptions::default().version(10)).unwrap();
    let ciphered = write(&record, &WriteOptions::default().version(18).seed(5)).unwrap();
    assert_ne!(plain[16..48], ciphered[16..48]);
    assert_ne!(plain[HEADER..], ciphered[HEADER..]);
    let sum = ciphered[12..16].iter().fold(0u8, |a, &b| a.wrapping_add(b));
    assert_eq!(sum, 0, "the key bytes sum to 0");
}

#[test]
fn a_setup_position_with_black_to_move_is_kept() {
    let text = "[FEN \"3k5/9/9/9/9/9/9/9/4A4/R3K4 b - - 0 1\"]\n\n1... d9d8 2. a0a8 *";
    let record = read_game(text).unwrap();
    for options in options() {
        let back = read(&write(&record, &options).unwrap()).unwrap();
        assert_eq!(back.start.fen(), "3k5/9/9/9/9/9/9/9/4A4/R3K4 b - - 0 1");
        assert_eq!(back.tag("FEN"), Some(back.start.fen().as_str()));
        assert_eq!(back.moves, record.moves);
    }
}

#[test]
fn long_strings_are_cut_at_a_character() {
    let mut record = read_game("1. h2e2 *").unwrap();
    record.set_tag("Red", "一二三四五六七八九十"); // 20 bytes in GBK: 7 characters fit
    let back = read(&write(&record, &WriteOptions::default()).unwrap()).unwrap();
    assert_eq!(back.tag("Red"), Some("一二三四五六七"));
}

#[test]
fn bad_files_are_errors() {
    assert_eq!(read(b""), Err(XqfError::NotXqf));
    let record = read_game(ANNOTATED).unwrap();
    let bytes = write(&record, &WriteOptions::default()).unwrap();
    let mut newer = bytes.clone();
    newer[2] = 19;
    assert_eq!(read(&newer), Err(XqfError::UnknownVersion { version: 19 }));
    for cut in [HEADER + 2, HEADER + 9, bytes.len() - 3] {
        assert!(read(&bytes[..cut]).is_err(), "cut at {cut}");
    }
    assert!(matches!(
        write(&record, &WriteOptions::default().version(9)),
        Err(XqfError::BadVersion { version: 9 })
    ));
}

#[test]
fn garbage_after_a_header_is_an_error_never_a_panic() {
    let record = read_game(ANNOTATED).unwrap();
    let mut state = 0x1234_5678_9abc_def1u64;
    let mut next = move || {
        state ^= state << 13;
        state ^= state >> 7;
        state ^= state << 17;
        state
    };
    for options in options() {
        let bytes = write(&record, &options).unwrap();
        for _ in 0..300 {
            let mut bad = bytes.clone();
            for _ in 0..1 + next() % 4 {
                let at = (next() as usize) % bad.len();
                bad[at] = next() as u8;
            }
            if next() % 3 == 0 {
                bad.truncate(HEADER + (next() as usize) % (bytes.len() - HEADER));
            }
            let _ = read(&bad);
        }
    }
}

#[test]
fn an_illegal_move_is_refused_when_writing() {
    let mut record = read_game("1. h2e2 *").unwrap();
    record
        .moves
        .nodes
        .push(MoveNode::new("e0e2".parse().unwrap()));
    assert!(matches!(
        write(&record, &WriteOptions::default()),
        Err(XqfError::Illegal { .. })
    ));
}
