//! The board as text for a terminal: a diagram with ASCII letters or Chinese names.

use crate::File;
use crate::{Color, Move, Position, Square};
use std::fmt;

/// Red's file numbers (files a to i), as Chinese numerals.
const RED_FILES: [char; 9] = ['九', '八', '七', '六', '五', '四', '三', '二', '一'];
/// Black's file numbers (files a to i), as full-width digits.
const BLACK_FILES: [char; 9] = ['１', '２', '３', '４', '５', '６', '７', '８', '９'];

/// A board diagram of a position, ready to print: ranks 9 to 0 with their numbers, each
/// side's own file numbers at its edge, the river, and the file letters at the foot.
///
/// Made by [`Position::diagram`]; `{:#}` on a [`Position`] is its plain ASCII diagram
/// (and `{}` its FEN). Options choose Chinese names, the board seen from Black's side,
/// the last move marked, and terminal colours.
///
/// ```
/// use xiangqi::Position;
/// let pos = Position::startpos();
/// let ascii = format!("{pos:#}");
/// assert_eq!(ascii, pos.diagram().to_string());
/// assert!(ascii.contains("  0  R  N  B  A  K  A  B  N  R"));
/// assert!(ascii.contains("     a  b  c  d  e  f  g  h  i"));
/// let chinese = pos.diagram().chinese(true).to_string();
/// assert!(chinese.contains("  0  车 马 相 仕 帅 仕 相 马 车"));
/// assert!(chinese.contains("楚 河"));
/// let mv = pos.parse_move("h2e2")?;
/// let mut after = pos.clone();
/// after.play(mv)?;
/// let marked = after.diagram().last_move(Some(mv)).to_string();
/// assert!(marked.contains("  2  .  C  .  .  C  .  .  *  ."));
/// # Ok::<(), xiangqi::Error>(())
/// ```
#[derive(Clone, Copy, Debug)]
pub struct Diagram<'a> {
    pos: &'a Position,
    chinese: bool,
    flipped: bool,
    last: Option<Move>,
    colors: bool,
}

impl Position {
    /// A diagram of this position to print, in ASCII, seen from Red's side; see
    /// [`Diagram`] for the options.
    ///
    /// ```
    /// let pos = xiangqi::Position::startpos();
    /// let text = pos.diagram().chinese(true).flipped(true).to_string();
    /// assert!(text.lines().next().unwrap().contains("一 二 三"), "Red's numbers on top");
    /// ```
    pub fn diagram(&self) -> Diagram<'_> {
        Diagram {
            pos: self,
            chinese: false,
            flipped: false,
            last: None,
            colors: false,
        }
    }
}

impl Diagram<'_> {
    /// Chinese names (帅 车 …) and numbers instead of FEN letters.
    ///
    /// ```
    /// let text = xiangqi::Position::startpos().diagram().chinese(true).to_string();
    /// assert!(text.contains('帅') && !text.contains('K'));
    /// ```
    pub fn chinese(mut self, yes: bool) -> Self {
        self.chinese = yes;
        self
    }

    /// The board seen from Black's side: rank 0 at the top, file i on the left.
    ///
    /// ```
    /// let text = xiangqi::Position::startpos().diagram().flipped(true).to_string();
    /// assert!(text.lines().last().unwrap().trim_start().starts_with('i'));
    /// ```
    pub fn flipped(mut self, yes: bool) -> Self {
        self.flipped = yes;
        self
    }

    /// Marks the from-square of `mv` (when empty, `*` or ＊) and, with colours, underlines
    /// the piece on its to-square.
    ///
    /// ```
    /// let pos = xiangqi::Position::from_fen("3k5/9/9/9/9/9/9/9/9/R3K4 b - - 1 1")?;
    /// let text = pos.diagram().last_move(Some("a1a0".parse()?)).to_string();
    /// assert!(text.contains("  1  *  ."));
    /// # Ok::<(), xiangqi::Error>(())
    /// ```
    pub fn last_move(mut self, mv: Option<Move>) -> Self {
        self.last = mv;
        self
    }

    /// Pieces in red and black on a light background with ANSI escape codes, for
    /// terminals (Chinese diagrams only).
    ///
    /// ```
    /// let text = xiangqi::Position::startpos().diagram().chinese(true).colors(true).to_string();
    /// assert!(text.contains("\x1b[1;31;47m帅\x1b[0m"));
    /// ```
    pub fn colors(mut self, yes: bool) -> Self {
        self.colors = yes;
        self
    }

    /// The numbers of `side`'s files, in the diagram's order of files.
    fn numbers(&self, files: &[usize], side: Color) -> String {
        let v: Vec<String> = files
            .iter()
            .map(|&f| match (self.chinese, side) {
                (false, Color::Red) => format!("{}  ", 9 - f),
                (false, Color::Black) => format!("{}  ", f + 1),
                (true, Color::Red) => format!("{} ", RED_FILES[f]),
                (true, Color::Black) => format!("{} ", BLACK_FILES[f]),
            })
            .collect();
        format!("     {}", v.concat().trim_end())
    }

    /// One square, two columns wide.
    fn cell(&self, sq: Square) -> String {
        let piece = self.pos.piece_at(sq);
        let marked = self.last.is_some_and(|m| m.from() == sq || m.to() == sq);
        let text = match (piece, self.chinese) {
            (None, false) => if marked { "* " } else { ". " }.to_owned(),
            (None, true) => if marked { "＊" } else { "＋" }.to_owned(),
            (Some(p), false) => format!("{} ", p.char()),
            (Some(p), true) => p.chinese().to_string(),
        };
        match piece {
            Some(p) if self.colors && self.chinese => {
                let fg = if p.color() == Color::Red { "31" } else { "30" };
                let underline = if marked { ";4" } else { "" };
                format!("\x1b[1;{fg};47{underline}m{text}\x1b[0m")
            }
            _ => text,
        }
    }
}

impl fmt::Display for Diagram<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut files: Vec<usize> = (0..9).collect();
        let mut ranks: Vec<usize> = (0..10).rev().collect();
        let (mut top, mut bottom) = (Color::Black, Color::Red);
        if self.flipped {
            files.reverse();
            ranks.reverse();
            (top, bottom) = (bottom, top);
        }
        writeln!(f, "{}", self.numbers(&files, top))?;
        for (row, &r) in ranks.iter().enumerate() {
            if row == 5 {
                writeln!(
                    f,
                    "{}",
                    if self.chinese {
                        "     ～～～ 楚 河    汉 界 ～～～"
                    } else {
                        "     ~~~~~~~~~~~~~~~~~~~~~~~~~~"
                    }
                )?;
            }
            let mut line = format!("  {r}  ");
            for &file in &files {
                let sq = Square::from_index_unchecked(r * File::COUNT + file);
                line += &self.cell(sq);
                line.push(' ');
            }
            writeln!(f, "{}", line.trim_end())?;
        }
        writeln!(f, "{}", self.numbers(&files, bottom))?;
        let letters: Vec<String> = files
            .iter()
            .map(|&file| format!("{}  ", (b'a' + file as u8) as char))
            .collect();
        writeln!(f, "     {}", letters.concat().trim_end())
    }
}

impl fmt::Display for Position {
    /// The FEN with `{}`, so that `to_string` and `parse` are inverses; the ASCII
    /// diagram of [`Position::diagram`] with `{:#}`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if f.alternate() {
            self.diagram().fmt(f)
        } else {
            f.write_str(&self.fen())
        }
    }
}
