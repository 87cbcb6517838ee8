import CPlaceholderGObject
import PlaceholderCore
import PlaceholderDemoOptions
import PlaceholderEngine

/// What the demo needs from one toolkit and cannot say through GObject:
/// GTK 3's and GTK 4's calls differ for containers, colour and font buttons,
/// style sheets, destroying windows, screenshots and start-up. Everything else (the panel's
/// logic, the window's assembly, the application, the screenshot flow, the
/// option checks) is the kit's, once, for both demos; each demo's
/// executable is an enum conforming to this protocol and a call to
/// ``DemoMain/run(_:)``.
///
/// Widgets and builders are GObjects passed as `gpointer`s.
@MainActor
public protocol DemoToolkit {
    /// The product's placeholder type (`PlaceholderTextView` of GTK 3 or 4).
    associatedtype View: PlaceholderConfigurable

    /// The executable's name, which prefixes its messages.
    nonisolated static var program: String { get }
    /// The one-line summary `--help` prints.
    nonisolated static var abstract: String { get }
    /// The GApplication id (one instance per id).
    static var applicationID: String { get }
    /// The folder under `Resources/` holding the `.ui` and `.css` files,
    /// which are named after ``program``.
    static var resourceFolder: String { get }
    /// What ends the ids of the `.ui` file's choices (`justify_combo` for
    /// GTK 3's combo boxes, `justify_choice` for GTK 4's drop-downs).
    static var choiceSuffix: String { get }
    /// Whether the toolkit's entry hides its placeholder while focused
    /// (GTK 3's `GtkEntry`; GTK 4's keeps it), where the panel starts.
    static var entryHidesPlaceholderWhileFocused: Bool { get }

    /// Sets what the toolkit reads from the environment for these options
    /// and starts it; false when there is no display.
    static func start(_ options: DemoOptions) -> Bool

    /// Applies the style sheet at `path` to the whole display; throws with
    /// the first error it reports, naming the file.
    static func loadStyleSheet(_ path: String) throws(DemoFailure)

    /// The panel's colour button, from the builder or made and packed.
    static func colorButton(in builder: gpointer) throws(DemoFailure) -> DemoChooserButton
    /// The panel's font button, from the builder or made and packed.
    static func fontButton(in builder: gpointer) throws(DemoFailure) -> DemoChooserButton

    /// Gives `widget` CSS declarations of its own (none: the theme's).
    static func setStyle(_ declarations: String, of widget: gpointer)
    /// Destroys `window`.
    static func destroy(_ window: gpointer)
    /// Shows `window` at ``DemoWindow/size``, unfocused, and writes what it
    /// draws to `path` as PNG; writes nothing on failure.
    static func screenshot(_ window: gpointer, to path: String) throws(DemoFailure)
}
