"""The training step: eager steps as the loss and the optimizer make them, the CUDA graph's plumbing
(warm-up, capture, replay, recapture at a new learning rate) on the CPU through a stand-in capture,
the optimizer state across devices' flags, and on CUDA the graph against eager steps."""

import copy
from dataclasses import replace

import numpy as np
import pytest
import torch

from tests.helpers import randomised_net
from training.alphazero.config import preset
from training.alphazero.loss import alphazero_loss, threat_targets
from training.alphazero.replay import Batch
from training.alphazero.training_step import (
    WARM_UP_STEPS,
    TrainingStep,
    load_optimizer_state,
    make_optimizer,
    set_capturable,
)
from training.nets.checkpoint import load_checkpoint, save_checkpoint
from training.nets.model import NetConfig

NET = NetConfig(blocks=1, filters=8, value_hidden=8, wdl=True, opponent_policy=True, action_values=True,
                ownership=True, threats=True)
SCALES = {"l2": 1e-4, "reply_scale": 0.15, "action_scale": 1.0, "ownership_scale": 1.5, "threat_scale": 1.5}


def batch(seed: int, size: int = 16) -> Batch:
    rng = np.random.default_rng(seed)
    policies = rng.dirichlet(np.ones(7), size).astype(np.float32)
    return Batch(planes=rng.integers(0, 2, (size, 3, 6, 7)).astype(np.float32), policies=policies,
                 values=rng.uniform(-1, 1, size).astype(np.float32),
                 policy_weights=rng.integers(0, 2, size).astype(np.float32), replies=policies[::-1].copy(),
                 reply_weights=rng.integers(0, 2, size).astype(np.float32),
                 action_values=rng.integers(-1, 3, (size, 7)).astype(np.int8),  # 2: no exact value
                 ownership=rng.choice(np.array([0, 1, 2, 255], np.uint8), (size, 6, 7)))  # 255: no target


def reference_steps(model, optimizer, batches, lrs):
    """The loss's steps written out, batch by batch: the updates and each term's sum."""
    sums: dict[str, float] = {}
    for b, lr in zip(batches, lrs, strict=True):
        for group in optimizer.param_groups:
            group["lr"] = lr
        t = {name: torch.from_numpy(getattr(b, name)) for name in ("planes", "policies", "values", "policy_weights",
                                                                    "replies", "reply_weights", "action_values",
                                                                    "ownership")}
        heads = {k: v.float() for k, v in model.heads(t["planes"]).items()}
        loss, terms = alphazero_loss(model, heads, t["policies"], t["values"], SCALES["l2"], t["policy_weights"],
                                     t["replies"], t["reply_weights"], SCALES["reply_scale"], t["action_values"],
                                     SCALES["action_scale"], ownership=t["ownership"],
                                     ownership_scale=SCALES["ownership_scale"],
                                     threats=threat_targets(t["planes"], (4,)), threat_scale=SCALES["threat_scale"])
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
        for key, term in terms.items():
            sums[key] = sums.get(key, 0.0) + float(term.detach())
    return sums


def same_weights(a, b, atol=1e-6):
    return all(torch.allclose(x, y, atol=atol) for x, y in zip(a.state_dict().values(), b.state_dict().values(),
                                                                  strict=True))


@pytest.mark.parametrize("graphs", [False, True])
def test_steps_update_the_network_as_the_loss_and_optimizer_do(graphs):
    """Eager, and through a stand-in capture (the recorded step rerun on whatever the buffers hold):
    one update a call, whatever the call does (warm-up, capture, replay), and the terms' sums."""
    model = randomised_net(NET, seed=1).train()
    twin = copy.deepcopy(model)
    optimizer = torch.optim.Adam(model.parameters(), lr=1e-3)
    recorded = []

    def capture(step):  # records without running, as a CUDA graph's capture does
        recorded.append(step)
        return step

    step = TrainingStep(model, optimizer, torch.device("cpu"), False, **SCALES, graphs=graphs,
                        capture=capture if graphs else None)
    # warm-up, a capture and two replays; at the new rate warm-up again, a second capture and a replay
    lrs = [1e-3] * (WARM_UP_STEPS + 3) + [1e-4] * (WARM_UP_STEPS + 2)
    batches = [batch(seed) for seed in range(len(lrs))]
    for b, lr in zip(batches, lrs, strict=True):
        step.set_learning_rate(lr)
        step(b)
    want = reference_steps(twin, torch.optim.Adam(twin.parameters(), lr=1e-3), batches, lrs)
    assert same_weights(model, twin)
    got = step.totals()
    assert got.keys() == want.keys() == {"value", "policy", "l2", "reply", "action", "ownership", "threats"}
    assert all(abs(got[k] - want[k]) < 1e-4 * max(1.0, abs(want[k])) for k in want)
    assert step.totals() == dict.fromkeys(want, 0.0)  # reset
    assert step.captures == len(recorded) == (2 if graphs else 0)


def distillation_batch(seed: int, size: int = 16) -> dict[str, np.ndarray]:
    b = batch(seed, size)
    wdl = np.random.default_rng(seed).dirichlet(np.ones(3), size).astype(np.float32)
    return {"planes": b.planes, "policies": b.policies, "values": b.values, "wdl": wdl}


@pytest.mark.parametrize("graphs", [False, True])
def test_a_distillation_batch_steps_as_the_loss_with_a_teachers_targets(graphs):
    """Arrays by name, a teacher's win/draw/loss targets among them and no auxiliary targets: the
    updates of the loss against them, eager and through a stand-in capture."""
    model = randomised_net(NET, seed=3).train()
    twin = copy.deepcopy(model)
    step = TrainingStep(model, torch.optim.Adam(model.parameters(), lr=1e-3), torch.device("cpu"), False,
                        SCALES["l2"], 0.0, 0.0, graphs=graphs, capture=(lambda f: f) if graphs else None)
    optimizer = torch.optim.Adam(twin.parameters(), lr=1e-3)
    for seed in range(WARM_UP_STEPS + 3):
        b = distillation_batch(seed)
        step(b)
        t = {name: torch.from_numpy(a) for name, a in b.items()}
        loss, _ = alphazero_loss(twin, twin.heads(t["planes"]), t["policies"], t["values"], SCALES["l2"],
                                 wdl=t["wdl"])
        optimizer.zero_grad(set_to_none=True)
        loss.backward()
        optimizer.step()
    assert same_weights(model, twin)
    assert step.totals().keys() == {"value", "policy", "l2"}
    with pytest.raises(ValueError, match="takes planes"):
        TrainingStep(model, optimizer, torch.device("cpu"), False, **SCALES)(
            {"planes": b["planes"], "pi": b["policies"], "values": b["values"]})


def test_graphs_need_cuda():
    model = randomised_net(NET)
    with pytest.raises(ValueError, match="CUDA device"):
        TrainingStep(model, torch.optim.Adam(model.parameters()), torch.device("cpu"), False, **SCALES, graphs=True)


def test_an_optimizer_state_keeps_the_loading_optimizers_capturable_flag():
    """A state written by a run with CUDA graphs (capturable Adam) resumes on a CPU, and the other
    way round: the flag is the loading optimizer's, and its steps go on from the saved counters."""
    model = randomised_net(NET).train()
    written = torch.optim.Adam(model.parameters(), lr=1e-3)
    TrainingStep(model, written, torch.device("cpu"), False, **SCALES)(batch(0))
    state = written.state_dict()
    for group in state["param_groups"]:
        group["capturable"] = True  # as a CUDA run with train_graphs saved it
    plain = set_capturable(torch.optim.Adam(model.parameters(), lr=1e-3), False)
    load_optimizer_state(plain, state)
    assert [g["capturable"] for g in plain.param_groups] == [False]
    TrainingStep(model, plain, torch.device("cpu"), False, **SCALES)(batch(1))  # a CPU step
    assert all(float(s["step"]) == 2 for s in plain.state.values())
    graphed = set_capturable(torch.optim.Adam(model.parameters(), lr=1e-3), True)
    load_optimizer_state(graphed, written.state_dict())
    assert [g["capturable"] for g in graphed.param_groups] == [True]
    # a run's optimizer and step: graphs asked for, but not on a CPU
    config = replace(preset("tiny"), train_graphs=True)
    optimizer = make_optimizer(config, model, torch.device("cpu"))
    assert isinstance(optimizer, torch.optim.Adam) and [g["capturable"] for g in optimizer.param_groups] == [False]
    assert not TrainingStep.from_config(model, optimizer, config, torch.device("cpu")).graphs


def test_a_checkpoint_keeps_adams_moments_in_bfloat16_and_a_resume_goes_on_from_them(tmp_path):
    """The moments are saved in bfloat16 (half the bytes), the step counters exactly; loaded, they
    are float32 again, within bfloat16's rounding of the saved ones, and the steps go on."""
    model = randomised_net(NET).train()
    written = torch.optim.Adam(model.parameters(), lr=1e-3)
    for seed in range(3):
        TrainingStep(model, written, torch.device("cpu"), False, **SCALES)(batch(seed))
    path = str(tmp_path / "latest.pt")
    save_checkpoint(path, model, "alphazero", {}, 3, written)
    loaded, data = load_checkpoint(path)
    saved = data["optimizer"]["state"]
    assert {v.dtype for s in saved.values() for k, v in s.items() if k != "step"} == {torch.bfloat16}
    assert all(float(s["step"]) == 3 and s["step"].dtype == torch.float32 for s in saved.values())
    assert all(s["exp_avg"].dtype == torch.float32 for s in written.state.values())  # the run's own: untouched
    resumed = torch.optim.Adam(loaded.parameters(), lr=1e-3)
    load_optimizer_state(resumed, data["optimizer"])
    for before, after in zip(written.state.values(), resumed.state.values(), strict=True):
        for key in ("exp_avg", "exp_avg_sq"):
            assert after[key].dtype == torch.float32
            assert torch.allclose(after[key], before[key], rtol=2 ** -8, atol=0)
            assert not torch.equal(after[key], before[key]) or not before[key].any()
    TrainingStep(loaded, resumed, torch.device("cpu"), False, **SCALES)(batch(3))
    assert all(float(s["step"]) == 4 for s in resumed.state.values())
    assert all(p.isfinite().all() for p in loaded.parameters())


def test_the_benches_time_cudnns_algorithms_only_within_the_block():
    from evaluation.figures import cudnn_benchmark

    before = torch.backends.cudnn.benchmark
    with pytest.raises(RuntimeError), cudnn_benchmark():
        assert torch.backends.cudnn.benchmark
        raise RuntimeError("a failed measurement")
    assert torch.backends.cudnn.benchmark == before


@pytest.mark.skipif(not torch.cuda.is_available(), reason="CUDA graphs need a GPU")
@pytest.mark.parametrize("bfloat16", [False, True])
def test_on_cuda_the_graphed_steps_make_the_eager_steps_updates(bfloat16):
    device = torch.device("cuda")
    model = randomised_net(NET, seed=2).to(device).train()
    twin = copy.deepcopy(model)
    steps = []
    for net, graphs in ((model, True), (twin, False)):
        optimizer = set_capturable(torch.optim.Adam(net.parameters(), lr=1e-3), graphs)
        steps.append(TrainingStep(net, optimizer, device, bfloat16, **SCALES, graphs=graphs))
    for seed in range(12):
        if seed == 8:
            for s in steps:
                s.set_learning_rate(1e-4)
        for s in steps:
            s(batch(seed, 64))
    graphed, eager = (s.totals() for s in steps)
    assert steps[0].captures == 2 and steps[1].captures == 0
    tolerance = 2e-2 if bfloat16 else 1e-4
    assert all(abs(graphed[k] - eager[k]) <= tolerance * max(1.0, abs(eager[k])) for k in eager)
    assert same_weights(model, twin, atol=tolerance)
