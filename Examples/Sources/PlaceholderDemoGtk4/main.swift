import PlaceholderDemoKit

// placeholder-demo-gtk4: the GTK 4 demo, as placeholder-demo is GTK 3's: a
// GtkEntry and PlaceholderTextView side by side, with a live options panel.
// Run with --help for the options (the same as placeholder-demo's). The
// demo is the kit's; this executable is GTK 4's calls (Gtk4Demo).

MainActor.assumeIsolated { DemoMain.run(Gtk4Demo.self) }
