//! Lines fed to the engine's command handling in-process, in either protocol (the text
//! is split into lines; at most 16 are fed): see `xiangqi_engine::hostile`.
#![no_main]

libfuzzer_sys::fuzz_target!(|data: &[u8]| {
    let text = String::from_utf8_lossy(data);
    let lines: Vec<&str> = text.lines().take(16).collect();
    xiangqi_engine::hostile::lines(&lines);
});
