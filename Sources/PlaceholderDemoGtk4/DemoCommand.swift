import ArgumentParser
import CPlaceholderGtk4
import PlaceholderDemoOptions

/// The GTK 4 demo's command line: the options both demos share
/// (`DemoOptions`), read through this command as if they were its own
/// (`options.placeholder`), plus GTK 4's check of `--color`.
@dynamicMemberLookup
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "placeholder-demo-gtk4",
        abstract: "A GTK 4 GtkEntry and PlaceholderTextView side by side, with a live options panel.")

    @OptionGroup var shared: DemoOptions

    subscript<Value>(dynamicMember keyPath: KeyPath<DemoOptions, Value>) -> Value {
        shared[keyPath: keyPath]
    }

    mutating func validate() throws {
        if let color = shared.customColor, DemoCommand.parseColor(color) == nil {
            throw ValidationError("--color takes 'theme' or a CSS colour, not '\(color)'")
        }
    }

    /// A CSS colour as GDK reads it (no display needed), or nil.
    static func parseColor(_ text: String) -> GdkRGBA? {
        var rgba = GdkRGBA()
        return gdk_rgba_parse(&rgba, text) != 0 ? rgba : nil
    }
}
