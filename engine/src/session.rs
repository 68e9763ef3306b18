//! The engine's state between commands: the position, the options, the searcher, and
//! the search thread. Shared by the UCI and UCCI front ends.

use crate::options::{self, Setting};
use crate::protocol::{Out, Protocol};
use crate::report;
use std::thread::JoinHandle;
use xiangqi::search::{Limits, PastPosition, Searcher, Skill, StopHandle, replay};
use xiangqi::{Move, Position};

/// One engine as a GUI sees it: commands go in through [`crate::handle_line`], replies
/// come out through [`Out`].
pub struct Session {
    /// Where replies go.
    pub out: Out,
    /// The protocol spoken, UCI until the first `ucci`.
    pub protocol: Protocol,
    /// The position commands set.
    pub pos: Position,
    /// The positions before it since the last FEN, for the repetition rules.
    pub history: Vec<PastPosition>,
    /// UCCI's `banmoves`: moves the next search may not play.
    pub banned: Vec<Move>,
    searcher: Option<Searcher>,
    /// The Hash and Threads options as set, kept apart from the searcher so that a
    /// searcher built afresh (after a failed search thread) gets them too.
    hash_mb: usize,
    threads: usize,
    job: Option<JoinHandle<Searcher>>,
    handle: StopHandle,
    /// The Move Overhead option: milliseconds kept back from every clock.
    pub move_overhead_ms: u64,
    /// Lines reported per iteration (UCI MultiPV).
    pub multipv: usize,
    /// Centipawns a draw costs the engine ([`Limits::contempt`]).
    pub contempt: i32,
    /// UCCI's `usemillisec`: clock times in milliseconds rather than seconds.
    pub ucci_millis: bool,
    /// The Skill Level option (0 to 20; 20 is full strength).
    pub skill_level: u8,
    /// UCI_LimitStrength: play at [`Session::elo`] rather than at the skill level.
    pub limit_strength: bool,
    /// UCI_Elo: the rating to play at when the strength is limited.
    pub elo: u32,
}

impl Session {
    /// A session at the start position with every option at its default, writing to
    /// `out`.
    pub fn new(out: Out) -> Session {
        let hash_mb = options::spin_default(Setting::Hash);
        let threads = options::spin_default(Setting::Threads);
        let searcher = Searcher::new(hash_mb, threads);
        let handle = searcher.stop_handle();
        Session {
            out,
            protocol: Protocol::Uci,
            pos: Position::startpos(),
            history: Vec::new(),
            banned: Vec::new(),
            searcher: Some(searcher),
            hash_mb,
            threads,
            job: None,
            handle,
            move_overhead_ms: options::spin_default(Setting::MoveOverhead),
            multipv: options::spin_default(Setting::MultiPv),
            contempt: options::spin_default(Setting::Contempt),
            ucci_millis: false,
            skill_level: options::spin_default(Setting::SkillLevel),
            limit_strength: false,
            elo: options::spin_default(Setting::Elo),
        }
    }

    /// Says something to the GUI that is not part of the protocol's answers.
    pub fn info(&self, text: &str) {
        self.out.line(&format!("info string {text}"));
    }

    /// Stops a running search (it prints its best move) and takes the searcher back.
    pub fn stop(&mut self) {
        if let Some(job) = self.job.take() {
            self.handle.stop();
            match job.join() {
                Ok(s) => self.searcher = Some(s),
                Err(_) => {
                    self.info("the search thread failed; starting a fresh searcher");
                    self.rebuild_searcher();
                }
            }
        }
    }

    /// Replaces the searcher by a fresh one with the Hash and Threads options as set.
    pub fn rebuild_searcher(&mut self) {
        let s = self.fresh_searcher();
        self.handle = s.stop_handle();
        self.searcher = Some(s);
    }

    fn fresh_searcher(&self) -> Searcher {
        Searcher::new(self.hash_mb, self.threads)
    }

    /// Sets the Hash option (megabytes, at least one), clearing the table.
    pub fn set_hash_size(&mut self, mb: usize) {
        self.hash_mb = mb.max(1);
        self.searcher().set_hash_size(mb);
    }

    /// Sets the Threads option (at least one).
    pub fn set_threads(&mut self, n: usize) {
        self.threads = n.max(1);
        self.searcher().set_threads(n);
    }

    /// The GUI's `ponderhit`: the move pondered on was played.
    pub fn ponderhit(&self) {
        self.handle.ponderhit();
    }

    /// The searcher, once any running search has been stopped.
    pub fn searcher(&mut self) -> &mut Searcher {
        self.stop();
        let (hash_mb, threads) = (self.hash_mb, self.threads);
        self.searcher
            .get_or_insert_with(|| Searcher::new(hash_mb, threads))
    }

    /// Sets the position from a FEN (or the start) and moves; on any error says what and
    /// keeps the previous position.
    pub fn set_position(&mut self, fen: Option<&str>, moves: &[&str]) {
        let start = match fen {
            None => Position::startpos(),
            // Composed problems may place advisors, elephants or pawns off their points.
            Some(f) => match Position::from_fen_relaxed(f) {
                Ok(p) => p,
                Err(e) => {
                    self.info(&format!("bad FEN {f:?}: {e}; position unchanged"));
                    return;
                }
            },
        };
        let mut parsed = Vec::with_capacity(moves.len());
        for m in moves {
            match m.parse::<Move>() {
                Ok(mv) => parsed.push(mv),
                Err(e) => {
                    self.info(&format!("bad move {m:?}: {e}; position unchanged"));
                    return;
                }
            }
        }
        match replay(&start, &parsed) {
            Ok((pos, history)) => {
                self.pos = pos;
                self.history = history;
                self.banned.clear();
            }
            Err(err) => self.info(&format!(
                "move {} ({}) is illegal: {}; position unchanged",
                err.index + 1,
                parsed[err.index],
                err.source
            )),
        }
    }

    /// Starts a search on its own thread; it prints its info lines and best move.
    pub fn go(&mut self, mut limits: Limits, ponder: bool) {
        limits.move_overhead = std::time::Duration::from_millis(self.move_overhead_ms);
        limits.multipv = self.multipv;
        limits.contempt = self.contempt;
        limits.banned_moves = self.banned.clone();
        self.stop();
        let mut searcher = self
            .searcher
            .take()
            .unwrap_or_else(|| self.fresh_searcher());
        self.handle = searcher.stop_handle();
        self.handle.reset();
        // A `stop` that arrives before the search thread starts must still end it.
        self.handle.arm();
        if ponder {
            self.handle.start_pondering();
        }
        let skill = if self.limit_strength {
            Skill::from_elo(self.elo)
        } else {
            Skill::new(self.skill_level).unwrap_or(Skill::FULL)
        };
        let seed = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_nanos() as u64);
        let (pos, history, out, protocol) = (
            self.pos.clone(),
            self.history.clone(),
            self.out.clone(),
            self.protocol,
        );
        let spawned = std::thread::Builder::new()
            .name("search".into())
            .spawn(move || {
                let result = skill.search(&mut searcher, &pos, &history, &limits, seed, |info| {
                    out.line(&report::info_line(protocol, info));
                });
                out.line(&report::best_line(protocol, &result));
                searcher
            });
        match spawned {
            Ok(job) => self.job = Some(job),
            Err(e) => self.info(&format!("cannot start the search thread: {e}")),
        }
    }

    /// Starts `go perft depth` on the search thread: each first move's count as it is
    /// done, then the total; a stop ends it with a note instead of the total.
    pub fn perft(&mut self, depth: u32) {
        self.stop();
        let searcher = self
            .searcher
            .take()
            .unwrap_or_else(|| self.fresh_searcher());
        self.handle = searcher.stop_handle();
        self.handle.reset();
        let (mut pos, out, handle) = (self.pos.clone(), self.out.clone(), self.handle.clone());
        let spawned = std::thread::Builder::new()
            .name("perft".into())
            .spawn(move || {
                report::perft(&mut pos, depth, &out, &mut || handle.is_stopped());
                searcher
            });
        match spawned {
            Ok(job) => self.job = Some(job),
            Err(e) => self.info(&format!("cannot start the perft thread: {e}")),
        }
    }

    /// Ends any search before the program exits.
    pub fn shutdown(&mut self) {
        self.stop();
    }
}
