"""What one run of model_ptv.py shares between its modules: the toolkit,
the seeded generator every random choice comes from, the views and faces
alive in the run, and what the library logged since the last check."""
import random


class RunState:
    def __init__(self, gtk, seed):
        self.gtk = gtk  # "3" or "4"
        # One generator for every choice, drawn in a fixed order: the seed
        # alone replays a run.
        self.rng = random.Random(seed)
        self.views = []  # ptv_view_operations.View, alive or destroyed but still held
        self.faces = []  # ptv_model.Face, each holding its PtvPlaceholder
        self.logged = []  # (level, message) of the domain "Ptv", emptied only by expect_log
