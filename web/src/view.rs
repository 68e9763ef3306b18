//! What the API sends about a game: the session written as JSON for the page.

use crate::session::{Mover, Purpose, Session, Side, StrengthSpec};
use serde::Serialize;
use std::collections::BTreeMap;
use xiangqi::notation::Notation;
use xiangqi::{Color, Move, Position, Score};

/// A move in the three notations.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MoveText {
    /// Coordinates, `h2e2`.
    pub coord: String,
    /// WXF, `C2.5`.
    pub wxf: String,
    /// Chinese, `炮二平五`.
    pub chinese: String,
}

impl MoveText {
    fn of(pos: &Position, mv: Move) -> MoveText {
        MoveText {
            coord: mv.to_string(),
            wxf: Notation::Wxf.format(pos, mv).unwrap_or_default(),
            chinese: Notation::Chinese.format(pos, mv).unwrap_or_default(),
        }
    }
}

/// One ply of the game.
#[derive(Debug, Serialize)]
pub struct PlyView {
    /// The move.
    #[serde(flatten)]
    pub text: MoveText,
    /// Who played it.
    pub by: Mover,
    /// The side that played it.
    pub side: Side,
    /// Whether it gave check.
    pub check: bool,
    /// The position after it.
    pub fen: String,
}

/// A score from Red's point of view, as a chart wants it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct ScoreView {
    /// Centipawns for Red (positive: Red is better); `None` for a mate.
    pub cp: Option<i32>,
    /// Moves to mate: positive when Red mates, negative when Black does.
    pub mate: Option<i32>,
}

impl ScoreView {
    /// `score` is for the side `mover`.
    pub fn of(score: Score, mover: Color) -> ScoreView {
        let red = if mover == Color::Red { score } else { -score };
        ScoreView {
            cp: red.centipawns(),
            mate: red.mate_moves(),
        }
    }
}

/// The engine's score of one position of the game.
#[derive(Debug, Serialize)]
pub struct EvalPoint {
    /// Plies played before the position.
    pub ply: usize,
    /// The score.
    #[serde(flatten)]
    pub score: ScoreView,
}

/// A running search.
#[derive(Debug, Serialize)]
pub struct ThinkingView {
    /// Why it runs.
    pub purpose: Purpose,
    /// Whether it waits for a free searcher.
    pub waiting: bool,
    /// The last completed depth.
    pub depth: Option<u32>,
    /// Its score.
    pub score: Option<ScoreView>,
    /// Its principal variation.
    pub pv: Vec<MoveText>,
    /// Nodes so far.
    pub nodes: u64,
    /// Milliseconds so far.
    pub time_ms: u64,
}

/// The suggested move.
#[derive(Debug, Serialize)]
pub struct HintView {
    /// The move.
    #[serde(flatten)]
    pub text: MoveText,
    /// Where it starts.
    pub from: String,
    /// Where it ends.
    pub to: String,
    /// Its score.
    pub score: ScoreView,
}

/// How the game ended.
#[derive(Debug, Serialize)]
pub struct OutcomeView {
    /// The winner, or `None` for a draw.
    pub winner: Option<Side>,
    /// The crate's sentence: "Red wins: Black is checkmated".
    pub text: String,
    /// The PGN result token.
    pub result: &'static str,
    /// A short stable name of the reason: `checkmate`, `perpetual-check`, … as the
    /// crate names them, or `time`, `resignation`, `agreed-draw`.
    pub code: &'static str,
}

/// The clocks of a timed game.
#[derive(Debug, Serialize)]
pub struct ClockView {
    /// Red's time left, in milliseconds.
    pub red_ms: u64,
    /// Black's.
    pub black_ms: u64,
    /// The time control.
    pub base_ms: u64,
    /// The increment.
    pub increment_ms: u64,
    /// Whether the side to move's clock runs.
    pub running: bool,
}

/// A move of the player's that would lose at once by a rule on repetition.
#[derive(Debug, Serialize)]
pub struct Forbidden {
    /// The move in coordinates.
    pub mv: String,
    /// The verdict it would bring, naming the rule.
    pub text: String,
    /// Its code (`perpetual-check`, `perpetual-chase`).
    pub code: &'static str,
}

/// The last move, for highlighting.
#[derive(Debug, Serialize)]
pub struct LastMove {
    /// Its start square.
    pub from: String,
    /// Its end square.
    pub to: String,
}

/// The whole state of a game.
#[derive(Debug, Serialize)]
pub struct GameView {
    /// The game's id.
    pub id: String,
    /// Bumped at every change: of two views of a game, the one with the higher version
    /// is the newer.
    pub version: u64,
    /// The start position.
    pub start_fen: String,
    /// The current position.
    pub fen: String,
    /// The side to move.
    pub turn: Side,
    /// The human's side.
    pub human: Side,
    /// The computer's strength.
    pub strength: StrengthSpec,
    /// The moves played.
    pub moves: Vec<PlyView>,
    /// The engine's scores of the positions it searched.
    pub evals: Vec<EvalPoint>,
    /// The human's legal moves, from square to squares, when it is the human's turn.
    pub legal: BTreeMap<String, Vec<String>>,
    /// The square of the king in check, if the side to move is in check.
    pub check: Option<String>,
    /// The last move.
    pub last: Option<LastMove>,
    /// How the game ended, once it has.
    pub outcome: Option<OutcomeView>,
    /// The clocks, in a timed game.
    pub clock: Option<ClockView>,
    /// The player's moves that would lose by a rule on repetition.
    pub forbidden: Vec<Forbidden>,
    /// The engine at work.
    pub thinking: Option<ThinkingView>,
    /// The hint for the current position.
    pub hint: Option<HintView>,
    /// What went wrong in the engine.
    pub engine_error: Option<String>,
}

/// Writes `pv` from `pos` in the three notations (stopping at a move that is not legal,
/// which a PV from the search never has).
fn line_text(pos: &Position, pv: &[Move]) -> Vec<MoveText> {
    let mut p = pos.clone();
    let mut out = Vec::new();
    for &mv in pv {
        if !p.is_legal(mv) {
            break;
        }
        out.push(MoveText::of(&p, mv));
        if p.play(mv).is_err() {
            break;
        }
    }
    out
}

impl GameView {
    /// The view of `session`, known as `id`, at `version`.
    pub fn of(id: &str, version: u64, session: &Session) -> GameView {
        let game = session.game();
        let pos = game.position();
        let mut p = game.start_position().clone();
        let mut moves = Vec::with_capacity(game.len());
        for (&mv, &by) in game.moves().iter().zip(session.movers()) {
            let text = MoveText::of(&p, mv);
            let side = p.side_to_move().into();
            let check = p.gives_check(mv);
            if p.play(mv).is_err() {
                break; // the game's moves are legal
            }
            moves.push(PlyView {
                text,
                by,
                side,
                check,
                fen: p.fen(),
            });
        }
        let first = game.start_position().side_to_move();
        let evals = session
            .scores()
            .iter()
            .enumerate()
            .filter_map(|(ply, s)| {
                let mover = if ply % 2 == 0 { first } else { first.other() };
                s.map(|score| EvalPoint {
                    ply,
                    score: ScoreView::of(score, mover),
                })
            })
            .collect();
        let outcome = session.ending();
        let mut legal: BTreeMap<String, Vec<String>> = BTreeMap::new();
        if outcome.is_none() && pos.side_to_move() == session.human() {
            for &mv in pos.legal_moves().iter() {
                legal
                    .entry(mv.from().to_string())
                    .or_default()
                    .push(mv.to().to_string());
            }
        }
        let stm = pos.side_to_move();
        GameView {
            id: id.to_owned(),
            version,
            start_fen: game.start_position().fen(),
            fen: pos.fen(),
            turn: stm.into(),
            human: session.human().into(),
            strength: session.strength().spec(),
            moves,
            evals,
            legal,
            check: pos.is_check().then(|| pos.king_square(stm).to_string()),
            last: game.moves().last().map(|m| LastMove {
                from: m.from().to_string(),
                to: m.to().to_string(),
            }),
            outcome: outcome.map(|r| OutcomeView {
                winner: r.winner().map(Side::from),
                text: r.to_string(),
                result: r.pgn_result().token(),
                code: r.code(),
            }),
            clock: session.clock().map(|c| {
                let now = std::time::Instant::now();
                let ms =
                    |side| u64::try_from(c.left(side, stm, now).as_millis()).unwrap_or(u64::MAX);
                ClockView {
                    red_ms: ms(Color::Red),
                    black_ms: ms(Color::Black),
                    base_ms: c.control.base_ms,
                    increment_ms: c.control.increment_ms,
                    running: c.running(),
                }
            }),
            forbidden: session
                .forbidden_moves()
                .into_iter()
                .map(|(mv, o)| Forbidden {
                    mv: mv.to_string(),
                    text: o.to_string(),
                    code: o.code(),
                })
                .collect(),
            thinking: session.thinking().map(|t| {
                let progress = t.progress.as_ref();
                ThinkingView {
                    purpose: t.purpose,
                    waiting: t.stop.is_none(),
                    depth: progress.map(|p| p.depth),
                    score: progress.map(|p| ScoreView::of(p.score, stm)),
                    pv: progress.map(|p| line_text(pos, &p.pv)).unwrap_or_default(),
                    nodes: progress.map_or(0, |p| p.nodes),
                    time_ms: progress
                        .map_or(0, |p| u64::try_from(p.time.as_millis()).unwrap_or(u64::MAX)),
                }
            }),
            hint: session.hint().map(|h| HintView {
                text: MoveText::of(pos, h.mv),
                from: h.mv.from().to_string(),
                to: h.mv.to().to_string(),
                score: ScoreView::of(h.score, stm),
            }),
            engine_error: session.engine_error().map(str::to_owned),
        }
    }
}
