//! `xiangqi-match`: engine-vs-engine matches for xiangqi, with the command line of
//! cutechess-cli and fastchess, refereed by this crate's `Game` (the Asian rules),
//! with Elo, normalized Elo, the pentanomial counts of game pairs and the GSPRT that
//! fishtest runs.
//!
//! One file per concern: the command line (`cli`), engine processes (`engine`) and
//! their protocols (`protocol`), clocks (`clock`), one game (`play`), adjudication
//! (`adjudicate`), the match (`schedule`), statistics (`stats`, `sprt`), output
//! (`report`, `pgnout`), openings (`openings`), and the pooling of
//! several runs' results (`pool`).

mod adjudicate;
mod cli;
mod clock;
mod engine;
mod openings;
mod pgnout;
mod play;
mod pool;
mod protocol;
mod report;
mod schedule;
mod sprt;
mod stats;

use std::process::ExitCode;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let config = match cli::parse(&args) {
        Ok(cli::Command::Run(config)) => config,
        Ok(cli::Command::Pool(pool)) => {
            return match pool::run(&pool) {
                Ok(text) => {
                    print!("{text}");
                    ExitCode::SUCCESS
                }
                Err(e) => {
                    eprintln!("xiangqi-match: {e}");
                    ExitCode::FAILURE
                }
            };
        }
        Ok(cli::Command::Help) => {
            print!("{}", cli::USAGE);
            return ExitCode::SUCCESS;
        }
        Ok(cli::Command::Version) => {
            println!("xiangqi-match {}", env!("CARGO_PKG_VERSION"));
            return ExitCode::SUCCESS;
        }
        Err(e) => {
            eprintln!("xiangqi-match: {e}\n(xiangqi-match -help lists the options)");
            return ExitCode::from(2);
        }
    };
    let stdout = std::io::stdout();
    match schedule::run(&config, &mut stdout.lock()) {
        Ok(_) => ExitCode::SUCCESS,
        Err(e) => {
            eprintln!("xiangqi-match: {e}");
            ExitCode::FAILURE
        }
    }
}
