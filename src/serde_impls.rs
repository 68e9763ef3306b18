//! Serde support (the `serde` feature): every value is written as the text players and
//! engines use, and read back through the same parser that checks it.
//!
//! | type | form | example |
//! |---|---|---|
//! | `Color` | name | `"red"` |
//! | `PieceKind` | name | `"horse"` |
//! | `Piece` | FEN letter | `"n"` |
//! | `File`, `Rank`, `Square` | coordinate | `"e"`, `"0"`, `"e0"` |
//! | `Move` | coordinate move | `"h2e2"` |
//! | `Position` | FEN | `"rnbakabnr/9/… w - - 0 1"` |
//!
//! A position is checked when it is read, so deserializing an impossible FEN fails with
//! the same message as [`Position::from_fen_relaxed`](crate::Position::from_fen_relaxed),
//! which reads every position the crate can hold (and so every one it writes).

use crate::{Color, File, Move, Piece, PieceKind, Position, Rank, Square};
use serde::de::{Deserializer, Error, Visitor};
use serde::ser::Serializer;
use serde::{Deserialize, Serialize};
use std::fmt;
use std::marker::PhantomData;
use std::str::FromStr;

/// Reads a string and parses it with `T::from_str`.
struct TextVisitor<T>(PhantomData<T>, &'static str);

impl<T: FromStr> Visitor<'_> for TextVisitor<T>
where
    T::Err: fmt::Display,
{
    type Value = T;

    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.1)
    }

    fn visit_str<E: Error>(self, v: &str) -> Result<T, E> {
        v.parse().map_err(E::custom)
    }
}

macro_rules! as_text {
    ($($t:ty => $what:literal, $write:expr;)*) => {$(
        #[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
        impl Serialize for $t {
            fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                #[allow(clippy::redundant_closure_call)]
                s.collect_str(&($write)(self))
            }
        }

        #[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
        impl<'de> Deserialize<'de> for $t {
            fn deserialize<D: Deserializer<'de>>(d: D) -> Result<$t, D::Error> {
                d.deserialize_str(TextVisitor(PhantomData, $what))
            }
        }
    )*};
}

as_text! {
    Color => "a colour: red or black", |c: &Color| c.to_string();
    PieceKind => "a piece kind such as horse", |k: &PieceKind| k.to_string();
    Piece => "a FEN piece letter such as N or n", |p: &Piece| p.char().to_string();
    File => "a file a-i", |f: &File| f.to_string();
    Rank => "a rank 0-9", |r: &Rank| r.to_string();
    Square => "a square such as e0", |s: &Square| s.to_string();
    Move => "a coordinate move such as h2e2", |m: &Move| m.to_string();
}

#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
impl Serialize for Position {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(&self.fen())
    }
}

/// A position read by the relaxed rules, so that every position written reads back.
struct RelaxedFen(Position);

impl FromStr for RelaxedFen {
    type Err = crate::FenError;
    fn from_str(fen: &str) -> Result<RelaxedFen, crate::FenError> {
        Position::from_fen_relaxed(fen).map(RelaxedFen)
    }
}

#[cfg_attr(docsrs, doc(cfg(feature = "serde")))]
impl<'de> Deserialize<'de> for Position {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Position, D::Error> {
        let RelaxedFen(pos) = d.deserialize_str(TextVisitor(PhantomData, "a FEN"))?;
        Ok(pos)
    }
}
