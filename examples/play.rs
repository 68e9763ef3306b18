//! Play xiangqi against the computer in a terminal.
//!
//! ```text
//! cargo run --release --example play -- [--red|--black] [--depth N | --time SECONDS]
//!                                        [--ascii] [--no-color] [--fen FEN]
//! ```
//!
//! Without `--red`/`--black` or a strength, the game asks. Moves may be typed in
//! coordinates (`h2e2`, `H2-E2`), WXF (`C2.5`, `c2=5`) or Chinese (`炮二平五`); type
//! `help` at the prompt for the commands.
//!
//! The game loop reads from any `BufRead` and writes to any `Write`
//! ([`run`]), so tests drive it with scripted input.

use std::io::{self, BufRead, Write};
use std::time::Duration;
use xiangqi::{Color, Game, Move, Notation, NotationError, Outcome, Position};

/// How strongly the computer plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Strength {
    /// Search to this many plies.
    Depth(u32),
    /// Think for about this long per move.
    MoveTime(Duration),
}

impl Strength {
    /// Reads `d4`, `depth 4`, `4` (a depth) or `2s`, `1.5s`, `500ms` (a time).
    pub fn parse(text: &str) -> Option<Strength> {
        let t = text.trim().to_ascii_lowercase();
        let t = t.strip_prefix("depth").unwrap_or(&t).trim();
        if let Some(ms) = t.strip_suffix("ms") {
            let ms: u64 = ms.trim().parse().ok()?;
            return (1..=600_000)
                .contains(&ms)
                .then(|| Strength::MoveTime(Duration::from_millis(ms)));
        }
        if let Some(s) = t.strip_suffix('s') {
            let s: f64 = s.trim().parse().ok()?;
            return (0.001..=600.0)
                .contains(&s)
                .then(|| Strength::MoveTime(Duration::from_secs_f64(s)));
        }
        let d: u32 = t.strip_prefix('d').unwrap_or(t).trim().parse().ok()?;
        (1..=64).contains(&d).then_some(Strength::Depth(d))
    }
}

/// The settings of a game.
#[derive(Clone, Debug, PartialEq)]
pub struct Options {
    /// The human's side; `None` asks.
    pub side: Option<Color>,
    /// The computer's strength; `None` asks.
    pub strength: Option<Strength>,
    /// Letters instead of Chinese characters (and no colours).
    pub ascii: bool,
    /// ANSI colours for the pieces.
    pub color: bool,
    /// The position to start from.
    pub start: Position,
}

impl Default for Options {
    fn default() -> Options {
        Options {
            side: None,
            strength: None,
            ascii: false,
            color: std::env::var_os("NO_COLOR").is_none(),
            start: Position::startpos(),
        }
    }
}

const USAGE: &str =
    "usage: play [--red|--black] [--depth N | --time SECONDS] [--ascii] [--no-color] [--fen FEN]";

impl Options {
    /// Reads the command line (without the program name).
    pub fn from_args(args: impl IntoIterator<Item = String>) -> Result<Options, String> {
        let mut o = Options::default();
        let mut args = args.into_iter();
        while let Some(arg) = args.next() {
            let mut value = |what: &str| args.next().ok_or(format!("{arg} needs {what}"));
            match arg.as_str() {
                "--red" => o.side = Some(Color::Red),
                "--black" => o.side = Some(Color::Black),
                "--ascii" => {
                    o.ascii = true;
                    o.color = false;
                }
                "--no-color" => o.color = false,
                "--depth" | "-d" => {
                    let v = value("a number of plies")?;
                    o.strength = Some(
                        Strength::parse(&v)
                            .filter(|s| matches!(s, Strength::Depth(_)))
                            .ok_or(format!("--depth {v}: expected 1 to 64"))?,
                    );
                }
                "--time" | "-t" => {
                    let v = value("seconds")?;
                    let s = v.trim_end_matches('s');
                    o.strength = Some(
                        Strength::parse(&format!("{s}s"))
                            .ok_or(format!("--time {v}: expected seconds, as in 1.5"))?,
                    );
                }
                "--fen" => {
                    let v = value("a FEN")?;
                    o.start = Position::from_fen(&v).map_err(|e| format!("--fen: {e}"))?;
                }
                "--help" | "-h" => return Err(USAGE.to_owned()),
                other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
            }
        }
        Ok(o)
    }
}

fn main() -> std::process::ExitCode {
    if std::env::args().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}\n\n{HELP}");
        return std::process::ExitCode::SUCCESS;
    }
    let options = match Options::from_args(std::env::args().skip(1)) {
        Ok(o) => o,
        Err(msg) => {
            eprintln!("{msg}");
            return std::process::ExitCode::FAILURE;
        }
    };
    match run(io::stdin().lock(), io::stdout().lock(), options) {
        Ok(()) => std::process::ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("play: {e}");
            std::process::ExitCode::FAILURE
        }
    }
}

const HELP: &str = "\
Type a move in any notation: h2e2 or H2-E2 (coordinates), C2.5 (WXF), 炮二平五 (Chinese).
Commands:
  undo   take back your last move (and the computer's reply)
  hint   ask the computer for a move
  moves  list your legal moves
  flip   turn the board around
  fen    show the position as FEN
  help   this text
  quit   leave the game";

/// One game in progress: the game record (which judges repetition, perpetual check and
/// chase, and the move limit) and the screen.
struct Session<W: Write> {
    out: W,
    options: Options,
    human: Color,
    strength: Strength,
    game: Game,
    flipped: bool,
    engine: opponent::Opponent,
}

/// Plays one game, reading the human's lines from `input` and writing to `out`.
///
/// Returns when the human quits or the input ends.
pub fn run(mut input: impl BufRead, mut out: impl Write, options: Options) -> io::Result<()> {
    writeln!(
        out,
        "象棋 xiangqi: you against the computer. Type help for commands."
    )?;
    let human = match options.side {
        Some(c) => c,
        None => {
            let answer = ask(
                &mut input,
                &mut out,
                "Play Red (moves first) or Black? [red/black] ",
            )?;
            match answer.as_deref().map(str::trim) {
                None => return Ok(()),
                Some(a) if a.to_ascii_lowercase().starts_with('b') || a == "黑" => Color::Black,
                Some(_) => Color::Red,
            }
        }
    };
    let strength = match options.strength {
        Some(s) => s,
        None => loop {
            let prompt = "Strength: a depth (d1 to d20) or a time per move (0.5s, 2s) [1s] ";
            let Some(answer) = ask(&mut input, &mut out, prompt)? else {
                return Ok(());
            };
            if answer.trim().is_empty() {
                break Strength::MoveTime(Duration::from_secs(1));
            }
            match Strength::parse(&answer) {
                Some(s) => break s,
                None => writeln!(out, "{:?} is not a strength: try d4 or 2s.", answer.trim())?,
            }
        },
    };
    let mut session = Session {
        out,
        human,
        strength,
        game: Game::new(options.start.clone()),
        flipped: human == Color::Black,
        options,
        engine: opponent::Opponent::new(),
    };
    session.play(input)
}

/// Prints `prompt` and reads a line; `None` at the end of the input.
fn ask(input: &mut impl BufRead, out: &mut impl Write, prompt: &str) -> io::Result<Option<String>> {
    write!(out, "{prompt}")?;
    out.flush()?;
    // Bytes, not read_line: a line that is not UTF-8 is answered, not fatal.
    let mut line = Vec::new();
    if input.read_until(b'\n', &mut line)? == 0 {
        writeln!(out)?;
        return Ok(None);
    }
    let line = String::from_utf8_lossy(&line);
    Ok(Some(line.trim_end_matches(['\n', '\r']).to_owned()))
}

impl<W: Write> Session<W> {
    fn play(&mut self, mut input: impl BufRead) -> io::Result<()> {
        let side_name = side_name(self.human);
        writeln!(
            self.out,
            "You play {side_name}; the computer thinks {}.",
            self.strength_text()
        )?;
        self.draw()?;
        let mut announced = false;
        loop {
            if let Some(result) = self.game.outcome() {
                if !announced {
                    self.announce(result)?;
                    announced = true;
                }
            } else {
                announced = false;
                if self.pos().side_to_move() != self.human {
                    self.engine_moves()?;
                    continue;
                }
            }
            let prompt = format!("{} to move> ", side_name_cap(self.pos().side_to_move()));
            let Some(line) = ask(&mut input, &mut self.out, &prompt)? else {
                return Ok(());
            };
            let line = line.trim();
            match line.to_ascii_lowercase().as_str() {
                "" => {}
                "quit" | "exit" | "q" => {
                    writeln!(self.out, "Goodbye.")?;
                    return Ok(());
                }
                "help" | "?" => writeln!(self.out, "{HELP}")?,
                "fen" => writeln!(self.out, "{}", self.pos().fen())?,
                "flip" => {
                    self.flipped = !self.flipped;
                    self.draw()?;
                }
                "undo" => self.undo()?,
                "hint" => self.hint()?,
                "moves" => self.list_moves()?,
                _ => self.human_moves(line)?,
            }
        }
    }

    fn human_moves(&mut self, text: &str) -> io::Result<()> {
        if self.game.outcome().is_some() {
            return writeln!(
                self.out,
                "The game is over: type undo to take back a move, or quit."
            );
        }
        match self.pos().parse_move(text) {
            Ok(mv) => {
                let line = describe(self.pos(), mv);
                writeln!(self.out, "You play {line}")?;
                self.make(mv)
            }
            Err(NotationError::Syntax { .. }) => writeln!(
                self.out,
                "{text:?} is neither a command nor a move: write a move as h2e2, C2.5 or 炮二平五 (type help)."
            ),
            Err(e) => match std::error::Error::source(&e) {
                Some(reason) => writeln!(self.out, "{e}: {reason}."),
                None => writeln!(self.out, "{e}."),
            },
        }
    }

    fn engine_moves(&mut self) -> io::Result<()> {
        writeln!(self.out, "The computer is thinking...")?;
        self.out.flush()?;
        let thought = self.engine.think(&self.game, self.strength);
        let Some(mv) = thought.best else {
            // No legal move: outcome() announces it on the next turn of the loop.
            return Ok(());
        };
        let line = describe(self.pos(), mv);
        let eval = thought.score.human(self.pos().side_to_move());
        writeln!(
            self.out,
            "The computer plays {line}   eval {eval}, depth {}, {:.2} s",
            thought.depth,
            thought.time.as_secs_f64()
        )?;
        self.make(mv)
    }

    fn pos(&self) -> &Position {
        self.game.position()
    }

    /// Plays a legal move, draws the board and says if it gives check.
    fn make(&mut self, mv: Move) -> io::Result<()> {
        if let Err(e) = self.game.play(mv) {
            return writeln!(self.out, "{e}");
        }
        self.draw()?;
        if self.pos().is_check() && self.game.outcome().is_none() {
            let side = side_name(self.pos().side_to_move());
            writeln!(self.out, "Check! ({side} is in check)")?;
        }
        Ok(())
    }

    fn announce(&mut self, result: Outcome) -> io::Result<()> {
        let verdict = match result.winner() {
            Some(w) if w == self.human => "You win!",
            Some(_) => "The computer wins.",
            None => "Nobody wins.",
        };
        writeln!(self.out, "Game over. {result}. {verdict}")?;
        writeln!(
            self.out,
            "Type undo to take back a move, fen to see the position, or quit."
        )
    }

    fn undo(&mut self) -> io::Result<()> {
        // Take back to the last position where the human was to move, at least one move.
        if self.game.undo().is_none() {
            return writeln!(self.out, "There is no move to take back.");
        }
        while self.pos().side_to_move() != self.human && self.game.undo().is_some() {}
        writeln!(self.out, "Taken back.")?;
        self.draw()?;
        if self.pos().side_to_move() != self.human {
            writeln!(
                self.out,
                "(the computer moved first in this game; it will move again)"
            )?;
        }
        Ok(())
    }

    fn hint(&mut self) -> io::Result<()> {
        if self.game.outcome().is_some() {
            return writeln!(self.out, "The game is over.");
        }
        let thought = self.engine.think(&self.game, self.strength);
        match thought.best {
            Some(mv) => {
                let eval = thought.score.human(self.pos().side_to_move());
                writeln!(self.out, "Hint: {}   eval {eval}", describe(self.pos(), mv))
            }
            None => writeln!(self.out, "There is no legal move."),
        }
    }

    fn list_moves(&mut self) -> io::Result<()> {
        let pos = self.pos();
        let mut all: Vec<String> = pos
            .legal_moves()
            .iter()
            .map(|&m| {
                format!(
                    "{} {}",
                    Notation::Chinese.format(pos, m).unwrap_or_default(),
                    m
                )
            })
            .collect();
        all.sort();
        writeln!(self.out, "{} legal moves: {}", all.len(), all.join(", "))
    }

    fn strength_text(&self) -> String {
        match self.strength {
            Strength::Depth(d) => format!("to depth {d}"),
            Strength::MoveTime(t) => format!("{:.1} s per move", t.as_secs_f64()),
        }
    }

    fn draw(&mut self) -> io::Result<()> {
        let diagram = self
            .pos()
            .diagram()
            .chinese(!self.options.ascii)
            .flipped(self.flipped)
            .last_move(self.game.moves().last().copied())
            .colors(self.options.color)
            .to_string();
        write!(self.out, "\n{diagram}")
    }
}

/// A move in all three notations: `炮二平五  C2.5  h2e2`.
fn describe(pos: &Position, mv: Move) -> String {
    let texts: Vec<String> = Notation::ALL
        .iter()
        .rev()
        .map(|n| n.format(pos, mv).unwrap_or_default())
        .collect();
    texts.join("  ")
}

fn side_name(c: Color) -> &'static str {
    match c {
        Color::Red => "red",
        Color::Black => "black",
    }
}

fn side_name_cap(c: Color) -> &'static str {
    match c {
        Color::Red => "Red",
        Color::Black => "Black",
    }
}

/// The computer player: the crate's search engine, one thread.
mod opponent {
    use std::time::Duration;
    use xiangqi::search::{Limits, Searcher, game_history};
    use xiangqi::{Game, Move, Score};

    /// What the computer decided.
    pub struct Thought {
        /// The move, or `None` with no legal move.
        pub best: Option<Move>,
        /// The score for the side to move.
        pub score: Score,
        /// The last completed depth.
        pub depth: u32,
        /// The time spent.
        pub time: Duration,
    }

    pub struct Opponent {
        searcher: Searcher,
    }

    impl Opponent {
        pub fn new() -> Opponent {
            Opponent {
                searcher: Searcher::new(64, 1),
            }
        }

        /// Chooses a move for the side to move in `game`, knowing the game's past so
        /// that it sees repetitions.
        pub fn think(&mut self, game: &Game, strength: super::Strength) -> Thought {
            let limits = match strength {
                super::Strength::Depth(d) => Limits::depth(d),
                super::Strength::MoveTime(t) => Limits::movetime(t),
            };
            // With the game's moves the engine judges repetitions by the game's rules.
            let history = game_history(game);
            let r = self
                .searcher
                .search(game.position(), &history, &limits, |_| {});
            let score = r.score;
            Thought {
                best: r.best_move,
                score,
                depth: r.depth,
                time: r.time,
            }
        }
    }
}
