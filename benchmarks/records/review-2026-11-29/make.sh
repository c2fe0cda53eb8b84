#!/bin/sh
# The simulated games of the review's win models (docs/bots.md, "Reviewing a game"), run from the
# worktree root with the venv's python on PATH.  One process a chain (the machine is shared): Dragon
# then ZhanGuo in one, Emperor in another beside it; every file resumes where it stopped (the files
# are kept gzipped: gunzip them before a rerun).  A third of each file's games fit the model, the rest are held out.
#
# Seats mix the levels' bots, rotated between files: medium (heuristic), easy (one step, 30% random)
# and a medium that slips one decision in seven; where the full look-ahead costs too much to play
# thousands of games on the shared machine, a careful one-step player (C) or a two-step one (T2)
# stands for medium.
# On 2026-11-29 every line but Huang's ran to its end (some stopped and resumed); ZhanGuo's model was
# fitted before zhanguo-2p-b was complete (docs/bots.md).
set -e
T="python -m tianxia simulate"
D=benchmarks/records/review-2026-11-29
M=heuristic; E=heuristic:depth=1,blunder=0.3; S=heuristic:blunder=0.15; C=heuristic:depth=1; T2=heuristic:depth=2
$T dragon --workers 1 -n 600 --seats $M,$E,$S --seed 3000000 --out $D/dragon-3p-a.jsonl
$T dragon --workers 1 -n 600 --seats $E,$C,$T2 --seed 3100000 --out $D/dragon-3p-b.jsonl
$T dragon --workers 1 -n 300 --seats $C,$E --seed 2000000 --out $D/dragon-2p-a.jsonl
$T dragon --workers 1 -n 150 --seats $E,$T2,$E,$C --seed 4000000 --out $D/dragon-4p-a.jsonl
$T zhanguo --workers 1 -n 750 --seats $C,$E --seed 5000000 --out $D/zhanguo-2p-a.jsonl
$T zhanguo --workers 1 -n 750 --seats $E,$C --seed 5100000 --out $D/zhanguo-2p-b.jsonl
$T emperor --workers 1 -n 500 --seats $C,$E,$E --seed 6000000 --out $D/emperor-3p-a.jsonl
$T emperor --workers 1 -n 500 --seats $E,$C,$E --seed 6100000 --out $D/emperor-3p-b.jsonl
$T emperor --workers 1 -n 500 --seats $E,$E,$C --seed 6200000 --out $D/emperor-3p-c.jsonl
# Huang (8-15 s a game here, one process beside other work): on the afternoon of 2026-11-29 each
# line ran for a while and was stopped by the clock (200, 175 and 108); in the evening huang-2p-b was
# played on to 700 games (its -n raised from 500), which brought the never-seen games past 1,000.
# The lines resume where they stopped.  The ladder's games
# (benchmarks/records/ladder-2026-11-26/huang-*.jsonl) are read with them.
B=heuristic:depth=1,blunder=0.5
$T huang --workers 1 -n 500 --seats $C,$E --seed 7000000 --out $D/huang-2p-a.jsonl
$T huang --workers 1 -n 300 --seats $E,$C,$B --seed 7100000 --out $D/huang-3p-a.jsonl
$T huang --workers 1 -n 700 --seats $E,$C --seed 7200000 --out $D/huang-2p-b.jsonl
