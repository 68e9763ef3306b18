//! What the side to move must watch for its king, worked out once per position so that
//! most moves need no test at all.
//!
//! Walking out from the king along its four lines and looking at its horse legs finds:
//! whether the king is in check; the pieces of the mover that may not leave where they
//! stand without a test ("pinned": the only piece between the king and an enemy rook or
//! the enemy king, one of the two screens of an enemy cannon, or a piece on the leg of an
//! enemy horse); and the empty points where a piece of the mover would become the screen
//! of an enemy cannon, which no piece but the king may enter.

use crate::attacks::{DIRS, HORSE_ATTACKERS, PAWN_ATTACKERS, RAY_LEN};
use crate::board::Board;
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
        };
        let enemy = |p: Piece, kind: PieceKind| p.color() == them && p.kind() == kind;
        for (d, &step) in DIRS.iter().enumerate() {
            let vertical = d >= 2;
            let mut found: [(usize, Option<Piece>); 3] = [(0, None); 3];
            let mut n = 0;
            let mut empties = 0u128;
            let mut sq = ksq as isize;
            for _ in 0..RAY_LEN[ksq][d] {
                sq += step as isize;
                match board.at(sq as usize) {
                    None => {
                        if n == 0 {
                            empties |= bit(sq as usize);
                        }
                    }
                    Some(p) => {
                        found[n] = (sq as usize, Some(p));
                        n += 1;
                        if n == 3 {
                            break;
                        }
                    }
                }
            }
            let rook_like =
                |p: Piece| enemy(p, PieceKind::Rook) || (vertical && enemy(p, PieceKind::King));
            let own = |p: Option<Piece>| p.is_some_and(|p| p.color() == us);
            let [(s1, p1), (s2, p2), (_, p3)] = found;
            let Some(p1) = p1 else { continue };
            if rook_like(p1) || p2.is_some_and(|p| enemy(p, PieceKind::Cannon)) {
                s.in_check = true;
                continue;
            }
            if enemy(p1, PieceKind::Cannon) {
                s.forbidden |= empties;
            }
            if own(Some(p1)) && p2.is_some_and(rook_like) {
                s.pinned |= bit(s1);
            }
            if p3.is_some_and(|p| enemy(p, PieceKind::Cannon)) {
                if own(Some(p1)) {
                    s.pinned |= bit(s1);
                }
                if own(p2) {
                    s.pinned |= bit(s2);
                }
            }
        }
        let horse = Piece::new(them, PieceKind::Horse);
        let horses = &HORSE_ATTACKERS;
        for &(h, leg) in &horses.moves[ksq][..horses.len[ksq] as usize] {
            if board.at(h as usize) == Some(horse) {
                match board.at(leg as usize) {
                    None => s.in_check = true,
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
                s.in_check = true;
            }
        }
        s
    }
}
