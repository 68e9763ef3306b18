//! Lines fed to the engine's command handling in-process, in either protocol (the text
//! is split into lines; at most 16 are fed): see `src/bin/xiangqi-engine/hostile.rs`.
#![no_main]

// The engine executable's modules, as its `main.rs` declares them.
#[path = "../../src/bin/xiangqi-engine/common.rs"]
mod common;
#[path = "../../src/bin/xiangqi-engine/hostile.rs"]
mod hostile;
#[path = "../../src/bin/xiangqi-engine/options.rs"]
mod options;
#[path = "../../src/bin/xiangqi-engine/protocol.rs"]
mod protocol;
#[path = "../../src/bin/xiangqi-engine/report.rs"]
mod report;
#[path = "../../src/bin/xiangqi-engine/session.rs"]
mod session;
#[path = "../../src/bin/xiangqi-engine/ucci.rs"]
mod ucci;
#[path = "../../src/bin/xiangqi-engine/uci.rs"]
mod uci;

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let lines: Vec<&str> = text.lines().take(16).collect();
    hostile::lines(&lines);
});
