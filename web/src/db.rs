//! The saved games: an embedded SQLite database (rusqlite, with SQLite built in), one
//! row a game, written whenever its moves, side, strength or ending change, so that a
//! server restart loses nothing. `:memory:` keeps it in memory (for tests).

use crate::lock::lock;
use rusqlite::{Connection, OptionalExtension, params};
use serde::Serialize;
use std::path::Path;
use std::sync::Mutex;

/// A game as it is stored: everything needed to rebuild its session.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SavedGame {
    /// The game's id.
    pub id: String,
    /// Its version when saved (the page keeps the newest state, so a restored game
    /// goes on from here).
    pub version: u64,
    /// When it was created, in seconds since 1970.
    pub created: i64,
    /// When it was saved, in seconds since 1970.
    pub updated: i64,
    /// The start position.
    pub start_fen: String,
    /// The moves, in coordinates, separated by spaces.
    pub moves: String,
    /// Who played each move: `h` human, `c` computer, `r` record.
    pub movers: String,
    /// The engine's scores of the positions, as JSON (`null`, `"cp:N"`, `"mate:P"`).
    pub scores: String,
    /// The player's side, `red` or `black`.
    pub human: String,
    /// The computer's strength as the API writes it (JSON).
    pub strength: String,
    /// An ending the board does not show: `time:red`, `resignation:black`,
    /// `agreed-draw`.
    pub ending: Option<String>,
    /// The clock as JSON, in a timed game.
    pub clock: Option<String>,
    /// The PGN result token (`*` while it goes on).
    pub result: String,
    /// How it ended, in words.
    pub outcome: Option<String>,
    /// Plies played.
    pub plies: u32,
}

/// One line of the list of saved games.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct GameSummary {
    /// The game's id.
    pub id: String,
    /// When it was created, in seconds since 1970.
    pub created: i64,
    /// When it was last changed.
    pub updated: i64,
    /// The player's side.
    pub human: String,
    /// The computer's strength (JSON as the API writes it).
    pub strength: serde_json::Value,
    /// The PGN result token.
    pub result: String,
    /// How it ended, in words; `null` while it goes on.
    pub outcome: Option<String>,
    /// Plies played.
    pub plies: u32,
}

/// The database.
#[derive(Debug)]
pub struct Db {
    conn: Mutex<Connection>,
    path: String,
    last_error: Mutex<Option<String>>,
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS games (
    id        TEXT PRIMARY KEY,
    version   INTEGER NOT NULL,
    created   INTEGER NOT NULL,
    updated   INTEGER NOT NULL,
    start_fen TEXT NOT NULL,
    moves     TEXT NOT NULL,
    movers    TEXT NOT NULL,
    scores    TEXT NOT NULL,
    human     TEXT NOT NULL,
    strength  TEXT NOT NULL,
    ending    TEXT,
    clock     TEXT,
    result    TEXT NOT NULL,
    outcome   TEXT,
    plies     INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS games_updated ON games (updated);
";

impl Db {
    /// Opens (or creates) the database at `path`; `:memory:` keeps it in memory.
    ///
    /// # Errors
    /// When the file cannot be opened or is not a database of ours.
    pub fn open(path: &str) -> Result<Db, String> {
        let conn = if path == ":memory:" {
            Connection::open_in_memory()
        } else {
            if let Some(dir) = Path::new(path).parent()
                && !dir.as_os_str().is_empty()
            {
                std::fs::create_dir_all(dir)
                    .map_err(|e| format!("cannot create {}: {e}", dir.display()))?;
            }
            Connection::open(path)
        }
        .map_err(|e| format!("cannot open the database {path}: {e}"))?;
        // WAL keeps readers and the writer apart; NORMAL is safe with WAL.
        conn.execute_batch("PRAGMA journal_mode = WAL; PRAGMA synchronous = NORMAL;")
            .and_then(|()| conn.execute_batch(SCHEMA))
            .map_err(|e| format!("cannot set up the database {path}: {e}"))?;
        Ok(Db {
            conn: Mutex::new(conn),
            path: path.to_owned(),
            last_error: Mutex::new(None),
        })
    }

    /// Where it is.
    pub fn path(&self) -> &str {
        &self.path
    }

    /// The last write that failed, if one did.
    pub fn last_error(&self) -> Option<String> {
        lock(&self.last_error).clone()
    }

    /// Writes `game`, unless a newer version of it is already there. A failure is
    /// kept for [`last_error`](Self::last_error): the game goes on in memory.
    pub fn save(&self, game: &SavedGame) {
        let r = lock(&self.conn).execute(
            "INSERT INTO games (id, version, created, updated, start_fen, moves, movers,
                 scores, human, strength, ending, clock, result, outcome, plies)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)
             ON CONFLICT (id) DO UPDATE SET
                 version = excluded.version, updated = excluded.updated,
                 start_fen = excluded.start_fen, moves = excluded.moves,
                 movers = excluded.movers, scores = excluded.scores,
                 human = excluded.human, strength = excluded.strength,
                 ending = excluded.ending, clock = excluded.clock,
                 result = excluded.result, outcome = excluded.outcome,
                 plies = excluded.plies
             WHERE excluded.version > games.version",
            params![
                game.id,
                i64::try_from(game.version).unwrap_or(i64::MAX),
                game.created,
                game.updated,
                game.start_fen,
                game.moves,
                game.movers,
                game.scores,
                game.human,
                game.strength,
                game.ending,
                game.clock,
                game.result,
                game.outcome,
                game.plies,
            ],
        );
        if let Err(e) = r {
            *lock(&self.last_error) = Some(format!("saving game {}: {e}", game.id));
        }
    }

    /// The saved game `id`.
    ///
    /// # Errors
    /// A sentence when the database cannot be read.
    pub fn load(&self, id: &str) -> Result<Option<SavedGame>, String> {
        lock(&self.conn)
            .query_row(
                "SELECT id, version, created, updated, start_fen, moves, movers, scores,
                        human, strength, ending, clock, result, outcome, plies
                 FROM games WHERE id = ?1",
                params![id],
                |r| {
                    Ok(SavedGame {
                        id: r.get(0)?,
                        version: u64::try_from(r.get::<_, i64>(1)?).unwrap_or(0),
                        created: r.get(2)?,
                        updated: r.get(3)?,
                        start_fen: r.get(4)?,
                        moves: r.get(5)?,
                        movers: r.get(6)?,
                        scores: r.get(7)?,
                        human: r.get(8)?,
                        strength: r.get(9)?,
                        ending: r.get(10)?,
                        clock: r.get(11)?,
                        result: r.get(12)?,
                        outcome: r.get(13)?,
                        plies: r.get(14)?,
                    })
                },
            )
            .optional()
            .map_err(|e| format!("reading game {id}: {e}"))
    }

    /// The `limit` games changed last, newest first; a game nobody moved in is left
    /// out (every visit to the page opens one).
    ///
    /// # Errors
    /// A sentence when the database cannot be read.
    pub fn list(&self, limit: u32) -> Result<Vec<GameSummary>, String> {
        let conn = lock(&self.conn);
        let mut stmt = conn
            .prepare(
                "SELECT id, created, updated, human, strength, result, outcome, plies
                 FROM games WHERE plies > 0 OR result != '*'
                 ORDER BY updated DESC, rowid DESC LIMIT ?1",
            )
            .map_err(|e| format!("listing the games: {e}"))?;
        let rows = stmt
            .query_map(params![limit], |r| {
                let strength: String = r.get(4)?;
                Ok(GameSummary {
                    id: r.get(0)?,
                    created: r.get(1)?,
                    updated: r.get(2)?,
                    human: r.get(3)?,
                    strength: serde_json::from_str(&strength).unwrap_or_default(),
                    result: r.get(5)?,
                    outcome: r.get(6)?,
                    plies: r.get(7)?,
                })
            })
            .map_err(|e| format!("listing the games: {e}"))?;
        rows.collect::<Result<Vec<_>, _>>()
            .map_err(|e| format!("listing the games: {e}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(id: &str, version: u64, moves: &str) -> SavedGame {
        SavedGame {
            id: id.to_owned(),
            version,
            created: 100,
            updated: 100 + i64::try_from(version).unwrap_or(0),
            start_fen: xiangqi::START_FEN.to_owned(),
            moves: moves.to_owned(),
            movers: "h".repeat(moves.split_whitespace().count()),
            scores: "[]".to_owned(),
            human: "red".to_owned(),
            strength: r#"{"depth":3}"#.to_owned(),
            ending: None,
            clock: None,
            result: "*".to_owned(),
            outcome: None,
            plies: u32::try_from(moves.split_whitespace().count()).unwrap_or(0),
        }
    }

    #[test]
    fn a_newer_version_wins_and_the_list_is_newest_first() {
        let db = Db::open(":memory:").expect("an in-memory database");
        db.save(&game("a", 3, "h2e2"));
        db.save(&game("a", 2, "")); // older: ignored
        db.save(&game("b", 5, "h2e2 h9g7"));
        db.save(&game("c", 6, "")); // never played: not listed
        assert_eq!(db.load("a").expect("read"), Some(game("a", 3, "h2e2")));
        assert_eq!(db.load("nope").expect("read"), None);
        let list = db.list(10).expect("a list");
        assert_eq!(
            list.iter().map(|g| g.id.as_str()).collect::<Vec<_>>(),
            ["b", "a"]
        );
        assert_eq!(list[0].plies, 2);
        assert_eq!(list[0].strength["depth"], 3);
        assert!(db.last_error().is_none());
    }

    #[test]
    fn a_file_database_keeps_its_games() {
        let dir = std::env::temp_dir().join(format!("xiangqi-web-db-{}", std::process::id()));
        let path = dir.join("games.sqlite");
        let path = path.to_str().expect("a UTF-8 path");
        {
            let db = Db::open(path).expect("a new file");
            db.save(&game("a", 1, "h2e2"));
        }
        let db = Db::open(path).expect("the same file");
        assert_eq!(db.load("a").expect("read"), Some(game("a", 1, "h2e2")));
        drop(db);
        let _ = std::fs::remove_dir_all(&dir);
    }
}
