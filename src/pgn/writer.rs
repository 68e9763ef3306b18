//! Writing PGN.

use super::{Line, PgnGame};
use crate::{Color, Position};
use std::fmt;

/// Collects tokens into lines of at most 80 columns.
struct Wrapper {
    out: String,
    column: usize,
    /// The last token was `(`: no space after it.
    glued: bool,
}

impl Wrapper {
    fn push(&mut self, token: &str) {
        let len = token.chars().count();
        if self.column > 0 && self.column + 1 + len > 80 {
            self.out.push('\n');
            self.column = 0;
        } else if self.column > 0 && !self.glued && token != ")" {
            self.out.push(' ');
            self.column += 1;
        }
        self.out.push_str(token);
        self.column += len;
        self.glued = token == "(";
    }

    /// Writes a comment: in braces, or, when it contains a closing brace (which a brace
    /// comment cannot hold), as `;` comments running to the end of the line, one per
    /// line of the comment.
    fn comment(&mut self, text: &str) {
        if !text.contains('}') {
            self.push(&format!("{{{text}}}"));
            return;
        }
        for part in text.lines() {
            self.push(&format!(";{part}"));
            self.out.push('\n');
            self.column = 0;
        }
    }
}

fn write_line(w: &mut Wrapper, game: &PgnGame, line: &Line, mut pos: Position) {
    for c in &line.comments {
        w.comment(c);
    }
    // A number is due before a Red move, and before a Black move that does not follow
    // its Red move directly.
    let mut need_number = true;
    for node in &line.nodes {
        let n = pos.fullmove_number();
        match pos.side_to_move() {
            Color::Red => w.push(&format!("{n}.")),
            Color::Black if need_number => w.push(&format!("{n}...")),
            Color::Black => {}
        }
        let Ok(text) = game.notation.format(&pos, node.mv) else {
            // A line built by hand can hold an illegal move: it is written in
            // coordinates, as a comment, and the rest of the line cannot be written.
            w.comment(&format!("illegal move {} not written", node.mv));
            return;
        };
        w.push(&text);
        need_number = false;
        for nag in &node.nags {
            w.push(&format!("${nag}"));
        }
        for c in &node.comments {
            w.comment(c);
            need_number = true;
        }
        for v in &node.variations {
            w.push("(");
            write_line(w, game, v, pos.clone());
            w.push(")");
            need_number = true;
        }
        let _ = pos.make_move(node.mv);
    }
}

impl fmt::Display for PgnGame {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (name, value) in &self.tags {
            let escaped = value.replace('\\', "\\\\").replace('"', "\\\"");
            writeln!(f, "[{name} \"{escaped}\"]")?;
        }
        if !self.tags.is_empty() {
            writeln!(f)?;
        }
        let mut w = Wrapper {
            out: String::new(),
            column: 0,
            glued: false,
        };
        write_line(&mut w, self, &self.moves, self.start.clone());
        w.push(self.result.token());
        writeln!(f, "{}", w.out)
    }
}
