import ArgumentParser
import Foundation

extension ParsableCommand {
    /// Parses the process's arguments. `--help` prints the help and exits 0;
    /// anything wrong prints one line on standard error and exits 2.
    public static func parseOrExit(program: String) -> Self {
        do {
            return try parse()
        } catch {
            if exitCode(for: error) == .success { exit(withError: error) }
            printDemoError(message(for: error) + " (see --help)", program: program)
            Foundation.exit(2)
        }
    }
}

extension DemoOptions {
    /// Sets the variables GTK reads at start-up for `--scale` (GDK_SCALE)
    /// and `--theme` (GTK_THEME); call it before initialising GTK.
    public func exportToolkitEnvironment() {
        if scale != 1 { setenv("GDK_SCALE", String(scale), 1) }
        if let theme { setenv("GTK_THEME", theme.gtkTheme, 1) }
    }
}
