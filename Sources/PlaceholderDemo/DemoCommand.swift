import ArgumentParser
import CPlaceholderGtk3

/// The demo's command line: every option of the live panel as a flag, so
/// that any state can be shown, and screenshotted, from the shell.
struct DemoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "placeholder-demo",
        abstract: "A GtkEntry and PlaceholderTextView side by side, with a live options panel.")

    @Option(help: "Placeholder of the entry and of the first text view.")
    var placeholder = "Type a message…"

    @Flag(help: "Read --placeholder as Pango markup.")
    var markup = false

    @Option(help: "Initial content of the first text view.")
    var text = ""

    @Option(help: "Placeholder colour: 'theme' or a CSS colour such as '#3465a4'.")
    var color = "theme"

    @Flag(help: "Hide the placeholder while the view has focus, as GTK 3's GtkEntry does.")
    var hideWhileFocused = false

    @Flag(help: "Centre the placeholders vertically in the views.")
    var centered = false

    @Flag(help: "Let empty views ask for the height their whole placeholder needs.")
    var naturalHeight = false

    @Option(help: "Justification: left, right, center or fill.")
    var justify: DemoJustification = .left

    @Option(help: "Wrap mode: none, char, word or word-char.")
    var wrap: DemoWrapMode = .wordChar

    @Option(help: "Left margin of the text views, in pixels.")
    var leftMargin = 8
    @Option(help: "Right margin of the text views, in pixels.")
    var rightMargin = 8
    @Option(help: "Top margin of the text views, in pixels.")
    var topMargin = 6
    @Option(help: "Bottom margin of the text views, in pixels.")
    var bottomMargin = 6
    @Option(help: "First-line indent of the text views, in pixels (may be negative).")
    var indent = 0

    @Option(help: "Font of the text views, as a Pango description such as 'Serif Italic 14'.")
    var font: String?

    @Option(help: "Text direction of the window: ltr or rtl.")
    var direction: DemoDirection = .ltr

    @Option(help: "Window scale factor, 1 to 4 (HiDPI; sets GDK_SCALE).")
    var scale = 1

    @Option(help: "Theme: Adwaita, Adwaita-dark or HighContrast (sets GTK_THEME).")
    var theme: DemoTheme?

    @Option(help: "Render the window at its default size to this PNG file and exit.")
    var screenshot: String?

    mutating func validate() throws {
        for (name, value) in [("left-margin", leftMargin), ("right-margin", rightMargin),
                              ("top-margin", topMargin), ("bottom-margin", bottomMargin)]
        where !(0...500).contains(value) {
            throw ValidationError("--\(name) takes 0 to 500, not \(value)")
        }
        guard (-500...500).contains(indent) else { throw ValidationError("--indent takes -500 to 500") }
        guard (1...4).contains(scale) else { throw ValidationError("--scale takes 1 to 4, not \(scale)") }
        if color != "theme" {
            var rgba = GdkRGBA()
            guard gdk_rgba_parse(&rgba, color) != 0 else {
                throw ValidationError("--color takes 'theme' or a CSS colour, not '\(color)'")
            }
        }
        if let font, font.allSatisfy(\.isWhitespace) {
            throw ValidationError("--font needs a font description")
        }
    }
}

/// `--justify` values.
enum DemoJustification: String, ExpressibleByArgument, CaseIterable, Sendable {
    case left, right, center, fill
}

/// `--wrap` values.
enum DemoWrapMode: String, ExpressibleByArgument, CaseIterable, Sendable {
    case none, char, word
    case wordChar = "word-char"
}

/// `--direction` values.
enum DemoDirection: String, ExpressibleByArgument, CaseIterable, Sendable {
    case ltr, rtl
}

/// `--theme` values, as GTK_THEME spells them.
enum DemoTheme: String, ExpressibleByArgument, CaseIterable, Sendable {
    case adwaita = "Adwaita"
    case adwaitaDark = "Adwaita-dark"
    case highContrast = "HighContrast"

    /// The GTK_THEME value.
    var gtkTheme: String { self == .adwaitaDark ? "Adwaita:dark" : rawValue }
}
