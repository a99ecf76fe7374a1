"""The source papers' learners, each in its own module: Monte Carlo evaluation of an MLP, Sarsa
TD(0) of a linear threat evaluation, and supervised networks on board planes and board images."""
