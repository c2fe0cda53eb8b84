#!/bin/sh
# Dragon games for the review's win-chance model (docs/bots.md, "Reviewing a game").
# Seats mix the levels' bots, rotated: medium (heuristic), easy (one step, 30% random) and a
# medium that slips one decision in seven.  Run from the worktree root.
set -e
T="python -m tianxia simulate dragon --workers 1"
D=benchmarks/records/review-2026-11-29
M=heuristic; E=heuristic:depth=1,blunder=0.3; S=heuristic:blunder=0.15
$T -n 600 --seats $M,$E,$S --seed 3000000 --out $D/dragon-3p-a.jsonl
$T -n 600 --seats $E,$S,$M --seed 3100000 --out $D/dragon-3p-b.jsonl
$T -n 600 --seats $S,$M,$E --seed 3200000 --out $D/dragon-3p-c.jsonl
$T -n 300 --seats $M,$E --seed 2000000 --out $D/dragon-2p-a.jsonl
$T -n 300 --seats $E,$S --seed 2100000 --out $D/dragon-2p-b.jsonl
$T -n 300 --seats $M,$E,$S,$E --seed 4000000 --out $D/dragon-4p-a.jsonl
