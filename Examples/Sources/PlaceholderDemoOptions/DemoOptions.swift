import ArgumentParser

/// The command-line options both demos share (`placeholder-demo` for GTK 3,
/// `placeholder-demo-gtk4` for GTK 4): every option of the live panel as a
/// flag, so that any state can be shown, and screenshotted, from the shell.
///
/// Validation here is the toolkit-neutral part (ranges, empty values); each
/// demo's command adds what needs its toolkit, such as parsing `--color`
/// with `gdk_rgba_parse`.
public struct DemoOptions: ParsableArguments, Sendable {
    /// `--placeholder`: the entry's and the first text view's placeholder.
    @Option(help: "Placeholder of the entry and of the first text view.")
    public var placeholder = "Type a message…"

    /// `--markup`: read the placeholder as Pango markup.
    @Flag(help: "Read --placeholder as Pango markup.")
    public var markup = false

    /// `--text`: the first text view's initial content.
    @Option(help: "Initial content of the first text view.")
    public var text = ""

    /// `--color`: `theme`, or a CSS colour the demo's toolkit parses.
    @Option(help: "Placeholder colour: 'theme' or a CSS colour such as '#3465a4'.")
    public var color = "theme"

    /// `--hide-while-focused`: focus hides the placeholder (GTK 3's default).
    @Flag(help: "Hide the placeholder while the view has focus (GTK 3's GtkEntry does by default).")
    public var hideWhileFocused = false

    /// `--show-while-focused`: the placeholder stays until the first
    /// character (GTK 4's default).
    @Flag(help: "Keep the placeholder while the view has focus (GTK 4's entry does by default).")
    public var showWhileFocused = false

    /// `--centered`: placeholders centred vertically.
    @Flag(help: "Centre the placeholders vertically in the views.")
    public var centered = false

    /// `--natural-height`: empty views ask for their placeholder's height.
    @Flag(help: "Let empty views ask for the height their whole placeholder needs.")
    public var naturalHeight = false

    /// `--justify`: the text views' justification.
    @Option(help: "Justification: left, right, center or fill.")
    public var justify: DemoJustification = .left

    /// `--wrap`: the text views' wrap mode.
    @Option(help: "Wrap mode: none, char, word or word-char.")
    public var wrap: DemoWrapMode = .wordChar

    /// `--left-margin`, in pixels.
    @Option(help: "Left margin of the text views, in pixels.")
    public var leftMargin = 8
    /// `--right-margin`, in pixels.
    @Option(help: "Right margin of the text views, in pixels.")
    public var rightMargin = 8
    /// `--top-margin`, in pixels.
    @Option(help: "Top margin of the text views, in pixels.")
    public var topMargin = 6
    /// `--bottom-margin`, in pixels.
    @Option(help: "Bottom margin of the text views, in pixels.")
    public var bottomMargin = 6
    /// `--indent`: the first-line indent, in pixels (may be negative).
    @Option(help: "First-line indent of the text views, in pixels (may be negative).")
    public var indent = 0

    /// `--font`: a Pango font description; nil for the theme's font.
    @Option(help: "Font of the text views, as a Pango description such as 'Serif Italic 14'.")
    public var font: String?

    /// `--direction`: the window's text direction.
    @Option(help: "Text direction of the window: ltr or rtl.")
    public var direction: DemoDirection = .ltr

    /// `--max-length`: the text views' length limit in characters (0: none).
    @Option(help: "Length limit of the text views, in characters (0 for none).")
    public var maxLength = 0

    /// `--max-lines`: the text views' line limit, in lines as displayed (0: none).
    @Option(help: "Line limit of the text views, in lines as displayed (0 for none).")
    public var maxLines = 0

    /// `--warn`: input beyond the limit is only counted.
    @Flag(help: "Only count input beyond --max-length instead of cutting it.")
    public var warn = false

    /// `--counter`: the text views show their built-in counter.
    @Flag(help: "Show the built-in counter below the text while --max-length is set.")
    public var counter = false

    /// `--return`: what Return does in the text views.
    @Option(help: "What Return does: newline, activates-default or moves-focus.")
    public var `return`: DemoReturnBehavior = .newline

    /// `--scale`: the window scale factor (GDK_SCALE).
    @Option(help: "Window scale factor, 1 to 4 (HiDPI; sets GDK_SCALE).")
    public var scale = 1

    /// `--theme`: the GTK theme (GTK_THEME); nil for the default.
    @Option(help: "Theme: Adwaita, Adwaita-dark or HighContrast (sets GTK_THEME).")
    public var theme: DemoTheme?

    /// `--screenshot`: render the window to this PNG file and exit.
    @Option(help: "Render the window at its default size to this PNG file and exit.")
    public var screenshot: String?

    /// Options with every default.
    public init() {}

    /// The margins, left, right, top and bottom.
    public var margins: [Int] { [leftMargin, rightMargin, topMargin, bottomMargin] }

    /// Checks the ranges and values that need no toolkit.
    public func validate() throws {
        for (name, value) in [("left-margin", leftMargin), ("right-margin", rightMargin),
                              ("top-margin", topMargin), ("bottom-margin", bottomMargin)]
        where !(0...500).contains(value) {
            throw ValidationError("--\(name) takes 0 to 500, not \(value)")
        }
        guard (-500...500).contains(indent) else { throw ValidationError("--indent takes -500 to 500") }
        guard (0...10_000).contains(maxLength) else {
            throw ValidationError("--max-length takes 0 to 10000, not \(maxLength)")
        }
        guard (0...1_000).contains(maxLines) else { throw ValidationError("--max-lines takes 0 to 1000, not \(maxLines)") }
        guard (1...4).contains(scale) else { throw ValidationError("--scale takes 1 to 4, not \(scale)") }
        if hideWhileFocused && showWhileFocused {
            throw ValidationError("--hide-while-focused and --show-while-focused exclude each other")
        }
        if let font, font.allSatisfy(\.isWhitespace) {
            throw ValidationError("--font needs a font description")
        }
    }

    /// The colour to parse with the toolkit, or nil for the theme's.
    public var customColor: String? { color == "theme" ? nil : color }
}
