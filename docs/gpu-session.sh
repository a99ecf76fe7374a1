#!/usr/bin/env bash
# The GPU measurements still open, in one command of under 10 minutes on a lent GPU machine, whose
# image has PyTorch and numba but not this package (it runs from the checkout). Each step appends
# to $OUT/steps.txt and copies its figures to $OUT as it ends (at most 8 files come back), so a
# command stopped at its limit still brings back the steps before it.
#
#   bash docs/gpu-session.sh                      # on the GPU machine
#   DEV=cpu PRESET=tiny MINUTES=0.05 BENCH_SECONDS=0.2 POSITIONS=3 OUT=runs/gpu-dry \
#       bash docs/gpu-session.sh                  # a dry run on a CPU (tests/test_gpu_session.py)
#
# Steps (STEPS, by default the first four, about 12 minutes):
#   machine         the machine's facts and the CUDA tests of the training step replayed from a
#                   CUDA graph
#   bench           bench selfplay with an evaluation cache of CACHE slots and without it: the
#                   trees, the network, its CUDA graphs (and the games begun at once against the
#                   preset's staggered starts), compiled by TorchInductor, the network alone by
#                   batch (network_batch_curve: what the device could take), and (unless
#                   LONG_ARMS=0) one iteration as the trainer plays it; GAMES games in flight
#                   instead of the preset's
#   train           the preset trained for MINUTES with SETTINGS (--set FIELD=VALUE)
#   mistakes        its weak mistakes on POSITIONS lines a benchmark set
#   distill, small-mistakes   the run and the shipped network, as an ensemble, distilled into the
#                   shipped network's shape for DISTILL_EPOCHS epochs, and its mistakes
#   chain           the run in $CHAIN (or its light copy in $LIGHT, or a new one with SETTINGS)
#                   trained LINK more minutes, brought back as $OUT/chain.tar.NN (16,000,000 bytes
#                   each, no best.pt) and $OUT/light.tar; PLACE: where its work runs (--set
#                   exact_cores=N, --iterations N), for new and resumed links alike
# What each figure means: results/selfplay/README.md. On a lent machine:
#   run(command='STEPS="machine bench" bash docs/gpu-session.sh', timeout_s=600)
#   run(command='STEPS=chain LINK=5 bash docs/gpu-session.sh', carry=['runs/gpu-chain'], timeout_s=420)
#   cat FILES_AT/chain.tar.* | tar -xf - -C runs/gpu-chain      # the chain back, for the next call
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-runs/gpu-session}
DEV=${DEV:-cuda}
PRESET=${PRESET:-gpu}
MINUTES=${MINUTES:-4.5}
BENCH_SECONDS=${BENCH_SECONDS:-3}  # each measurement after a warm-up a quarter as long: 3.75 s, about as long as 4 s took before it
POSITIONS=${POSITIONS:-300}
SETTINGS=${SETTINGS-}  # the training run's --set FIELD=VALUE on top of the preset
PY=${PY:-python3}
INIT=${INIT:-submissions/default/network.pt}  # the distilled network's shape and start
DISTILL_EPOCHS=${DISTILL_EPOCHS:-16}  # the distillation's epochs (its learning rate a tenth from 70% of them)
STEPS=${STEPS:-machine bench train mistakes}
CHAIN=${CHAIN:-runs/gpu-chain}  # the run the chain step trains (carried in, brought back)
LINK=${LINK:-8}  # minutes the chain step trains it this time
CACHE=${CACHE:-4194304}  # the bench's evaluation cache slots (a chunk's distinct leaves fit in three quarters)
LONG_ARMS=${LONG_ARMS:-1}  # 0: the bench without its iteration arm (minutes fewer)
GAMES=${GAMES:-}  # the bench's games in flight (none: the preset's; more where network_batch_curve still rises)
PLACE=${PLACE:-}  # the chain's --set FIELD=VALUE of where its work runs (exact_cores, exact_workers,
# exact_cache_entries), --iterations N
LIGHT=${LIGHT:-runs/gpu-chain-light}  # the chain's light copy, resumed where $CHAIN holds no run
WORK=$(mktemp -d)
RUN=${RUN:-$WORK/run}  # the run the mistakes and distill steps read: the train step's, or the chain's (RUN=$CHAIN)
export PYTHONPATH="$PWD${PYTHONPATH:+:$PYTHONPATH}" PYTHONUNBUFFERED=1
mkdir -p "$OUT"

step() {  # step NAME SECONDS COMMAND...: run it for at most SECONDS, its output to $WORK/NAME.txt, its end to $OUT/steps.txt
    local name=$1 limit=$2 start rc
    shift 2
    [[ " $STEPS " == *" $name "* ]] || return 1
    start=$(date +%s)
    timeout "$limit" "$@" > "$WORK/$name.txt" 2>&1
    rc=$?
    { echo "== $name (rc $rc, $(( $(date +%s) - start )) s): $*"; tail -n 12 "$WORK/$name.txt"; } >> "$OUT/steps.txt"
    return $rc
}

step machine 90 sh -c "nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv 2>&1; nproc; \
    lscpu 2>&1 | grep -E '^(Model name|Thread|Core|Socket)'; \
    $PY -c 'import numba, torch; print(torch.__version__, numba.__version__, torch.cuda.is_available())' && \
    $PY -m pytest -q -p no:cacheprovider tests/test_training_step.py -k on_cuda"
long=(--iteration)
[[ $LONG_ARMS == 0 ]] && long=()
[[ -n $GAMES ]] && long+=(--games-in-flight "$GAMES")
step bench 480 "$PY" -m cli.main bench selfplay --device "$DEV" --preset "$PRESET" --seconds "$BENCH_SECONDS" \
    --cache-entries "$CACHE" "${long[@]}" --out "$OUT/bench"  # each measurement as it ends
# shellcheck disable=SC2086  # SETTINGS: words
step train $(( ${MINUTES%.*} * 60 + 180 )) "$PY" -m cli.main train alphazero --preset "$PRESET" --device "$DEV" \
    --minutes "$MINUTES" --out "$WORK/run" $SETTINGS
cp "$WORK/run/metrics.jsonl" "$WORK/run/best.pt" "$OUT" 2>/dev/null
step mistakes 150 "$PY" -m cli.main bench mistakes --checkpoints "$RUN/best.pt" --positions "$POSITIONS" \
    --simulations 200 --device "$DEV" --out "$WORK/mistakes" && cp "$WORK/mistakes/mistakes.json" "$OUT/mistakes.json"
step distill 420 "$PY" -m cli.main train distill --teacher "$RUN/best.pt" "$INIT" --teacher-weights 0.6 0.4 \
    --data "$RUN/replay.npz" --init "$INIT" --epochs "$DISTILL_EPOCHS" --learning-rate 0.0005 --batch-size 512 \
    --validation 0.02 --train-graphs --device "$DEV" --out "$WORK/small" \
    && cp "$WORK/small/best.pt" "$OUT/small.pt"
step small-mistakes 150 "$PY" -m cli.main bench mistakes --checkpoints "$WORK/small/best.pt" --positions "$POSITIONS" \
    --simulations 200 --device "$DEV" --out "$WORK/small-mistakes" \
    && cp "$WORK/small-mistakes/mistakes.json" "$OUT/small-mistakes.json"
if [[ " $STEPS " == *" chain "* && ! -f "$CHAIN/latest.pt" && -f "$LIGHT/latest.pt" ]]; then
    mkdir -p "$CHAIN" && cp "$LIGHT"/* "$CHAIN"/  # a fresh machine: the run goes on from its light copy
fi
# shellcheck disable=SC2206  # SETTINGS, PLACE: words (SETTINGS a new run's only: a resumed one keeps the rest)
if [[ -f "$CHAIN/latest.pt" ]]; then link=(--out "$CHAIN" --resume $PLACE); else link=(--preset "$PRESET" --out "$CHAIN" $SETTINGS $PLACE); fi
if [[ " $STEPS " == *" chain "* && $DEV == cuda* ]] && command -v nvidia-smi > /dev/null; then
    nvidia-smi dmon -s u -d 2 -o T > "$OUT/dmon.txt" 2>&1 &  # the GPU's load every 2 s ('sm': the share a kernel ran)
    dmon=$!
fi
step chain $(( ${LINK%.*} * 60 + 90 )) "$PY" -m cli.main train alphazero --device "$DEV" "${link[@]}" --stop-after "$LINK"
[[ -n ${dmon-} ]] && kill "$dmon"
if [[ " $STEPS " == *" chain "* && -f "$CHAIN/latest.pt" ]]; then
    tar -C "$CHAIN" -cf - --exclude ./best.pt . | split -b 16000000 -d - "$OUT/chain.tar."
    "$PY" -m cli.main export "$CHAIN" --light --out "$WORK/light" && tar -C "$WORK/light" -cf "$OUT/light.tar" .
fi
cat "$OUT/steps.txt"
