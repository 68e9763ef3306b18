//! The `analyse` example marks a deliberate blunder in a game record.

#[allow(dead_code)]
#[path = "../examples/analyse.rs"]
mod analyse;

use analyse::{Verdict, analyse, job_from_args};

/// Red's rook steps onto the a-file, where Black's rook takes it for nothing.
const BLUNDER_PGN: &str = r#"[Event "analyse test"]
[Red "test"]
[Black "test"]
[FEN "2bakab2/r8/9/4p4/7R1/9/4P4/9/9/2BAKAB2 w - - 0 1"]
[Result "*"]

1. h5a5 a8a5 2. e3e4 *
"#;

#[test]
fn the_hung_rook_is_a_blunder_and_its_capture_is_not() {
    let args = ["--depth".to_string(), "5".to_string(), "-".to_string()];
    let job = job_from_args(&args, &mut BLUNDER_PGN.as_bytes()).expect("the record reads");
    assert_eq!(job.moves.len(), 3);
    let mut out = Vec::new();
    let reports = analyse(&job.start, &job.moves, &job.limits, &mut out).expect("writes");
    let text = String::from_utf8(out).expect("UTF-8");
    assert_eq!(reports[0].verdict, Verdict::Blunder, "{text}");
    assert!(
        reports[0].loss >= 500,
        "a rook is worth more than 5 pawns: {text}"
    );
    assert_ne!(reports[0].best, Some(reports[0].played), "{text}");
    assert_eq!(reports[1].verdict, Verdict::Good, "taking the rook: {text}");
    assert!(
        text.lines().nth(1).unwrap().contains("?? blunder"),
        "{text}"
    );
}

#[test]
fn bad_arguments_are_explained() {
    let mut empty: &[u8] = &[];
    let err = job_from_args(&["--fen".into(), "nonsense".into()], &mut empty).unwrap_err();
    assert!(err.contains("bad FEN"), "{err}");
    let err = job_from_args(&[], &mut empty).unwrap_err();
    assert!(err.contains("PGN"), "{err}");
    let err = job_from_args(
        &["--fen".into(), xiangqi::START_FEN.into(), "h2e3".into()],
        &mut empty,
    )
    .unwrap_err();
    assert!(err.contains("h2e3"), "{err}");
}
