"""Self-play speed (``connectx bench selfplay``): simulations and positions per second of the
batched engine on the training device, one padded network over a mixture of boards, and how busy
the GPU is. :mod:`~evaluation.selfplay_speed.driver` runs the arms of
:mod:`~evaluation.selfplay_speed.arms` (each a few :mod:`~evaluation.selfplay_speed.measure`
measurements), then those of :mod:`~evaluation.selfplay_speed.extras`."""
