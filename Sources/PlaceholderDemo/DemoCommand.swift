import ArgumentParser
import CPlaceholderGtk3
import PlaceholderDemoOptions

/// The demo's command line: the options both demos share
/// (`DemoOptions`), read through this command as if they were its own
/// (`options.placeholder`), plus GTK 3's check of `--color`.
@dynamicMemberLookup
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "placeholder-demo",
        abstract: "A GtkEntry and PlaceholderTextView side by side, with a live options panel.")

    @OptionGroup var shared: DemoOptions

    subscript<Value>(dynamicMember keyPath: KeyPath<DemoOptions, Value>) -> Value {
        shared[keyPath: keyPath]
    }

    mutating func validate() throws {
        if let color = shared.customColor {
            var rgba = GdkRGBA()
            guard gdk_rgba_parse(&rgba, color) != 0 else {
                throw ValidationError("--color takes 'theme' or a CSS colour, not '\(color)'")
            }
        }
    }
}
