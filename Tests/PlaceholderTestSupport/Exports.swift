// The toolkit-neutral helpers (pixels, child processes) come with the GTK 3 ones.
@_exported import PlaceholderTestImaging
