// The toolkit-neutral helpers (pixels, ink rows, child processes) come with the GTK 4 ones.
@_exported import PlaceholderTestImaging
