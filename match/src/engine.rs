//! An engine process: started once, kept alive across games, restarted after a crash.
//!
//! A reader thread stamps each line of the engine's output with the moment it arrived,
//! so a move's time is measured from the write of `go` to the arrival of `bestmove`,
//! whatever the game thread was doing meanwhile.

use crate::clock::Limit;
use crate::protocol::{Dialect, Info, Intro, Proto, best_move};
use std::io::{BufRead, BufReader, Write};
use std::path::PathBuf;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::mpsc::{Receiver, RecvTimeoutError, Sender, channel};
use std::time::{Duration, Instant};

/// How to start and set up one engine.
#[derive(Clone, Debug, PartialEq)]
pub struct EngineSpec {
    /// The name in results and PGN.
    pub name: String,
    /// The program.
    pub cmd: PathBuf,
    /// Its arguments.
    pub args: Vec<String>,
    /// Its working directory (default: the runner's).
    pub dir: Option<PathBuf>,
    /// The protocol.
    pub proto: Proto,
    /// Options to set after the introduction, in order.
    pub options: Vec<(String, String)>,
    /// How long it may think.
    pub limit: Limit,
    /// Grace beyond the clock or move time before a time loss.
    pub margin: Duration,
    /// How long a node or depth search may take before the engine counts as stalled;
    /// also the time allowed for the introduction and `isready`.
    pub stall: Duration,
}

/// Why an engine could not be used.
#[derive(Debug, thiserror::Error)]
pub enum EngineError {
    /// The program could not be started.
    #[error("cannot start engine {name} ({cmd}): {source}")]
    Start {
        /// The engine's name.
        name: String,
        /// The program.
        cmd: String,
        /// Why.
        source: std::io::Error,
    },
    /// The engine exited, or its pipe broke.
    #[error("engine {name} exited")]
    Exited {
        /// The engine's name.
        name: String,
    },
    /// The engine did not answer in time.
    #[error("engine {name} did not answer {waiting_for:?} within {secs:.1} s")]
    Silent {
        /// The engine's name.
        name: String,
        /// The reply waited for.
        waiting_for: String,
        /// How long.
        secs: f64,
    },
}

/// What the reader thread passes on: a line of output, a search's end (its `bestmove`
/// with the last score and depth of its `info` lines, which the reader keeps itself
/// so that the game thread wakes once a move, not once a line), or the end of output.
enum Event {
    Line(String),
    Best(Option<String>, Info, Instant),
    Eof,
}

/// The reader thread: reads lines until the end of output.
fn read_lines(stdout: ChildStdout, tx: Sender<Event>) {
    let mut reader = BufReader::new(stdout);
    let mut buf = Vec::new();
    let mut info = Info::default();
    loop {
        buf.clear();
        match reader.read_until(b'\n', &mut buf) {
            Ok(0) | Err(_) => break,
            Ok(_) => {}
        }
        let at = Instant::now();
        let text = String::from_utf8_lossy(&buf);
        let text = text.trim_end();
        let event = if let Some(best) = best_move(text) {
            Event::Best(best, std::mem::take(&mut info), at)
        } else if let Some(i) = Info::parse(text) {
            if i.score.is_some() {
                info = i;
            } else if i.depth.is_some() {
                info.depth = i.depth;
            }
            continue;
        } else {
            Event::Line(text.to_string())
        };
        if tx.send(event).is_err() {
            return;
        }
    }
    let _ = tx.send(Event::Eof);
}

/// A search's answer.
#[derive(Clone, Debug, PartialEq)]
pub struct Reply {
    /// The move's text, or `None` when the engine said it has no move.
    pub best: Option<String>,
    /// From the start of the write of `go` to the arrival of `bestmove`.
    pub elapsed: Duration,
    /// When `bestmove` arrived (read by the reader thread).
    pub arrived: Instant,
    /// When the game thread took it from the reader thread.
    pub picked: Instant,
    /// The last `info` with a score or depth.
    pub info: Info,
}

/// Why a search gave no answer.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NoReply {
    /// No `bestmove` within the time allowed.
    Timeout,
    /// The engine exited.
    Crashed,
    /// The match was stopped meanwhile.
    Aborted,
}

/// A running engine.
pub struct Engine {
    spec: EngineSpec,
    child: Child,
    stdin: ChildStdin,
    lines: Receiver<Event>,
    dialect: Dialect,
    intro: Intro,
    alive: bool,
}

/// How often a waiting game looks at the stop flag.
const POLL: Duration = Duration::from_millis(100);

impl Engine {
    /// Starts the engine, reads its introduction, sets its options and waits until it
    /// is ready.
    ///
    /// # Errors
    /// If it cannot be started, exits, or stays silent for the spec's stall time.
    pub fn start(spec: &EngineSpec) -> Result<Engine, EngineError> {
        let mut command = Command::new(&spec.cmd);
        command
            .args(&spec.args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null());
        if let Some(dir) = &spec.dir {
            command.current_dir(dir);
        }
        let mut child = command.spawn().map_err(|source| EngineError::Start {
            name: spec.name.clone(),
            cmd: spec.cmd.display().to_string(),
            source,
        })?;
        let (Some(stdin), Some(stdout)) = (child.stdin.take(), child.stdout.take()) else {
            let _ = child.kill();
            return Err(EngineError::Exited {
                name: spec.name.clone(),
            });
        };
        let (tx, rx) = channel();
        std::thread::spawn(move || read_lines(stdout, tx));
        let mut engine = Engine {
            spec: spec.clone(),
            child,
            stdin,
            lines: rx,
            dialect: Dialect::of(spec.proto, &Intro::default()),
            intro: Intro::default(),
            alive: true,
        };
        let result = engine.introduce();
        if result.is_err() {
            engine.kill();
        }
        result.map(|()| engine)
    }

    fn introduce(&mut self) -> Result<(), EngineError> {
        let (hello, ok) = self.spec.proto.hello();
        self.send(hello)?;
        let lines = self.wait_for(ok, self.spec.stall)?;
        self.intro = Intro::read(&lines);
        if self.spec.proto == Proto::Ucci && self.intro.has("usemillisec") {
            self.send(&Proto::Ucci.setoption("usemillisec", Some("true")))?;
        }
        self.dialect = Dialect::of(self.spec.proto, &self.intro);
        for (name, value) in self.spec.options.clone() {
            self.send(&self.spec.proto.setoption(&name, Some(&value)))?;
        }
        self.ready()
    }

    /// The engine's settings.
    pub fn spec(&self) -> &EngineSpec {
        &self.spec
    }

    /// How the engine wants its commands.
    pub fn dialect(&self) -> Dialect {
        self.dialect
    }

    /// Whether the process is still usable (false after a crash or a kill).
    pub fn alive(&self) -> bool {
        self.alive
    }

    /// Writes one line.
    fn send(&mut self, line: &str) -> Result<(), EngineError> {
        let ok = writeln!(self.stdin, "{line}").and_then(|()| self.stdin.flush());
        if ok.is_err() {
            self.alive = false;
            return Err(EngineError::Exited {
                name: self.spec.name.clone(),
            });
        }
        Ok(())
    }

    /// Reads lines until one that is exactly `reply` (trimmed); returns those before it.
    fn wait_for(&mut self, reply: &str, timeout: Duration) -> Result<Vec<String>, EngineError> {
        let deadline = Instant::now() + timeout;
        let mut seen = Vec::new();
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(Event::Line(line)) if line.trim() == reply => return Ok(seen),
                Ok(Event::Line(line)) => seen.push(line),
                Ok(Event::Best(..)) => {}
                Ok(Event::Eof) | Err(RecvTimeoutError::Disconnected) => {
                    self.alive = false;
                    return Err(EngineError::Exited {
                        name: self.spec.name.clone(),
                    });
                }
                Err(RecvTimeoutError::Timeout) => {
                    return Err(EngineError::Silent {
                        name: self.spec.name.clone(),
                        waiting_for: reply.into(),
                        secs: timeout.as_secs_f64(),
                    });
                }
            }
        }
    }

    /// `isready`, and waits for `readyok`.
    ///
    /// # Errors
    /// If the engine exits or stays silent.
    pub fn ready(&mut self) -> Result<(), EngineError> {
        self.send("isready")?;
        self.wait_for("readyok", self.spec.stall).map(drop)
    }

    /// Tells the engine a new game starts, and waits until it is ready.
    ///
    /// # Errors
    /// If the engine exits or stays silent.
    pub fn new_game(&mut self) -> Result<(), EngineError> {
        match self.spec.proto {
            Proto::Uci => self.send("ucinewgame")?,
            Proto::Ucci if self.intro.has("newgame") => {
                self.send(&Proto::Ucci.setoption("newgame", None))?;
            }
            Proto::Ucci => {}
        }
        self.ready()
    }

    /// Sends the position and `go`, then waits for `bestmove` up to `allowed` (or the
    /// stall time when `None`), looking at `stop` meanwhile. Returns the reply and the
    /// moment `go` was written.
    pub fn search(
        &mut self,
        position: &str,
        go: &str,
        allowed: Option<Duration>,
        stop: &AtomicBool,
    ) -> (Result<Reply, NoReply>, Instant) {
        // Lines left over from the last search (late `info`s) are not this one's.
        while let Ok(event) = self.lines.try_recv() {
            if let Event::Eof = event {
                self.alive = false;
                return (Err(NoReply::Crashed), Instant::now());
            }
        }
        // One write for both lines, so that the engine wakes once, with its command.
        // Its clock starts as the write begins: the write wakes the engine, which may
        // take the core before the write returns.
        let sent = Instant::now();
        if self.send(&format!("{position}\n{go}")).is_err() {
            return (Err(NoReply::Crashed), sent);
        }
        let allowed = allowed.unwrap_or(self.spec.stall);
        let deadline = sent + allowed;
        loop {
            let now = Instant::now();
            if now >= deadline {
                return (Err(NoReply::Timeout), sent);
            }
            if stop.load(Ordering::Relaxed) {
                return (Err(NoReply::Aborted), sent);
            }
            match self.lines.recv_timeout((deadline - now).min(POLL)) {
                Ok(Event::Best(best, info, at)) => {
                    let reply = Reply {
                        best,
                        elapsed: at - sent,
                        arrived: at,
                        picked: Instant::now(),
                        info,
                    };
                    return (Ok(reply), sent);
                }
                Ok(Event::Line(..)) => {}
                Ok(Event::Eof) | Err(RecvTimeoutError::Disconnected) => {
                    self.alive = false;
                    return (Err(NoReply::Crashed), sent);
                }
                Err(RecvTimeoutError::Timeout) => {}
            }
        }
    }

    /// Stops a search that overran: `stop`, then up to a second for its `bestmove`;
    /// an engine that does not answer is killed (and restarted before its next game).
    pub fn halt(&mut self) {
        if !self.alive {
            return;
        }
        if self.send("stop").is_err() {
            return;
        }
        let deadline = Instant::now() + Duration::from_secs(1);
        loop {
            let left = deadline.saturating_duration_since(Instant::now());
            match self.lines.recv_timeout(left) {
                Ok(Event::Best(..)) => return,
                Ok(Event::Line(..)) => {}
                Ok(Event::Eof) | Err(_) => break,
            }
        }
        self.kill();
    }

    /// Kills the process.
    pub fn kill(&mut self) {
        self.alive = false;
        let _ = self.child.kill();
        let _ = self.child.wait();
    }

    /// Asks the engine to quit, and kills it if it has not within a second.
    pub fn quit(mut self) {
        if self.alive && self.send("quit").is_ok() {
            let deadline = Instant::now() + Duration::from_secs(1);
            while Instant::now() < deadline {
                if let Ok(Some(_)) = self.child.try_wait() {
                    return;
                }
                std::thread::sleep(Duration::from_millis(10));
            }
        }
        self.kill();
    }
}
