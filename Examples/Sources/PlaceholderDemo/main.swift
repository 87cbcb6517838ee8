import PlaceholderDemoKit

// placeholder-demo: a GtkEntry and PlaceholderTextView side by side, with a
// live options panel. Run with --help for the options. The demo is the
// kit's; this executable is GTK 3's calls (Gtk3Demo).

MainActor.assumeIsolated { DemoMain.run(Gtk3Demo.self) }
