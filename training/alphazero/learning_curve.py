"""A run's learning curve: ``metrics.jsonl`` drawn as ``learning_curve.png``."""

from __future__ import annotations

from durable.files import atomic_path, read_jsonl
from durable.interrupts import sigint_held
from training.exact.benchmark import SETS


def plot_learning_curve(metrics_path: str, png_path: str) -> None:
    """As :func:`_draw`, with Ctrl-C held until the file is written (:func:`sigint_held`)."""
    with sigint_held():
        _draw(metrics_path, png_path)


def _draw(metrics_path: str, png_path: str) -> None:
    """From ``metrics.jsonl``, as a PNG (atomic): per iteration, the losses, the scores against
    the baselines (when the run plays them, on each of its boards) and the self-play games' mean
    length per board (a mixture of boards); against the run's wall-clock minutes (the strength
    per minute), the weak and strong mistakes on the solver benchmark sets averaged over the six,
    and the weak mistakes per set (network alone dotted, with search solid)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    rows = read_jsonl(metrics_path)
    baselines = sorted({k for r in rows for k in r if k.startswith("score_vs_")})
    boards = sorted({k[7:] for r in rows for k in r if k.startswith("length_")})
    panels = 3 + bool(baselines) + bool(boards)
    fig, axes = plt.subplots(1, panels, figsize=(5.3 * panels, 4), dpi=100)
    its = [r["iteration"] for r in rows]

    def series(ax, key, x="iteration", **style):
        pts = [(r["iteration"] if x == "iteration" else r["run_seconds"] / 60, r[key]) for r in rows if key in r]
        if pts:
            ax.plot([p[0] for p in pts], [p[1] for p in pts], marker="o", markersize=3, **style)

    for key in ("loss", "loss_value", "loss_policy"):
        axes[0].plot(its, [r[key] for r in rows], label=key)
    axes[0].set_title("training loss")
    if baselines:
        for key in baselines:
            series(axes[1], key, label=key[9:])
        axes[1].set_ylim(-0.05, 1.05)
        axes[1].set_title("score of the best network (PUCT) against baselines")
    if boards:
        board_ax = axes[1 + bool(baselines)]
        for name in boards:
            series(board_ax, f"length_{name}", label=name)
        board_ax.set_ylabel("plies")
        board_ax.set_title("self-play, mean game length per board")
    mean_ax, sets_ax = axes[-2], axes[-1]
    for kind in ("weak_net", "weak_search", "strong_net", "strong_search"):
        series(mean_ax, f"{kind}_mean", "minutes", linestyle=":" if kind.endswith("net") else "-",
               label=kind.replace("_", ", ").replace("net", "network alone").replace("search", "with search"))
    mean_ax.set_ylabel("mistakes, %")
    mean_ax.set_title("best network, mean over the six benchmark sets")
    colours = plt.rcParams["axes.prop_cycle"].by_key()["color"]
    for (name, _), colour in zip(SETS, colours, strict=False):
        series(sets_ax, f"weak_search_{name}", "minutes", color=colour, label=name)
        series(sets_ax, f"weak_net_{name}", "minutes", color=colour, linestyle=":")
    sets_ax.set_ylabel("weak mistakes, %")
    sets_ax.set_title("per set (dotted: network alone)")
    for ax in axes:
        ax.set_xlabel("run time, minutes" if ax in (mean_ax, sets_ax) else "iteration")
        if ax.get_legend_handles_labels()[0]:
            ax.legend(fontsize=7)
    fig.tight_layout()
    with atomic_path(png_path, suffix=".png") as tmp:
        fig.savefig(tmp)
    plt.close(fig)
