#!/usr/bin/env bash
# Measures perft from the start position with this crate and with Fairy-Stockfish, side
# by side in one run: the two are alternated ROUNDS times so that both see the same load,
# and the ratio of their total CPU (user) times is printed along with wall times.
#
#   scripts/perft-vs-fairy-stockfish.sh [DEPTH=5] [ROUNDS=3]
#
# Needs Debian's fairy-stockfish (apt-get install fairy-stockfish). Our perft counts the
# last ply in bulk (the moves of the last ply are counted, not made); Fairy-Stockfish's
# `go perft` does the same.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
depth=${1:-5}
rounds=${2:-3}
fsf=$(command -v fairy-stockfish || echo /usr/games/fairy-stockfish)
[ -x "$fsf" ] || { echo "fairy-stockfish not found: apt-get install fairy-stockfish" >&2; exit 1; }
cargo build --release --example perft >/dev/null 2>&1
ours=target/release/examples/perft

TIMEFORMAT='%R %U'
measure() { { time "$@" >/tmp/perft-vs-fsf.out 2>&1; } 2>&1 | tail -1; }
total_ours_u=0 total_fsf_u=0
for ((i = 1; i <= rounds; i++)); do
    read -r fw fu < <(measure bash -c "printf 'ucci\nposition startpos\ngo perft $depth\nquit\n' | '$fsf'")
    fsf_nodes=$(grep -o 'Nodes searched: [0-9]*' /tmp/perft-vs-fsf.out | grep -o '[0-9]*$')
    read -r ow ou < <(measure "$ours" "$depth")
    our_nodes=$(awk '/^perft/{print $3}' /tmp/perft-vs-fsf.out)
    printf 'round %d: fairy-stockfish %s nodes %ss wall %ss user | xiangqi %s nodes %ss wall %ss user\n' \
        "$i" "$fsf_nodes" "$fw" "$fu" "$our_nodes" "$ow" "$ou"
    [ "$fsf_nodes" = "$our_nodes" ] || { echo "node counts differ" >&2; exit 1; }
    total_fsf_u=$(echo "$total_fsf_u + $fu" | bc)
    total_ours_u=$(echo "$total_ours_u + $ou" | bc)
done
printf 'perft %d, %d rounds: fairy-stockfish %.2fs user, xiangqi %.2fs user: xiangqi is %.1fx faster\n' \
    "$depth" "$rounds" "$total_fsf_u" "$total_ours_u" "$(echo "$total_fsf_u / $total_ours_u" | bc -l)"
