//! The protocol handler never panics or hangs, whatever lines it is fed, and keeps its
//! state on bad input.

use crate::command::handle_line;
use crate::hostile::{Sink, session};
use crate::options::{Setting, spin_default};
use crate::protocol::Protocol;
use proptest::prelude::*;

#[test]
fn bad_input_is_explained_and_keeps_the_position() {
    let (mut s, sink) = session();
    handle_line(&mut s, "position startpos moves h2e2");
    let fen = s.pos.fen();
    for bad in [
        "position fen 9/9/9 w",
        "position startpos moves h2e2 h9g7 z9z9",
        "position startpos moves e0e2",
        "position",
        "go depth x",
        "go wtime",
        "setoption name Hash value -5",
        "frobnicate",
    ] {
        handle_line(&mut s, bad);
        assert_eq!(s.pos.fen(), fen, "{bad}");
    }
    let text = sink.text();
    assert_eq!(text.matches("info string").count(), 8, "{text}");
    s.shutdown();
}

#[test]
fn perft_and_go_answer() {
    let (mut s, sink) = session();
    handle_line(&mut s, "go perft 2");
    assert!(wait_for(&sink, "Nodes searched: 1920"), "{}", sink.text());
    handle_line(&mut s, "go depth 3");
    handle_line(&mut s, "isready");
    s.stop();
    assert!(sink.text().contains("bestmove "), "{}", sink.text());
    handle_line(&mut s, "ucci");
    assert_eq!(s.protocol, Protocol::Ucci);
    handle_line(&mut s, "position fen 3k5/2P6/9/9/9/9/9/9/9/4K4 b - - 0 1");
    handle_line(&mut s, "go depth 3");
    s.stop();
    assert!(sink.text().contains("nobestmove"), "{}", sink.text());
    s.shutdown();
}

#[test]
fn multipv_reports_each_line() {
    let (mut s, sink) = session();
    handle_line(&mut s, "setoption name MultiPV value 0");
    assert!(sink.text().contains("info string"), "{}", sink.text());
    assert_eq!(s.multipv, 1, "a refused value keeps the old one");
    handle_line(&mut s, "setoption name MultiPV value 2");
    assert_eq!(s.multipv, 2);
    handle_line(&mut s, "go depth 3");
    // Let the search finish by itself (a stop would cut it short).
    for _ in 0..1000 {
        if sink.text().contains("bestmove") {
            break;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    s.stop();
    let text = sink.text();
    for k in 1..=2 {
        assert!(
            text.lines()
                .any(|l| l.starts_with("info depth 3 ") && l.contains(&format!(" multipv {k} "))),
            "{text}"
        );
    }
    assert!(!text.contains(" multipv 3 "), "{text}");
    s.shutdown();
}

#[test]
fn contempt_is_an_option_in_both_protocols() {
    let (mut s, sink) = session();
    assert_eq!(s.contempt, spin_default::<i32>(Setting::Contempt));
    handle_line(&mut s, "uci");
    assert!(
        sink.text().contains("option name Contempt type spin"),
        "{}",
        sink.text()
    );
    for bad in ["-1", "201", "x"] {
        handle_line(&mut s, &format!("setoption name Contempt value {bad}"));
        assert_eq!(
            s.contempt,
            spin_default::<i32>(Setting::Contempt),
            "{bad} is refused"
        );
    }
    handle_line(&mut s, "setoption name Contempt value 0");
    assert_eq!(s.contempt, 0);
    s.shutdown();

    let (mut s, sink) = session();
    handle_line(&mut s, "ucci");
    assert!(
        sink.text().contains("option contempt type spin"),
        "{}",
        sink.text()
    );
    handle_line(&mut s, "setoption contempt 300");
    assert_eq!(s.contempt, spin_default::<i32>(Setting::Contempt));
    handle_line(&mut s, "setoption contempt 35");
    assert_eq!(s.contempt, 35);
    s.shutdown();
}

#[test]
fn hash_and_threads_survive_a_searcher_rebuild() {
    for (protocol, hash, threads) in [
        (
            "uci",
            "setoption name Hash value 7",
            "setoption name Threads value 3",
        ),
        ("ucci", "setoption hashsize 7", "setoption threads 3"),
    ] {
        let (mut s, _sink) = session();
        for line in [protocol, hash, threads] {
            handle_line(&mut s, line);
        }
        assert_eq!((s.searcher().hash_size(), s.searcher().threads()), (7, 3));
        // What a failed search thread leads to: a searcher built afresh.
        s.rebuild_searcher();
        assert_eq!(
            (s.searcher().hash_size(), s.searcher().threads()),
            (7, 3),
            "{protocol}: the options as set, not the defaults"
        );
        s.shutdown();
    }
}

/// Waits up to ten seconds for `needle` in the output.
fn wait_for(sink: &Sink, needle: &str) -> bool {
    for _ in 0..1000 {
        if sink.text().contains(needle) {
            return true;
        }
        std::thread::sleep(std::time::Duration::from_millis(10));
    }
    false
}

/// Numbers from a GUI are untrusted: NaN, infinities, negatives and values past `u64`
/// once crashed the engine (`Duration::from_secs_f64` on NaN in UCCI) or overflowed
/// (`go mate 4294967295` in UCI, in debug builds). Each is either refused with an
/// `info string` (no search) or taken as the nearest sensible value (a search that
/// answers), and the engine goes on.
#[test]
fn untrusted_numbers_are_refused_or_saturated() {
    let ucci = [
        ("go time nan", false),
        ("go time 1 increment nan", false),
        ("go time NaN depth 1", false),
        ("go time inf depth 1", true),
        ("go time -inf depth 1", true),
        ("go time 1e400 depth 1", true),
        ("go time -5 increment -1e308 depth 1", true),
        (
            "go time 1e300 increment 1e300 movestogo 99999999999999999999 depth 1",
            true,
        ),
        ("go opptime nan depth 1", false),
    ];
    for millis in [false, true] {
        for (cmd, searches) in ucci {
            let (mut s, sink) = session();
            handle_line(&mut s, "ucci");
            if millis {
                handle_line(&mut s, "setoption usemillisec true");
            }
            handle_line(&mut s, cmd);
            if searches {
                assert!(wait_for(&sink, "bestmove"), "{cmd}: {}", sink.text());
            } else {
                assert!(
                    sink.text().contains("info string"),
                    "{cmd}: {}",
                    sink.text()
                );
            }
            handle_line(&mut s, "isready");
            s.shutdown();
            assert!(sink.text().contains("readyok"), "{cmd}: {}", sink.text());
        }
    }
    let uci = [
        "go mate 4294967295 nodes 2000",
        "go mate 99999999999999999999 nodes 2000",
        "go wtime 99999999999999999999 btime 1 winc 18446744073709551615 depth 1",
        "go wtime -99999999999999999999 winc -5 depth 1",
        "go movetime 18446744073709551615 depth 1",
        "go nodes 99999999999999999999 depth 1",
        "go depth 99999999999999999999 nodes 2000",
        "go wtime 1000 movestogo 99999999999999999999 depth 1",
    ];
    for cmd in uci {
        let (mut s, sink) = session();
        handle_line(&mut s, cmd);
        assert!(wait_for(&sink, "bestmove"), "{cmd}: {}", sink.text());
        handle_line(&mut s, "isready");
        s.shutdown();
        assert!(sink.text().contains("readyok"), "{cmd}: {}", sink.text());
    }
}

/// `go perft N` once ran on the command loop: `isready`, `stop` and `quit` waited for
/// it (depth 7 takes most of an hour). It runs on the search thread now, reporting each
/// first move's count as it is done, and stops when told.
#[test]
fn perft_runs_on_the_search_thread_and_stops() {
    let (mut s, sink) = session();
    handle_line(&mut s, "go perft 7");
    handle_line(&mut s, "isready");
    assert!(
        sink.text().contains("readyok"),
        "isready is answered at once: {}",
        sink.text()
    );
    handle_line(&mut s, "stop");
    let text = sink.text();
    assert!(text.contains("perft stopped"), "{text}");
    assert!(
        !text.contains("Nodes searched"),
        "no total for a stopped perft: {text}"
    );
    // A complete run still lists every move and the total, after which a new command
    // finds the engine as it was.
    handle_line(&mut s, "go perft 3");
    assert!(wait_for(&sink, "Nodes searched: 79666"), "{}", sink.text());
    let text = sink.text();
    let after = &text[text.rfind("perft stopped").unwrap_or(0)..];
    assert_eq!(
        after.lines().filter(|l| l.contains(": ")).count(),
        45,
        "{after}"
    );
    handle_line(&mut s, "go perft 8");
    assert_eq!(handle_line(&mut s, "quit"), crate::protocol::Flow::Quit);
}

fn word() -> impl Strategy<Value = String> {
    prop_oneof![
        Just("uci".to_owned()),
        Just("ucci".to_owned()),
        Just("isready".to_owned()),
        Just("ucinewgame".to_owned()),
        Just("position".to_owned()),
        Just("startpos".to_owned()),
        Just("fen".to_owned()),
        Just("moves".to_owned()),
        Just("go".to_owned()),
        Just("depth".to_owned()),
        Just("nodes".to_owned()),
        Just("movetime".to_owned()),
        Just("wtime".to_owned()),
        Just("time".to_owned()),
        Just("infinite".to_owned()),
        Just("ponder".to_owned()),
        Just("ponderhit".to_owned()),
        Just("perft".to_owned()),
        Just("stop".to_owned()),
        Just("setoption".to_owned()),
        Just("name".to_owned()),
        Just("value".to_owned()),
        Just("Hash".to_owned()),
        Just("hashsize".to_owned()),
        Just("Threads".to_owned()),
        Just("banmoves".to_owned()),
        Just("probe".to_owned()),
        Just("d".to_owned()),
        Just("eval".to_owned()),
        Just("mate".to_owned()),
        Just("winc".to_owned()),
        Just("increment".to_owned()),
        Just("movestogo".to_owned()),
        Just("usemillisec".to_owned()),
        Just("true".to_owned()),
        Just("nan".to_owned()),
        Just("-inf".to_owned()),
        Just("1e400".to_owned()),
        Just("99999999999999999999999".to_owned()),
        Just("4k4/9/9/9/9/9/9/4a4/3K5/9".to_owned()),
        Just("h2e2".to_owned()),
        Just("h9g7".to_owned()),
        Just("rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR".to_owned()),
        Just("w".to_owned()),
        Just("b".to_owned()),
        (0u32..4).prop_map(|n| n.to_string()),
        any::<i64>().prop_map(|n| n.to_string()),
        "[a-z0-9/]{1,12}",
        "\\PC{0,8}",
    ]
}

fn line() -> impl Strategy<Value = String> {
    prop_oneof![
        proptest::collection::vec(word(), 0..8).prop_map(|w| w.join(" ")),
        "\\PC{0,40}",
    ]
}

proptest! {
    // `HOSTILE_CASES` sets a longer run (CI), as for `tests/hostile.rs`.
    #![proptest_config(ProptestConfig::with_cases(
        std::env::var("HOSTILE_CASES").ok().and_then(|v| v.parse().ok()).unwrap_or(64)
    ))]
    #[test]
    fn arbitrary_lines_keep_the_invariants(lines in proptest::collection::vec(line(), 1..12)) {
        let lines: Vec<&str> = lines.iter().map(String::as_str).collect();
        crate::hostile::lines(&lines);
    }
}

/// `setoption` and the option list, through whole command lines.
mod options {
    use crate::command::handle_line;
    use crate::hostile::session;
    use crate::options::{Kind, OPTIONS, Setting, spin_default};
    use crate::protocol::Protocol;
    use crate::session::Session;
    use crate::setoption::lines;

    /// The lines `protocol` announces after the engine's own options: the search's
    /// parameters in a build with the `spsa` feature, else none.
    fn parameter_lines(protocol: Protocol) -> Vec<String> {
        #[cfg(feature = "spsa")]
        let lines = crate::tunables::lines(protocol).collect();
        #[cfg(not(feature = "spsa"))]
        let lines = {
            let _ = protocol;
            Vec::new()
        };
        lines
    }

    #[test]
    fn each_protocol_lists_its_options_as_before() {
        let uci: Vec<String> = lines(Protocol::Uci).collect();
        let own = uci.len() - parameter_lines(Protocol::Uci).len();
        assert_eq!(uci[own..], parameter_lines(Protocol::Uci));
        assert_eq!(
            uci[..own],
            [
                "option name Hash type spin default 16 min 1 max 4096",
                "option name Threads type spin default 1 min 1 max 64",
                "option name MultiPV type spin default 1 min 1 max 64",
                "option name Contempt type spin default 20 min 0 max 200",
                "option name Ponder type check default false",
                "option name Move Overhead type spin default 10 min 0 max 5000",
                "option name Skill Level type spin default 20 min 0 max 20",
                "option name UCI_LimitStrength type check default false",
                "option name UCI_Elo type spin default 3300 min 0 max 3300",
                "option name Clear Hash type button",
            ]
        );
        let ucci: Vec<String> = lines(Protocol::Ucci).collect();
        let own = ucci.len() - parameter_lines(Protocol::Ucci).len();
        assert_eq!(ucci[own..], parameter_lines(Protocol::Ucci));
        assert_eq!(
            ucci[..own],
            [
                "option usemillisec type check default false",
                "option hashsize type spin min 1 max 4096 default 16",
                "option threads type spin min 1 max 64 default 1",
                "option contempt type spin min 0 max 200 default 20",
                "option ponder type check default false",
                "option skilllevel type spin min 0 max 20 default 20",
                "option limitstrength type check default false",
                "option elo type spin min 0 max 3300 default 3300",
                "option newgame type button",
            ]
        );
    }

    /// The `setoption` line that sets `name` to `value` in `protocol`.
    fn setoption(protocol: Protocol, name: &str, value: Option<&str>) -> String {
        match (protocol, value) {
            (Protocol::Uci, Some(v)) => format!("setoption name {name} value {v}"),
            (Protocol::Uci, None) => format!("setoption name {name}"),
            (Protocol::Ucci, Some(v)) => format!("setoption {name} {v}"),
            (Protocol::Ucci, None) => format!("setoption {name}"),
        }
    }

    /// The session's view of every setting, to see what a `setoption` changed.
    #[allow(clippy::type_complexity)]
    fn state(s: &mut Session) -> (usize, usize, usize, i32, u64, bool, (u8, bool, u32)) {
        let (multipv, contempt, overhead, millis) =
            (s.multipv, s.contempt, s.move_overhead_ms, s.ucci_millis);
        let skill = (s.skill_level, s.limit_strength, s.elo);
        let searcher = s.searcher();
        (
            searcher.hash_size(),
            searcher.threads(),
            multipv,
            contempt,
            overhead,
            millis,
            skill,
        )
    }

    #[test]
    fn every_bound_is_kept_and_every_value_out_of_bounds_refused() {
        for protocol in [Protocol::Uci, Protocol::Ucci] {
            for option in OPTIONS {
                let Some(name) = option.name(protocol) else {
                    continue;
                };
                let Kind::Spin { min, max, default } = option.kind else {
                    continue;
                };
                let (mut s, sink) = session();
                s.protocol = protocol;
                let before = state(&mut s);
                for bad in [min - 1, max + 1] {
                    let bad = bad.to_string();
                    handle_line(&mut s, &setoption(protocol, name, Some(&bad)));
                    assert_eq!(state(&mut s), before, "{name} {bad} is refused");
                }
                handle_line(&mut s, &setoption(protocol, name, Some("x")));
                handle_line(&mut s, &setoption(protocol, name, None));
                assert_eq!(state(&mut s), before, "{name}: no number, no change");
                assert_eq!(sink.text().matches("info string").count(), 4);
                handle_line(
                    &mut s,
                    &setoption(protocol, name, Some(&default.to_string())),
                );
                assert_eq!(state(&mut s), before, "{name}: the default is the start");
                for good in [min, max] {
                    // A 4 GiB table is not worth allocating in a test.
                    if option.setting == Setting::Hash && good > 64 {
                        continue;
                    }
                    let line = setoption(protocol, &name.to_uppercase(), Some(&good.to_string()));
                    handle_line(&mut s, &line);
                    assert_ne!(
                        state(&mut s) == before,
                        good != default,
                        "{line} changes the setting"
                    );
                }
                assert_eq!(
                    sink.text().matches("info string").count(),
                    4,
                    "{}",
                    sink.text()
                );
                s.shutdown();
            }
        }
    }

    #[test]
    fn checks_buttons_and_unknown_names() {
        let (mut s, sink) = session();
        s.protocol = Protocol::Ucci;
        handle_line(&mut s, "setoption usemillisec maybe");
        assert!(!s.ucci_millis);
        handle_line(&mut s, "setoption usemillisec on");
        assert!(s.ucci_millis);
        handle_line(&mut s, "setoption usemillisec false");
        assert!(!s.ucci_millis);
        handle_line(&mut s, "setoption newgame");
        handle_line(&mut s, "setoption usebook true");
        handle_line(&mut s, "setoption frobnicate 3");
        // UCI's names are not UCCI's.
        handle_line(&mut s, "setoption MultiPV 3");
        assert_eq!(s.multipv, 1);
        let text = sink.text();
        assert_eq!(text.matches("info string").count(), 3, "{text}");
        assert!(text.contains("\"frobnicate\""), "{text}");
        s.shutdown();

        let (mut s, sink) = session();
        handle_line(&mut s, "setoption name ponder value true");
        handle_line(&mut s, "setoption name clear hash");
        handle_line(&mut s, "setoption name hashsize value 3");
        handle_line(&mut s, "setoption name usebook value true");
        let text = sink.text();
        assert_eq!(text.matches("info string").count(), 2, "{text}");
        assert_eq!(
            s.searcher().hash_size(),
            spin_default::<usize>(Setting::Hash)
        );
        s.shutdown();
    }
}
