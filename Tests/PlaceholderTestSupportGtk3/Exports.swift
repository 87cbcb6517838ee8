// The toolkit-neutral helpers (pixels, ink rows, child processes, GObject
// probes and counters) come with the GTK 3 ones.
@_exported import PlaceholderTestGObject
@_exported import PlaceholderTestImaging
