"""Work spread over a Ray cluster (Moritz et al. 2018, "Ray: A Distributed Framework for Emerging AI
Applications"): self-play workers as actors feeding one learner, ladder episodes as tasks. Ray is
the optional extra ``connectx[distributed]``; nothing outside this package imports it."""
