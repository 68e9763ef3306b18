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
    main_with(std::env::args().skip(1).collect())
}

/// The program on its arguments, reading standard input and writing standard output.
fn main_with(args: Vec<String>) -> std::process::ExitCode {
    if args.iter().any(|a| a == "--help" || a == "-h") {
        println!("{USAGE}\n\n{HELP}");
        return std::process::ExitCode::SUCCESS;
    }
    let options = match Options::from_args(args) {
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

#[cfg(test)]
mod tests {
    //! Drives the terminal game (`examples/play.rs`) with scripted input: through its
    //! `run` function, and once as the built example binary through standard input.

    use super::{Options, Strength, run};
    use std::io::Write;
    use std::process::{Command, Stdio};
    use xiangqi::{Color, Position};

    /// Runs the game on `input` and returns everything it printed.
    fn session(args: &[&str], input: &str) -> String {
        let options =
            Options::from_args(args.iter().map(|s| s.to_string())).expect("valid arguments");
        let mut out = Vec::new();
        run(input.as_bytes(), &mut out, options).expect("writing to a Vec cannot fail");
        String::from_utf8(out).expect("the game writes UTF-8")
    }

    #[test]
    fn a_move_in_each_notation_gets_an_answer_in_all_three() {
        for first in ["h2e2", "H2-E2", "C2.5", "c2=5", "炮二平五", "砲二平五"] {
            let out = session(
                &["--red", "--depth", "2", "--no-color"],
                &format!("{first}\nquit\n"),
            );
            assert!(
                out.contains("You play 炮二平五  C2.5  h2e2"),
                "{first}:\n{out}"
            );
            let reply = out
                .lines()
                .find(|l| l.starts_with("The computer plays "))
                .expect(&out);
            // Chinese, WXF and coordinates of the reply, then the evaluation and time.
            let parts: Vec<&str> = reply
                .trim_start_matches("The computer plays ")
                .split_whitespace()
                .collect();
            assert!(parts[0].chars().all(|c| !c.is_ascii()), "{reply}");
            assert_eq!(parts[1].len(), 4, "{reply}");
            assert_eq!(parts[2].len(), 4, "{reply}");
            assert!(reply.contains("eval ") && reply.contains(" s"), "{reply}");
            assert!(out.ends_with("Goodbye.\n"), "{out}");
        }
    }

    #[test]
    fn bad_input_gets_one_line_and_a_new_prompt() {
        let out = session(
            &["--red", "--depth", "1", "--no-color"],
            "hello\nC3.5\n车一平二\nR1.2\nfen\nquit\n",
        );
        let answers: Vec<&str> = out
            .lines()
            .filter_map(|l| l.strip_prefix("Red to move> "))
            .collect();
        assert_eq!(answers.len(), 6, "{out}");
        assert!(
            answers[0].starts_with("\"hello\" is neither a command nor a move"),
            "{out}"
        );
        assert!(
            answers[1].contains("there is no red cannon on file 3"),
            "{out}"
        );
        assert!(
            answers[2].contains("the red rook on i0 cannot move to h0"),
            "{out}"
        );
        assert!(answers[3].contains("cannot be played"), "{out}");
        // Nothing was played.
        assert_eq!(answers[4], xiangqi::START_FEN);
    }

    #[test]
    fn undo_takes_back_the_move_and_the_reply() {
        let out = session(
            &["--red", "--depth", "1", "--no-color"],
            "h2e2\nundo\nfen\nundo\nquit\n",
        );
        assert!(out.contains("The computer plays"), "{out}");
        assert!(out.contains("Taken back."), "{out}");
        assert!(
            out.contains(&format!("Red to move> {}", xiangqi::START_FEN)),
            "{out}"
        );
        assert!(out.contains("There is no move to take back."), "{out}");
    }

    #[test]
    fn help_hint_flip_and_moves() {
        let out = session(
            &["--red", "--depth", "1", "--ascii"],
            "help\nhint\nflip\nmoves\nquit\n",
        );
        assert!(
            out.contains("undo") && out.contains("hint") && out.contains("flip"),
            "{out}"
        );
        assert!(
            out.lines()
                .any(|l| l.contains("Hint: ") && l.contains("eval ")),
            "{out}"
        );
        assert!(out.contains("44 legal moves: "), "{out}");
        // ASCII board: each side's numbers run 9 to 1 from its left, under the board for the
        // side sitting there (Red, then Black after the flip, with the files reversed).
        assert!(
            out.contains("     9  8  7  6  5  4  3  2  1\n     a  b  c"),
            "{out}"
        );
        assert!(
            out.contains("     9  8  7  6  5  4  3  2  1\n     i  h  g"),
            "{out}"
        );
        assert!(!out.contains('\x1b'), "--ascii draws without colours");
    }

    #[test]
    fn chinese_board_shows_both_sides_file_numbers_in_colour() {
        let out = session(&["--red", "--depth", "1"], "quit\n");
        assert!(out.contains("     １ ２ ３ ４ ５ ６ ７ ８ ９\n"), "{out}");
        assert!(out.contains("     九 八 七 六 五 四 三 二 一\n"), "{out}");
        assert!(out.contains("\x1b[1;31;47m帅\x1b[0m"), "{out}");
        assert!(out.contains("\x1b[1;30;47m将\x1b[0m"), "{out}");
    }

    #[test]
    fn checkmate_by_the_player_is_announced() {
        // The rook on a1 mates on a9: the pawns cover rank 8.
        let fen = "4k4/9/3PPP3/9/9/9/9/9/R8/3K5 w - - 0 1";
        let out = session(
            &["--red", "--depth", "1", "--fen", fen, "--no-color"],
            "a1a9\nh2e2\nquit\n",
        );
        assert!(
            out.contains("Game over. Red wins: Black is checkmated. You win!"),
            "{out}"
        );
        assert!(out.contains("The game is over"), "{out}");
        assert!(!out.contains("The computer plays"), "{out}");
    }

    #[test]
    fn the_computer_mates_and_checks_are_announced() {
        let fen = "4k4/9/3PPP3/9/9/9/9/9/R8/3K5 w - - 0 1";
        let out = session(
            &["--black", "--depth", "2", "--fen", fen, "--no-color"],
            "quit\n",
        );
        assert!(
            out.contains("The computer plays 车九进八  R9+8  a1a9"),
            "{out}"
        );
        assert!(out.contains("Red mates in 1"), "{out}");
        assert!(
            out.contains("Game over. Red wins: Black is checkmated. The computer wins."),
            "{out}"
        );
        // A check that is not mate: the king can step down to e8.
        let fen = "4k4/9/9/9/9/9/9/9/9/R2K5 w - - 0 1";
        let out = session(
            &["--red", "--depth", "1", "--fen", fen, "--no-color"],
            "a0a9\nquit\n",
        );
        assert!(out.contains("Check! (black is in check)"), "{out}");
    }

    #[test]
    fn side_and_strength_are_asked_when_not_given() {
        let out = session(&["--no-color"], "black\nfast\nd1\nquit\n");
        assert!(out.contains("Play Red (moves first) or Black?"), "{out}");
        assert!(out.contains("\"fast\" is not a strength"), "{out}");
        assert!(
            out.contains("You play black; the computer thinks to depth 1."),
            "{out}"
        );
        assert!(out.contains("The computer plays"), "{out}");
        assert!(out.contains("Black to move> Goodbye."), "{out}");
    }

    #[test]
    fn arguments_and_strengths() {
        assert_eq!(Strength::parse("d4"), Some(Strength::Depth(4)));
        assert_eq!(Strength::parse("depth 6"), Some(Strength::Depth(6)));
        assert_eq!(
            Strength::parse("1.5s"),
            Some(Strength::MoveTime(std::time::Duration::from_millis(1500)))
        );
        assert_eq!(
            Strength::parse("250ms"),
            Some(Strength::MoveTime(std::time::Duration::from_millis(250)))
        );
        assert_eq!(Strength::parse("0"), None);
        assert_eq!(Strength::parse("fast"), None);
        let o = Options::from_args(["--black", "--time", "2"].map(String::from)).expect("valid");
        assert_eq!(
            (o.side, o.strength),
            (
                Some(Color::Black),
                Some(Strength::MoveTime(std::time::Duration::from_secs(2)))
            )
        );
        assert!(Options::from_args(["--fen", "bad"].map(String::from)).is_err());
        assert!(Options::from_args(["--depth"].map(String::from)).is_err());
        assert!(Options::from_args(["--colour"].map(String::from)).is_err());
        let o =
            Options::from_args(["--fen", "4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1"].map(String::from))
                .expect("valid");
        assert_eq!(
            o.start,
            Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1").expect("valid")
        );
    }

    #[test]
    fn input_that_is_not_utf8_is_answered() {
        let options =
            Options::from_args(["--red", "--depth", "1"].map(String::from)).expect("valid");
        let mut out = Vec::new();
        run(&b"\xff\xfe\nfen\nquit\n"[..], &mut out, options).expect("no I/O error");
        let out = String::from_utf8(out).expect("UTF-8");
        assert!(out.contains("is neither a command nor a move"), "{out}");
        assert!(out.contains(xiangqi::START_FEN), "{out}");
    }

    #[test]
    fn end_of_input_ends_the_game() {
        let out = session(&["--red", "--depth", "1"], "");
        assert!(out.ends_with("Red to move> \n"), "{out}");
    }

    /// Set in the environment of the process that [`as_a_process`] starts: the
    /// arguments it runs the program on, one a line.
    const AS_A_PROCESS: &str = "XIANGQI_PLAY_EXAMPLE_ARGS";

    /// Runs the program itself when this test binary is started by
    /// [`the_example_binary_plays_through_standard_input`] (which sets
    /// [`AS_A_PROCESS`]); else does nothing. `cargo test` builds the example as this
    /// test binary only, so the test starts the binary again to have a real process
    /// with real standard input and output.
    #[test]
    #[ignore = "the program's entry, started as a process by the test below"]
    fn as_a_process() {
        if let Ok(args) = std::env::var(AS_A_PROCESS) {
            let code = super::main_with(args.lines().map(String::from).collect());
            std::process::exit(if code == std::process::ExitCode::SUCCESS {
                0
            } else {
                1
            });
        }
    }

    #[test]
    fn the_example_binary_plays_through_standard_input() {
        let me = std::env::current_exe().expect("the test knows its own path");
        let mut child = Command::new(me)
            .args(["--exact", "tests::as_a_process", "--ignored", "--nocapture"])
            .env(AS_A_PROCESS, "--red\n--depth\n1\n--ascii")
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .spawn()
            .expect("the test binary starts again");
        child
            .stdin
            .take()
            .expect("piped")
            .write_all("马二进三\nfen\nquit\n".as_bytes())
            .expect("the game reads its input");
        let output = child.wait_with_output().expect("the game ends");
        assert!(output.status.success());
        let out = String::from_utf8(output.stdout).expect("UTF-8");
        assert!(out.contains("You play 马二进三  H2+3  h0g2"), "{out}");
        assert!(out.contains("The computer plays"), "{out}");
        assert!(out.contains("Goodbye."), "{out}");
    }
}
