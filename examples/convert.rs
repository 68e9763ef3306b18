//! Converts game files to standard PGN: reads each file in any format the crate reads
//! (PGN in any notation, UTF-8 or GBK; XQF of any version) and writes every game to
//! stdout as PGN, variations and comments kept, header fields in UTF-8.
//!
//! ```text
//! cargo run --release --features encoding --example convert -- [--notation coord|wxf|chinese] FILE...
//! cargo run --release --features encoding --example convert -- --xqf DIR [--xqf-version 10..18] FILE...
//! ```
//!
//! With `--xqf DIR`, each game is written as an XQF file in DIR instead (named after its
//! file and its number in it). A file, or a game of a file, that cannot be read gets one
//! line on stderr naming the file and the fault; the exit status is then 1 (2 for a
//! wrong command line).

use std::io::{BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::ExitCode;
use xiangqi::Notation;
use xiangqi::pgn::{self, PgnGame, Reader};
use xiangqi::xqf;

const USAGE: &str =
    "usage: convert [--notation coord|wxf|chinese] [--xqf DIR [--xqf-version 10..18]] FILE...";

/// What to do with the games read.
struct Output {
    notation: Notation,
    xqf: Option<(PathBuf, xqf::WriteOptions)>,
}

fn main() -> ExitCode {
    let (output, files) = match arguments(std::env::args().skip(1)) {
        Ok(parsed) => parsed,
        Err(message) => {
            eprintln!("{message}\n{USAGE}");
            return ExitCode::from(2);
        }
    };
    let stdout = std::io::stdout();
    let mut out = std::io::BufWriter::new(stdout.lock());
    let mut faults = 0;
    for file in &files {
        faults += convert(file, &output, &mut out);
    }
    if let Err(e) = out.flush() {
        eprintln!("stdout: {e}");
        return ExitCode::FAILURE;
    }
    if faults > 0 {
        ExitCode::FAILURE
    } else {
        ExitCode::SUCCESS
    }
}

fn arguments(mut args: impl Iterator<Item = String>) -> Result<(Output, Vec<PathBuf>), String> {
    let mut output = Output {
        notation: Notation::Coordinate,
        xqf: None,
    };
    let mut version = xqf::LATEST_VERSION;
    let mut files = Vec::new();
    while let Some(arg) = args.next() {
        match arg.as_str() {
            "--notation" => {
                let value = args.next().ok_or("--notation needs a value")?;
                output.notation = match value.as_str() {
                    "coord" | "coordinate" | "iccs" => Notation::Coordinate,
                    "wxf" => Notation::Wxf,
                    "chinese" => Notation::Chinese,
                    other => return Err(format!("unknown notation {other:?}")),
                };
            }
            "--xqf" => {
                let dir = args.next().ok_or("--xqf needs a folder")?;
                output.xqf = Some((PathBuf::from(dir), xqf::WriteOptions::default()));
            }
            "--xqf-version" => {
                let value = args.next().ok_or("--xqf-version needs a value")?;
                version = value
                    .parse()
                    .map_err(|_| format!("--xqf-version {value:?} is not a number"))?;
            }
            "-h" | "--help" => return Err("convert: game files to PGN".into()),
            _ => files.push(PathBuf::from(arg)),
        }
    }
    if files.is_empty() {
        return Err("no file given".into());
    }
    if let Some((_, options)) = output.xqf.as_mut() {
        *options = options.version(version);
    }
    Ok((output, files))
}

/// Converts one file; returns how many faults were reported.
fn convert(path: &Path, output: &Output, out: &mut impl Write) -> usize {
    let name = path.display();
    let bytes = match std::fs::read(path) {
        Ok(b) => b,
        Err(e) => {
            eprintln!("{name}: {e}");
            return 1;
        }
    };
    if bytes.starts_with(b"XQ") {
        return match xqf::read(&bytes) {
            Ok(game) => emit(path, 1, game, output, out),
            Err(e) => {
                eprintln!("{name}: {}", chain(&e));
                1
            }
        };
    }
    let mut faults = 0;
    for (i, result) in Reader::new(BufReader::new(&bytes[..])).enumerate() {
        match result {
            Ok(game) => faults += emit(path, i + 1, game, output, out),
            Err(e) => {
                eprintln!("{name}: {}", chain(&e));
                faults += 1;
            }
        }
    }
    faults
}

/// Writes one game as PGN to `out`, or as XQF into the folder; returns the faults.
fn emit(path: &Path, n: usize, mut game: PgnGame, output: &Output, out: &mut impl Write) -> usize {
    if let Some((dir, options)) = &output.xqf {
        let stem = path
            .file_stem()
            .map_or("game".into(), |s| s.to_string_lossy());
        let target = dir.join(format!("{stem}-{n}.xqf"));
        let written = xqf::write(&game, options)
            .map_err(|e| chain(&e))
            .and_then(|bytes| std::fs::write(&target, bytes).map_err(|e| e.to_string()));
        return match written {
            Ok(()) => 0,
            Err(e) => {
                eprintln!("{}: game {n}: {e}", path.display());
                1
            }
        };
    }
    game.notation = output.notation;
    game.tags.retain(|(name, _)| name != "Format");
    if output.notation != Notation::Coordinate {
        game.set_tag("Format", pgn::format_of_notation(output.notation));
    }
    match writeln!(out, "{game}") {
        Ok(()) => 0,
        Err(e) => {
            eprintln!("stdout: {e}");
            1
        }
    }
}

/// An error with its sources, each once: "game 3, line 11: bad move \"e0e2\": …".
fn chain(e: &dyn std::error::Error) -> String {
    let mut text = e.to_string();
    let mut source = e.source();
    while let Some(s) = source {
        text.push_str(": ");
        text.push_str(&s.to_string());
        source = s.source();
    }
    text
}
