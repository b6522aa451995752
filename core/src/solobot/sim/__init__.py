"""Playing many whole games alone, and summing them up.

Game ``i`` of a run with seed ``S`` always uses ``derive_seed(S, i)``, so a run
gives the same games whatever the number of processes and however it is
split into shards.
"""
