import CPlaceholderGtk4
import Foundation
import PlaceholderDemoOptions

// placeholder-demo-gtk4: the GTK 4 demo, as placeholder-demo is GTK 3's: a
// GtkEntry and PlaceholderTextView side by side, with a live options panel.
// Run with --help for the options (the same as placeholder-demo's).

let options = DemoCommand.parseOrExit(program: "placeholder-demo-gtk4")
options.shared.exportToolkitEnvironment()
// A screenshot needs no accessibility bus: without one (headless, as under
// xvfb-run) GTK 4 would warn that it cannot reach it. GTK 3's equivalent is
// NO_AT_BRIDGE=1.
if options.screenshot != nil { setenv("GTK_A11Y", "none", 0) }

let status: Int32 = MainActor.assumeIsolated {
    guard gtk_init_check() != 0 else {
        printError("cannot open a display: set DISPLAY, or run under Xvfb (xvfb-run -a placeholder-demo-gtk4 ...)")
        return 2
    }
    gtk_widget_set_default_direction(options.direction == .rtl ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    return DemoApplication(options: options).run()
}
exit(status)
