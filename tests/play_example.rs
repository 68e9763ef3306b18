//! Drives the terminal game (`examples/play.rs`) with scripted input: through its
//! `run` function, and once as the built example binary through standard input.

#[allow(dead_code)]
#[path = "../examples/play.rs"]
mod play;

use play::{Options, Strength, run};
use std::io::Write;
use std::process::{Command, Stdio};
use xiangqi::{Color, Position};

/// Runs the game on `input` and returns everything it printed.
fn session(args: &[&str], input: &str) -> String {
    let options = Options::from_args(args.iter().map(|s| s.to_string())).expect("valid arguments");
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
    let o = Options::from_args(["--fen", "4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1"].map(String::from))
        .expect("valid");
    assert_eq!(
        o.start,
        Position::from_fen("4k4/9/9/9/9/9/9/9/9/3K5 b - - 0 1").expect("valid")
    );
}

#[test]
fn end_of_input_ends_the_game() {
    let out = session(&["--red", "--depth", "1"], "");
    assert!(out.ends_with("Red to move> \n"), "{out}");
}

/// The example binary, which `cargo test` builds next to this test's own binary.
fn example_binary() -> std::path::PathBuf {
    let exe = std::env::current_exe().expect("the test knows its own path");
    let dir = exe
        .parent()
        .and_then(|d| d.parent())
        .expect("target/<profile>/deps");
    dir.join("examples")
        .join(format!("play{}", std::env::consts::EXE_SUFFIX))
}

#[test]
fn the_example_binary_plays_through_standard_input() {
    let mut child = Command::new(example_binary())
        .args(["--red", "--depth", "1", "--ascii"])
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("cargo test builds the play example");
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
