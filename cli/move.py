"""``connectx move``: the move a player or network makes in a position, or in a picture of one."""

from __future__ import annotations

import argparse

from cli import options


def add_parser(sub) -> None:
    """Register the command on the CLI's subparsers."""
    p = sub.add_parser("move", help="the move a player or network makes in a position (or a picture of one)",
                       description="Print the position and the move chosen in it. The position is a move "
                                   "string or a picture of a board (--image, e.g. a PNG drawn like Hemo et al.'s "
                                   "images: blue frame, white/red/yellow discs). --checkpoint takes a network "
                                   "checkpoint (an image network reads the picture itself); otherwise --player.")
    p.add_argument("moves", nargs="?", default=None, help="the moves from the empty board (1-based columns)")
    p.add_argument("--image", help="a picture of the board instead of MOVES")
    p.add_argument("--checkpoint", help="a network checkpoint (e.g. runs/supervised-cpu/policy-image.pt)")
    p.add_argument("--player", default="minimax", help="a player spec or a submission file (without --checkpoint)")
    p.add_argument("--seconds", type=float, default=None, help="time for the player's move")
    options.board_args(p)
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from agents.board import Position, geometry

    if (args.moves is None) == (args.image is None):
        raise ValueError("give a position: MOVES or --image PICTURE (one of the two)")
    if args.image is not None:
        import matplotlib.image

        from training.papers.images import read_board

        try:
            picture = matplotlib.image.imread(args.image)
        except (OSError, SyntaxError, ValueError) as e:  # PIL's errors on a file that is not a picture
            raise ValueError(f"{args.image} is not a picture matplotlib can read: {e}") from None
        position = read_board(picture, args.rows, args.columns, args.inarow)
    else:
        position = Position.from_moves(args.moves, geometry(args.rows, args.columns, args.inarow))
    if position.is_terminal():
        raise ValueError("the game in that position is over: no move to make")
    print(position.render())
    if args.checkpoint is not None:
        import torch

        from training.nets.checkpoint import load_checkpoint
        from training.nets.model import ImagePolicyValueNet
        from training.papers.images import render, resample

        model, _ = load_checkpoint(args.checkpoint)
        model.eval()
        if not model.config.fits(position.geo):
            raise ValueError(f"{args.checkpoint} plays {model.config.rows}x{model.config.columns} boards, not "
                             f"{position.geo.rows}x{position.geo.columns} (--rows, --columns)")
        if isinstance(model, ImagePolicyValueNet):
            size = (position.geo.rows * model.config.cell, position.geo.columns * model.config.cell)
            # the picture itself, resampled to the network's size (or, from moves, a drawn one)
            pixels = resample(picture if args.image is not None else render(position, model.config.cell), *size)
            x = torch.from_numpy(pixels).permute(2, 0, 1)[None]
        else:
            from agents.encoding import encode

            x = torch.from_numpy(encode([position]))
        with torch.no_grad():
            logits, value = model(x)
        logits = logits[0].numpy()
        col = max(position.legal_moves(), key=lambda c: logits[c])
        print(f"network value for the side to move: {value.item():+.3f}")
    else:
        from ladder.episode import is_file_agent

        if is_file_agent(args.player):  # a submission file, loaded and asked as Kaggle does
            from ladder.episode import kaggle_move, load_agent

            col, _ = kaggle_move(load_agent(args.player), position, args.seconds or 2.0)
        else:
            from agents.players import make_player

            col = make_player(args.player).choose(position, args.seconds)
    print(f"move: column {col + 1} (1-based; {col} for Kaggle)")
    return 0

