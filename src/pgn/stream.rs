//! Reading PGN archives as a stream: one game at a time from any [`BufRead`], in
//! constant memory, going on after a game it cannot read.

use super::reader::Parser;
use super::{PgnError, PgnErrorKind, PgnGame};
use std::collections::VecDeque;
use std::io::BufRead;

/// The text encoding of a PGN archive.
///
/// Most Chinese game databases write GBK (or its superset GB18030); reading them needs
/// the `encoding` feature. Without it, [`Encoding::Auto`] reads UTF-8 only.
///
/// ```
/// assert_eq!(xiangqi::pgn::Encoding::default(), xiangqi::pgn::Encoding::Auto);
/// ```
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
#[non_exhaustive]
pub enum Encoding {
    /// Each line as UTF-8 if it is valid UTF-8, else (with the `encoding` feature) as
    /// GB18030, which reads GBK and GB2312 too. A UTF-8 byte-order mark is skipped.
    #[default]
    Auto,
    /// UTF-8 only: a line that is not UTF-8 is an error.
    Utf8,
    /// GB18030 (and so GBK and GB2312): every line decoded as such.
    #[cfg(feature = "encoding")]
    #[cfg_attr(docsrs, doc(cfg(feature = "encoding")))]
    Gb18030,
}

/// A streaming reader of PGN games: an iterator of `Result<PgnGame, PgnError>`, one item
/// per game of the input, in order.
///
/// It holds one game's text at a time, so an archive of any size is read in constant
/// memory. A game that cannot be read is one `Err` (with [`PgnError::game`], the game's
/// number in the input, and the line in the input); reading goes on at the next game's
/// tags. Each game is read in the notation of its `Format` tag, or, without one, in the
/// notation its first move is written in (coordinates, WXF or Chinese). An error of the
/// input itself ([`PgnErrorKind::Io`]) ends the iteration.
///
/// ```
/// use xiangqi::pgn::{Reader, PgnErrorKind};
/// let archive = "[Event \"a\"]\n\n1. h2e2 h9g7 *\n\n\
///                [Event \"b\"]\n\n1. h2e2 z9z9 *\n\n\
///                [Event \"c\"]\n\n1. C2.5 H8+7 1-0\n";
/// let results: Vec<_> = Reader::new(archive.as_bytes()).collect();
/// assert_eq!(results.len(), 3);
/// assert_eq!(results[0].as_ref().map(|g| g.moves.nodes.len()), Ok(2));
/// let err = results[1].as_ref().unwrap_err();
/// assert_eq!((err.game, err.line), (Some(2), 7));
/// assert!(matches!(err.kind, PgnErrorKind::BadMove { .. }));
/// let third = results[2].as_ref().expect("WXF, found without a Format tag");
/// assert_eq!(third.notation, xiangqi::Notation::Wxf);
/// ```
#[derive(Debug)]
pub struct Reader<R> {
    input: R,
    encoding: Encoding,
    /// Lines read so far.
    line: usize,
    /// Games found so far.
    games: usize,
    /// A line read ahead that starts the next game (or could not be decoded), with its
    /// number.
    ahead: Option<(Result<String, PgnErrorKind>, usize)>,
    /// Games read and not yet returned.
    ready: VecDeque<Result<PgnGame, PgnError>>,
    /// The input is exhausted (or failed).
    done: bool,
    bytes: Vec<u8>,
}

impl<R: BufRead> Reader<R> {
    /// A reader of `input` in [`Encoding::Auto`].
    ///
    /// ```
    /// let games = xiangqi::pgn::Reader::new("1. h2e2 *".as_bytes()).count();
    /// assert_eq!(games, 1);
    /// ```
    pub fn new(input: R) -> Reader<R> {
        Reader::with_encoding(input, Encoding::Auto)
    }

    /// A reader of `input` in the given encoding.
    ///
    /// ```
    /// use xiangqi::pgn::{Encoding, Reader};
    /// let bad = b"[Event \"\xc6\xe5\"]\n1. h2e2 *\n";
    /// let first = Reader::with_encoding(&bad[..], Encoding::Utf8).next().expect("one game");
    /// assert!(first.is_err(), "not UTF-8");
    /// ```
    pub fn with_encoding(input: R, encoding: Encoding) -> Reader<R> {
        Reader {
            input,
            encoding,
            line: 0,
            games: 0,
            ahead: None,
            ready: VecDeque::new(),
            done: false,
            bytes: Vec::new(),
        }
    }

    /// How many games (read or not) the reader has met so far.
    ///
    /// ```
    /// let mut reader = xiangqi::pgn::Reader::new("1. h2e2 *\n\n1. b0c2 *\n".as_bytes());
    /// reader.next();
    /// assert_eq!(reader.games_seen(), 2, "both games are in the first tag section's text");
    /// ```
    pub fn games_seen(&self) -> usize {
        self.games
    }

    /// Reads the next line, decoded, without its line ending; `None` at the end.
    fn read_line(&mut self) -> Option<Result<String, PgnErrorKind>> {
        self.bytes.clear();
        match self.input.read_until(b'\n', &mut self.bytes) {
            Ok(0) => return None,
            Ok(_) => {}
            Err(e) => {
                self.done = true;
                return Some(Err(PgnErrorKind::Io {
                    kind: e.kind(),
                    message: e.to_string(),
                }));
            }
        }
        self.line += 1;
        let mut bytes = &self.bytes[..];
        while let Some((b'\n' | b'\r', rest)) = bytes.split_last() {
            bytes = rest;
        }
        if self.line == 1 {
            bytes = bytes.strip_prefix(b"\xef\xbb\xbf").unwrap_or(bytes);
        }
        Some(decode(bytes, self.encoding))
    }

    /// Reads the text of the next tag section and its movetext: the lines up to the next
    /// tag line that follows movetext. Returns the text, its first line, and the first
    /// line that could not be decoded; `None` at the end of the input.
    fn next_chunk(&mut self) -> Option<Chunk> {
        let mut chunk = Chunk {
            text: String::new(),
            first_line: self.line + 1,
            fault: None,
        };
        let mut movetext = false;
        let mut in_comment = false;
        let mut any = false;
        let mut next = self.ahead.take();
        if let Some((_, line)) = next {
            chunk.first_line = line;
        }
        loop {
            let (read, line) = match next.take() {
                Some(ahead) => ahead,
                None if self.done => break,
                None => match self.read_line() {
                    Some(read) => (read, self.line),
                    None => {
                        self.done = true;
                        break;
                    }
                },
            };
            // A tag line after movetext starts the next game (even one that cannot be
            // decoded: its bytes still start with a bracket).
            let tag = !in_comment
                && match &read {
                    Ok(text) => text.trim_start().starts_with('['),
                    Err(_) => self.bytes.trim_ascii_start().starts_with(b"["),
                };
            if tag && movetext {
                self.ahead = Some((read, line));
                break;
            }
            let text = match read {
                Ok(text) => text,
                Err(kind @ PgnErrorKind::Io { .. }) => {
                    chunk.fault.get_or_insert((line.max(1), kind));
                    break;
                }
                Err(kind) => {
                    chunk.fault.get_or_insert((line, kind));
                    any = true;
                    // Keep the line count right; the text is lost anyway.
                    chunk.text.push('\n');
                    continue;
                }
            };
            let trimmed = text.trim_start();
            if !tag && !trimmed.is_empty() {
                movetext = true;
                in_comment = comment_open_after(trimmed, in_comment);
            }
            if !trimmed.is_empty() {
                any = true;
            }
            chunk.text.push_str(&text);
            chunk.text.push('\n');
        }
        (any || chunk.fault.is_some()).then_some(chunk)
    }

    /// Reads the games of the next chunk into `ready`.
    fn fill(&mut self) {
        while self.ready.is_empty() {
            let Some(chunk) = self.next_chunk() else {
                return;
            };
            let offset = chunk.first_line - 1;
            if let Some((line, kind)) = chunk.fault {
                self.games += 1;
                self.ready.push_back(Err(PgnError {
                    line,
                    game: Some(self.games),
                    kind,
                }));
                continue;
            }
            let mut parser = match Parser::new(&chunk.text) {
                Ok(p) => p,
                Err(e) => {
                    self.games += 1;
                    self.ready.push_back(Err(e.placed(offset, self.games)));
                    continue;
                }
            };
            loop {
                match parser.game() {
                    Ok(Some(game)) => {
                        self.games += 1;
                        self.ready.push_back(Ok(game));
                    }
                    Ok(None) => break,
                    Err(e) => {
                        // The rest of the chunk is skipped: reading goes on at the next
                        // tag section.
                        self.games += 1;
                        self.ready.push_back(Err(e.placed(offset, self.games)));
                        break;
                    }
                }
            }
        }
    }
}

impl<R: BufRead> Iterator for Reader<R> {
    type Item = Result<PgnGame, PgnError>;

    fn next(&mut self) -> Option<Result<PgnGame, PgnError>> {
        self.fill();
        self.ready.pop_front()
    }
}

/// The text of one tag section and its movetext.
struct Chunk {
    text: String,
    first_line: usize,
    fault: Option<(usize, PgnErrorKind)>,
}

/// Whether a `{` comment is open at the end of `line`, given whether one was open at its
/// start (a `;` comment runs to the end of the line).
fn comment_open_after(line: &str, mut open: bool) -> bool {
    for c in line.chars() {
        match (open, c) {
            (true, '}') => open = false,
            (false, '{') => open = true,
            (false, ';') => break,
            _ => {}
        }
    }
    open
}

/// Decodes one line in `encoding`.
fn decode(bytes: &[u8], encoding: Encoding) -> Result<String, PgnErrorKind> {
    match (std::str::from_utf8(bytes), encoding) {
        #[cfg(feature = "encoding")]
        (_, Encoding::Gb18030) | (Err(_), Encoding::Auto) => gb18030(bytes),
        (Ok(text), _) => Ok(text.to_owned()),
        (Err(e), _) => Err(PgnErrorKind::NotUtf8 {
            column: e.valid_up_to() + 1,
        }),
    }
}

#[cfg(feature = "encoding")]
fn gb18030(bytes: &[u8]) -> Result<String, PgnErrorKind> {
    let (text, had_errors) = encoding_rs::GB18030.decode_without_bom_handling(bytes);
    if had_errors {
        let column = text.find('\u{fffd}').map_or(1, |i| i + 1);
        return Err(PgnErrorKind::NotGb18030 { column });
    }
    Ok(text.into_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_tag_line_inside_a_comment_does_not_start_a_game() {
        let text = "1. h2e2 {a comment\n[not a tag]\n} h9g7 *\n[Event \"x\"]\n1. h2e2 *\n";
        let games: Vec<_> = Reader::new(text.as_bytes()).collect();
        assert_eq!(games.len(), 2, "{games:?}");
        assert!(games.iter().all(Result::is_ok), "{games:?}");
    }

    #[test]
    fn lines_count_from_the_start_of_the_input() {
        let text = "[A \"1\"]\n\n1. h2e2 *\n\n[A \"2\"]\n\n1. h2e2 h2e2 *\n";
        let games: Vec<_> = Reader::new(text.as_bytes()).collect();
        let err = games[1].as_ref().unwrap_err();
        assert_eq!((err.line, err.game), (7, Some(2)), "{err}");
    }

    #[test]
    fn crlf_and_a_byte_order_mark_are_read() {
        let text = "\u{feff}[Event \"x\"]\r\n\r\n1. h2e2 *\r\n";
        let games: Vec<_> = Reader::new(text.as_bytes()).collect();
        assert_eq!(games.len(), 1);
        assert_eq!(games[0].as_ref().map(|g| g.tag("Event")), Ok(Some("x")));
    }

    #[test]
    fn an_empty_input_has_no_games() {
        assert_eq!(Reader::new(&b""[..]).count(), 0);
        assert_eq!(Reader::new(&b"\n\n  \n"[..]).count(), 0);
    }

    #[test]
    fn bytes_that_are_not_text_are_one_error_and_the_next_game_is_read() {
        let mut text = b"[Event \"\xff\xfe\"]\n1. h2e2 *\n".to_vec();
        text.extend_from_slice(b"[Event \"ok\"]\n1. h2e2 *\n");
        let games: Vec<_> = Reader::with_encoding(&text[..], Encoding::Utf8).collect();
        assert_eq!(games.len(), 2);
        let err = games[0].as_ref().unwrap_err();
        assert_eq!(err.line, 1);
        assert!(
            matches!(err.kind, PgnErrorKind::NotUtf8 { column: 9 }),
            "{err}"
        );
        assert!(games[1].is_ok());
    }
}
