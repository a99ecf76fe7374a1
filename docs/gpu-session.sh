#!/usr/bin/env bash
# The GPU measurements still open (docs/selfplay.md, "On one H100, with two cores left": what each
# measures and the figures they follow), in one command of under 10 minutes on a lent GPU machine,
# whose image has PyTorch and numba but not this package (it runs from the checkout). Each step
# appends to $OUT/steps.txt and copies its figures to $OUT as it ends (at most 8 files come back),
# so a command stopped at its limit still brings back the steps before it.
#
#   bash docs/gpu-session.sh                      # on the GPU machine
#   DEV=cpu PRESET=tiny MINUTES=0.05 BENCH_SECONDS=0.2 POSITIONS=3 OUT=runs/gpu-dry \
#       bash docs/gpu-session.sh                  # a dry run on a CPU (tests/test_gpu_session.py)
#
# Steps: the machine's facts and the CUDA tests of the training step replayed from a CUDA graph
# (tests/test_training_step.py) and of self-play's stream beside training (tests/test_training.py);
# the gpu preset's training steps a second, eager and replayed from a CUDA graph (bench training);
# the gpu preset's self-play bench, with an evaluation cache of CACHE slots and without it
# (cache_ratio; graph_cache_ratio with CUDA graphs), with one iteration's games played to their end,
# carried over, and carried over with the exact targets labelling beside on one solver thread a core
# at niceness 0, and on LABEL_CORES cores set apart for as many, and beside a thread training
# the network, self-play's stream at the default priority and the highest (batch buckets, CUDA
# graphs: bucket_ratio, graph_ratio, whole_pass_ratio (a call's whole evaluation one graph, against
# the network's alone), network_thread_share (how busy the network was: a whole pass's by its events),
# carry_ratio, iteration_labelled_{THREADSxNICE,Napart}_ratio,
# beside_training_{default,high}_ratio, the trees alone and the parts of their thread that do not
# split over its threads, a call on one core and on all (tree_{moves,records,begin,rest}_ms_per_call_*:
# where the trees' part of a call goes once the walks split), and the trees alone with the cache on
# the trees' threads and a parallel kernel's launch there: tree_cache_*, parallel_launch_us, and the same in a process
# whose OpenMP threads spin between kernels: spinning_ratio; GOMP_SPINCOUNT=300000 STEPS=bench runs
# the whole bench so, as a train step would, the trainer keeping it; and the trees alone and with the
# network from its graphs in each count of LANES lanes of games, a thread each, and the network alone
# by batch, up to four times self-play's and at the batch without the cache (network_batch_curve:
# what the device could take; where it still rises at the largest, GAMES=8192 runs the bench with
# that many games in flight): lanes_K_tree_ratio,
# lanes_K_ratio, each lane one group, lanes_K_no_cache_* (the GPU's load with every leaf sent to it),
# and lanes_best (where lanes_best_ratio is above 1, a train step with SETTINGS="--set
# selfplay.lanes=K --set selfplay.pipeline=false", K the best, comes next); where a network call's
# time went, the trees' thread's part and the network's, and how much of the shorter the pipeline
# hid (overlap: for the graphs, a stand-in device whose passes take as long as the network alone, the
# graphs' wait asleep on an event, blocking_sync_ratio, each call waited for in the network's thread
# before the next is launched, launch_ahead_ratio (and _no_cache: the graphs launched ahead against
# it), and the games begun at once instead of staggered, graphs_stagger_ratio, and each residual
# block's bias, addition and ReLU in cuDNN's fused convolution kernels, fused_ratio and
# fused_no_cache_ratio (the network alone so: network_graph_fused_positions_per_s; fused_error where
# cuDNN had no fused engine: where fused_no_cache_ratio is above 1, a train step with SETTINGS="--set
# fused_blocks=true" next), and the network compiled by TorchInductor, from its graphs,
# compiled_ratio and compiled_no_cache_ratio (network_graph_compiled_positions_per_s alone;
# compile_error where it did not compile: where compiled_no_cache_ratio is above 1, SETTINGS="--set
# compile_network=true"); where blocking_sync_ratio is above 1, TorchEvaluator's blocking_sync
# becomes the default, where launch_ahead_ratio is below 1 its launch_ahead goes off, and where
# graphs_stagger_ratio is below 1 the preset's staggered_starts goes off: SETTINGS="--set
# selfplay.staggered_starts=false"); the gpu preset trained for MINUTES (its network replayed from
# CUDA graphs, the exact targets labelling beside
# self-play, two cores left to the evaluator's thread) with SETTINGS (none by default: the
# preset as it is, with the labelling going on while the network trains on 3/8 of the cores set
# apart for it, the training steps replayed from CUDA graphs and the evaluation cache; "--set
# train_graphs=false" if the machine step's tests failed; the bench's best solver cores e.g. "--set
# exact_cores=8"); its mistakes on the benchmark sets. By default these five, about 12 minutes. On a
# lent machine two or three commands:
# STEPS="machine training-bench bench" (about 5 to 8 minutes: run(..., timeout_s=600)), then at once
# (the machine stays warm for 30 s) the two runs with and without self-play beside training below,
# as the device time left allows (or the chain, STEPS=chain LINK=5, about 7; or STEPS="train
# mistakes", about 6). Short of device time, LONG_ARMS=0 STEPS=bench measures the lanes and the
# kernels' figures without the bench's iteration, labelling and beside-training arms, leaving time
# for a train step with lanes_best. STEPS may add "distill small-mistakes": the network and the
# shipped one, as an ensemble, distilled into the shipped network's shape (4x48, from it) on the
# run's replay window for DISTILL_EPOCHS epochs (its steps replayed from a
# CUDA graph; 3 took 105 s on an H100, eager; 16 by default, what the CPU's distillations needed
# to pass the shipped network), and its mistakes. Those steps read the train
# step's run, or with RUN=runs/gpu-chain the chain's: once its half hour is done, on the machine
# that still holds it, STEPS="mistakes distill small-mistakes" RUN=runs/gpu-chain (or, where the
# device time is short, the distillation on the CPU: docs/selfplay.md has the commands).
#
# The preset's whole half hour, across lent sessions (a session has under 15 minutes of device
# time): STEPS=chain trains the run in $CHAIN (where it holds no run, the light copy in $LIGHT,
# else a new run with SETTINGS) for LINK minutes (--stop-after), then brings it back as
# $OUT/chain.tar.00, .01, ... of 16,000,000 bytes each, without best.pt (a run without gating
# rebuilds it from latest.pt), and as $OUT/light.tar, its light copy (connectx export --light:
# about 5 MB, no replay window, no Adam moments), kept here in $LIGHT, outside git as every run's
# files are, for a call that cannot carry the whole run. Here:
#   run(command='STEPS=chain LINK=5 bash docs/gpu-session.sh', carry=['runs/gpu-chain'], timeout_s=420)
#   rm -rf runs/gpu-chain && mkdir -p runs/gpu-chain && cat FILES_AT/chain.tar.* | tar -xf - -C runs/gpu-chain
#   rm -rf runs/gpu-chain-light && mkdir -p runs/gpu-chain-light && tar -xf FILES_AT/light.tar -C runs/gpu-chain-light
# (carry=['runs/gpu-chain-light'] where the work tree holds the light copy alone). On a GPU the
# chain step also brings back $OUT/dmon.txt, the GPU's load every 2 s while it trained
# (nvidia-smi dmon; its 'sm' column, the share of each 2 s in which a kernel ran); the trainer
# writes each iteration's mean of it (gpu_utilisation_pct in metrics.jsonl, which the train step
# brings back). Self-play beside training against the preset's games-then-training, each a fresh
# run of MINUTES, one call each:
#   run(command='STEPS=train MINUTES=4 bash docs/gpu-session.sh', timeout_s=480)
#   run(command='STEPS=train MINUTES=4 SETTINGS="--set selfplay_overlap=true" bash docs/gpu-session.sh', timeout_s=480)
# The parts are written when the training ends (at the latest LINK minutes and 90 s after it
# began: the start-up, and the last iteration's shutdown): timeout_s must outlast that, within the
# device time left (LINK: the minutes left less 2.5, at most 8). What a call carries (the tracked
# files and runs/gpu-chain) must stay under 64 MiB: the preset's latest.pt is 19.1 MB, its full
# window (1,000,000 positions) about 18 MB (over it: leave replay.npz out, and the run resumes
# with an empty window). A resumed run keeps its settings, but where its work runs may change from
# link to link: PLACE (e.g. "--set exact_cores=8", the bench's best count of cores set apart for the
# solver's threads, iteration_labelled_Napart_ratio, where it beats the preset's automatic 3/8 of
# the cores) goes to new and resumed links alike, as does "--iterations N", a resumed run's bound on
# its iterations (runs/gpu-chain began under the preset's earlier 100, which an H200 reaches at
# 24 minutes: its last links took PLACE="--iterations 1000 --set exact_cache_entries=1048573", the
# preset's bound and analysis cache now; its half hour is done).
set -uo pipefail
cd "$(dirname "$0")/.."
OUT=${OUT:-runs/gpu-session}
DEV=${DEV:-cuda}
PRESET=${PRESET:-gpu}
MINUTES=${MINUTES:-4.5}  # as the H100's run of docs/selfplay.md it reads against
BENCH_SECONDS=${BENCH_SECONDS:-3}  # each measurement after a warm-up a quarter as long: 3.75 s, about as long as 4 s took before it
POSITIONS=${POSITIONS:-300}
SETTINGS=${SETTINGS-}  # the training run's --set FIELD=VALUE on top of the preset
PY=${PY:-python3}
INIT=${INIT:-submissions/default/network.pt}  # the distilled network's shape and start
DISTILL_EPOCHS=${DISTILL_EPOCHS:-16}  # the distillation's epochs (its learning rate a tenth from 70% of them)
STEPS=${STEPS:-machine training-bench bench train mistakes}  # which (about 12 minutes; all seven: about 14)
CHAIN=${CHAIN:-runs/gpu-chain}  # the run the chain step trains (carried in, brought back)
LINK=${LINK:-8}  # minutes the chain step trains it this time
CACHE=${CACHE:-4194304}  # the bench's evaluation cache slots (a chunk's distinct leaves fit in three quarters)
LABEL_CORES=${LABEL_CORES:-3 4 6}  # the bench's counts of cores set apart for the solver's threads (exact_cores)
LANES=${LANES:-2,3,4}  # the bench's counts of lanes of games, a thread each (selfplay.lanes: lanes_best)
LONG_ARMS=${LONG_ARMS:-1}  # 0: the bench without its iteration, labelling and beside-training arms (minutes fewer)
GAMES=${GAMES:-}  # the bench's games in flight (none: the preset's; more where network_batch_curve still rises)
PLACE=${PLACE:-}  # the chain's --set FIELD=VALUE of where its work runs (exact_cores, exact_workers, exact_nice,
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
    $PY -m pytest -q -p no:cacheprovider tests/test_training_step.py -k on_cuda \
        tests/test_training.py::test_on_cuda_background_games_call_the_network_on_a_stream_ahead_of_training \
        tests/test_training.py::test_on_cuda_a_whole_pass_waited_for_asleep_answers_as_the_spinning_wait_does \
        tests/test_training.py::test_on_cuda_fused_residual_blocks_answer_as_the_unfused_copy"
step training-bench 90 "$PY" -m cli.main bench training --device "$DEV" --preset "$PRESET" \
    --seconds "$BENCH_SECONDS" --out "$WORK/training" && cp "$WORK/training/training.json" "$OUT/training.json"
# shellcheck disable=SC2206  # LABEL_CORES: words
long=(--iteration --label-threads "$(nproc)" --label-nice 0 --label-cores $LABEL_CORES --beside-training)
[[ $LONG_ARMS == 0 ]] && long=()
[[ -n $GAMES ]] && long+=(--games-in-flight "$GAMES")
step bench 480 "$PY" -m cli.main bench selfplay --device "$DEV" --preset "$PRESET" --seconds "$BENCH_SECONDS" \
    --cache-entries "$CACHE" "${long[@]}" --lanes "$LANES" --out "$OUT/bench"  # each measurement as it ends
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
