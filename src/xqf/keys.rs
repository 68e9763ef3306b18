//! XQF's keys: how the header's key bytes encipher the pieces' squares, the moves, the
//! comment lengths and every byte after the header (from version 1.1 on).

use crate::Move;

/// The text whose bytes, masked by the header's keys, offset the bytes after the header.
const COPYRIGHT: &[u8; 32] = b"[(C) Copyright Mr. Dong Shiwei.]";

/// The keys of one file.
#[derive(Clone, Debug)]
pub(super) struct Keys {
    version: u8,
    /// Offsets the pieces' squares, and rotates them (1.2 and later).
    square: u8,
    /// Offsets the from-square of each move.
    from: u8,
    /// Offsets the to-square of each move.
    to: u8,
    /// Offsets the length of each comment.
    comment: u32,
    /// Offsets each byte after the header, by its position in the file modulo 32.
    bytes: [u8; 32],
}

/// XQStudio's function from a key byte and the previous key to the next key.
fn derive(key: u8, by: u8) -> u8 {
    let k = key.wrapping_mul(key);
    let k = k.wrapping_mul(3).wrapping_add(9);
    let k = k.wrapping_mul(3).wrapping_add(8);
    let k = k.wrapping_mul(2).wrapping_add(1);
    let k = k.wrapping_mul(3).wrapping_add(8);
    k.wrapping_mul(by)
}

impl Keys {
    /// The keys of a header (at least 1,024 bytes, starting with `XQ`).
    pub(super) fn from_header(h: &[u8]) -> Keys {
        let version = h[2];
        if version <= 10 {
            return Keys {
                version,
                square: 0,
                from: 0,
                to: 0,
                comment: 0,
                bytes: [0; 32],
            };
        }
        let (mask, or) = (h[3], &h[8..12]);
        let (sum, xy, xyf, xyt) = (h[12], h[13], h[14], h[15]);
        let square = derive(xy, xy);
        let from = derive(xyf, square);
        let to = derive(xyt, from);
        let comment = (u32::from(sum) * 256 + u32::from(xy)) % 32000 + 767;
        let masks = [
            (sum & mask) | or[0],
            (xy & mask) | or[1],
            (xyf & mask) | or[2],
            (xyt & mask) | or[3],
        ];
        let mut bytes = [0u8; 32];
        for (i, b) in bytes.iter_mut().enumerate() {
            *b = COPYRIGHT[i] & masks[i % 4];
        }
        Keys {
            version,
            square,
            from,
            to,
            comment,
            bytes,
        }
    }

    /// Draws the key bytes of a new file from `seed` into the header `h` (whose version
    /// is set), and returns its keys. The key bytes sum to 0, as XQStudio checks.
    pub(super) fn choose(h: &mut [u8], seed: u64) -> Keys {
        if h[2] > 10 {
            let mut state = seed ^ 0x9e37_79b9_7f4a_7c15;
            let mut next = move || {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                (state >> 24) as u8
            };
            h[3] = next();
            for b in &mut h[8..12] {
                *b = next();
            }
            let (xy, xyf, xyt) = (next(), next(), next());
            h[12] = 0u8.wrapping_sub(xy).wrapping_sub(xyf).wrapping_sub(xyt);
            h[13..16].copy_from_slice(&[xy, xyf, xyt]);
        }
        Keys::from_header(h)
    }

    /// The 32 pieces' squares of a header, deciphered.
    pub(super) fn piece_squares(&self, h: &[u8]) -> [u8; 32] {
        let mut raw = [0u8; 32];
        raw.copy_from_slice(&h[16..48]);
        if self.version <= 10 {
            return raw;
        }
        let mut squares = raw;
        if self.version >= 12 {
            for (i, &b) in raw.iter().enumerate() {
                squares[(i + usize::from(self.square) + 1) % 32] = b;
            }
        }
        squares.map(|b| b.wrapping_sub(self.square))
    }

    /// Writes the 32 pieces' squares into a header, enciphered.
    pub(super) fn put_piece_squares(&self, h: &mut [u8], squares: &[u8; 32]) {
        if self.version <= 10 {
            h[16..48].copy_from_slice(squares);
            return;
        }
        let shift = usize::from(self.square) + 1;
        for (j, &sq) in squares.iter().enumerate() {
            let i = if self.version >= 12 {
                (j + 32 - shift % 32) % 32
            } else {
                j
            };
            h[16 + i] = sq.wrapping_add(self.square);
        }
    }
}

/// One record of the move tree, deciphered.
#[derive(Clone, Debug)]
pub(super) struct Record {
    /// The from-square, `file * 10 + rank`.
    pub(super) from: u8,
    /// The to-square.
    pub(super) to: u8,
    /// The node has a next move.
    pub(super) next: bool,
    /// The node has an alternative.
    pub(super) other: bool,
    /// Its comment, if any.
    pub(super) comment: Option<String>,
}

/// Reads or writes the bytes after the header, enciphering by position.
pub(super) struct Cipher<'a, B> {
    data: B,
    at: usize,
    keys: &'a Keys,
}

impl<'a> Cipher<'a, &'a [u8]> {
    /// A reader of the move tree of `bytes`.
    pub(super) fn new(bytes: &'a [u8], keys: &'a Keys) -> Self {
        Cipher {
            data: bytes,
            at: super::HEADER,
            keys,
        }
    }

    /// Where the next record starts.
    pub(super) fn offset(&self) -> usize {
        self.at
    }

    fn take(&mut self, n: usize) -> Option<Vec<u8>> {
        let end = self.at.checked_add(n).filter(|&e| e <= self.data.len())?;
        let out = (self.at..end)
            .map(|p| self.data[p].wrapping_sub(self.keys.bytes[p % 32]))
            .collect();
        self.at = end;
        Some(out)
    }

    fn length(&mut self) -> u32 {
        // A file may end right after the last record's flags, without the length its
        // flag promises (XQStudio wrote such files): no comment, then.
        self.take(4)
            .map_or(0, |b| u32::from_le_bytes([b[0], b[1], b[2], b[3]]))
    }

    /// The next record, or `None` at the end of the data.
    pub(super) fn record(&mut self) -> Result<Option<Record>, super::XqfError> {
        let offset = self.at;
        if offset >= self.data.len() {
            return Ok(None);
        }
        let head = self.take(4).ok_or(super::XqfError::Truncated { offset })?;
        let from = head[0].wrapping_sub(0x18).wrapping_sub(self.keys.from);
        let to = head[1].wrapping_sub(0x20).wrapping_sub(self.keys.to);
        let (next, other, size) = if self.keys.version <= 10 {
            (head[2] & 0xf0 != 0, head[2] & 0x0f != 0, self.length())
        } else {
            let size = if head[2] & 0x20 != 0 {
                self.length().wrapping_sub(self.keys.comment)
            } else {
                0
            };
            (head[2] & 0x80 != 0, head[2] & 0x40 != 0, size)
        };
        let comment = match size {
            0 => None,
            n => {
                let n = usize::try_from(n).unwrap_or(usize::MAX);
                let bytes = self.take(n).ok_or(super::XqfError::Truncated { offset })?;
                Some(super::text(&bytes)).filter(|c| !c.trim().is_empty())
            }
        };
        Ok(Some(Record {
            from,
            to,
            next,
            other,
            comment,
        }))
    }
}

impl<'a> Cipher<'a, &'a mut Vec<u8>> {
    /// A writer appending the move tree to `out`, which holds the header.
    pub(super) fn writer(out: &'a mut Vec<u8>, keys: &'a Keys) -> Self {
        Cipher {
            at: out.len(),
            data: out,
            keys,
        }
    }

    fn put(&mut self, plain: &[u8]) {
        for &b in plain {
            self.data
                .push(b.wrapping_add(self.keys.bytes[self.at % 32]));
            self.at += 1;
        }
    }

    /// Appends a record: the move (`None` for the root), its flags and its comment.
    pub(super) fn put_record(&mut self, mv: Option<Move>, next: bool, other: bool, comment: &str) {
        let xy = |sq: crate::Square| (sq.file().index() * 10 + sq.rank().index()) as u8;
        let (from, to) = mv.map_or((0, 0), |m| (xy(m.from()), xy(m.to())));
        let text = encoding_rs::GB18030.encode(comment.trim()).0;
        let len = u32::try_from(text.len()).unwrap_or(u32::MAX);
        let old = self.keys.version <= 10;
        let flags = if old {
            (if next { 0xf0 } else { 0 }) | (if other { 0x0f } else { 0 })
        } else {
            (if next { 0x80 } else { 0 })
                | (if other { 0x40 } else { 0 })
                | (if text.is_empty() { 0 } else { 0x20 })
        };
        self.put(&[
            from.wrapping_add(0x18).wrapping_add(self.keys.from),
            to.wrapping_add(0x20).wrapping_add(self.keys.to),
            flags,
            0,
        ]);
        if old {
            self.put(&len.to_le_bytes());
        } else if !text.is_empty() {
            self.put(&len.wrapping_add(self.keys.comment).to_le_bytes());
        }
        self.put(&text);
    }
}
