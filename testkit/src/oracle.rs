//! A deliberately slow rule check, written from the rules of xiangqi and nothing else.
//!
//! It shares no code with the crate's move generator or check detection: it looks at a
//! plain array of 90 points and asks, for one from/to pair at a time, whether the piece
//! may go there. It is meant to be obviously right, not fast.
//!
//! Coordinates: files 0–8 (a–i) from Red's left, ranks 0–9 from Red's back rank.

use xiangqi::{Color, Move, Piece, PieceKind, Position, Square};

/// A board: what stands on each point, indexed `rank * 9 + file`.
pub type Points = [Option<Piece>; 90];

/// What differs between the two sides, as data.
struct SideRules {
    /// +1 if the side's pawns go up the ranks, -1 if down.
    forward: i32,
    /// The ranks of the side's own half of the board (before the river).
    own_half: (i32, i32),
    /// The ranks of the side's palace (files d–f, i.e. 3–5).
    palace: (i32, i32),
}

fn rules(color: Color) -> SideRules {
    match color {
        Color::Red => SideRules {
            forward: 1,
            own_half: (0, 4),
            palace: (0, 2),
        },
        Color::Black => SideRules {
            forward: -1,
            own_half: (5, 9),
            palace: (7, 9),
        },
    }
}

fn within(x: i32, (lo, hi): (i32, i32)) -> bool {
    lo <= x && x <= hi
}

fn file(sq: usize) -> i32 {
    (sq % 9) as i32
}

fn rank(sq: usize) -> i32 {
    (sq / 9) as i32
}

fn at(points: &Points, f: i32, r: i32) -> Option<Piece> {
    points[(r * 9 + f) as usize]
}

fn in_palace(color: Color, sq: usize) -> bool {
    within(file(sq), (3, 5)) && within(rank(sq), rules(color).palace)
}

fn on_own_half(color: Color, sq: usize) -> bool {
    within(rank(sq), rules(color).own_half)
}

/// The board of a position.
pub fn points_of(pos: &Position) -> Points {
    let mut points = [None; 90];
    for sq in Square::all() {
        points[sq.index()] = pos.piece_at(sq);
    }
    points
}

/// How many pieces stand strictly between two points on one file or rank; `None` if
/// the points are not on one line (or are the same point).
fn pieces_between(points: &Points, from: usize, to: usize) -> Option<usize> {
    let (f0, r0, f1, r1) = (file(from), rank(from), file(to), rank(to));
    if from == to || (f0 != f1 && r0 != r1) {
        return None;
    }
    let (df, dr) = ((f1 - f0).signum(), (r1 - r0).signum());
    let (mut f, mut r) = (f0 + df, r0 + dr);
    let mut n = 0;
    while (f, r) != (f1, r1) {
        if at(points, f, r).is_some() {
            n += 1;
        }
        f += df;
        r += dr;
    }
    Some(n)
}

/// Whether the piece on `from` may go to `to` by its way of moving, on this board.
///
/// Only the piece's movement is judged: not whose turn it is, not what stands on `to`
/// (except for the cannon, which needs to know whether it captures), not whether the
/// mover's king is safe afterwards. This is also exactly the question "does the piece
/// on `from` attack `to`".
pub fn reaches(points: &Points, from: usize, to: usize) -> bool {
    let Some(piece) = points[from] else {
        return false;
    };
    let color = piece.color();
    let (df, dr) = (file(to) - file(from), rank(to) - rank(from));
    match piece.kind() {
        PieceKind::Rook => pieces_between(points, from, to) == Some(0),
        PieceKind::Cannon => {
            let screens = if points[to].is_some() { 1 } else { 0 };
            pieces_between(points, from, to) == Some(screens)
        }
        PieceKind::Horse => {
            // One point straight along the longer leg of the L, then one diagonally.
            let leg = match (df.abs(), dr.abs()) {
                (1, 2) => (file(from), rank(from) + dr.signum()),
                (2, 1) => (file(from) + df.signum(), rank(from)),
                _ => return false,
            };
            at(points, leg.0, leg.1).is_none()
        }
        PieceKind::Elephant => {
            df.abs() == 2
                && dr.abs() == 2
                && at(points, file(from) + df / 2, rank(from) + dr / 2).is_none()
                && on_own_half(color, to)
        }
        PieceKind::Advisor => df.abs() == 1 && dr.abs() == 1 && in_palace(color, to),
        PieceKind::King => df.abs() + dr.abs() == 1 && in_palace(color, to),
        PieceKind::Pawn => {
            let forward = df == 0 && dr == rules(color).forward;
            let sideways = dr == 0 && df.abs() == 1 && !on_own_half(color, from);
            forward || sideways
        }
    }
}

/// Where the king of `color` stands.
fn king_of(points: &Points, color: Color) -> Option<usize> {
    (0..90).find(|&i| points[i] == Some(Piece::new(color, PieceKind::King)))
}

/// The points of the pieces of `color`'s enemy that attack `color`'s king.
pub fn attackers_of_king(points: &Points, color: Color) -> Vec<usize> {
    let Some(king) = king_of(points, color) else {
        return Vec::new();
    };
    (0..90)
        .filter(|&i| points[i].is_some_and(|p| p.color() != color) && reaches(points, i, king))
        .collect()
}

/// Whether the two kings stand on one file with nothing between them.
pub fn kings_facing(points: &Points) -> bool {
    match (king_of(points, Color::Red), king_of(points, Color::Black)) {
        (Some(a), Some(b)) => file(a) == file(b) && pieces_between(points, a, b) == Some(0),
        _ => false,
    }
}

/// The board after moving whatever stands on `from` to `to`.
pub fn after(points: &Points, from: usize, to: usize) -> Points {
    let mut next = *points;
    next[to] = next[from].take();
    next
}

/// Why the oracle rejects a move, or that it accepts it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    /// The move is legal.
    Legal,
    /// No piece on the from-point.
    NoPiece,
    /// The piece belongs to the side not to move.
    NotYourPiece,
    /// The target holds a piece of the mover, or the piece cannot move that way.
    CannotReach,
    /// The kings would face each other.
    KingsFacing,
    /// The mover's king would be attacked.
    KingInCheck,
}

/// Judges moving the piece on `from` to `to` with `side` to move.
pub fn judge(points: &Points, side: Color, from: usize, to: usize) -> Verdict {
    let Some(piece) = points[from] else {
        return Verdict::NoPiece;
    };
    if piece.color() != side {
        return Verdict::NotYourPiece;
    }
    if points[to].is_some_and(|p| p.color() == side) || !reaches(points, from, to) {
        return Verdict::CannotReach;
    }
    let next = after(points, from, to);
    if kings_facing(&next) {
        Verdict::KingsFacing
    } else if !attackers_of_king(&next, side).is_empty() {
        Verdict::KingInCheck
    } else {
        Verdict::Legal
    }
}

/// Every move the oracle accepts in `pos`, tried on all 90 × 90 from/to pairs, sorted.
pub fn legal_moves(pos: &Position) -> Vec<Move> {
    let points = points_of(pos);
    let side = pos.side_to_move();
    let mut moves = Vec::new();
    for from in Square::all() {
        for to in Square::all() {
            if judge(&points, side, from.index(), to.index()) == Verdict::Legal {
                moves.push(Move::new(from, to));
            }
        }
    }
    moves
}

/// Whether the legal move `mv` leaves the opponent's king attacked.
pub fn gives_check(pos: &Position, mv: Move) -> bool {
    let next = after(&points_of(pos), mv.from().index(), mv.to().index());
    !attackers_of_king(&next, pos.side_to_move().other()).is_empty()
}
