//! The command line, as cutechess-cli and fastchess users know it: `-engine`, `-each`,
//! `-games`, `-rounds`, `-repeat`, `-concurrency`, `-openings`, `-pgnout`, `-sprt`, …
//! Options take `key=value` words up to the next option.

use crate::adjudicate::{self, Draw, Resign};
use crate::clock::{Limit, seconds};
use crate::engine::EngineSpec;
use crate::openings::{self, Format};
use crate::pool::{Pool, Source};
use crate::protocol::Proto;
use crate::sprt::{EloModel, Sprt};
use std::path::PathBuf;
use std::time::Duration;
use xiangqi::notation::Notation;

/// What the command line asks for.
#[derive(Debug)]
pub enum Command {
    /// Play a match.
    Run(Box<Config>),
    /// Pool the results of earlier runs (`-pool`).
    Pool(Pool),
    /// Print the usage.
    Help,
    /// Print the version.
    Version,
}

/// Where and how games are written.
#[derive(Clone, Debug, PartialEq)]
pub struct PgnOut {
    /// The file (appended to).
    pub file: PathBuf,
    /// The notation of the movetext.
    pub notation: Notation,
}

/// A whole match.
#[derive(Clone, Debug)]
pub struct Config {
    /// The two engines; results are from the first one's side.
    pub engines: [EngineSpec; 2],
    /// Games per round, 1 or 2 (2: the opening again with colours swapped).
    pub games: u32,
    /// Rounds.
    pub rounds: u64,
    /// Games played at once.
    pub concurrency: usize,
    /// The openings (`None`: the usual start position).
    pub openings: Option<openings::Settings>,
    /// The seed of the opening shuffle.
    pub srand: Option<u64>,
    /// PGN output.
    pub pgnout: Option<PgnOut>,
    /// The SPRT, if one is run.
    pub sprt: Option<Sprt>,
    /// Adjudication.
    pub adjudication: adjudicate::Rules,
    /// Results are printed after every this many games.
    pub rating_interval: u64,
    /// The PGN `Event` tag.
    pub event: String,
    /// The PGN `Site` tag.
    pub site: String,
}

/// What is wrong with the command line.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum CliError {
    /// An option this program does not know.
    #[error("unknown option {0:?}")]
    UnknownOption(String),
    /// A word that belongs to no option.
    #[error("{0:?} follows no option")]
    Stray(String),
    /// An option without its value.
    #[error("{0} needs a value")]
    MissingValue(String),
    /// A value that cannot be read.
    #[error("{option}: bad value {value:?} (expected {expected})")]
    BadValue {
        /// The option or key.
        option: String,
        /// The value.
        value: String,
        /// What would do.
        expected: &'static str,
    },
    /// A key the option does not take.
    #[error("{option}: unknown key {key:?}")]
    UnknownKey {
        /// The option.
        option: String,
        /// The key.
        key: String,
    },
    /// Not two engines.
    #[error("a match needs two -engine options, got {0}")]
    EngineCount(usize),
    /// An engine without a program.
    #[error("engine {0} has no cmd=")]
    NoCommand(usize),
    /// An engine without a limit.
    #[error("engine {0} has no time control: give tc=, st=, nodes= or depth= to -each or -engine")]
    NoLimit(String),
    /// Two limits for one engine in one option.
    #[error("{0}: give one of tc=, st=, nodes=, depth=")]
    TwoLimits(String),
    /// `-pool` with an option that only a match takes.
    #[error("-pool plays no games: {0} belongs to a match")]
    PoolWithMatch(String),
}

/// An engine's settings as given to `-engine` or `-each`, before they are merged.
#[derive(Clone, Debug, Default)]
struct Partial {
    name: Option<String>,
    cmd: Option<PathBuf>,
    args: Option<Vec<String>>,
    dir: Option<PathBuf>,
    proto: Option<Proto>,
    options: Vec<(String, String)>,
    limit: Option<Limit>,
    margin: Option<Duration>,
    stall: Option<Duration>,
}

fn unknown_key(option: &str, key: &str) -> CliError {
    CliError::UnknownKey {
        option: option.into(),
        key: key.into(),
    }
}

fn bad(option: &str, value: &str, expected: &'static str) -> CliError {
    CliError::BadValue {
        option: option.into(),
        value: value.into(),
        expected,
    }
}

fn number<T: std::str::FromStr>(
    option: &str,
    value: &str,
    expected: &'static str,
) -> Result<T, CliError> {
    value.parse().map_err(|_| bad(option, value, expected))
}

/// Splits `args=` words on spaces, with single or double quotes keeping words together.
fn split_words(text: &str) -> Vec<String> {
    let mut words = Vec::new();
    let mut cur = String::new();
    let mut quote = None;
    let mut any = false;
    for c in text.chars() {
        match (quote, c) {
            (None, '\'' | '"') => {
                quote = Some(c);
                any = true;
            }
            (Some(q), c) if c == q => quote = None,
            (None, c) if c.is_whitespace() => {
                if any {
                    words.push(std::mem::take(&mut cur));
                    any = false;
                }
            }
            (_, c) => {
                cur.push(c);
                any = true;
            }
        }
    }
    if any {
        words.push(cur);
    }
    words
}

impl Partial {
    fn set(&mut self, option: &str, key: &str, value: &str, engine: bool) -> Result<(), CliError> {
        let limit = |p: &mut Partial, l: Limit| {
            if p.limit.is_some() {
                return Err(CliError::TwoLimits(option.into()));
            }
            p.limit = Some(l);
            Ok(())
        };
        match key {
            "name" if engine => self.name = Some(value.into()),
            "cmd" if engine => self.cmd = Some(value.into()),
            "args" => self.args = Some(split_words(value)),
            "dir" => self.dir = Some(value.into()),
            "proto" => {
                self.proto = Some(match value {
                    "uci" => Proto::Uci,
                    "ucci" => Proto::Ucci,
                    _ => return Err(bad(key, value, "uci or ucci")),
                });
            }
            "tc" => limit(
                self,
                Limit::parse_tc(value)
                    .map_err(|_| bad(key, value, "SECONDS[+INC] or MOVES/SECONDS[+INC]"))?,
            )?,
            "st" => {
                let t = seconds(value)
                    .filter(|t| !t.is_zero())
                    .ok_or_else(|| bad(key, value, "seconds per move"))?;
                limit(self, Limit::MoveTime(t))?;
            }
            "nodes" => limit(self, Limit::Nodes(number(key, value, "a node count")?))?,
            "depth" => limit(self, Limit::Depth(number(key, value, "a depth")?))?,
            "timemargin" => {
                self.margin = Some(Duration::from_millis(number(key, value, "milliseconds")?));
            }
            "stall" => {
                self.stall = Some(
                    seconds(value)
                        .filter(|t| !t.is_zero())
                        .ok_or_else(|| bad(key, value, "seconds"))?,
                );
            }
            k if k.starts_with("option.") && k.len() > 7 => {
                self.options.push((k[7..].to_string(), value.to_string()));
            }
            _ => {
                return Err(CliError::UnknownKey {
                    option: option.into(),
                    key: key.into(),
                });
            }
        }
        Ok(())
    }

    /// Takes the settings given in `later`, keeping the others.
    fn absorb(&mut self, later: Partial) {
        self.args = later.args.or(self.args.take());
        self.dir = later.dir.or(self.dir.take());
        self.proto = later.proto.or(self.proto);
        self.options.extend(later.options);
        self.limit = later.limit.or(self.limit);
        self.margin = later.margin.or(self.margin);
        self.stall = later.stall.or(self.stall);
    }

    /// This engine's settings over `each`'s.
    fn merge(self, each: &Partial, index: usize) -> Result<EngineSpec, CliError> {
        let cmd = self.cmd.ok_or(CliError::NoCommand(index))?;
        let name = self.name.unwrap_or_else(|| {
            cmd.file_stem().map_or_else(
                || format!("engine{index}"),
                |s| s.to_string_lossy().into_owned(),
            )
        });
        let limit = self
            .limit
            .or(each.limit)
            .ok_or_else(|| CliError::NoLimit(name.clone()))?;
        let mut options = each.options.clone();
        options.extend(self.options);
        Ok(EngineSpec {
            cmd,
            args: self.args.or_else(|| each.args.clone()).unwrap_or_default(),
            dir: self.dir.or_else(|| each.dir.clone()),
            proto: self.proto.or(each.proto).unwrap_or(Proto::Uci),
            options,
            limit,
            margin: self
                .margin
                .or(each.margin)
                .unwrap_or(Duration::from_millis(50)),
            stall: self.stall.or(each.stall).unwrap_or(Duration::from_secs(60)),
            name,
        })
    }
}

/// The `key=value` words after an option.
fn pairs<'a>(option: &str, words: &'a [String]) -> Result<Vec<(&'a str, &'a str)>, CliError> {
    words
        .iter()
        .map(|w| w.split_once('=').ok_or_else(|| bad(option, w, "key=value")))
        .collect()
}

fn flag(option: &str, value: &str) -> Result<bool, CliError> {
    match value {
        "true" | "yes" | "1" | "on" => Ok(true),
        "false" | "no" | "0" | "off" => Ok(false),
        _ => Err(bad(option, value, "true or false")),
    }
}

/// Reads the command line (without the program name).
///
/// # Errors
/// A [`CliError`] naming the option and the offending word.
pub fn parse(args: &[String]) -> Result<Command, CliError> {
    let mut engines = Vec::new();
    let mut each = Partial::default();
    let mut games = None;
    let mut repeat = false;
    let mut rounds = 1u64;
    let mut concurrency = 1usize;
    let mut openings = None;
    let mut srand = None;
    let mut pgnout = None;
    let mut sprt = None;
    let mut adjudication = adjudicate::Rules::default();
    let mut rating_interval = 10u64;
    let mut event = String::from("xiangqi-match");
    let mut site = String::from("?");
    let mut pool = None;
    // The match options given, for a `-pool` that takes none of them.
    let mut match_options = Vec::new();
    let mut i = 0;
    while i < args.len() {
        let option = args[i].as_str();
        if !option.starts_with('-') {
            return Err(CliError::Stray(option.into()));
        }
        // The words up to the next option: a word starting with '-' that is not a
        // key=value pair (so `option.Contempt=-10` stays a value).
        let mut end = i + 1;
        while end < args.len() && (!args[end].starts_with('-') || args[end].contains('=')) {
            end += 1;
        }
        let words = &args[i + 1..end];
        let single = || -> Result<&str, CliError> {
            match words {
                [w] => Ok(w.as_str()),
                _ => Err(CliError::MissingValue(option.into())),
            }
        };
        let name = option.trim_start_matches('-');
        if !matches!(name, "pool" | "sprt" | "help" | "h" | "version") {
            match_options.push(option.to_string());
        }
        match name {
            "help" | "h" => return Ok(Command::Help),
            "version" => return Ok(Command::Version),
            "engine" | "each" => {
                let mut p = Partial::default();
                for (k, v) in pairs(option, words)? {
                    p.set(option, k, v, name == "engine")?;
                }
                if name == "engine" {
                    engines.push(p);
                } else {
                    each.absorb(p);
                }
            }
            "games" => {
                let g: u32 = number(option, single()?, "1 or 2")?;
                if !(1..=2).contains(&g) {
                    return Err(bad(option, single()?, "1 or 2"));
                }
                games = Some(g);
            }
            "repeat" => {
                if !words.is_empty() {
                    return Err(CliError::Stray(words[0].clone()));
                }
                repeat = true;
            }
            "rounds" => rounds = number(option, single()?, "a number of rounds")?,
            "concurrency" => {
                concurrency = number(option, single()?, "a number of games at once")?;
                if concurrency == 0 {
                    return Err(bad(option, "0", "at least 1"));
                }
            }
            "srand" => srand = Some(number(option, single()?, "a number")?),
            "ratinginterval" => rating_interval = number(option, single()?, "a number of games")?,
            "event" => event = words.join(" "),
            "site" => site = words.join(" "),
            "maxmoves" => adjudication.maxmoves = Some(number(option, single()?, "moves")?),
            "openings" => openings = Some(parse_openings(option, words)?),
            "pgnout" => pgnout = Some(parse_pgnout(option, words)?),
            "sprt" => sprt = Some(parse_sprt(option, words)?),
            "pool" => pool = Some(parse_pool(option, words)?),
            "resign" => adjudication.resign = Some(parse_resign(option, words)?),
            "draw" => adjudication.draw = Some(parse_draw(option, words)?),
            _ => return Err(CliError::UnknownOption(option.into())),
        }
        i = end;
    }
    if let Some((name, sources)) = pool {
        if let Some(option) = match_options.into_iter().next() {
            return Err(CliError::PoolWithMatch(option));
        }
        return Ok(Command::Pool(Pool {
            name,
            sources,
            sprt,
        }));
    }
    if engines.len() != 2 {
        return Err(CliError::EngineCount(engines.len()));
    }
    let mut specs = Vec::new();
    for (k, p) in engines.into_iter().enumerate() {
        specs.push(p.merge(&each, k + 1)?);
    }
    if specs[0].name == specs[1].name {
        specs[1].name.push_str("-2");
    }
    let Ok(engines) = <[EngineSpec; 2]>::try_from(specs) else {
        return Err(CliError::EngineCount(0));
    };
    let games = games.unwrap_or(if repeat { 2 } else { 1 });
    Ok(Command::Run(Box::new(Config {
        engines,
        games,
        rounds,
        concurrency,
        openings,
        srand,
        pgnout,
        sprt,
        adjudication,
        rating_interval: rating_interval.max(1),
        event,
        site,
    })))
}

fn parse_openings(option: &str, words: &[String]) -> Result<openings::Settings, CliError> {
    let mut s = openings::Settings {
        file: PathBuf::new(),
        format: None,
        random: false,
        plies: None,
        start: 1,
        skip: 0,
    };
    for (k, v) in pairs(option, words)? {
        match k {
            "file" => s.file = v.into(),
            "format" => {
                s.format = Some(match v {
                    "epd" | "fen" => Format::Epd,
                    "pgn" => Format::Pgn,
                    "moves" => Format::Moves,
                    _ => return Err(bad(k, v, "epd, pgn or moves")),
                });
            }
            "order" => {
                s.random = match v {
                    "random" => true,
                    "sequential" => false,
                    _ => return Err(bad(k, v, "random or sequential")),
                };
            }
            "plies" => s.plies = Some(number(k, v, "a number of plies")?),
            "start" => s.start = number(k, v, "an opening number from 1")?,
            "skip" => s.skip = number(k, v, "a number of openings")?,
            _ => return Err(unknown_key(option, k)),
        }
    }
    if s.file.as_os_str().is_empty() {
        return Err(CliError::MissingValue(format!("{option} file=")));
    }
    Ok(s)
}

fn parse_pgnout(option: &str, words: &[String]) -> Result<PgnOut, CliError> {
    let mut out = PgnOut {
        file: PathBuf::new(),
        notation: Notation::Coordinate,
    };
    for w in words {
        match w.split_once('=') {
            None => out.file = w.into(),
            Some(("file", v)) => out.file = v.into(),
            Some(("notation", v)) => {
                out.notation = match v {
                    "coord" | "coordinate" | "iccs" => Notation::Coordinate,
                    "wxf" => Notation::Wxf,
                    "chinese" => Notation::Chinese,
                    _ => return Err(bad("notation", v, "coord, wxf or chinese")),
                };
            }
            Some((k, _)) => {
                return Err(CliError::UnknownKey {
                    option: option.into(),
                    key: k.into(),
                });
            }
        }
    }
    if out.file.as_os_str().is_empty() {
        return Err(CliError::MissingValue(format!("{option} file=")));
    }
    Ok(out)
}

fn parse_sprt(option: &str, words: &[String]) -> Result<Sprt, CliError> {
    let mut s = Sprt {
        elo0: 0.0,
        elo1: 5.0,
        alpha: 0.05,
        beta: 0.05,
        model: EloModel::Normalized,
    };
    let probability = |k: &str, v: &str| -> Result<f64, CliError> {
        let p: f64 = number(k, v, "a probability between 0 and 1")?;
        if p > 0.0 && p < 1.0 {
            Ok(p)
        } else {
            Err(bad(k, v, "a probability between 0 and 1"))
        }
    };
    for (k, v) in pairs(option, words)? {
        match k {
            "elo0" => s.elo0 = number(k, v, "an Elo difference")?,
            "elo1" => s.elo1 = number(k, v, "an Elo difference")?,
            "alpha" => s.alpha = probability(k, v)?,
            "beta" => s.beta = probability(k, v)?,
            "model" => {
                s.model = match v {
                    "normalized" => EloModel::Normalized,
                    "logistic" => EloModel::Logistic,
                    _ => return Err(bad(k, v, "normalized or logistic")),
                };
            }
            _ => return Err(unknown_key(option, k)),
        }
    }
    if !(s.elo0.is_finite() && s.elo1.is_finite() && s.elo0 < s.elo1) {
        return Err(bad(
            option,
            &format!("elo0={} elo1={}", s.elo0, s.elo1),
            "elo0 < elo1",
        ));
    }
    Ok(s)
}

/// `-pool name=NAME [pgn=FILE]... [ptnml=A,B,C,D,E]...`: the engine and the runs.
fn parse_pool(option: &str, words: &[String]) -> Result<(String, Vec<Source>), CliError> {
    let mut name = None;
    let mut sources = Vec::new();
    for (k, v) in pairs(option, words)? {
        match k {
            "name" => name = Some(v.to_string()),
            "pgn" => sources.push(Source::Pgn(v.into())),
            "ptnml" => {
                let expected = "five pair counts, such as 10,40,90,45,12";
                let counts: Vec<u64> = v
                    .split(',')
                    .map(|c| number(k, c.trim(), expected))
                    .collect::<Result<_, _>>()?;
                let counts = <[u64; 5]>::try_from(counts).map_err(|_| bad(k, v, expected))?;
                sources.push(Source::Ptnml(counts));
            }
            _ => return Err(unknown_key(option, k)),
        }
    }
    let name = name.ok_or_else(|| CliError::MissingValue(format!("{option} name=")))?;
    if sources.is_empty() {
        return Err(CliError::MissingValue(format!("{option} pgn= or ptnml=")));
    }
    Ok((name, sources))
}

fn parse_resign(option: &str, words: &[String]) -> Result<Resign, CliError> {
    let mut r = Resign {
        movecount: 3,
        score: 1000,
        twosided: false,
    };
    for (k, v) in pairs(option, words)? {
        match k {
            "movecount" => r.movecount = number(k, v, "a number of moves")?,
            "score" => r.score = number(k, v, "centipawns")?,
            "twosided" => r.twosided = flag(k, v)?,
            _ => return Err(unknown_key(option, k)),
        }
    }
    Ok(r)
}

fn parse_draw(option: &str, words: &[String]) -> Result<Draw, CliError> {
    let mut d = Draw {
        movenumber: 40,
        movecount: 8,
        score: 10,
    };
    for (k, v) in pairs(option, words)? {
        match k {
            "movenumber" => d.movenumber = number(k, v, "a move number")?,
            "movecount" => d.movecount = number(k, v, "a number of moves")?,
            "score" => d.score = number(k, v, "centipawns")?,
            _ => return Err(unknown_key(option, k)),
        }
    }
    Ok(d)
}

/// The usage text.
pub const USAGE: &str = "\
xiangqi-match: engine-vs-engine matches for xiangqi, refereed by the Asian rules

  xiangqi-match -engine cmd=PROGRAM [name=NAME] [proto=uci|ucci] [args=\"A B\"] [dir=DIR]
                        [option.NAME=VALUE]... [limit and timing keys]
                -engine cmd=... (the second engine)
                [-each KEY=VALUE...]           settings for both engines
                [-games 1|2] [-repeat] [-rounds N] [-concurrency N]
                [-openings file=FILE [format=epd|pgn|moves] [order=random|sequential]
                           [plies=N] [start=N] [skip=N]] [-srand N]
                [-pgnout file=FILE [notation=coord|wxf|chinese]]
                [-sprt elo0=E0 elo1=E1 [alpha=0.05] [beta=0.05] [model=normalized|logistic]]
                [-resign movecount=N score=CP [twosided=true]]
                [-draw movenumber=N movecount=N score=CP] [-maxmoves N]
                [-ratinginterval N] [-event NAME] [-site NAME]
  xiangqi-match -pool name=NAME [pgn=FILE]... [ptnml=A,B,C,D,E]... [-sprt ...]
                the results of earlier runs of one test taken together, from NAME's
                side: each run's PGN file (its complete pairs) or its Ptnml counts

Limit and timing keys (for -each or one -engine):
  tc=SECONDS[+INC] | tc=MOVES/SECONDS[+INC]   a game clock
  st=SECONDS                                  a fixed time per move
  nodes=N | depth=N                           a fixed node count or depth per move
  timemargin=MS      grace beyond the clock before a time loss (default 50)
  stall=SECONDS      longest wait for a node or depth search, the handshake and
                     isready (default 60)

Results are from the first engine's side. See docs/match.md.
";

#[cfg(test)]
mod tests {
    use super::*;

    fn words(s: &str) -> Vec<String> {
        split_words(s)
    }

    fn run(s: &str) -> Result<Config, CliError> {
        match parse(&words(s))? {
            Command::Run(c) => Ok(*c),
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn reads_a_full_command_line() {
        let c = run(
            "-engine cmd=target/release/xiangqi-engine name=new proto=uci \
             -engine cmd=/usr/games/fairy-stockfish name=fsf proto=ucci option.Hash=16 nodes=4000 \
             -each tc=10+0.1 'option.Move Overhead=0' -games 2 -rounds 500 -repeat -concurrency 2 \
             -openings file=o.epd format=epd order=random -srand 5 \
             -pgnout file=games.pgn -sprt elo0=0 elo1=5 alpha=0.05 beta=0.1",
        )
        .expect("valid");
        let [a, b] = &c.engines;
        assert_eq!((a.name.as_str(), a.proto), ("new", Proto::Uci));
        assert_eq!(a.limit.to_string(), "10+0.1");
        assert_eq!(b.limit, Limit::Nodes(4000));
        assert_eq!(b.proto, Proto::Ucci);
        assert_eq!(
            b.options,
            [
                ("Move Overhead".to_string(), "0".to_string()),
                ("Hash".to_string(), "16".to_string())
            ]
        );
        assert_eq!(
            (c.games, c.rounds, c.concurrency, c.srand),
            (2, 500, 2, Some(5))
        );
        let o = c.openings.expect("openings");
        assert!(o.random && o.format == Some(Format::Epd));
        assert_eq!(c.pgnout.expect("pgn").file, PathBuf::from("games.pgn"));
        let s = c.sprt.expect("sprt");
        assert_eq!((s.elo1, s.beta, s.model), (5.0, 0.1, EloModel::Normalized));
    }

    #[test]
    fn negative_values_and_quoted_args() {
        let c = run(
            "-engine cmd=a option.Contempt=-10 \"args=--fake 'x y'\" -engine cmd=a -each st=0.1",
        )
        .expect("valid");
        assert_eq!(
            c.engines[0].options,
            [("Contempt".to_string(), "-10".to_string())]
        );
        assert_eq!(c.engines[0].args, ["--fake", "x y"]);
        assert_eq!(c.engines[1].name, "a-2");
        assert_eq!(c.games, 1);
    }

    #[test]
    fn rejects_bad_command_lines() {
        let cases = [
            ("-engine cmd=a -each st=1", CliError::EngineCount(1)),
            (
                "-engine cmd=a -engine name=b -each st=1",
                CliError::NoCommand(2),
            ),
            ("-engine cmd=a -engine cmd=b", CliError::NoLimit("a".into())),
            (
                "-engine cmd=a st=1 nodes=5",
                CliError::TwoLimits("-engine".into()),
            ),
            ("-frobnicate", CliError::UnknownOption("-frobnicate".into())),
            ("stray", CliError::Stray("stray".into())),
            ("-games", CliError::MissingValue("-games".into())),
            (
                "-engine cmd=a colour=red",
                CliError::UnknownKey {
                    option: "-engine".into(),
                    key: "colour".into(),
                },
            ),
        ];
        for (line, want) in cases {
            assert_eq!(run(line).err(), Some(want), "{line}");
        }
        assert!(matches!(run("-games 3"), Err(CliError::BadValue { .. })));
        assert!(matches!(
            run("-each tc=abc"),
            Err(CliError::BadValue { .. })
        ));
        assert!(matches!(
            run("-sprt elo0=5 elo1=0"),
            Err(CliError::BadValue { .. })
        ));
        assert!(matches!(
            run("-sprt alpha=1.5"),
            Err(CliError::BadValue { .. })
        ));
        assert!(matches!(parse(&words("-help")), Ok(Command::Help)));
    }

    #[test]
    fn reads_a_pool_of_runs() {
        let c = parse(&words(
            "-pool name=new pgn=a.pgn ptnml=1,2,3,4,5 pgn=b.pgn -sprt elo0=0 elo1=10",
        ));
        let Ok(Command::Pool(p)) = c else {
            panic!("{c:?}")
        };
        assert_eq!(p.name, "new");
        assert_eq!(
            p.sources,
            [
                Source::Pgn("a.pgn".into()),
                Source::Ptnml([1, 2, 3, 4, 5]),
                Source::Pgn("b.pgn".into())
            ]
        );
        assert_eq!(p.sprt.map(|s| s.elo1), Some(10.0));
        let bad_lines = [
            (
                "-pool pgn=a.pgn",
                CliError::MissingValue("-pool name=".into()),
            ),
            (
                "-pool name=new",
                CliError::MissingValue("-pool pgn= or ptnml=".into()),
            ),
            (
                "-pool name=new pgn=a.pgn -rounds 5",
                CliError::PoolWithMatch("-rounds".into()),
            ),
            (
                "-engine cmd=a -pool name=new pgn=a.pgn",
                CliError::PoolWithMatch("-engine".into()),
            ),
        ];
        for (line, want) in bad_lines {
            assert_eq!(parse(&words(line)).err(), Some(want), "{line}");
        }
        for line in [
            "-pool name=new ptnml=1,2,3,4",
            "-pool name=new ptnml=1,2,3,4,x",
            "-pool name=new ptnml=1,2,3,4,5,6",
        ] {
            assert!(
                matches!(parse(&words(line)), Err(CliError::BadValue { .. })),
                "{line}"
            );
        }
    }
}
