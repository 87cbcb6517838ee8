import ArgumentParser
import CPlaceholderGtk3
import Foundation

// placeholder-demo: a GtkEntry and PlaceholderTextView side by side, with a
// live options panel. Run with --help for the options.

let options: DemoCommand
do {
    options = try DemoCommand.parse()
} catch {
    if DemoCommand.exitCode(for: error) == .success { DemoCommand.exit(withError: error) }  // --help
    printError(DemoCommand.message(for: error) + " (see --help)")
    exit(2)
}

if options.scale != 1 { setenv("GDK_SCALE", String(options.scale), 1) }
if let theme = options.theme { setenv("GTK_THEME", theme.gtkTheme, 1) }

let status: Int32 = MainActor.assumeIsolated {
    guard gtk_init_check(nil, nil) != 0 else {
        printError("cannot open a display: set DISPLAY, or run under Xvfb (xvfb-run -a placeholder-demo ...)")
        return 2
    }
    gtk_widget_set_default_direction(options.direction == .rtl ? GTK_TEXT_DIR_RTL : GTK_TEXT_DIR_LTR)
    return DemoApplication(options: options).run()
}
exit(status)
