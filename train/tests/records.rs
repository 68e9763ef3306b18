//! The packed record reads back what was written, refuses bytes it cannot have written
//! without panicking, and a run's shards hold exactly the run's records.

use testkit::walk::{line, seeded};
use train::{GameResult, RECORD_BYTES, Record, RecordError, SelfPlay, Shard};
use xiangqi::Position;
use xiangqi::search::Searcher;

/// Positions along seeded random games.
fn positions() -> Vec<Position> {
    let mut out = Vec::new();
    for game in 0..30u64 {
        let mut pos = Position::startpos();
        for mv in line(&pos.clone(), &seeded(0xA5A5 + game, 150)) {
            pos.play(mv).unwrap();
            out.push(pos.clone());
        }
    }
    out
}

#[test]
fn every_position_round_trips() {
    let results = [GameResult::RedWin, GameResult::Draw, GameResult::BlackWin];
    for (i, pos) in positions().into_iter().enumerate() {
        let record = Record {
            position: pos,
            score: (i as i16).wrapping_mul(37).wrapping_sub(2000),
            result: results[i % 3],
        };
        let back = Record::unpack(&record.pack()).unwrap();
        // The move counters are not kept: the board and the side to move are.
        let head = |p: &Position| p.fen().split(' ').take(2).collect::<Vec<_>>().join(" ");
        assert_eq!(head(&back.position), head(&record.position));
        assert_eq!((back.score, back.result), (record.score, record.result));
        assert_eq!(back.pack(), record.pack());
    }
}

#[test]
fn bytes_it_cannot_have_written_are_errors() {
    let good = Record {
        position: Position::startpos(),
        score: 0,
        result: GameResult::Draw,
    }
    .pack();
    let mut stray = good;
    stray[11] |= 0x04; // bit 90
    assert_eq!(Record::unpack(&stray), Err(RecordError::StrayBits));
    let mut result = good;
    result[30] = 3;
    assert_eq!(Record::unpack(&result), Err(RecordError::BadResult(3)));
    let mut piece = good;
    piece[12] |= 0x0F; // code 15 for the first piece
    assert!(matches!(
        Record::unpack(&piece),
        Err(RecordError::BadPiece(_))
    ));
    let no_kings = [0u8; RECORD_BYTES];
    assert!(matches!(
        Record::unpack(&no_kings),
        Err(RecordError::Position(_))
    ));
    // Any bytes at all: an error or a record, never a panic.
    let mut s = 0x1234_5678_9abc_def1u64;
    for _ in 0..20_000 {
        let mut bytes = good;
        for _ in 0..3 {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            bytes[(s % 32) as usize] ^= (s >> 40) as u8;
        }
        if let Ok(r) = Record::unpack(&bytes) {
            assert_eq!(r.pack(), bytes);
        }
    }
}

#[test]
fn shards_together_hold_the_whole_run() {
    let play = SelfPlay {
        nodes: 300,
        max_plies: 60,
        ..SelfPlay::default()
    };
    let mut searcher = Searcher::new(1, 1);
    let run = |shard: Shard, searcher: &mut Searcher| -> Vec<[u8; RECORD_BYTES]> {
        (0..6)
            .filter(|&g| shard.has(g))
            .flat_map(|g| play.game(searcher, 9, g))
            .map(|r| r.pack())
            .collect()
    };
    let mut whole = run(Shard::ALL, &mut searcher);
    let mut parts = run("0/2".parse().unwrap(), &mut searcher);
    parts.extend(run("1/2".parse().unwrap(), &mut searcher));
    assert!(whole.len() > 50, "only {} positions kept", whole.len());
    whole.sort();
    parts.sort();
    assert_eq!(whole, parts);
    for bytes in &whole {
        let r = Record::unpack(bytes).unwrap();
        assert!(!r.position.is_check());
        assert!(r.score.abs() <= 2000);
    }
}

#[test]
fn shard_text_is_checked() {
    for bad in ["", "3", "2/2", "1/0", "a/b", "-1/2"] {
        assert!(bad.parse::<Shard>().is_err(), "{bad:?}");
    }
    assert_eq!("0/1".parse::<Shard>(), Ok(Shard::ALL));
}
