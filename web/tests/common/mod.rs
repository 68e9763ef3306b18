//! A real server on a free port, and a small HTTP/1.1 client over a plain TCP stream
//! (so that tests can also send what a well-behaved client library would not).

#![allow(dead_code)] // each test file uses a part

use serde_json::Value;
use std::io::{BufRead, BufReader, Read, Write};
use std::net::{SocketAddr, TcpStream};
use std::time::{Duration, Instant};
use xiangqi_web::Config;

/// Whether an I/O error is the server having closed the connection on us.
fn closed_early(e: &std::io::Error) -> bool {
    use std::io::ErrorKind::{BrokenPipe, ConnectionAborted, ConnectionReset};
    matches!(e.kind(), BrokenPipe | ConnectionReset | ConnectionAborted)
}

/// A server running on its own thread until the test process ends.
pub struct Server {
    pub addr: SocketAddr,
}

impl Server {
    pub fn start(config: Config) -> Server {
        let listener = std::net::TcpListener::bind("127.0.0.1:0").expect("a free port");
        let addr = listener.local_addr().expect("an address");
        listener.set_nonblocking(true).expect("non-blocking");
        std::thread::spawn(move || {
            let rt = tokio::runtime::Runtime::new().expect("a runtime");
            rt.block_on(async move {
                let listener = tokio::net::TcpListener::from_std(listener).expect("tokio listener");
                xiangqi_web::serve(listener, config).await.expect("serving");
            });
        });
        Server { addr }
    }

    pub fn default_config() -> Config {
        Config {
            max_searches: 2,
            hash_mb: 4,
            ..Config::default()
        }
    }

    /// Sends raw bytes and reads the whole answer (the server closes after it).
    ///
    /// A server may answer before the request is all sent (a 413 decided from the
    /// announced length) and close the connection: the rest of the write then fails
    /// with a broken pipe or a reset. That is not an error here; the answer it sent is
    /// still read, and a reset that comes after it ends the reading.
    pub fn raw(&self, request: &[u8]) -> Response {
        let mut stream = TcpStream::connect(self.addr).expect("connect");
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .expect("timeout");
        if let Err(e) = stream.write_all(request) {
            assert!(closed_early(&e), "send: {e}");
        }
        let mut bytes = Vec::new();
        let mut buf = [0u8; 16 * 1024];
        loop {
            match stream.read(&mut buf) {
                Ok(0) => break,
                Ok(n) => bytes.extend_from_slice(&buf[..n]),
                Err(e) if e.kind() == std::io::ErrorKind::Interrupted => {}
                Err(e) if closed_early(&e) && !bytes.is_empty() => break,
                Err(e) => panic!("read: {e}"),
            }
        }
        Response::parse(&bytes)
    }

    pub fn request(&self, method: &str, path: &str, body: Option<&str>) -> Response {
        let body = body.unwrap_or("");
        let head = format!(
            "{method} {path} HTTP/1.1\r\nHost: {}\r\nConnection: close\r\n\
             Content-Type: application/json\r\nContent-Length: {}\r\n\r\n",
            self.addr,
            body.len()
        );
        let mut bytes = head.into_bytes();
        bytes.extend_from_slice(body.as_bytes());
        self.raw(&bytes)
    }

    pub fn get(&self, path: &str) -> Response {
        self.request("GET", path, None)
    }

    pub fn post(&self, path: &str, body: &str) -> Response {
        self.request("POST", path, Some(body))
    }

    /// A new game; panics unless the server creates it.
    pub fn new_game(&self, body: &str) -> Value {
        let r = self.post("/api/games", body);
        assert_eq!(r.status, 201, "{}", r.body);
        r.json()
    }

    pub fn state(&self, id: &str) -> Value {
        let r = self.get(&format!("/api/games/{id}"));
        assert_eq!(r.status, 200, "{}", r.body);
        r.json()
    }

    /// Polls the game until `done` holds, for at most a minute.
    pub fn wait_for(&self, id: &str, done: impl Fn(&Value) -> bool) -> Value {
        let deadline = Instant::now() + Duration::from_secs(60);
        loop {
            let s = self.state(id);
            if done(&s) {
                return s;
            }
            assert!(Instant::now() < deadline, "gave up waiting: {s}");
            std::thread::sleep(Duration::from_millis(5));
        }
    }

    /// Polls until the human is to move or the game is over.
    pub fn wait_for_human(&self, id: &str) -> Value {
        self.wait_for(id, |s| {
            !s["outcome"].is_null() || (s["turn"] == s["human"] && s["thinking"].is_null())
        })
    }

    /// Opens the event stream of a game; lines are read as they come.
    pub fn events(&self, id: &str) -> BufReader<TcpStream> {
        let mut stream = TcpStream::connect(self.addr).expect("connect");
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .expect("timeout");
        let head = format!(
            "GET /api/games/{id}/events HTTP/1.1\r\nHost: {}\r\nAccept: text/event-stream\r\n\r\n",
            self.addr
        );
        stream.write_all(head.as_bytes()).expect("send");
        let mut reader = BufReader::new(stream);
        let mut line = String::new();
        reader.read_line(&mut line).expect("status line");
        assert!(line.starts_with("HTTP/1.1 200"), "{line}");
        reader
    }
}

/// The next `data:` line of an event stream, as JSON.
pub fn next_event(reader: &mut BufReader<TcpStream>) -> Value {
    loop {
        let mut line = String::new();
        let n = reader.read_line(&mut line).expect("an event");
        assert!(n > 0, "the stream ended");
        if let Some(data) = line.strip_prefix("data: ") {
            return serde_json::from_str(data.trim_end()).expect("JSON data");
        }
    }
}

pub struct Response {
    pub status: u16,
    pub headers: Vec<(String, String)>,
    pub body: String,
}

impl Response {
    fn parse(bytes: &[u8]) -> Response {
        let text = String::from_utf8_lossy(bytes).into_owned();
        let (head, body) = text.split_once("\r\n\r\n").unwrap_or((&text, ""));
        let mut lines = head.lines();
        let status = lines
            .next()
            .and_then(|l| l.split(' ').nth(1))
            .and_then(|s| s.parse().ok())
            .unwrap_or(0);
        let headers: Vec<(String, String)> = lines
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_ascii_lowercase(), v.trim().to_owned()))
            .collect();
        let chunked = headers
            .iter()
            .any(|(k, v)| k == "transfer-encoding" && v.contains("chunked"));
        let body = if chunked {
            dechunk(body)
        } else {
            body.to_owned()
        };
        Response {
            status,
            headers,
            body,
        }
    }

    pub fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }

    pub fn json(&self) -> Value {
        serde_json::from_str(&self.body)
            .unwrap_or_else(|e| panic!("not JSON ({e}): {:?}", self.body))
    }

    /// The error code of a JSON error answer, with its status.
    pub fn error(&self) -> (u16, String) {
        let v = self.json();
        assert!(v["error"].as_str().is_some_and(|m| !m.is_empty()), "{v}");
        (self.status, v["code"].as_str().unwrap_or("").to_owned())
    }
}

fn dechunk(mut body: &str) -> String {
    let mut out = String::new();
    while let Some((size, rest)) = body.split_once("\r\n") {
        let n = usize::from_str_radix(size.trim(), 16).unwrap_or(0);
        let (Some(chunk), Some(next)) = (rest.get(..n), rest.get(n..)) else {
            break;
        };
        if n == 0 {
            break;
        }
        out.push_str(chunk);
        body = next.trim_start_matches("\r\n");
    }
    out
}
