//! `xiangqi-web`: serves the browser game, by default on http://127.0.0.1:8080/.

use std::net::{IpAddr, Ipv4Addr, SocketAddr};
use std::process::ExitCode;
use std::time::Duration;
use xiangqi_web::Config;

const USAGE: &str = "\
usage: xiangqi-web [--host ADDRESS] [--port N] [--max-searches N] [--hash MB]
                   [--max-games N] [--idle-minutes N] [--db FILE]

Serves the xiangqi game on http://127.0.0.1:8080/ (open it in a browser).
  --host ADDRESS     listen on ADDRESS (default 127.0.0.1; another address lets other
                     machines play, and the server has no login)
  --port N           listen on port N (default 8080; 0 picks a free port)
  --max-searches N   searches running at once, the others wait (default: the cores)
  --hash MB          hash table of each search (default 32)
  --max-games N      games held at most (default 1000)
  --idle-minutes N   drop a game from memory when nobody used it for N minutes
                     (default 120; it stays saved)
  --db FILE          the saved games, an SQLite file (default
                     $XDG_DATA_HOME/xiangqi-web/games.sqlite, or under
                     ~/.local/share; :memory: keeps them only while it runs)";

/// Where the games are saved unless `--db` says otherwise.
fn default_db() -> String {
    let base = std::env::var_os("XDG_DATA_HOME")
        .filter(|v| !v.is_empty())
        .map(std::path::PathBuf::from)
        .or_else(|| {
            std::env::var_os("HOME")
                .filter(|v| !v.is_empty())
                .map(|h| std::path::PathBuf::from(h).join(".local/share"))
        });
    match base {
        Some(dir) => dir
            .join("xiangqi-web")
            .join("games.sqlite")
            .to_string_lossy()
            .into_owned(),
        None => "xiangqi-web.sqlite".to_owned(),
    }
}

struct Args {
    host: IpAddr,
    port: u16,
    config: Config,
}

fn parse_args(args: impl IntoIterator<Item = String>) -> Result<Args, String> {
    let mut a = Args {
        host: IpAddr::V4(Ipv4Addr::LOCALHOST),
        port: 8080,
        config: Config {
            db: default_db(),
            ..Config::default()
        },
    };
    let mut args = args.into_iter();
    while let Some(flag) = args.next() {
        let mut value = || args.next().ok_or(format!("{flag} needs a value\n{USAGE}"));
        let number = |v: String, min: u64, max: u64| -> Result<u64, String> {
            v.parse::<u64>()
                .ok()
                .filter(|n| (min..=max).contains(n))
                .ok_or(format!("{flag} {v}: expected a number from {min} to {max}"))
        };
        let to_usize = |n: u64| usize::try_from(n).map_err(|e| e.to_string());
        match flag.as_str() {
            "--host" => {
                let v = value()?;
                a.host = v
                    .parse()
                    .map_err(|_| format!("--host {v}: expected an IP address such as 127.0.0.1"))?;
            }
            "--port" => {
                a.port = u16::try_from(number(value()?, 0, 65_535)?).map_err(|e| e.to_string())?
            }
            "--max-searches" => a.config.max_searches = to_usize(number(value()?, 1, 256)?)?,
            "--hash" => a.config.hash_mb = to_usize(number(value()?, 1, 4_096)?)?,
            "--max-games" => a.config.max_games = to_usize(number(value()?, 1, 1_000_000)?)?,
            "--idle-minutes" => {
                a.config.idle = Duration::from_secs(60 * number(value()?, 1, 10_080)?);
            }
            "--db" => a.config.db = value()?,
            "--help" | "-h" => return Err(USAGE.to_owned()),
            other => return Err(format!("unknown argument {other:?}\n{USAGE}")),
        }
    }
    Ok(a)
}

#[tokio::main]
async fn main() -> ExitCode {
    let args = match parse_args(std::env::args().skip(1)) {
        Ok(a) => a,
        Err(msg) if msg == USAGE => {
            println!("{msg}");
            return ExitCode::SUCCESS;
        }
        Err(msg) => {
            eprintln!("xiangqi-web: {msg}");
            return ExitCode::FAILURE;
        }
    };
    if !args.host.is_loopback() {
        eprintln!(
            "xiangqi-web: warning: listening on {} lets other machines reach the game; \
             it has no login",
            args.host
        );
    }
    let listener = match tokio::net::TcpListener::bind(SocketAddr::new(args.host, args.port)).await
    {
        Ok(l) => l,
        Err(e) => {
            eprintln!(
                "xiangqi-web: cannot listen on {}:{}: {e}",
                args.host, args.port
            );
            return ExitCode::FAILURE;
        }
    };
    match listener.local_addr() {
        Ok(addr) => println!("xiangqi-web: play at http://{addr}/"),
        Err(e) => eprintln!("xiangqi-web: listening, but its address is unknown: {e}"),
    }
    println!("xiangqi-web: games saved in {}", args.config.db);
    if let Err(e) = xiangqi_web::serve(listener, args.config).await {
        eprintln!("xiangqi-web: {e}");
        return ExitCode::FAILURE;
    }
    ExitCode::SUCCESS
}
