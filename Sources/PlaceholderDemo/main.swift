import CPlaceholderGtk3
import Foundation
import PlaceholderDemoOptions

// placeholder-demo: a GtkEntry and PlaceholderTextView side by side, with a
// live options panel. Run with --help for the options.

let options = DemoCommand.parseOrExit(program: "placeholder-demo")
options.shared.exportToolkitEnvironment()

let status: Int32 = MainActor.assumeIsolated {
    guard gtk_init_check(nil, nil) != 0 else {
        printError("cannot open a display: set DISPLAY, or run under Xvfb (xvfb-run -a placeholder-demo ...)")
        return 2
    }
    gtk_widget_set_default_direction(options.direction == .rtl ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    return DemoApplication(options: options).run()
}
exit(status)
