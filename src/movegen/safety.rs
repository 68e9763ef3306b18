//! What the side to move must watch for its king, worked out once per position so that
//! most moves need no test at all.
//!
//! Walking out from the king along its four lines and looking at its horse legs finds:
//! whether the king is in check; the pieces of the mover that may not leave where they
//! stand without a test ("pinned": the only piece between the king and an enemy rook or
//! the enemy king, one of the two screens of an enemy cannon, or a piece on the leg of an
//! enemy horse); and the empty points where a piece of the mover would become the screen
//! of an enemy cannon, which no piece but the king may enter.
//!
//! In single check it also finds the points a move must reach to answer the check
//! (capture the checker, block its line or its horse leg, add a second cannon screen)
//! and, for a cannon's check, the mover's own screen, which may step aside. Only such
//! moves are tested; in double check every move is.

use super::is_safe;
use crate::attacks::{HORSE_ATTACKERS, PAWN_ATTACKERS};
use crate::board::Board;
use crate::ray::{NORTH, Ray};
use crate::{Color, Piece, PieceKind};

/// One bit per square.
#[inline]
pub(crate) const fn bit(sq: usize) -> u128 {
    1u128 << sq
}

/// The king's safety in one position, for the side to move.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Safety {
    /// Whether the side to move is in check.
    pub(crate) in_check: bool,
    /// Squares of the mover's pieces whose moves must be tested.
    pub(crate) pinned: u128,
    /// Empty squares that no piece but the king may enter.
    pub(crate) forbidden: u128,
    /// How many pieces give check (counted up to 2).
    pub(crate) checkers: u8,
    /// In single check, the points where a piece must arrive to answer it (the checker,
    /// the points between it and the king, a horse's leg).
    pub(crate) evasion_to: u128,
    /// In single check by a cannon, the mover's own screen, whose moves may answer it.
    pub(crate) evasion_from: u128,
}

impl Safety {
    /// Works out the safety of `us`'s king (on `ksq`) on `board`.
    #[inline]
    pub(crate) fn of(board: &Board, ksq: usize, us: Color) -> Safety {
        let them = us.other();
        let mut s = Safety {
            in_check: false,
            pinned: 0,
            forbidden: 0,
            checkers: 0,
            evasion_to: 0,
            evasion_from: 0,
        };
        let enemy = |p: Piece, kind: PieceKind| p.color() == them && p.kind() == kind;
        let (rank_bits, file_bits) = board.lines_through(ksq);
        for d in 0..4 {
            let vertical = d >= NORTH;
            let mut ray = Ray::new(ksq, d, rank_bits, file_bits);
            let Some(s1) = ray.next_piece() else {
                continue;
            };
            let Some(p1) = board.at(s1) else { continue };
            // The empty points from just after `a` up to just before `b`.
            let (step, stride) = (ray.step(), if vertical { 9 } else { 1 });
            let span = |a: usize, b: usize| {
                let (mut mask, mut sq) = (0u128, a as isize);
                for _ in 0..a.abs_diff(b) / stride - 1 {
                    sq += step;
                    mask |= bit(sq as usize);
                }
                mask
            };
            let rook_like =
                |p: Piece| enemy(p, PieceKind::Rook) || (vertical && enemy(p, PieceKind::King));
            if rook_like(p1) {
                s.check(bit(s1) | span(ksq, s1), 0);
                continue;
            }
            let s2 = ray.next_piece();
            let p2 = s2.and_then(|sq| board.at(sq));
            if let (Some(s2), Some(p2)) = (s2, p2) {
                if enemy(p2, PieceKind::Cannon) {
                    let screen = if p1.color() == us { bit(s1) } else { 0 };
                    s.check(bit(s2) | span(ksq, s1) | span(s1, s2), screen);
                    continue;
                }
            }
            if enemy(p1, PieceKind::Cannon) {
                s.forbidden |= span(ksq, s1);
            }
            let (Some(s2), Some(p2)) = (s2, p2) else {
                continue;
            };
            if p1.color() == us && rook_like(p2) {
                s.pinned |= bit(s1);
            }
            let p3 = ray.next_piece().and_then(|sq| board.at(sq));
            if p3.is_some_and(|p| enemy(p, PieceKind::Cannon)) {
                if p1.color() == us {
                    s.pinned |= bit(s1);
                }
                if p2.color() == us {
                    s.pinned |= bit(s2);
                }
            }
        }
        let horse = Piece::new(them, PieceKind::Horse);
        let horses = &HORSE_ATTACKERS;
        for &(h, leg) in &horses.moves[ksq][..horses.len[ksq] as usize] {
            if board.at(h as usize) == Some(horse) {
                match board.at(leg as usize) {
                    None => s.check(bit(h as usize) | bit(leg as usize), 0),
                    Some(p) if p.color() == us => s.pinned |= bit(leg as usize),
                    Some(_) => {}
                }
            }
        }
        let pawn = Piece::new(them, PieceKind::Pawn);
        let pawns = &PAWN_ATTACKERS;
        let t = them.index();
        for &p in &pawns.moves[t][ksq][..pawns.len[t][ksq] as usize] {
            if board.at(p as usize) == Some(pawn) {
                s.check(bit(p as usize), 0);
            }
        }
        s
    }

    /// Records one checking piece and the points and screen that can answer it.
    #[inline]
    fn check(&mut self, to: u128, from: u128) {
        self.in_check = true;
        self.checkers = (self.checkers + 1).min(2);
        self.evasion_to = to;
        self.evasion_from = from;
    }

    /// Whether a move of a piece other than the king from `from` to `to` must be tested
    /// (when false it is legal if not in check, and illegal if in check).
    #[inline]
    fn must_test(&self, from: usize, to: usize) -> bool {
        if self.in_check {
            self.checkers > 1 || (self.evasion_to & bit(to)) | (self.evasion_from & bit(from)) != 0
        } else {
            self.pinned & bit(from) != 0
        }
    }

    /// Whether the moves of the mover's piece on `from`, not its king, are each to be
    /// judged by [`Safety::passes`] (in check, or the piece pinned); the others by
    /// [`Safety::may_enter`].
    #[inline]
    pub(crate) fn tests_moves_of(&self, from: usize) -> bool {
        self.in_check || self.pinned & bit(from) != 0
    }

    /// Whether the pseudo-legal move from `from` to `to` of a piece whose moves
    /// [`Safety::tests_moves_of`] says to test leaves the king safe.
    #[inline]
    pub(crate) fn passes(&self, board: &Board, us: Color, from: usize, to: usize) -> bool {
        self.must_test(from, to) && is_safe(board, from, to, us)
    }

    /// Whether a piece whose moves need no test may enter `to`: any point but the ones
    /// where it would become the screen of an enemy cannon aimed at the king.
    #[inline]
    pub(crate) fn may_enter(&self, to: usize) -> bool {
        self.forbidden & bit(to) == 0
    }

    /// Whether the pseudo-legal move from `from` to `to` of a piece of the mover other
    /// than its king is legal: the test [`piece_legal`](super::piece_legal) makes of
    /// each move, for one move.
    #[cfg(feature = "engine")]
    #[inline]
    pub(crate) fn allows(&self, board: &Board, us: Color, from: usize, to: usize) -> bool {
        if self.tests_moves_of(from) {
            self.passes(board, us, from, to)
        } else {
            self.may_enter(to)
        }
    }
}
